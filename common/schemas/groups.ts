import { z } from 'zod';
import { errorBodySchema, idParamSchema, rowId, text, userIdSchema } from './primitives';

/** Spec 1 §9. */
export const GROUP_NAME_MAX = 128;
/** Not in the spec: long enough for any code a class would type, short enough to show. */
export const ACCESS_CODE_MAX = 64;
export const GROUP_STATUSES = ['Open', 'Archived'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

/** Texts of spec 1 §5 and §8 that the server sends and the client maps. */
export const GROUP_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${GROUP_NAME_MAX} characters`,
  codeRequired: 'Code is required',
  codeTooLong: `Code must be at most ${ACCESS_CODE_MAX} characters`,
  codeTaken: 'Code is already taken, please try a different value.',
  joinOwnGroup: 'You cannot join a group you own',
  alreadyMember: 'User already belongs to this class',
  invalidCode: 'Invalid access code',
  codeNotFound: 'Group code does not exist',
  noDeletePrivileges: 'You do not have delete privileges.',
} as const;

/** Spec 1 §3 "Group (class group)", as the group lists return it (flags are the caller's). */
export const groupSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  AccessCode: z.string(),
  Status: z.enum(GROUP_STATUSES),
  InsertedOn: z.string(),
  OwnerId: userIdSchema,
  InstitutionId: z.number().int(),
  isInstructor: z.boolean(),
  coInstructor: z.boolean(),
  isTA: z.boolean(),
  isStudent: z.boolean(),
});
export type Group = z.infer<typeof groupSchema>;

export const MEMBER_ROLE_NAMES = ['Instructor', 'Teaching Assistant', 'Student'] as const;

/** Spec 1 §3 "Group member", as `.../classgroups/{groupId}/students` returns it. */
export const groupStudentSchema = z.object({
  UserId: userIdSchema,
  userId: userIdSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  roleName: z.enum(MEMBER_ROLE_NAMES),
  isTA: z.boolean(),
  JoinedOn: z.string(),
});
export type GroupStudent = z.infer<typeof groupStudentSchema>;

/**
 * `.../students-with-data`: every member (co-instructors too) with what the groups screen needs:
 * roles in the group's institution, TA group ids, and the last lab-book activity.
 */
export const groupMemberSchema = groupStudentSchema.extend({
  isInstructor: z.boolean(),
  Roles: z.array(
    z.object({ RoleId: z.number().int(), RoleName: z.string(), InstitutionId: z.number().int() }),
  ),
  TA_Groups: z.array(z.number().int()),
  wsId: z.number().int().nullable(),
  /** Newest lab-book change (ISO), or null when the member has no lab book yet. */
  lastActivity: z.string().nullable(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const ownerGroupsParamsSchema = z.object({
  institutionId: idParamSchema,
  userId: userIdSchema,
});
export const groupStudentsParamsSchema = z.object({
  institutionId: idParamSchema,
  groupId: idParamSchema,
});
export const groupMemberParamsSchema = z.object({
  institutionId: idParamSchema,
  groupId: idParamSchema,
  userId: userIdSchema,
});
export const groupIdParamsSchema = z.object({ groupId: idParamSchema });

const nameField = text({ message: GROUP_MESSAGES.nameRequired })
  .trim()
  .min(1, { message: GROUP_MESSAGES.nameRequired })
  .max(GROUP_NAME_MAX, { message: GROUP_MESSAGES.nameTooLong });
const codeField = text({ message: GROUP_MESSAGES.codeRequired })
  .trim()
  .min(1, { message: GROUP_MESSAGES.codeRequired })
  .max(ACCESS_CODE_MAX, { message: GROUP_MESSAGES.codeTooLong });

/** `POST institutions/{institutionId}/classgroups` and `PUT classgroups/{groupId}` (spec 1 §7). */
export const groupBodySchema = z.object({
  name: nameField,
  accessCode: codeField,
  status: z.enum(GROUP_STATUSES).default('Open'),
  institutionId: rowId(),
  ownerId: userIdSchema,
  /** The api client adds the caller's id to every body. */
  userId: userIdSchema.optional(),
});
export type GroupBody = z.input<typeof groupBodySchema>;

/**
 * `POST institutions/0/classgroups/0/join`: `accessCode` from the groups screen; the gradebook
 * side (spec 1 §7) sends the same code as `enrollKey` and reads failures from `error_message`.
 */
export const joinGroupBodySchema = z
  .object({
    accessCode: codeField.optional(),
    enrollKey: codeField.optional(),
    userId: userIdSchema,
  })
  .refine((body) => body.accessCode !== undefined || body.enrollKey !== undefined, {
    message: GROUP_MESSAGES.codeRequired,
    path: ['accessCode'],
  });
export type JoinGroupBody = z.input<typeof joinGroupBodySchema>;

/** A refused join: the error body, with `error_message` for a join that sent `enrollKey`. */
export const joinErrorBodySchema = errorBodySchema.extend({ error_message: z.string().optional() });

/**
 * The same shapes, read leniently by the client: a server of another version that adds or drops
 * an optional field must not blank the groups screen or the lab-book filters.
 */
export const clientGroupSchema = z.object({
  Id: z.coerce.number().int(),
  Name: z.string(),
  AccessCode: z.string().nullish(),
  Status: z.string().nullish(),
  InsertedOn: z.string().nullish(),
  OwnerId: z.string().nullish(),
  InstitutionId: z.coerce.number().int().nullish(),
  isTA: z.boolean().optional(),
  isStudent: z.boolean().optional(),
  isInstructor: z.boolean().optional(),
  coInstructor: z.boolean().optional(),
});
export type ClientGroup = z.infer<typeof clientGroupSchema>;

export const clientGroupStudentSchema = z.object({
  UserId: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  username: z.string().nullish(),
  email: z.string().nullish(),
  roleName: z.string().nullish(),
  isTA: z.boolean().optional(),
  isInstructor: z.boolean().optional(),
  JoinedOn: z.string().nullish(),
  Roles: z.unknown().optional(),
  TA_Groups: z.array(z.coerce.number().int()).optional(),
  lastActivity: z.string().nullish(),
});
export type ClientGroupStudent = z.infer<typeof clientGroupStudentSchema>;
