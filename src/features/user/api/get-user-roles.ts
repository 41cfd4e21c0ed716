import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRole } from '@common/schemas/users';
import { loadContract } from '@/lib/contract';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { userQueries } from './queries';

/** GET {userApi}/users/{userId}/roles. */
export function getUserRoles(
  { api, config }: ApiContext,
  userId: string,
  signal?: AbortSignal,
): Promise<UserRole[]> {
  return api.request(serviceUrl(config.services.userApi, 'users', userId, 'roles'), {
    store: 'user',
    signal,
    parse: async (data) => (await loadContract()).userRolesSchema.parse(data),
  });
}

export function getUserRolesQueryOptions(ctx: ApiContext, userId: string) {
  return queryOptions({
    queryKey: userQueries.roles(userId),
    queryFn: ({ signal }) => getUserRoles(ctx, userId, signal),
  });
}

export function useUserRoles(userId: string) {
  return useQuery(getUserRolesQueryOptions(useServices(), userId));
}
