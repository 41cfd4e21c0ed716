import { z } from 'zod';
import { userIdSchema } from './primitives';

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
