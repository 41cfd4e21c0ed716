import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminResellerListSchema, type AdminReseller } from '@common/schemas/admin';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { adminQueries } from './queries';

/** GET {userApi}/admin/resellers: every reseller with its domains (a short list). */
export async function getResellers(
  { api, config }: ApiContext,
  signal?: AbortSignal,
): Promise<AdminReseller[]> {
  return api.request(serviceUrl(config.services.userApi, 'admin', 'resellers'), {
    store: 'admin',
    signal,
    parse: (data) => adminResellerListSchema.parse(data),
  });
}

export function resellersQueryOptions(ctx: ApiContext) {
  return queryOptions({
    queryKey: adminQueries.resellers(),
    queryFn: ({ signal }) => getResellers(ctx, signal),
  });
}

export function useResellers() {
  return useQuery(resellersQueryOptions(useServices()));
}
