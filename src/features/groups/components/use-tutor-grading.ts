import { useSetTutorGrading } from '../api/set-tutor-grading';
import { toastError, toastSuccess } from './feedback';
import { useGroupsTranslation } from './use-groups-translation';

/** 'allow tutor grading' of a group's course (owners): its toast and its error (spec 1 §8). */
export function useTutorGrading() {
  const { t } = useGroupsTranslation();
  const mutation = useSetTutorGrading();
  const allow = (courseId: number) =>
    mutation.mutate(courseId, {
      onSuccess: () => toastSuccess(t('toasts.tutorGradingAllowed')),
      onError: () => toastError(t('errors.tutorGradingFailed')),
    });
  return { allow, courseId: mutation.isPending ? mutation.variables : undefined };
}
