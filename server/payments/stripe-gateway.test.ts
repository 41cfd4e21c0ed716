import { describe, expect, it, vi } from 'vitest';
import { stripeGateway, type StripeCharges } from './stripe-gateway';
import { testGateway } from './test-gateway';

const request = {
  amountCents: 4999,
  currency: 'usd',
  token: 'tok_visa',
  description: 'Full Suite',
  email: 'ana@example.org',
  idempotencyKey: 'user-1:key-1',
};

describe('stripeGateway', () => {
  it('charges through the SDK with the idempotency key', async () => {
    const create = vi.fn().mockResolvedValue({ id: 'ch_1' });
    const gateway = stripeGateway({ charges: { create } } satisfies StripeCharges);
    await expect(gateway.charge(request)).resolves.toEqual({ ok: true, chargeId: 'ch_1' });
    expect(create).toHaveBeenCalledWith(
      {
        amount: 4999,
        currency: 'usd',
        source: 'tok_visa',
        description: 'Full Suite',
        receipt_email: 'ana@example.org',
      },
      { idempotencyKey: 'user-1:key-1' },
    );
  });

  it('turns a card error into its code', async () => {
    const create = vi.fn().mockRejectedValue(
      Object.assign(new Error('Your card was declined.'), {
        type: 'StripeCardError',
        code: 'card_declined',
      }),
    );
    const gateway = stripeGateway({ charges: { create } });
    await expect(gateway.charge(request)).resolves.toEqual({ ok: false, code: 'card_declined' });
  });

  it('rethrows when the outcome is unknown', async () => {
    const create = vi
      .fn()
      .mockRejectedValue(
        Object.assign(new Error('socket hang up'), { type: 'StripeConnectionError' }),
      );
    await expect(stripeGateway({ charges: { create } }).charge(request)).rejects.toThrow();
  });
});

describe('testGateway', () => {
  it.each([
    ['tok_visa', true],
    ['tok_chargeDeclined', 'card_declined'],
    ['tok_chargeDeclinedExpiredCard', 'expired_card'],
    ['tok_chargeDeclinedIncorrectCvc', 'incorrect_cvc'],
    ['tok_chargeDeclinedProcessingError', 'processing_error'],
    ['tok_unknown', 'invalid_token'],
  ])('%s', async (token, outcome) => {
    const result = await testGateway().charge({ ...request, token });
    if (outcome === true) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, code: outcome });
  });

  it('answers the same charge for the same key', async () => {
    const gateway = testGateway();
    const first = await gateway.charge(request);
    expect(await gateway.charge(request)).toEqual(first);
  });
});
