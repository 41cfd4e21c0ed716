import type { QueryClient } from '@tanstack/react-query';
import type { ApiContext } from '@/lib/services';
import { ensureQueryDataOffline } from '@/lib/offline-data';
import { adminBannersQueryOptions } from './api/get-admin-banners';

/** The /admin/banners loader: every banner, from the device when it has them. */
export async function loadAdminBanners(queryClient: QueryClient, ctx: ApiContext) {
  await ensureQueryDataOffline(queryClient, adminBannersQueryOptions(ctx));
}
