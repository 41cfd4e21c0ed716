import { loadStripe, type StripeCardElement } from '@stripe/stripe-js';
import type { CardTokenizer } from './card-tokenizer';

/**
 * Stripe.js (loaded from Stripe's servers, so only online): the card number, expiry and CVC are
 * typed into Stripe's own card field and never touch the portal. Loaded through a dynamic
 * import by load-card-tokenizer.ts, so it stays out of the app shell.
 */
export async function stripeTokenizer(publishableKey: string): Promise<CardTokenizer> {
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js could not be loaded');
  let card: StripeCardElement | undefined;
  return {
    isTestMode: false,
    mountCardFields(container) {
      card = stripe.elements().create('card', { hidePostalCode: true });
      card.mount(container);
      return () => {
        card?.destroy();
        card = undefined;
      };
    },
    async createToken({ name }) {
      if (!card)
        return { error: { code: 'incomplete_number', message: 'Your card number is incomplete.' } };
      const result = await stripe.createToken(card, { name });
      if (result.error)
        return {
          error: {
            code: result.error.code ?? 'card_error',
            message: result.error.message ?? 'Error in purchase',
          },
        };
      return { token: result.token.id };
    },
  };
}
