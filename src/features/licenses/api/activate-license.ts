import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivateLicenseResponse } from '@common/schemas/licenses';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { licenseQueries } from './queries';

/** POST {userApi}/licenses/activate: the code is trimmed (spec 1 §5); the body gets `userId`. */
export function activateLicense(
  { api, config }: ApiContext,
  activationCode: string,
): Promise<ActivateLicenseResponse> {
  return api.request(serviceUrl(config.services.userApi, 'licenses', 'activate'), {
    store: 'licenses',
    method: 'POST',
    body: { activationCode: activationCode.trim() },
    // A missing licenseId is a failure too (spec 1 §5).
    parse: async (data) =>
      (await import('@common/schemas/licenses')).activateLicenseResponseSchema.parse(data),
  });
}

export function useActivateLicense(userId: string) {
  const services = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => activateLicense(services, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licenseQueries.details(userId) }),
  });
}
