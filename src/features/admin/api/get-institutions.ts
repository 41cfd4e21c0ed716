import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminInstitutionPageSchema,
  type AdminInstitutionPage,
  type AdminPageQuery,
} from '@common/schemas/admin';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { adminQueries, pageSearch } from './queries';

/** GET {userApi}/admin/institutions?offset&limit&q: one page, by name. */
export async function getInstitutions(
  { api, config }: ApiContext,
  page: AdminPageQuery,
  signal?: AbortSignal,
): Promise<AdminInstitutionPage> {
  return api.request(
    `${serviceUrl(config.services.userApi, 'admin', 'institutions')}${pageSearch(page)}`,
    {
      store: 'admin',
      signal,
      parse: (data) => adminInstitutionPageSchema.parse(data),
    },
  );
}

export function institutionsQueryOptions(ctx: ApiContext, page: AdminPageQuery) {
  return queryOptions({
    queryKey: adminQueries.institutionPage(page),
    queryFn: ({ signal }) => getInstitutions(ctx, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInstitutions(page: AdminPageQuery) {
  return useQuery(institutionsQueryOptions(useServices(), page));
}
