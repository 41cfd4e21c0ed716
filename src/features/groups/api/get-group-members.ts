import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isDeletedAccount } from '@common/domain/groups';
import { clientGroupStudentSchema, type ClientGroupStudent } from '@common/schemas/groups';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { groupQueries } from './queries';

const membersSchema = z.array(clientGroupStudentSchema);
export type GroupMember = ClientGroupStudent;

/** GET {userApi}/institutions/{institutionId}/classgroups/{groupId}/students-with-data. */
export async function getGroupMembers(
  { api, config }: ApiContext,
  institutionId: number,
  groupId: number,
  signal?: AbortSignal,
): Promise<GroupMember[]> {
  const url = serviceUrl(
    config.services.userApi,
    'institutions',
    institutionId,
    'classgroups',
    groupId,
    'students-with-data',
  );
  const members = await api.request(url, {
    store: 'groups',
    signal,
    parse: (data) => membersSchema.parse(data),
  });
  // The server hides deleted accounts; a server of another version may not (spec 1 §3).
  return members.filter((member) => !isDeletedAccount(member.email));
}

export function getGroupMembersQueryOptions(
  ctx: ApiContext,
  institutionId: number,
  groupId: number,
) {
  return queryOptions({
    queryKey: groupQueries.members(groupId),
    staleTime: 0,
    queryFn: ({ signal }) => getGroupMembers(ctx, institutionId, groupId, signal),
  });
}

export function useGroupMembers(institutionId: number, groupId: number) {
  return useQuery(getGroupMembersQueryOptions(useServices(), institutionId, groupId));
}
