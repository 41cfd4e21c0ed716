import { serviceUrl, type ApiContext } from '@/lib/services';

/** POST {presetsApi}/worksheets/group/join: a student (by wsId) into the course. */
export async function joinCourse({ api, config }: ApiContext, wsId: number, courseId: number) {
  await api.request(serviceUrl(config.services.presetsApi, 'worksheets', 'group', 'join'), {
    store: 'groups',
    method: 'POST',
    body: { userid: wsId, courseid: courseId },
  });
}
