import { useMutation } from '@tanstack/react-query';
import type { ChargeBody, ChargeResponse } from '@common/schemas/purchase';
import { ApiError } from '@/lib/api-client';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';

/**
 * POST {userApi}/users/{userId}/charge. The idempotency key is made once per checkout, so a
 * retried BUY (a timeout, a double click) charges once.
 */
export function charge(
  { api, config }: ApiContext,
  userId: string,
  idempotencyKey: string,
  body: ChargeBody,
): Promise<ChargeResponse> {
  return api.request(serviceUrl(config.services.userApi, 'users', userId, 'charge'), {
    store: 'purchase',
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    body: { ...body },
    parse: async (data) =>
      (await import('@common/schemas/purchase')).chargeResponseSchema.parse(data),
  });
}

export function useCharge(userId: string) {
  const services = useServices();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: ChargeBody }) =>
      charge(services, userId, key, body),
  });
}

/** The server's own words for a refused card ("HTTP 402: Your card was declined."). */
export function chargeFailureMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http') return undefined;
  const match = /^HTTP \d+: (.+)$/.exec(error.message);
  return match?.[1];
}
