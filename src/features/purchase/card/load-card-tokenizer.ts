import type { CardTokenizer } from './card-tokenizer';
import { testTokenizer } from './test-tokenizer';

/**
 * Stripe.js when the runtime config has a publishable key (loaded only then, in its own chunk,
 * never with the app shell); else the test-mode tokenizer.
 */
export async function loadCardTokenizer(publishableKey: string | null): Promise<CardTokenizer> {
  if (!publishableKey) return testTokenizer();
  const { stripeTokenizer } = await import('./stripe-tokenizer');
  return stripeTokenizer(publishableKey);
}
