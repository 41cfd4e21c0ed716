import { serviceUrl, type ApiContext } from '@/lib/services';
import { useGroupsMutation } from './group-mutations';
import { groupQueries } from './queries';

export interface RemoveMemberInput {
  /** `0` when the user leaves (spec 1 §7: institutions/0/classgroups/{groupId}/{userId}). */
  institutionId: number;
  groupId: number;
  userId: string;
}

/** DELETE {userApi}/institutions/{institutionId}/classgroups/{groupId}/{userId}: leave or remove. */
export async function removeMember({ api, config }: ApiContext, input: RemoveMemberInput) {
  await api.request(
    serviceUrl(
      config.services.userApi,
      'institutions',
      input.institutionId,
      'classgroups',
      input.groupId,
      input.userId,
    ),
    { store: 'groups', method: 'DELETE' },
  );
}

export function useRemoveMember() {
  return useGroupsMutation(removeMember, ({ groupId }) => [
    groupQueries.lists(),
    groupQueries.members(groupId),
  ]);
}
