import type { QueryClient } from '@tanstack/react-query';
import { ensureQueryDataOffline } from '@/lib/offline-data';
import type { ApiContext } from '@/lib/services';
import { getActivitiesQueryOptions } from './api/get-activities';
import { getTemplateTagsQueryOptions } from './api/get-template-tags';
import { getTemplatesQueryOptions } from './api/get-templates';

/**
 * The /activities loader: templates, template tags and the activities catalogue, from the device
 * when it has them (never waits offline), so both views open offline once seen.
 */
export async function loadActivities(queryClient: QueryClient, ctx: ApiContext) {
  await Promise.all([
    ensureQueryDataOffline(queryClient, getTemplatesQueryOptions(ctx)),
    ensureQueryDataOffline(queryClient, getTemplateTagsQueryOptions(ctx)),
    ensureQueryDataOffline(queryClient, getActivitiesQueryOptions(ctx)),
  ]);
}
