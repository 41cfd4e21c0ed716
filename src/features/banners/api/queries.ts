import type { BannerList } from '@common/schemas/banners';

/** Query keys of the banners area, from one factory (admin changes invalidate `all`). */
export const bannerQueries = {
  all: ['banners'] as const,
  list: (list: BannerList) => [...bannerQueries.all, 'list', list] as const,
  admin: () => [...bannerQueries.all, 'admin'] as const,
};
