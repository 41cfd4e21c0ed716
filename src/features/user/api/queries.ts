/**
 * Query keys of the user area, from one factory so `reinit` and later mutations invalidate
 * exactly what changed.
 */
export const userQueries = {
  all: ['user'] as const,
  byId: (userId: string) => [...userQueries.all, userId] as const,
  detail: (userId: string) => [...userQueries.byId(userId), 'detail'] as const,
  roles: (userId: string) => [...userQueries.byId(userId), 'roles'] as const,
  licenses: (userId: string) => [...userQueries.byId(userId), 'licenses'] as const,
  contracts: (userId: string) => [...userQueries.byId(userId), 'contracts'] as const,
  taClasses: (userId: string) => [...userQueries.byId(userId), 'ta-classes'] as const,
  session: (userId: string) => [...userQueries.byId(userId), 'session'] as const,
};

export const catalogQueries = {
  all: ['catalog'] as const,
  products: () => [...catalogQueries.all, 'products'] as const,
  bundleProducts: (bundleId: number) =>
    [...catalogQueries.all, 'bundles', bundleId, 'products'] as const,
};
