import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { activitiesSchema, type Activity } from '@common/schemas/activities';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { activityQueries } from './queries';

/**
 * GET {api}/activities: the whole public catalogue, sent with no auth header as spec 3 §7 says
 * (it holds nothing private).
 */
export function getActivities(
  { api, config }: ApiContext,
  signal?: AbortSignal,
): Promise<Activity[]> {
  return api.request(serviceUrl(config.services.api, 'activities'), {
    store: 'activities',
    auth: false,
    signal,
    parse: (data) => activitiesSchema.parse(data),
  });
}

export function getActivitiesQueryOptions(ctx: ApiContext) {
  return queryOptions({
    queryKey: activityQueries.catalogue(),
    queryFn: ({ signal }) => getActivities(ctx, signal),
  });
}

export function useActivities() {
  return useSuspenseQuery(getActivitiesQueryOptions(useServices()));
}
