import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@common/schemas/catalog';
import { loadContract } from '@/lib/contract';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { catalogQueries } from './queries';

/** GET {userApi}/products: the catalog. */
export function getProducts({ api, config }: ApiContext, signal?: AbortSignal): Promise<Product[]> {
  return api.request(serviceUrl(config.services.userApi, 'products'), {
    store: 'products',
    signal,
    parse: async (data) => (await loadContract()).productsSchema.parse(data),
  });
}

export function getProductsQueryOptions(ctx: ApiContext) {
  return queryOptions({
    queryKey: catalogQueries.products(),
    queryFn: ({ signal }) => getProducts(ctx, signal),
  });
}

export function useProducts() {
  return useQuery(getProductsQueryOptions(useServices()));
}
