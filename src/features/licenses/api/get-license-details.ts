import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LicenseDetail } from '@common/schemas/licenses';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { licenseQueries } from './queries';

/** GET {userApi}/users/{userId}/license/details. */
export function getLicenseDetails(
  { api, config }: ApiContext,
  userId: string,
  signal?: AbortSignal,
): Promise<LicenseDetail[]> {
  return api.request(serviceUrl(config.services.userApi, 'users', userId, 'license', 'details'), {
    store: 'licenses',
    signal,
    parse: async (data) =>
      (await import('@common/schemas/licenses')).licenseDetailsSchema.parse(data),
  });
}

export function getLicenseDetailsQueryOptions(ctx: ApiContext, userId: string) {
  return queryOptions({
    queryKey: licenseQueries.details(userId),
    queryFn: ({ signal }) => getLicenseDetails(ctx, userId, signal),
  });
}

export function useLicenseDetails(userId: string) {
  return useQuery(getLicenseDetailsQueryOptions(useServices(), userId));
}
