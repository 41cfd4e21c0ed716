import { z } from 'zod';
import { USERNAME_PATTERN, USERNAME_TEXT } from '../domain/username';
import { text } from './primitives';

/**
 * Account creation, activation and password reset (spec 1 §7's further client calls, issue 12
 * §5). Rules beyond the shape (the password rule, the two passwords alike) are the service's, so
 * the sign-in pages and the JSON API answer them alike.
 */

const name = text()
  .trim()
  .min(1, { message: 'is required' })
  .max(64, { message: 'must be at most 64 characters' });
const password = z.string().max(256, { message: 'must be at most 256 characters' });

/** An e-mail address, lower-cased (as `users.email` keeps it). */
export const accountEmailSchema = text()
  .trim()
  .max(254, { message: 'must be at most 254 characters' })
  .pipe(z.email({ message: 'must be an e-mail address' }))
  .transform((value) => value.toLowerCase());

/** The username or the e-mail address of an account. */
export const userReferenceSchema = text()
  .trim()
  .min(1, { message: 'is required' })
  .max(254, { message: 'must be at most 254 characters' });

/** The code of the e-mail: digits; spaces and dashes a reader typed are ignored. */
export const activationCodeSchema = z
  .string()
  .max(32, { message: 'must be at most 32 characters' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'must be the 6-digit code of the e-mail' }));

/** `POST users`: a new (Pending) account, activated by the code e-mailed to its address. */
export const createAccountBodySchema = z.object({
  username: text().trim().regex(USERNAME_PATTERN, { message: USERNAME_TEXT }),
  email: accountEmailSchema,
  firstName: name,
  lastName: name,
  password,
  confirmPassword: password,
});
export type CreateAccountBody = z.output<typeof createAccountBodySchema>;

/** `POST users/activate`. */
export const activateAccountBodySchema = z.object({
  userReference: userReferenceSchema,
  activationCode: activationCodeSchema,
});
export type ActivateAccountBody = z.output<typeof activateAccountBodySchema>;

/** `POST users/forgotpassword`: step one, a code e-mailed to the account's address. */
export const forgotPasswordBodySchema = z.object({ userReference: userReferenceSchema });
export type ForgotPasswordBody = z.output<typeof forgotPasswordBodySchema>;

/** `POST users/resetpassword`: step two, the code and the new password twice. */
export const resetPasswordBodySchema = z.object({
  activationCode: activationCodeSchema,
  userReference: userReferenceSchema,
  newPassword: password,
  confirmPassword: password,
});
export type ResetPasswordBody = z.output<typeof resetPasswordBodySchema>;

/** Every success answer: a message, the same whether or not an account matched. */
export const accountAnswerSchema = z.object({ message: z.string() });
export type AccountAnswer = z.infer<typeof accountAnswerSchema>;
