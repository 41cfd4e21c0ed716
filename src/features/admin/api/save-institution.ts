import {
  adminInstitutionSchema,
  type AdminInstitution,
  type InstitutionBody,
} from '@common/schemas/admin';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { useAdminMutation } from './admin-mutation';

/** POST {userApi}/admin/institutions, or PUT .../{id} when `id` is given. */
export async function saveInstitution(
  { api, config }: ApiContext,
  input: { id?: number; body: InstitutionBody },
): Promise<AdminInstitution> {
  const base = serviceUrl(config.services.userApi, 'admin', 'institutions');
  return api.request(input.id === undefined ? base : `${base}/${input.id}`, {
    store: 'admin',
    method: input.id === undefined ? 'POST' : 'PUT',
    body: { ...input.body },
    parse: (data) => adminInstitutionSchema.parse(data),
  });
}

export function useSaveInstitution() {
  return useAdminMutation(saveInstitution);
}
