import { clientGroupSchema, type ClientGroup } from '@common/schemas/groups';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { useGroupsMutation } from './group-mutations';
import { groupQueries } from './queries';

export interface CreateGroupInput {
  name: string;
  accessCode: string;
  institutionId: number;
  ownerId: string;
}

/** POST {userApi}/institutions/{institutionId}/classgroups. */
export function createGroup(
  { api, config }: ApiContext,
  input: CreateGroupInput,
): Promise<ClientGroup> {
  return api.request(
    serviceUrl(config.services.userApi, 'institutions', input.institutionId, 'classgroups'),
    {
      store: 'groups',
      method: 'POST',
      body: { ...input, status: 'Open' },
      parse: (data) => clientGroupSchema.parse(data),
    },
  );
}

export function useCreateGroup() {
  return useGroupsMutation(createGroup, () => [groupQueries.lists()]);
}
