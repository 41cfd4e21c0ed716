import type { ActivateLicenseResponse } from '@common/schemas/licenses';
import { serviceUrl, type ApiContext } from '@/lib/services';

/**
 * POST {userApi}/licenses/activate for a code just bought (spec 1 §4: non-batch buyers are
 * activated at once). The purchase feature's own call: features do not import each other.
 */
export function activateCode(
  { api, config }: ApiContext,
  activationCode: string,
): Promise<ActivateLicenseResponse> {
  return api.request(serviceUrl(config.services.userApi, 'licenses', 'activate'), {
    store: 'purchase',
    method: 'POST',
    body: { activationCode },
    parse: async (data) =>
      (await import('@common/schemas/licenses')).activateLicenseResponseSchema.parse(data),
  });
}
