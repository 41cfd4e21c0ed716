import { serviceUrl, type ApiContext } from '@/lib/services';
import { useAdminMutation } from './admin-mutation';

/** DELETE {userApi}/admin/institutions/{id}: 409 while anything refers to it. */
export async function deleteInstitution({ api, config }: ApiContext, id: number): Promise<void> {
  await api.request(serviceUrl(config.services.userApi, 'admin', 'institutions', id), {
    store: 'admin',
    method: 'DELETE',
  });
}

export function useDeleteInstitution() {
  return useAdminMutation(deleteInstitution);
}
