import { serviceUrl, type ApiContext } from '@/lib/services';
import { useLtiMutation } from './lti-mutation';

/** DELETE {userApi}/lti1-settings/{id}: the connection and its account links (accounts stay). */
export async function deleteLtiConsumer({ api, config }: ApiContext, id: number): Promise<void> {
  await api.request(serviceUrl(config.services.userApi, 'lti1-settings', id), {
    store: 'lti',
    method: 'DELETE',
  });
}

export function useDeleteLtiConsumer() {
  return useLtiMutation(deleteLtiConsumer);
}
