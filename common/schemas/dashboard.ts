import { z } from 'zod';
import { int, userIdSchema } from './primitives';

/**
 * The instructor dashboard's statistics (spec 2 §2 "Instructor dashboard", §3 "Chart data", §9
 * "Statistics"): one answer for the whole dashboard, computed by the server from the lab-book
 * sessions the caller may read, for one time scale (0 one week, 1 two weeks, 2 four weeks,
 * 3 total).
 *
 * Per student and lab: `time` is the summed session duration in hours, `actions` the number of
 * action items (statements), `entries` the number of lab-book entries the student wrote (types 1,
 * 3 and 10; instructor notes are not the student's work), over the sessions that opened inside
 * the time scale.
 * Per group (and for the summary over every distinct student): per lab, the average and the
 * standard deviation (population) over the students who have data in that lab; `studentCount` is
 * that number of students.
 */

export const statisticsQuerySchema = z.object({
  // A string, not a coerced number: an empty `?scale=` is a mistake, not one week.
  scale: z
    .enum(['0', '1', '2', '3'], { message: 'scale must be 0, 1, 2 or 3' })
    .default('3')
    .transform((value) => Number(value) as 0 | 1 | 2 | 3),
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** One student's totals in one lab. */
export const studentLabStatsSchema = z.object({
  labType: int(),
  time: z.number(),
  actions: int(),
  entries: int(),
});
export type StudentLabStats = z.infer<typeof studentLabStatsSchema>;

const triple = z.object({ time: z.number(), actions: z.number(), entries: z.number() });

/** A group's (or the summary's) statistics of one lab. */
export const labStatsSchema = z.object({
  labType: int(),
  average: triple,
  standardDeviation: triple,
  /** Students with data in this lab. */
  studentCount: int(),
});
export type LabStats = z.infer<typeof labStatsSchema>;

export const groupStatisticsSchema = z.object({
  id: int(),
  name: z.string(),
  /** Students of the group (instructor-role members other than the viewer skipped). */
  studentCount: int(),
  /** Labs with data, sorted by lab type. Empty: the group has no data in the time scale. */
  labs: z.array(labStatsSchema),
  /** The group's students, by `studentId`, in the spec's list order ('last, first'). */
  studentIds: z.array(userIdSchema),
});
export type GroupStatistics = z.infer<typeof groupStatisticsSchema>;

export const dashboardStudentSchema = z.object({
  id: userIdSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string(),
  /** Labs with data, sorted by lab type. Empty: no data in the time scale. */
  labs: z.array(studentLabStatsSchema),
});
export type DashboardStudent = z.infer<typeof dashboardStudentSchema>;

export const statisticsSchema = z.object({
  scale: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  /** Server time the answer was computed (ms); "Saved data from ..." offline. */
  computedAt: z.number().int(),
  /** Start of the time scale (ms), null for total time. */
  since: z.number().int().nullable(),
  /** Over every distinct student of the groups below. */
  summary: z.object({ studentCount: int(), labs: z.array(labStatsSchema) }),
  /** The caller's non-archived groups (owned, co-instructed, TA of), sorted by name. */
  groups: z.array(groupStatisticsSchema),
  /** Every student of those groups, once. */
  students: z.array(dashboardStudentSchema),
});
export type Statistics = z.infer<typeof statisticsSchema>;
