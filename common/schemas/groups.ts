import { z } from 'zod';
import { idParamSchema, userIdSchema } from './primitives';

/** Spec 1 §3 "Group (class group)", as the group lists return it. */
export const groupSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  AccessCode: z.string(),
  Status: z.enum(['Open', 'Archived']),
  InsertedOn: z.string(),
  OwnerId: userIdSchema,
  InstitutionId: z.number().int(),
  isInstructor: z.boolean(),
  coInstructor: z.boolean(),
  isTA: z.boolean(),
  isStudent: z.boolean(),
});
export type Group = z.infer<typeof groupSchema>;

/** Spec 1 §3 "Group member", as `.../classgroups/{groupId}/students` returns it. */
export const groupStudentSchema = z.object({
  UserId: userIdSchema,
  userId: userIdSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  roleName: z.enum(['Student', 'Teaching Assistant']),
  isTA: z.boolean(),
  JoinedOn: z.string(),
});
export type GroupStudent = z.infer<typeof groupStudentSchema>;

export const ownerGroupsParamsSchema = z.object({
  institutionId: idParamSchema,
  userId: userIdSchema,
});
export const groupStudentsParamsSchema = z.object({
  institutionId: idParamSchema,
  groupId: idParamSchema,
});
