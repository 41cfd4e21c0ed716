import { queryOptions, useQuery } from '@tanstack/react-query';
import { institutionOptionsSchema, type InstitutionOptions } from '@common/schemas/admin';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { adminQueries } from './queries';

/** GET {userApi}/admin/institution-options: the regions, countries and states to pick from. */
export async function getInstitutionOptions(
  { api, config }: ApiContext,
  signal?: AbortSignal,
): Promise<InstitutionOptions> {
  return api.request(serviceUrl(config.services.userApi, 'admin', 'institution-options'), {
    store: 'admin',
    signal,
    parse: (data) => institutionOptionsSchema.parse(data),
  });
}

export function institutionOptionsQueryOptions(ctx: ApiContext) {
  return queryOptions({
    queryKey: adminQueries.institutionOptions(),
    queryFn: ({ signal }) => getInstitutionOptions(ctx, signal),
    staleTime: 60 * 60_000,
  });
}

export function useInstitutionOptions() {
  return useQuery(institutionOptionsQueryOptions(useServices()));
}
