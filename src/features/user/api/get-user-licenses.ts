import { queryOptions, useQuery } from '@tanstack/react-query';
import type { License } from '@common/schemas/catalog';
import { loadContract } from '@/lib/contract';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { userQueries } from './queries';

/** GET {userApi}/users/{userId}/licenses: every license, expired ones included. */
export function getUserLicenses(
  { api, config }: ApiContext,
  userId: string,
  signal?: AbortSignal,
): Promise<License[]> {
  return api.request(serviceUrl(config.services.userApi, 'users', userId, 'licenses'), {
    store: 'licenses',
    signal,
    parse: async (data) => (await loadContract()).licensesSchema.parse(data),
  });
}

export function getUserLicensesQueryOptions(ctx: ApiContext, userId: string) {
  return queryOptions({
    queryKey: userQueries.licenses(userId),
    queryFn: ({ signal }) => getUserLicenses(ctx, userId, signal),
  });
}

export function useUserLicenses(userId: string) {
  return useQuery(getUserLicensesQueryOptions(useServices(), userId));
}
