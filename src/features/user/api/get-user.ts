import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@common/schemas/users';
import { loadContract } from '@/lib/contract';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { userQueries } from './queries';

/** GET {userApi}/users/{userId}. */
export function getUser(
  { api, config }: ApiContext,
  userId: string,
  signal?: AbortSignal,
): Promise<User> {
  return api.request(serviceUrl(config.services.userApi, 'users', userId), {
    store: 'user',
    signal,
    parse: async (data) => (await loadContract()).userSchema.parse(data),
  });
}

export function getUserQueryOptions(ctx: ApiContext, userId: string) {
  return queryOptions({
    queryKey: userQueries.detail(userId),
    queryFn: ({ signal }) => getUser(ctx, userId, signal),
  });
}

export function useUser(userId: string) {
  return useQuery(getUserQueryOptions(useServices(), userId));
}
