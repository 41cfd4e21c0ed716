import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isDeletedAccount } from '@common/domain/groups';
import { clientGroupStudentSchema } from '@common/schemas/groups';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { portfolioQueries } from './queries';

/** A member as the grid reads it: the group's member fields plus the worksheets id (wsId). */
const memberSchema = clientGroupStudentSchema.extend({
  wsId: z.coerce.number().int().nullish(),
});
export type GradebookMember = z.infer<typeof memberSchema>;
const membersSchema = z.array(memberSchema);

/**
 * GET {userApi}/institutions/{institutionId}/classgroups/{groupId}/students-with-data: every
 * member with its role and worksheets id (the grid opens a student's pages by it), for the
 * group's instructors and TAs.
 */
export async function getGroupMembers(
  { api, config }: ApiContext,
  institutionId: number,
  groupId: number,
  signal?: AbortSignal,
): Promise<GradebookMember[]> {
  const url = serviceUrl(
    config.services.userApi,
    'institutions',
    institutionId,
    'classgroups',
    groupId,
    'students-with-data',
  );
  const members = await api.request(url, {
    store: 'portfolio',
    signal,
    parse: (data) => membersSchema.parse(data),
  });
  // The server hides deleted accounts; a server of another version may not (spec 3 §5).
  return members.filter((member) => !isDeletedAccount(member.email));
}

export function getGroupMembersQueryOptions(
  ctx: ApiContext,
  institutionId: number,
  groupId: number,
) {
  return queryOptions({
    queryKey: portfolioQueries.members(institutionId, groupId),
    staleTime: 0,
    queryFn: ({ signal }) => getGroupMembers(ctx, institutionId, groupId, signal),
  });
}

export function useGroupMembers(institutionId: number, groupId: number) {
  return useQuery(getGroupMembersQueryOptions(useServices(), institutionId, groupId));
}
