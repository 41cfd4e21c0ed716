import { queryOptions, useQuery } from '@tanstack/react-query';
import { statisticsSchema, type Statistics } from '@common/schemas/dashboard';
import type { TimeScale } from '@common/domain/lab-book-rules';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { dashboardQueries } from './queries';

/** GET {labbookApi}/statistics?scale=0..3: the whole dashboard in one answer (spec 2 §2, §9). */
export function getStatistics(
  { api, config }: ApiContext,
  scale: TimeScale,
  signal?: AbortSignal,
): Promise<Statistics> {
  return api.request(serviceUrl(config.services.labbookApi, 'statistics'), {
    store: 'dashboard',
    query: { scale },
    signal,
    parse: (data) => statisticsSchema.parse(data),
  });
}

export function getStatisticsQueryOptions(ctx: ApiContext, userId: string, scale: TimeScale) {
  return queryOptions({
    queryKey: dashboardQueries.statistics(userId, scale),
    // Opening the dashboard asks the server (students keep working) unless the answer is a few
    // seconds old (the route's loader has just asked: no second request on mount). The saved
    // answer shows meanwhile; offline it is what the dashboard shows (persisted with the cache).
    // Refresh always asks.
    staleTime: 10_000,
    queryFn: ({ signal }) => getStatistics(ctx, scale, signal),
  });
}

export function useStatistics(userId: string, scale: TimeScale) {
  return useQuery(getStatisticsQueryOptions(useServices(), userId, scale));
}
