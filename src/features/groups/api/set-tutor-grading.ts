import { serviceUrl, type ApiContext } from '@/lib/services';
import { useGroupsMutation } from './group-mutations';
import { groupQueries } from './queries';

/** POST {presetsApi}/worksheets/set-tutor-grading/{courseId} (empty body): tutors may grade. */
export async function setTutorGrading({ api, config }: ApiContext, courseId: number) {
  await api.request(
    serviceUrl(config.services.presetsApi, 'worksheets', 'set-tutor-grading', courseId),
    { store: 'groups', method: 'POST', body: {} },
  );
}

export function useSetTutorGrading() {
  return useGroupsMutation(setTutorGrading, () => [groupQueries.courses()]);
}
