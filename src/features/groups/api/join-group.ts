import { clientGroupSchema, type ClientGroup } from '@common/schemas/groups';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { useGroupsMutation } from './group-mutations';
import { groupQueries } from './queries';

/** POST {userApi}/institutions/0/classgroups/0/join: accessCode, userId (added by the client). */
export function joinGroup({ api, config }: ApiContext, accessCode: string): Promise<ClientGroup> {
  return api.request(
    serviceUrl(config.services.userApi, 'institutions', 0, 'classgroups', 0, 'join'),
    {
      store: 'groups',
      method: 'POST',
      body: { accessCode },
      parse: (data) => clientGroupSchema.parse(data),
    },
  );
}

export function useJoinGroup() {
  return useGroupsMutation(joinGroup, () => [groupQueries.lists()]);
}
