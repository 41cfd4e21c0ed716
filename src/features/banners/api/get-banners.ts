import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner, BannerList } from '@common/schemas/banners';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { bannerQueries } from './queries';

/** GET {api}/banners/{1|2} (spec 2 §7, no auth): the current banners of one list. */
export function getBanners(
  { api, config }: ApiContext,
  list: BannerList,
  signal?: AbortSignal,
): Promise<Banner[]> {
  return api.request(serviceUrl(config.services.api, 'banners', list), {
    store: 'banners',
    auth: false,
    signal,
    // Loaded on demand: the schemas stay out of the app shell's chunk.
    parse: async (data) => (await import('@common/schemas/banners')).bannersSchema.parse(data),
  });
}

export function bannersQueryOptions(ctx: ApiContext, list: BannerList) {
  return queryOptions({
    queryKey: bannerQueries.list(list),
    queryFn: ({ signal }) => getBanners(ctx, list, signal),
    // Banners change rarely; the persisted answer serves offline (spec 2 §8: failures are logged only).
    staleTime: 5 * 60 * 1000,
  });
}

/** Not suspending: the page never waits for, nor fails with, its banners. */
export function useBanners(list: BannerList) {
  return useQuery(bannersQueryOptions(useServices(), list));
}
