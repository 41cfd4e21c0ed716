import type { QueryClient } from '@tanstack/react-query';
import type { ApiContext } from '@/lib/services';
import { ensureQueryDataOffline } from '@/lib/offline-data';
import { getOwnerGroupsQueryOptions } from './api/get-owner-groups';
import { getStudentGroupsQueryOptions } from './api/get-student-groups';

/** The /groups loader: both lists, from the device when it has them (never waits offline). */
export async function loadGroups(queryClient: QueryClient, ctx: ApiContext, userId: string) {
  await Promise.all([
    ensureQueryDataOffline(queryClient, getOwnerGroupsQueryOptions(ctx, userId)),
    ensureQueryDataOffline(queryClient, getStudentGroupsQueryOptions(ctx, userId)),
  ]);
}
