import { ApiError } from '@/lib/api-client';
import { serviceUrl, type ApiContext } from '@/lib/services';

/**
 * POST {presetsApi}/worksheets/remove-tutor. Someone who is no tutor (made TA before the group
 * had a course) is already where this call would put them: 404 counts as done.
 */
export async function removeTutor({ api, config }: ApiContext, wsId: number, courseId: number) {
  try {
    await api.request(serviceUrl(config.services.presetsApi, 'worksheets', 'remove-tutor'), {
      store: 'groups',
      method: 'POST',
      body: { studentid: wsId, courseid: courseId, section: '' },
    });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return;
    throw error;
  }
}
