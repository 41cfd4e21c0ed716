import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchGroupMembers, type GroupMember } from '@/lib/group-members';
import { useServices, type ApiContext } from '@/lib/services';
import { portfolioQueries } from './queries';

/** A member as the grid reads it (its wsId opens the student's pages). */
export type GradebookMember = GroupMember;

/** The gradebook's members, under the Portfolio's own key (the fetch: lib/group-members.ts). */
export function getGroupMembersQueryOptions(
  ctx: ApiContext,
  institutionId: number,
  groupId: number,
) {
  return queryOptions({
    queryKey: portfolioQueries.members(institutionId, groupId),
    staleTime: 0,
    queryFn: ({ signal }) =>
      fetchGroupMembers(ctx, institutionId, groupId, { store: 'portfolio', signal }),
  });
}

export function useGroupMembers(institutionId: number, groupId: number) {
  return useQuery(getGroupMembersQueryOptions(useServices(), institutionId, groupId));
}
