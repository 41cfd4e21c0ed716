import { z } from 'zod';
import { isDeletedAccount } from '@common/domain/groups';
import { clientGroupStudentSchema } from '@common/schemas/groups';
import { serviceUrl, type ApiContext } from './services';

/**
 * A member as the groups screen and the Portfolio gradebook read it: the group's member fields
 * plus the worksheets id (wsId; the gradebook opens a student's pages by it).
 */
const groupMemberSchema = clientGroupStudentSchema.extend({
  wsId: z.coerce.number().int().nullish(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;
const membersSchema = z.array(groupMemberSchema);

/**
 * GET {userApi}/institutions/{institutionId}/classgroups/{groupId}/students-with-data: every
 * member with its role, for the group's instructors and TAs. Both features call it, each under
 * its own query key; `store` names the caller in the error log.
 */
export async function fetchGroupMembers(
  { api, config }: ApiContext,
  institutionId: number,
  groupId: number,
  { store, signal }: { store: 'groups' | 'portfolio'; signal?: AbortSignal },
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
    store,
    signal,
    parse: (data) => membersSchema.parse(data),
  });
  // The server hides deleted accounts; a server of another version may not (spec 1 §3, 3 §5).
  return members.filter((member) => !isDeletedAccount(member.email));
}
