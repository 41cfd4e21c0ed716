import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { compareGroups } from '@common/domain/groups';
import { clientGroupSchema, type ClientGroup } from '@common/schemas/groups';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { groupQueries } from './queries';

const groupsSchema = z.array(clientGroupSchema);

/** GET {userApi}/institutions/{institutionId}/classgroups/{userId}/student: memberships. */
export async function getStudentGroups(
  { api, config }: ApiContext,
  institutionId: number,
  userId: string,
  signal?: AbortSignal,
): Promise<ClientGroup[]> {
  const url = serviceUrl(
    config.services.userApi,
    'institutions',
    institutionId,
    'classgroups',
    userId,
    'student',
  );
  const groups = await api.request(url, {
    store: 'groups',
    signal,
    parse: (d) => groupsSchema.parse(d),
  });
  return [...groups].sort(compareGroups);
}

export function getStudentGroupsQueryOptions(ctx: ApiContext, userId: string) {
  return queryOptions({
    queryKey: groupQueries.student(0, userId),
    // Opening the screen always asks the server: another user may have changed the group.
    staleTime: 0,
    queryFn: ({ signal }) => getStudentGroups(ctx, 0, userId, signal),
  });
}

export function useStudentGroups(userId: string) {
  return useSuspenseQuery(getStudentGroupsQueryOptions(useServices(), userId));
}
