import { randomUUID } from 'node:crypto';
import type { ChargeResult, PaymentGateway } from './gateway';

/**
 * Stripe's documented test tokens (https://docs.stripe.com/testing#cards) and what a charge with
 * each one does. The browser's test-mode tokenizer turns the test card numbers into these.
 */
export const TEST_TOKENS: Record<string, ChargeResult | undefined> = {
  tok_visa: { ok: true, chargeId: '' },
  tok_chargeDeclined: { ok: false, code: 'card_declined' },
  tok_chargeDeclinedExpiredCard: { ok: false, code: 'expired_card' },
  tok_chargeDeclinedIncorrectCvc: { ok: false, code: 'incorrect_cvc' },
  tok_chargeDeclinedProcessingError: { ok: false, code: 'processing_error' },
};

/** Test mode: no money moves; an unknown token is refused as Stripe refuses it. */
export function testGateway(): PaymentGateway {
  // Like Stripe, the same idempotency key answers the first outcome again.
  const outcomes = new Map<string, ChargeResult>();
  return {
    kind: 'test',
    async charge({ token, idempotencyKey }) {
      const earlier = outcomes.get(idempotencyKey);
      if (earlier) return earlier;
      const known = TEST_TOKENS[token];
      const outcome: ChargeResult = !known
        ? { ok: false, code: 'invalid_token' }
        : known.ok
          ? { ok: true, chargeId: `ch_test_${randomUUID().replaceAll('-', '')}` }
          : known;
      outcomes.set(idempotencyKey, outcome);
      return outcome;
    },
  };
}
