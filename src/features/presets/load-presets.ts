import type { QueryClient } from '@tanstack/react-query';
import type { ApiContext } from '@/lib/services';
import { ensureQueryDataOffline } from '@/lib/offline-data';
import { listPresetsQueryOptions } from './api/list-presets';

/** The /presets loader: the list, from the device when it has it (never waits offline). */
export async function loadPresets(queryClient: QueryClient, ctx: ApiContext, userId: string) {
  await ensureQueryDataOffline(queryClient, listPresetsQueryOptions(ctx, userId));
}
