import type { CardPayload } from '@common/domain/card-input';

/** Why the card provider refused to make a token (Stripe's error codes and messages). */
export interface TokenError {
  code: string;
  message: string;
}

export type TokenResult = { token: string } | { error: TokenError };

/**
 * Turns card details into a one-time token (protocols.md "Stripe"): Stripe.js when a publishable
 * key is configured, else the test-mode tokenizer. Card numbers never reach the portal's server.
 */
export interface CardTokenizer {
  readonly isTestMode: boolean;
  /**
   * Stripe.js reads card details only from its own fields (Stripe Elements): when present, the
   * form mounts them here instead of its own number, expiry and CVC inputs, and `createToken`
   * uses them (the payload's name still counts). Returns the unmount function.
   */
  mountCardFields?: (container: HTMLElement) => () => void;
  createToken(card: CardPayload): Promise<TokenResult>;
}
