import { openWorksheets } from '@/lib/worksheets-launch';
import { toastError } from './feedback';
import { useAssignmentsTranslation } from './use-assignments-translation';

/** Opens a worksheets page; called in the click, so the browser lets the new tab open. */
export function useLaunch() {
  const { t } = useAssignmentsTranslation();
  return (target: Parameters<typeof openWorksheets>[0]) => {
    openWorksheets(target).catch((error: unknown) => {
      console.warn('[assignments] worksheets launch failed:', error);
      toastError(t(isPopupBlocked(error) ? 'launch.popupBlocked' : 'launch.failed'));
    });
  };
}

const isPopupBlocked = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'reason' in error &&
  error.reason === 'popup-blocked';
