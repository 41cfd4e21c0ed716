import { z } from 'zod';
import { USERNAME_PATTERN, USERNAME_TEXT } from '../domain/username';
import { rowId, text, userIdSchema } from './primitives';

export { USERNAME_PATTERN, USERNAME_TEXT };

/** `GET users/{userId}` (spec 1 §3 User; the derived fields are computed by the client). */
export const userSchema = z.object({
  userId: userIdSchema,
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  CampusId: z.number().int().nullable(),
  region: z.number().int().nullable(),
  fromLti: z.boolean(),
  wsId: z.number().int().nullable(),
  campus: z.string().nullable(),
  school: z.string().nullable(),
  state: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** `GET users/{userId}/roles`. */
export const userRoleSchema = z.object({
  RoleId: z.number().int(),
  RoleName: z.string(),
  InstitutionId: z.number().int(),
  Status: z.string(),
});
export type UserRole = z.infer<typeof userRoleSchema>;

/** Scope claims the identity provider returns from userinfo. */
export const userInfoClaimsSchema = z.object({
  sub: userIdSchema,
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  preferred_username: z.string().optional(),
  email: z.string().optional(),
  /** Scope `roles`: the role grants. */
  roles: z.array(z.object({ RoleId: z.number(), InstitutionId: z.number() })).optional(),
  /** Scope `licenses`: bundle ids of the user's unexpired licenses. */
  licenses: z.array(z.object({ BundleId: z.number(), EndDate: z.string() })).optional(),
  /** Scope `blsupport`. */
  blsupport: z.boolean().optional(),
  /** Scope `user`. */
  user_id: userIdSchema.optional(),
  campus_id: z.number().nullable().optional(),
});
export type UserInfoClaims = z.infer<typeof userInfoClaimsSchema>;

const optionalName = text()
  .trim()
  .max(64, { message: 'must be at most 64 characters' })
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/**
 * `PUT users/{userId}` (spec 1 §7): username, firstName, lastName, campusId, region. Country
 * (region) and campus are required (spec 1 §5); the client adds `userId` to every body.
 */
export const updateUserBodySchema = z.object({
  userId: userIdSchema.optional(),
  username: text().trim().regex(USERNAME_PATTERN, { message: USERNAME_TEXT }),
  firstName: optionalName,
  lastName: optionalName,
  campusId: rowId({ message: 'Campus is required.' }),
  region: rowId({ message: 'Country is required' }),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;
export type UpdateUserValues = z.output<typeof updateUserBodySchema>;

/** `POST users/{userId}/changepassword` (spec 1 §7); the rules are in common/domain/password-rule. */
export const changePasswordBodySchema = z.object({
  userId: userIdSchema.optional(),
  oldPassword: text().min(1, { message: 'Current password is required' }).max(256),
  newPassword: text().min(1, { message: 'New password is required' }).max(256),
  confirmPassword: text().min(1, { message: 'Confirm password is required' }).max(256),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const changePasswordResponseSchema = z.object({ updated: z.literal(true) });
