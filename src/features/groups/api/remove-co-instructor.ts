import { serviceUrl, type ApiContext } from '@/lib/services';

/** POST {presetsApi}/worksheets/remove-co-instructor: an instructor who left the group. */
export async function removeCoInstructor(
  { api, config }: ApiContext,
  userId: string,
  groupId: number,
) {
  await api.request(serviceUrl(config.services.presetsApi, 'worksheets', 'remove-co-instructor'), {
    store: 'groups',
    method: 'POST',
    body: { studentid: userId, groupid: groupId },
  });
}
