import type { QueryClient } from '@tanstack/react-query';
import type { ApiContext } from '@/lib/services';
import { ensureQueryDataOffline } from '@/lib/offline-data';
import { ltiSettingsQueryOptions } from './api/get-lti-settings';

/** The /admin/lti loader: the connections, from the device when it has them. */
export async function loadLtiSettings(queryClient: QueryClient, ctx: ApiContext, userId: string) {
  await ensureQueryDataOffline(queryClient, ltiSettingsQueryOptions(ctx, userId));
}
