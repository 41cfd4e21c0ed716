import { serviceUrl, type ApiContext } from '@/lib/services';
import { useAdminMutation } from './admin-mutation';

/** DELETE {userApi}/admin/resellers/{id}: the reseller and its domains. */
export async function deleteReseller({ api, config }: ApiContext, id: number): Promise<void> {
  await api.request(serviceUrl(config.services.userApi, 'admin', 'resellers', id), {
    store: 'admin',
    method: 'DELETE',
  });
}

export function useDeleteReseller() {
  return useAdminMutation(deleteReseller);
}
