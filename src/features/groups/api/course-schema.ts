import { z } from 'zod';

/**
 * A worksheets course as the groups screen reads it (`common/schemas/worksheets.ts` courseSchema),
 * read leniently like the group lists: a server of another version that drops an optional field
 * must not blank the syllabus column.
 */
export const groupCourseSchema = z.object({
  id: z.coerce.number().int(),
  name: z.string(),
  groupId: z.coerce.number().int().nullish(),
  templateId: z.coerce.number().int().nullish(),
  tutorGrading: z.boolean().optional(),
});
export type GroupCourse = z.infer<typeof groupCourseSchema>;

/** `key-lookup/{groupId}`: a course, or an error flag when the group has none (spec 3 §7). */
export const courseLookupSchema = z.union([
  groupCourseSchema,
  z.object({ error: z.unknown() }).transform(() => undefined),
]);
