/**
 * Charging a card token (protocols.md "Stripe"): the `stripe` SDK when a secret key is configured,
 * else the test-mode gateway, which honours Stripe's documented test tokens. Either way one
 * idempotency key charges at most once.
 */

export interface ChargeRequest {
  amountCents: number;
  currency: string;
  /** A card token from the browser's CardTokenizer (Stripe.js or the test-mode one). */
  token: string;
  description: string;
  email: string;
  /** Passed on to Stripe: a retried request with the same key never charges twice. */
  idempotencyKey: string;
}

export type ChargeResult =
  | { ok: true; chargeId: string }
  /** The card was refused: Stripe's error code (card_declined, expired_card ...). */
  | { ok: false; code: string };

export interface PaymentGateway {
  readonly kind: 'test' | 'stripe';
  /**
   * Resolves with the card's outcome. Rejects only when the outcome is unknown (the provider
   * could not be reached): the purchase may then be retried with the same idempotency key.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Failure codes the portal has texts for; anything else reads as a generic decline. */
export const CARD_FAILURE_CODES = [
  'card_declined',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'incorrect_number',
  'invalid_expiry_year',
  'invalid_token',
] as const;
export type CardFailureCode = (typeof CARD_FAILURE_CODES)[number];

export function knownFailureCode(code: string): CardFailureCode {
  return (CARD_FAILURE_CODES as readonly string[]).includes(code)
    ? (code as CardFailureCode)
    : 'card_declined';
}
