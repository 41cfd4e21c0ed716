import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  keptEmailPageSchema,
  type AdminPageQuery,
  type KeptEmailPage,
} from '@common/schemas/admin';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { adminQueries, pageSearch } from './queries';

/** GET {userApi}/admin/kept-emails?offset&limit: newest first. */
export async function getKeptEmails(
  { api, config }: ApiContext,
  page: AdminPageQuery,
  signal?: AbortSignal,
): Promise<KeptEmailPage> {
  return api.request(
    `${serviceUrl(config.services.userApi, 'admin', 'kept-emails')}${pageSearch(page)}`,
    {
      store: 'admin',
      signal,
      parse: (data) => keptEmailPageSchema.parse(data),
    },
  );
}

export function keptEmailsQueryOptions(ctx: ApiContext, page: AdminPageQuery) {
  return queryOptions({
    queryKey: adminQueries.keptEmails(page),
    queryFn: ({ signal }) => getKeptEmails(ctx, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useKeptEmails(page: AdminPageQuery) {
  return useQuery(keptEmailsQueryOptions(useServices(), page));
}
