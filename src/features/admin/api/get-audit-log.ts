import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPageQuery } from '@common/schemas/admin';
import { auditLogPageSchema, type AuditLogPage } from '@common/schemas/audit-log';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { adminQueries } from './queries';

/** GET {userApi}/admin/audit-log?offset&limit (the proxy module serves it): newest first. */
export async function getAuditLog(
  { api, config }: ApiContext,
  page: AdminPageQuery,
  signal?: AbortSignal,
): Promise<AuditLogPage> {
  const search = new URLSearchParams({ offset: String(page.offset), limit: String(page.limit) });
  return api.request(
    `${serviceUrl(config.services.userApi, 'admin', 'audit-log')}?${search.toString()}`,
    {
      store: 'admin',
      signal,
      parse: (data) => auditLogPageSchema.parse(data),
    },
  );
}

export function auditLogQueryOptions(ctx: ApiContext, page: AdminPageQuery) {
  return queryOptions({
    queryKey: adminQueries.auditLog(page),
    queryFn: ({ signal }) => getAuditLog(ctx, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAuditLog(page: AdminPageQuery) {
  return useQuery(auditLogQueryOptions(useServices(), page));
}
