import { describe, expect, it } from 'vitest';
import { testTokenizer } from './test-tokenizer';

const card = (number: string, exp_year = 2034) => ({
  number,
  cvc: '123',
  exp_month: 12,
  exp_year,
  name: 'Ana',
});
const tokenizer = testTokenizer(() => new Date('2026-06-01T00:00:00Z'));

describe('the test-mode tokenizer (protocols.md "Stripe")', () => {
  it.each([
    ['4242424242424242', 'tok_visa'],
    ['4000000000000002', 'tok_chargeDeclined'],
    ['4000000000000069', 'tok_chargeDeclinedExpiredCard'],
    ['4000000000000127', 'tok_chargeDeclinedIncorrectCvc'],
    ['4000000000000119', 'tok_chargeDeclinedProcessingError'],
  ])('%s becomes %s', async (number, token) => {
    expect(await tokenizer.createToken(card(number))).toEqual({ token });
  });

  it('refuses a number failing Luhn as incorrect_number', async () => {
    expect(await tokenizer.createToken(card('4242424242424241'))).toMatchObject({
      error: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
    });
  });

  it('refuses an expiry year in the past as invalid_expiry_year', async () => {
    expect(await tokenizer.createToken(card('4242424242424242', 2025))).toMatchObject({
      error: { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." },
    });
  });

  it('says it is test mode', () => {
    expect(tokenizer.isTestMode).toBe(true);
  });
});
