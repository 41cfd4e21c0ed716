/** Query keys of the purchase area. */
export const purchaseQueries = {
  all: ['purchase'] as const,
  bundles: () => [...purchaseQueries.all, 'bundles'] as const,
};
