import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { compareGroups } from '@common/domain/groups';
import { clientGroupSchema, type ClientGroup } from '@common/schemas/groups';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { assignmentQueries, type AssignmentsMode } from './queries';

const groupsSchema = z.array(clientGroupSchema);

/**
 * The groups whose assignments the user may see (spec 3 §2, §6; spec 1 §4 "Archived groups are
 * excluded from assignments"). Teachers: GET .../classgroups/{userId}/owner (owned, co-instructed
 * and, for TAs, the tutored groups; a TA who is no instructor sees only those). Students: GET
 * .../classgroups/{userId}/student (memberships). The same calls as the groups screen's.
 */
export async function getAssignmentGroups(
  { api, config }: ApiContext,
  mode: AssignmentsMode,
  userId: string,
  signal?: AbortSignal,
): Promise<ClientGroup[]> {
  const url = serviceUrl(
    config.services.userApi,
    'institutions',
    0,
    'classgroups',
    userId,
    mode === 'teacher' ? 'owner' : 'student',
  );
  const groups = await api.request(url, {
    store: 'assignments',
    signal,
    parse: (data) => groupsSchema.parse(data),
  });
  return groups.filter((group) => group.Status !== 'Archived').sort(compareGroups);
}

export function getAssignmentGroupsQueryOptions(
  ctx: ApiContext,
  mode: AssignmentsMode,
  userId: string,
) {
  return queryOptions({
    queryKey: assignmentQueries.groups(mode, userId),
    // Opening the screen asks the server (a group may have been joined or archived elsewhere).
    staleTime: 0,
    queryFn: ({ signal }) => getAssignmentGroups(ctx, mode, userId, signal),
  });
}

export function useAssignmentGroups(mode: AssignmentsMode, userId: string) {
  return useSuspenseQuery(getAssignmentGroupsQueryOptions(useServices(), mode, userId));
}
