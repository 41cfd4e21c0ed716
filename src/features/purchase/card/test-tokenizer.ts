import { passesLuhn, type CardPayload } from '@common/domain/card-input';
import type { CardTokenizer, TokenResult } from './card-tokenizer';

/**
 * Stripe's documented test cards (https://docs.stripe.com/testing) and the tokens that stand for
 * them; the server's test-mode gateway gives each token its outcome when it is charged.
 */
export const TEST_CARD_TOKENS: Readonly<Record<string, string>> = {
  '4242424242424242': 'tok_visa',
  '4000000000000002': 'tok_chargeDeclined',
  '4000000000000069': 'tok_chargeDeclinedExpiredCard',
  '4000000000000127': 'tok_chargeDeclinedIncorrectCvc',
  '4000000000000119': 'tok_chargeDeclinedProcessingError',
};

export const TOKEN_ERRORS = {
  incorrect_number: 'Your card number is incorrect.',
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  card_declined: 'Your card was declined. Use one of the test cards in test mode.',
} as const;

const refuse = (code: keyof typeof TOKEN_ERRORS): TokenResult => ({
  error: { code, message: TOKEN_ERRORS[code] },
});

/** Test mode: what Stripe.js answers for the test cards, without a network. */
export function testTokenizer(now: () => Date = () => new Date()): CardTokenizer {
  return {
    isTestMode: true,
    async createToken(card: CardPayload) {
      if (!passesLuhn(card.number)) return refuse('incorrect_number');
      const today = now();
      if (card.exp_year < today.getFullYear()) return refuse('invalid_expiry_year');
      if (card.exp_month < 1 || card.exp_month > 12) return refuse('invalid_expiry_month');
      const token = TEST_CARD_TOKENS[card.number];
      // Any other real-looking number: live cards are refused in test mode, as Stripe does.
      return token ? { token } : refuse('card_declined');
    },
  };
}
