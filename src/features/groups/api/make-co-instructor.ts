import { serviceUrl, type ApiContext } from '@/lib/services';

/** POST {presetsApi}/worksheets/group/makeCoInstructor: an instructor who joined the group. */
export async function makeCoInstructor(
  { api, config }: ApiContext,
  wsId: number,
  courseId: number,
) {
  await api.request(
    serviceUrl(config.services.presetsApi, 'worksheets', 'group', 'makeCoInstructor'),
    { store: 'groups', method: 'POST', body: { wsId, courseid: courseId } },
  );
}
