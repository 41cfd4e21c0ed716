import { clientGroupSchema, type ClientGroup } from '@common/schemas/groups';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { useGroupsMutation } from './group-mutations';
import { groupQueries } from './queries';

export interface UpdateGroupInput {
  groupId: number;
  name: string;
  accessCode: string;
  status: 'Open' | 'Archived';
  institutionId: number;
  ownerId: string;
}

/** PUT {userApi}/classgroups/{groupId}: name, accessCode, status, institutionId, ownerId. */
export function updateGroup(
  { api, config }: ApiContext,
  { groupId, ...body }: UpdateGroupInput,
): Promise<ClientGroup> {
  return api.request(serviceUrl(config.services.userApi, 'classgroups', groupId), {
    store: 'groups',
    method: 'PUT',
    body: { ...body },
    parse: (data) => clientGroupSchema.parse(data),
  });
}

export function useUpdateGroup() {
  return useGroupsMutation(updateGroup, () => [groupQueries.lists()]);
}
