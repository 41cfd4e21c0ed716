import { z } from 'zod';
import { idParamSchema, int, rowId, text, userIdSchema } from './primitives';

/** `POST users/{userId}/roles` (spec 1 §7). */
export const addRoleBodySchema = z.object({
  roleId: int(),
  institutionId: rowId(),
  status: text().max(32).default('Active'),
  /** The api client adds the caller's id to every body. */
  userId: userIdSchema.optional(),
});
export type AddRoleBody = z.input<typeof addRoleBodySchema>;

export const roleUserParamsSchema = z.object({ userId: userIdSchema });
export const roleInstitutionParamsSchema = z.object({
  userId: userIdSchema,
  institutionId: idParamSchema,
});
