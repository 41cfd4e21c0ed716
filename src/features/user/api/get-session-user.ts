import {
  queryOptions,
  useSuspenseQuery,
  type QueryClient,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { RoleId } from '@common/domain/roles';
import { useServices, type ApiContext } from '@/lib/services';
import {
  activeLicenses,
  toSessionUser,
  type OptionalPart,
  type SessionUserData,
} from '../session-user';
import { getBundleProductsQueryOptions } from './get-bundle-products';
import { getProductsQueryOptions } from './get-products';
import { getTaClassesQueryOptions } from './get-ta-classes';
import { getUserQueryOptions } from './get-user';
import { getUserContractsQueryOptions } from './get-user-contracts';
import { getUserLicensesQueryOptions } from './get-user-licenses';
import { getUserRolesQueryOptions } from './get-user-roles';
import { userQueries } from './queries';

/**
 * Loads the user, roles, licenses, contracts, the catalog, the products of every unexpired
 * license's bundle and, for TAs, the TA record. Each part is its own query too, so later screens
 * reuse them. Only the user and the roles are needed to start: any other call that fails (spec 2
 * §8: "Preset, banner, activity, product, license call failure: logged only") leaves its part as
 * the device last saved it, or empty and listed in `unavailable`, so the app opens with what it
 * has and offers a retry instead of a full-page error.
 */
export async function getSessionUserData(
  ctx: ApiContext,
  userId: string,
  client: QueryClient,
): Promise<SessionUserData> {
  // staleTime 0: when this query runs, every part is fetched again (reinit, refresh on focus).
  const fresh = { staleTime: 0 } as const;
  const unavailable: OptionalPart[] = [];
  // One try: the user is waiting on the start screen, and the shell offers a retry.
  async function optional<T, K extends QueryKey>(
    part: OptionalPart,
    options: FetchQueryOptions<T, Error, T, K>,
    empty: T,
  ): Promise<T> {
    try {
      return await client.fetchQuery({ ...options, ...fresh, retry: false });
    } catch {
      // The API client has logged the failure for /debug.
      const saved = client.getQueryData<T>(options.queryKey);
      if (saved !== undefined) return saved;
      unavailable.push(part);
      return empty;
    }
  }
  const [user, roles, licenses, contracts, catalog] = await Promise.all([
    client.fetchQuery({ ...getUserQueryOptions(ctx, userId), ...fresh }),
    client.fetchQuery({ ...getUserRolesQueryOptions(ctx, userId), ...fresh }),
    optional('licenses', getUserLicensesQueryOptions(ctx, userId), []),
    optional('contracts', getUserContractsQueryOptions(ctx, userId), []),
    optional('catalog', getProductsQueryOptions(ctx), []),
  ]);
  const bundleIds = [
    ...new Set(activeLicenses(licenses, new Date()).map((license) => license.BundleId)),
  ];
  const isTA = roles.some((role) => role.RoleId === RoleId.TeachingAssistant);
  const [lists, taClasses] = await Promise.all([
    Promise.all(
      bundleIds.map((bundleId) =>
        optional('bundleProducts', getBundleProductsQueryOptions(ctx, bundleId), []),
      ),
    ),
    isTA ? optional('taClasses', getTaClassesQueryOptions(ctx, userId), []) : [],
  ]);
  const bundleProducts = Object.fromEntries(
    bundleIds.map((bundleId, index) => [bundleId, lists[index] ?? []]),
  );
  return {
    user,
    roles,
    licenses,
    contracts,
    catalog,
    bundleProducts,
    taClasses,
    unavailable: [...new Set(unavailable)],
  };
}

export function getSessionUserQueryOptions(ctx: ApiContext, userId: string) {
  return queryOptions({
    queryKey: userQueries.session(userId),
    queryFn: ({ client }) => getSessionUserData(ctx, userId, client),
  });
}

/** The signed-in user with derived fields; the data was loaded by the `_app` route. */
export function useSessionUser(
  userId: string,
  claims: { blsupport?: boolean; proxying?: boolean },
) {
  const query = useSuspenseQuery({
    ...getSessionUserQueryOptions(useServices(), userId),
    select: (data) => toSessionUser(data, claims, new Date()),
  });
  return {
    user: query.data,
    dataUpdatedAt: query.dataUpdatedAt,
    isRefetchError: query.isRefetchError,
    refetch: query.refetch,
  };
}
