import { describe, expect, it } from 'vitest';
import {
  cardPayload,
  passesLuhn,
  shapeCardNumber,
  shapeCvc,
  shapeExpiry,
  validateCard,
} from './card-input';

describe('card input shaping (spec 1 §5)', () => {
  it('keeps card digits only, grouped in fours, at most 19 characters', () => {
    expect(shapeCardNumber('4242a4242-4242 4242')).toBe('4242 4242 4242 4242');
    expect(shapeCardNumber('42424')).toBe('4242 4');
    expect(shapeCardNumber('4242')).toBe('4242');
    expect(shapeCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242');
    expect(shapeCardNumber('4242 4242 4242 4242 99')).toHaveLength(19);
  });

  it('prefixes a first expiry digit above 1 with 0 and adds the slash', () => {
    expect(shapeExpiry('3')).toBe('03/');
    expect(shapeExpiry('1')).toBe('1');
    expect(shapeExpiry('12')).toBe('12/');
    expect(shapeExpiry('1230')).toBe('12/30');
    expect(shapeExpiry('12/305')).toBe('12/30');
  });

  it('caps the month at 12 and keeps digits and the slash only', () => {
    expect(shapeExpiry('19')).toBe('12/');
    expect(shapeExpiry('1a/2b7')).toBe('12/7');
  });

  it('lets backspace remove the slash', () => {
    expect(shapeExpiry('12', '12/')).toBe('12');
  });

  it('keeps CVC digits only, at most 4', () => {
    expect(shapeCvc('12a34 5')).toBe('1234');
  });
});

describe('card validation (spec 1 §5)', () => {
  const valid = { number: '4242 4242 4242 4242', name: 'Ana', expiry: '12/34', cvc: '123' };

  it('accepts a complete form', () => {
    expect(validateCard(valid)).toEqual({});
  });

  it('names every missing field', () => {
    expect(validateCard({ number: '', name: ' ', expiry: '', cvc: '' })).toEqual({
      number: 'numberRequired',
      name: 'nameRequired',
      expiry: 'expiryRequired',
      cvc: 'cvcRequired',
    });
  });

  it('says when the expiry or CVC is too short', () => {
    expect(validateCard({ ...valid, expiry: '12/3', cvc: '12' })).toEqual({
      expiry: 'expiryTooShort',
      cvc: 'cvcTooShort',
    });
  });

  it('hands the provider number, cvc, exp_month and exp_year', () => {
    expect(cardPayload(valid)).toEqual({
      number: '4242424242424242',
      cvc: '123',
      exp_month: 12,
      exp_year: 2034,
      name: 'Ana',
    });
  });

  it('checks Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4000000000000002')).toBe(true);
  });
});
