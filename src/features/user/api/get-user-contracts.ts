import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contract } from '@common/schemas/catalog';
import { loadContract } from '@/lib/contract';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { userQueries } from './queries';

/** GET {userApi}/users/{userId}/contracts. */
export function getUserContracts(
  { api, config }: ApiContext,
  userId: string,
  signal?: AbortSignal,
): Promise<Contract[]> {
  return api.request(serviceUrl(config.services.userApi, 'users', userId, 'contracts'), {
    store: 'contracts',
    signal,
    parse: async (data) => (await loadContract()).contractsSchema.parse(data),
  });
}

export function getUserContractsQueryOptions(ctx: ApiContext, userId: string) {
  return queryOptions({
    queryKey: userQueries.contracts(userId),
    queryFn: ({ signal }) => getUserContracts(ctx, userId, signal),
  });
}

export function useUserContracts(userId: string) {
  return useQuery(getUserContractsQueryOptions(useServices(), userId));
}
