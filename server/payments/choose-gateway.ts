import type { PaymentGateway } from './gateway';
import { stripeClient, stripeGateway } from './stripe-gateway';
import { testGateway } from './test-gateway';

/** Stripe when STRIPE_SECRET_KEY is set, else test mode (the UI then says "test mode"). */
export function choosePaymentGateway(secretKey: string | undefined): PaymentGateway {
  return secretKey ? stripeGateway(stripeClient(secretKey)) : testGateway();
}
