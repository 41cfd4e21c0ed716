import { serviceUrl, type ApiContext } from '@/lib/services';

/** POST {presetsApi}/worksheets/make-tutor: a TA (by wsId) tutors the course. */
export async function makeTutor({ api, config }: ApiContext, wsId: number, courseId: number) {
  await api.request(serviceUrl(config.services.presetsApi, 'worksheets', 'make-tutor'), {
    store: 'groups',
    method: 'POST',
    body: { studentid: wsId, courseid: courseId, section: '' },
  });
}
