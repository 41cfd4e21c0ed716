import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchGroupMembers } from '@/lib/group-members';
import { useServices, type ApiContext } from '@/lib/services';
import { groupQueries } from './queries';

/** A group's members, under the groups' own key (the fetch is shared: lib/group-members.ts). */
export function getGroupMembersQueryOptions(
  ctx: ApiContext,
  institutionId: number,
  groupId: number,
) {
  return queryOptions({
    queryKey: groupQueries.members(groupId),
    staleTime: 0,
    queryFn: ({ signal }) =>
      fetchGroupMembers(ctx, institutionId, groupId, { store: 'groups', signal }),
  });
}

export function useGroupMembers(institutionId: number, groupId: number) {
  return useQuery(getGroupMembersQueryOptions(useServices(), institutionId, groupId));
}
