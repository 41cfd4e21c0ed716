import { adminBannerSchema, type AdminBanner, type BannerBody } from '@common/schemas/banners';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { useBannerMutation } from './banner-mutation';

/** PUT {userApi}/admin/banners/{id}: the whole banner. */
export function updateBanner(
  { api, config }: ApiContext,
  input: { id: number; body: BannerBody },
): Promise<AdminBanner> {
  return api.request(serviceUrl(config.services.userApi, 'admin', 'banners', input.id), {
    store: 'banners',
    method: 'PUT',
    body: { ...input.body },
    parse: (data) => adminBannerSchema.parse(data),
  });
}

export function useUpdateBanner() {
  return useBannerMutation(updateBanner);
}
