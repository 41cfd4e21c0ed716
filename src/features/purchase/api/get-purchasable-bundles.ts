import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Bundle } from '@common/schemas/catalog';
import { purchasableBundles } from '@common/domain/purchase';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { purchaseQueries } from './queries';

/** GET {userApi}/bundles (Id, Name, Price, ExpirationPeriod, MetaData), only canPurchase ones. */
export async function getPurchasableBundles({ api, config }: ApiContext): Promise<Bundle[]> {
  const bundles = await api.request(serviceUrl(config.services.userApi, 'bundles'), {
    store: 'purchase',
    parse: async (data) => {
      const { bundleSchema } = await import('@common/schemas/catalog');
      return bundleSchema.array().parse(data);
    },
  });
  return purchasableBundles(bundles);
}

export const getPurchasableBundlesQueryOptions = (services: ApiContext) =>
  queryOptions({
    queryKey: purchaseQueries.bundles(),
    queryFn: () => getPurchasableBundles(services),
  });

export function usePurchasableBundles() {
  return useSuspenseQuery(getPurchasableBundlesQueryOptions(useServices()));
}
