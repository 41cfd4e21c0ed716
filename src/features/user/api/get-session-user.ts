import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useServices, type ApiContext } from '@/lib/services';
import { activeLicenses, toSessionUser, type SessionUserData } from '../session-user';
import { getBundleProductsQueryOptions } from './get-bundle-products';
import { getProductsQueryOptions } from './get-products';
import { getUserQueryOptions } from './get-user';
import { getUserContractsQueryOptions } from './get-user-contracts';
import { getUserLicensesQueryOptions } from './get-user-licenses';
import { getUserRolesQueryOptions } from './get-user-roles';
import { userQueries } from './queries';

/**
 * Loads the user, roles, licenses, contracts, the catalog and the products of every unexpired
 * license's bundle. Each part is its own query too, so later screens reuse them.
 */
export async function getSessionUserData(
  ctx: ApiContext,
  userId: string,
  client: QueryClient,
): Promise<SessionUserData> {
  // staleTime 0: when this query runs, every part is fetched again (reinit, refresh on focus).
  const fresh = { staleTime: 0 } as const;
  const [user, roles, licenses, contracts, catalog] = await Promise.all([
    client.fetchQuery({ ...getUserQueryOptions(ctx, userId), ...fresh }),
    client.fetchQuery({ ...getUserRolesQueryOptions(ctx, userId), ...fresh }),
    client.fetchQuery({ ...getUserLicensesQueryOptions(ctx, userId), ...fresh }),
    client.fetchQuery({ ...getUserContractsQueryOptions(ctx, userId), ...fresh }),
    client.fetchQuery({ ...getProductsQueryOptions(ctx), ...fresh }),
  ]);
  const bundleIds = [
    ...new Set(activeLicenses(licenses, new Date()).map((license) => license.BundleId)),
  ];
  const lists = await Promise.all(
    bundleIds.map((bundleId) =>
      client.fetchQuery({ ...getBundleProductsQueryOptions(ctx, bundleId), ...fresh }),
    ),
  );
  const bundleProducts = Object.fromEntries(
    bundleIds.map((bundleId, index) => [bundleId, lists[index] ?? []]),
  );
  return { user, roles, licenses, contracts, catalog, bundleProducts };
}

export function getSessionUserQueryOptions(ctx: ApiContext, userId: string) {
  return queryOptions({
    queryKey: userQueries.session(userId),
    queryFn: ({ client }) => getSessionUserData(ctx, userId, client),
  });
}

/** The signed-in user with derived fields; the data was loaded by the `_app` route. */
export function useSessionUser(userId: string, claims: { blsupport?: boolean }) {
  const query = useSuspenseQuery({
    ...getSessionUserQueryOptions(useServices(), userId),
    select: (data) => toSessionUser(data, claims, new Date()),
  });
  return {
    user: query.data,
    dataUpdatedAt: query.dataUpdatedAt,
    isRefetchError: query.isRefetchError,
  };
}
