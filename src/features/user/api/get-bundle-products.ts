import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@common/schemas/catalog';
import { loadContract } from '@/lib/contract';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { catalogQueries } from './queries';

/** GET {userApi}/bundles/{bundleId}/products. */
export function getBundleProducts(
  { api, config }: ApiContext,
  bundleId: number,
  signal?: AbortSignal,
): Promise<Product[]> {
  return api.request(serviceUrl(config.services.userApi, 'bundles', bundleId, 'products'), {
    store: 'products',
    signal,
    parse: async (data) => (await loadContract()).productsSchema.parse(data),
  });
}

export function getBundleProductsQueryOptions(ctx: ApiContext, bundleId: number) {
  return queryOptions({
    queryKey: catalogQueries.bundleProducts(bundleId),
    queryFn: ({ signal }) => getBundleProducts(ctx, bundleId, signal),
  });
}

export function useBundleProducts(bundleId: number) {
  return useQuery(getBundleProductsQueryOptions(useServices(), bundleId));
}
