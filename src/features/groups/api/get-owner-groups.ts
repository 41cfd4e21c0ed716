import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { compareGroups } from '@common/domain/groups';
import { clientGroupSchema, type ClientGroup } from '@common/schemas/groups';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { groupQueries } from './queries';

const groupsSchema = z.array(clientGroupSchema);

/** GET {userApi}/institutions/{institutionId}/classgroups/{userId}/owner: groups the user teaches. */
export async function getOwnerGroups(
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
    'owner',
  );
  const groups = await api.request(url, {
    store: 'groups',
    signal,
    parse: (d) => groupsSchema.parse(d),
  });
  return [...groups].sort(compareGroups);
}

export function getOwnerGroupsQueryOptions(ctx: ApiContext, userId: string) {
  return queryOptions({
    queryKey: groupQueries.owner(0, userId),
    // Opening the screen always asks the server: another user may have changed the group.
    staleTime: 0,
    queryFn: ({ signal }) => getOwnerGroups(ctx, 0, userId, signal),
  });
}

export function useOwnerGroups(userId: string) {
  return useSuspenseQuery(getOwnerGroupsQueryOptions(useServices(), userId));
}
