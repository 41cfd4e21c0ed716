import { adminBannerSchema, type AdminBanner, type BannerBody } from '@common/schemas/banners';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { useBannerMutation } from './banner-mutation';

/** POST {userApi}/admin/banners. */
export function createBanner({ api, config }: ApiContext, body: BannerBody): Promise<AdminBanner> {
  return api.request(serviceUrl(config.services.userApi, 'admin', 'banners'), {
    store: 'banners',
    method: 'POST',
    body: { ...body },
    parse: (data) => adminBannerSchema.parse(data),
  });
}

export function useCreateBanner() {
  return useBannerMutation(createBanner);
}
