import Stripe from 'stripe';
import type { PaymentGateway } from './gateway';

/** The part of the Stripe SDK the portal uses (a fake stands in for it in unit tests). */
export interface StripeCharges {
  charges: {
    create(
      params: {
        amount: number;
        currency: string;
        source: string;
        description: string;
        receipt_email: string;
      },
      options: { idempotencyKey: string },
    ): Promise<{ id: string }>;
  };
}

/** Card errors are outcomes; connection and API errors leave the outcome unknown (rethrown). */
function isCardError(error: unknown): error is { type: string; code?: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { type?: unknown }).type === 'StripeCardError'
  );
}

export function stripeGateway(client: StripeCharges): PaymentGateway {
  return {
    kind: 'stripe',
    async charge({ amountCents, currency, token, description, email, idempotencyKey }) {
      try {
        const charge = await client.charges.create(
          { amount: amountCents, currency, source: token, description, receipt_email: email },
          { idempotencyKey },
        );
        return { ok: true, chargeId: charge.id };
      } catch (error) {
        if (isCardError(error)) return { ok: false, code: error.code ?? 'card_declined' };
        throw error;
      }
    },
  };
}

export function stripeClient(secretKey: string): StripeCharges {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
}
