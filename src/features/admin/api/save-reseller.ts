import { adminResellerSchema, type AdminReseller, type ResellerBody } from '@common/schemas/admin';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { useAdminMutation } from './admin-mutation';

/** POST {userApi}/admin/resellers, or PUT .../{id}: 409 when a domain is another's. */
export async function saveReseller(
  { api, config }: ApiContext,
  input: { id?: number; body: ResellerBody },
): Promise<AdminReseller> {
  const base = serviceUrl(config.services.userApi, 'admin', 'resellers');
  return api.request(input.id === undefined ? base : `${base}/${input.id}`, {
    store: 'admin',
    method: input.id === undefined ? 'POST' : 'PUT',
    body: { ...input.body },
    parse: (data) => adminResellerSchema.parse(data),
  });
}

export function useSaveReseller() {
  return useAdminMutation(saveReseller);
}
