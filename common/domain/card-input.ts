/**
 * The card form's input shaping and validation (spec 1 §5, §9). Pure: the form calls these on
 * every change; the payload goes to the card tokenizer (Stripe.js or the test-mode one).
 */

export const CARD_NUMBER_MAX = 19;
export const EXPIRY_MAX = 5;
export const CVC_MAX = 4;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Digits only, grouped in fours with spaces, at most 19 characters with the spaces. */
export function shapeCardNumber(raw: string): string {
  return digitsOf(raw)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .slice(0, CARD_NUMBER_MAX)
    .trimEnd();
}

/**
 * MM/YY: digits and a slash, at most 5 characters; a first digit above 1 gets a leading 0, the
 * month is capped at 12, and the slash comes by itself after the month (except while the user
 * deletes it, so backspace works: pass the previous value).
 */
export function shapeExpiry(raw: string, previous = ''): string {
  let digits = digitsOf(raw);
  if (digits.length > 0 && Number(digits[0]) > 1) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  let month = digits.slice(0, 2);
  if (month.length === 2 && Number(month) > 12) month = '12';
  const year = digits.slice(2);
  const isDeleting = raw.length < previous.length;
  if (year.length > 0) return `${month}/${year}`;
  if (month.length === 2 && !isDeleting) return `${month}/`;
  return month;
}

/** Digits only, at most 4. */
export function shapeCvc(raw: string): string {
  return digitsOf(raw).slice(0, CVC_MAX);
}

export interface CardForm {
  number: string;
  name: string;
  expiry: string;
  cvc: string;
}

/** Message keys of the card form (spec 1 §5); the UI translates them. */
export type CardFieldError =
  | 'numberRequired'
  | 'nameRequired'
  | 'expiryRequired'
  | 'expiryTooShort'
  | 'cvcRequired'
  | 'cvcTooShort';

export const CARD_ERROR_TEXTS: Record<CardFieldError, string> = {
  numberRequired: 'Credit card number is required.',
  nameRequired: 'Name on Card is required.',
  expiryRequired: 'Expiration Date is required.',
  expiryTooShort: 'Expiration Date is too short',
  cvcRequired: 'CVC is required.',
  cvcTooShort: 'CVC is too short',
};

/** The first problem of each field, or none. */
export function validateCard(form: CardForm): Partial<Record<keyof CardForm, CardFieldError>> {
  const errors: Partial<Record<keyof CardForm, CardFieldError>> = {};
  if (!form.number.trim()) errors.number = 'numberRequired';
  if (!form.name.trim()) errors.name = 'nameRequired';
  if (!form.expiry) errors.expiry = 'expiryRequired';
  else if (form.expiry.length < EXPIRY_MAX) errors.expiry = 'expiryTooShort';
  if (!form.cvc) errors.cvc = 'cvcRequired';
  else if (form.cvc.length < 3) errors.cvc = 'cvcTooShort';
  return errors;
}

/** What the card provider receives (Stripe's card fields). */
export interface CardPayload {
  number: string;
  cvc: string;
  exp_month: number;
  exp_year: number;
  name: string;
}

/** A valid form as the provider's payload: digits only, a four-digit year. */
export function cardPayload(form: CardForm): CardPayload {
  const [month = '0', year = '0'] = form.expiry.split('/');
  return {
    number: digitsOf(form.number),
    cvc: form.cvc,
    exp_month: Number(month),
    exp_year: 2000 + Number(year),
    name: form.name.trim(),
  };
}

/** The Luhn check every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
