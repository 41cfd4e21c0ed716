import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Region } from '@common/schemas/user-api';
import { loadContract } from '@/lib/contract';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { placesQueries } from './queries';

/** GET {userApi}/institutions/regions: the profile's countries come from these. */
export function getRegions({ api, config }: ApiContext, signal?: AbortSignal): Promise<Region[]> {
  return api.request(serviceUrl(config.services.userApi, 'institutions', 'regions'), {
    store: 'places',
    signal,
    parse: async (data) =>
      (await loadContract())
        .arrayOf((await import('@common/schemas/user-api')).regionSchema)
        .parse(data),
  });
}

export function getRegionsQueryOptions(ctx: ApiContext) {
  return queryOptions({
    queryKey: placesQueries.regions(),
    queryFn: ({ signal }) => getRegions(ctx, signal),
    staleTime: 24 * 60 * 60 * 1000,
  });
}

export function useRegions() {
  return useQuery(getRegionsQueryOptions(useServices()));
}
