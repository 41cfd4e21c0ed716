import { queryOptions, useQuery } from '@tanstack/react-query';
import { recentEntriesSchema } from '@common/schemas/lab-book';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { labBookQueries } from './queries';

export type RecentEntry = { userId: string; LastUpdated: number | null };

/** POST {labbookApi}/lab-book/recent-entries {userIDs}: when each user last wrote in their book. */
export function getRecentEntries(
  { api, config }: ApiContext,
  userIds: readonly string[],
  signal?: AbortSignal,
): Promise<RecentEntry[]> {
  return api.request(serviceUrl(config.services.labbookApi, 'lab-book', 'recent-entries'), {
    store: 'labBook',
    method: 'POST',
    body: { userIDs: [...userIds] },
    signal,
    parse: (data) => recentEntriesSchema.parse(data),
  });
}

export function getRecentEntriesQueryOptions(ctx: ApiContext, userIds: readonly string[]) {
  return queryOptions({
    queryKey: labBookQueries.recentEntries(userIds),
    queryFn: ({ signal }) => getRecentEntries(ctx, userIds, signal),
    select: (rows) => new Map(rows.map((row) => [row.userId, row.LastUpdated])),
  });
}

export function useRecentEntries(userIds: readonly string[]) {
  return useQuery({
    ...getRecentEntriesQueryOptions(useServices(), userIds),
    enabled: userIds.length > 0,
  });
}
