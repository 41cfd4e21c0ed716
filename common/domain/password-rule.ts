/**
 * The password rule of spec 1 §5, shared by the change-password dialog (its live hints) and the
 * server (which refuses a weak password whatever the client did).
 */

/** Spec 1 §9: password minimum 8. */
export const PASSWORD_MIN_LENGTH = 8;
/** The characters that count as the required symbol (spec 1 §5: `-#@$!%*?&.`). */
export const PASSWORD_SYMBOLS = '-#@$!%*?&.';

/** The hints of the dialog, in the spec's order. */
export const PASSWORD_HINTS = ['uppercase', 'lowercase', 'number', 'symbol', 'length'] as const;
export type PasswordHint = (typeof PASSWORD_HINTS)[number];

const SYMBOL = /[-#@$!%*?&.]/;

/** Which hints a password meets (each shows green when met, red when not). */
export function passwordHints(password: string): Record<PasswordHint, boolean> {
  return {
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /\d/.test(password),
    symbol: SYMBOL.test(password),
    length: password.length >= PASSWORD_MIN_LENGTH,
  };
}

export const PASSWORD_TEXTS = {
  tooShort: 'Password must be at least 8 characters',
  weak: 'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character',
  mismatch: 'The two passwords do not match',
} as const;

/** Why a new password is refused, or null when it follows the rule. Length is checked first. */
export function passwordProblem(password: string): 'required' | 'tooShort' | 'weak' | null {
  if (password.length === 0) return 'required';
  const hints = passwordHints(password);
  if (!hints.length) return 'tooShort';
  return PASSWORD_HINTS.every((hint) => hints[hint]) ? null : 'weak';
}
