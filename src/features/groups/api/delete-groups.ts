import { serviceUrl, type ApiContext } from '@/lib/services';
import { useGroupsMutation } from './group-mutations';
import { groupQueries } from './queries';

/** DELETE {userApi}/classgroups/{groupId}, one call per selected group. */
export async function deleteGroups({ api, config }: ApiContext, groupIds: readonly number[]) {
  for (const groupId of groupIds) {
    await api.request(serviceUrl(config.services.userApi, 'classgroups', groupId), {
      store: 'groups',
      method: 'DELETE',
    });
  }
}

export function useDeleteGroups() {
  return useGroupsMutation(deleteGroups, () => [groupQueries.all]);
}
