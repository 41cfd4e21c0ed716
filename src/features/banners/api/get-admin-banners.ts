import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminBannersSchema, type AdminBanner } from '@common/schemas/banners';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { bannerQueries } from './queries';

/** GET {userApi}/admin/banners: every banner with its list and schedule (administrators, support). */
export function getAdminBanners(
  { api, config }: ApiContext,
  signal?: AbortSignal,
): Promise<AdminBanner[]> {
  return api.request(serviceUrl(config.services.userApi, 'admin', 'banners'), {
    store: 'banners',
    signal,
    parse: (data) => adminBannersSchema.parse(data),
  });
}

export function adminBannersQueryOptions(ctx: ApiContext) {
  return queryOptions({
    queryKey: bannerQueries.admin(),
    staleTime: 0,
    queryFn: ({ signal }) => getAdminBanners(ctx, signal),
  });
}

export function useAdminBanners() {
  return useSuspenseQuery(adminBannersQueryOptions(useServices()));
}
