import { serviceUrl, type ApiContext } from '@/lib/services';
import { useBannerMutation } from './banner-mutation';

/** DELETE {userApi}/admin/banners/{id}. */
export async function deleteBanner({ api, config }: ApiContext, id: number): Promise<void> {
  await api.request(serviceUrl(config.services.userApi, 'admin', 'banners', id), {
    store: 'banners',
    method: 'DELETE',
  });
}

export function useDeleteBanner() {
  return useBannerMutation(deleteBanner);
}
