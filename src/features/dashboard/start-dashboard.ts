import type { QueryClient } from '@tanstack/react-query';
import type { TimeScale } from '@common/domain/lab-book-rules';
import type { ApiContext } from '@/lib/services';
import { getStatisticsQueryOptions } from './api/get-statistics';

/**
 * The /dashboard loader's work, started and not awaited: the statistics request runs while the
 * page's own chunk loads, and the page shows the phases instead of a blank wait. The saved
 * answer (persisted query cache) shows at once, also offline.
 */
export function startDashboard(
  queryClient: QueryClient,
  ctx: ApiContext,
  userId: string,
  scale: TimeScale,
): void {
  void queryClient.prefetchQuery(getStatisticsQueryOptions(ctx, userId, scale));
}
