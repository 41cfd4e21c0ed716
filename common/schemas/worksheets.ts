import { z } from 'zod';
import { INT4_MAX, text, userIdSchema } from './primitives';

/**
 * The worksheets service (`/presets-api/worksheets/...`, spec 3 §7 and spec 1 §7): courses made
 * from syllabus templates, their assessments, items and scores, and the members' roles. Dates are
 * unix seconds (spec 3 §3): start 0 = unscheduled, end NO_END_DATE = no end.
 */

export const NO_END_DATE = 2_000_000_000;
/** Grading modes (spec 3 §9): 21 shows points, 400021 percent. */
export const GB_MODE = { points: 21, percent: 400021 } as const;
export const gbModeSchema = z.union([z.literal(GB_MODE.points), z.literal(GB_MODE.percent)]);
export type GbMode = z.infer<typeof gbModeSchema>;
/** Rights from which a worksheets user is an instructor (spec 3 §9). */
export const INSTRUCTOR_RIGHTS = 40;
/** `enroll::{groupId}` (spec 3 §3). */
export const enrollKey = (groupId: number) => `enroll::${groupId}`;

const id = z.coerce
  .number({ message: 'must be a whole number' })
  .int({ message: 'must be a whole number' })
  .min(1, { message: 'must be a positive id' })
  .max(INT4_MAX, { message: 'is too large' });
const unixSeconds = z
  .number({ message: 'must be a number of seconds' })
  .int({ message: 'must be whole seconds' })
  .min(0, { message: 'must not be negative' })
  .max(4_102_444_800, { message: 'is too far in the future' });
export const idParamsSchema = z.object({ id });
export const courseIdParamsSchema = z.object({ courseId: id });
export const groupIdParamsSchema = z.object({ groupId: id });
export const assessmentIdParamsSchema = z.object({ assessmentId: id });
export const userIdParamsSchema = z.object({ userId: userIdSchema });

/** A course as the service answers it (spec 3 §3 "Course"). */
export const courseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enrollkey: z.string().nullable(),
  /** The class group it is connected to (lti-connect), or null. */
  groupId: z.number().int().nullable(),
  /** The owner's portal user id (null for template courses). */
  ownerId: z.string().nullable(),
  templateId: z.number().int().nullable(),
  gbmode: gbModeSchema,
  tutorGrading: z.boolean(),
  hasSections: z.boolean(),
  /** The caller's relation to the course. */
  role: z.enum(['owner', 'co-instructor', 'tutor', 'student', 'none']),
});
export type Course = z.infer<typeof courseSchema>;

export const assessmentSchema = z.object({
  id: z.number().int(),
  courseid: z.number().int(),
  name: z.string(),
  summary: z.string(),
  startdate: z.number().int(),
  enddate: z.number().int(),
  ptsposs: z.number(),
  /** The section it is listed under, or null. */
  sectionId: z.number().int().nullable(),
  labType: z.number().int().nullable(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const itemSchema = z.object({
  id: z.number().int(),
  typeid: z.number().int(),
  itemtype: z.string(),
  sectionId: z.number().int().nullable(),
  position: z.number().int(),
});
export type Item = z.infer<typeof itemSchema>;

/** The syllabus: sections in order, each with its items (spec 3 §3 "syllabus"). */
export const syllabusSchema = z.object({
  courseid: z.number().int(),
  sections: z.array(
    z.object({ id: z.number().int(), name: z.string(), items: z.array(itemSchema) }),
  ),
});
export type Syllabus = z.infer<typeof syllabusSchema>;

/** Spec 3 §3 "Score"; `userId` (the portal id) added so a grid can match its rows. */
export const scoreSchema = z.object({
  studentid: z.number().int(),
  userId: z.string(),
  assessmentid: z.number().int(),
  courseid: z.number().int(),
  score: z.number(),
});
export type Score = z.infer<typeof scoreSchema>;

export const assessmentsAndItemsSchema = z.object({
  courseid: z.number().int(),
  assessmentsData: z.array(assessmentSchema),
  itemsData: z.array(itemSchema),
});
/** `POST assessments-and-items {courseIDs}`: one entry per readable course. */
export const assessmentsAndItemsListSchema = z.array(assessmentsAndItemsSchema);
/** `GET assessments-and-items/{courseId}`: with the grading scheme and the scores the caller may read. */
export const courseDataSchema = assessmentsAndItemsSchema.extend({
  gbschemeData: z.object({ defgbmode: gbModeSchema }),
  course: courseSchema,
  syllabus: syllabusSchema,
  scores: z.array(scoreSchema),
});
export type CourseData = z.infer<typeof courseDataSchema>;

export const questionSchema = z.object({
  id: z.number().int(),
  assessmentid: z.number().int(),
  kind: z.enum(['numeric', 'choice']),
  prompt: z.string(),
  points: z.number(),
  unit: z.string(),
  choices: z.array(z.string()),
  measurement: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** `GET courses-with-data/{userId}` entries: a course with its assessments and the user's scores. */
export const courseWithDataSchema = courseSchema.extend({
  assessments: z.array(assessmentSchema),
  scores: z.array(scoreSchema),
});

// ---- request bodies ----

const name = (label: string) =>
  text({ message: `${label} must be text` })
    .trim()
    .max(128, { message: `${label} must be at most 128 characters` });

export const userConnectBodySchema = z.object({
  SID: userIdSchema,
  isInstructor: z.boolean(),
  FirstName: name('FirstName').optional(),
  LastName: name('LastName').optional(),
  email: text().max(320).optional(),
});
export const userConnectResponseSchema = z.object({
  id: z.number().int(),
  rights: z.number().int(),
});
export const usersConnectBodySchema = z.object({
  users: z.array(userConnectBodySchema).min(1).max(1000),
});
/** Keyed by portal user id. */
export const usersConnectResponseSchema = z.record(z.string(), z.object({ id: z.number().int() }));
export const setInstructorBodySchema = z.object({ id, isInstructor: z.boolean() });

export const coInstructorBodySchema = z.object({ wsId: id, courseid: id });
export const groupJoinBodySchema = z.object({ userid: id, courseid: id });
export const groupExitBodySchema = z.object({ studentID: userIdSchema, wsId: id, courseid: id });
export const tutorBodySchema = z.object({
  studentid: id,
  courseid: id,
  section: text().max(128).optional().default(''),
});
export const removeCoInstructorBodySchema = z.object({ studentid: userIdSchema, groupid: id });
export const ltiConnectResponseSchema = z.object({
  status: z.string(),
  course: courseSchema.optional(),
});
export const assignmentsCoursesBodySchema = z.object({ groups: z.array(id).max(1000) });
export const assessmentsAndItemsBodySchema = z.object({ courseIDs: z.array(id).max(1000) });
export const updateGbModeBodySchema = z.object({ courseid: id, mode: gbModeSchema });
export const verifyMembershipBodySchema = z.object({
  studentid: userIdSchema,
  groupIDs: z.array(id).max(1000),
});
export const verifyMembershipResponseSchema = z.object({ groupIDs: z.array(z.number().int()) });

/** `PUT assessments/{id}`: the assessment; only the dates change (start <= end). */
export const assessmentUpdateBodySchema = z
  .object({
    id: id.optional(),
    startdate: unixSeconds,
    enddate: unixSeconds,
  })
  .passthrough()
  .refine((a) => a.startdate === 0 || a.enddate === NO_END_DATE || a.startdate <= a.enddate, {
    message: 'startdate must not be after enddate',
    path: ['startdate'],
  });

export const scoreBodySchema = z.object({
  studentid: id,
  assessmentid: id,
  score: z
    .number({ message: 'must be a number' })
    .min(0, { message: 'must not be negative' })
    .max(100000, { message: 'is too large' }),
});
export const scoreResponseSchema = z.object({
  status: z.literal('ok'),
  courseid: z.number().int(),
  assessmentid: z.number().int(),
  studentid: z.number().int(),
  userId: z.string(),
  score: z.number(),
});

/** Course creation from a syllabus template (the site's 'addcourse'; the groups screen's attach). */
export const addCourseBodySchema = z.object({
  template: id,
  groupId: id,
  name: name('name').min(1).optional(),
});

/**
 * A page of the worksheets site the portal opens with an LTI launch (spec 3 §7 "Worksheets
 * site"): the course page, an assessment to take, a student's gradebook (gbviewassess / stuview)
 * the teacher's view of a student's assessment (teachview), or the course-less open practice.
 */
export const worksheetsTargetSchema = z.discriminatedUnion('view', [
  z.object({ view: z.literal('course'), courseId: id }),
  z.object({ view: z.literal('assessment'), courseId: id, assessmentId: id }),
  z.object({ view: z.literal('gbviewassess'), courseId: id, studentWsId: id.optional() }),
  z.object({ view: z.literal('stuview'), courseId: id, assessmentId: id }),
  z.object({ view: z.literal('teachview'), courseId: id, assessmentId: id, studentWsId: id }),
  /** The course-less open practice: the template courses' assessments, never scored. */
  z.object({ view: z.literal('practice') }),
]);
export type WorksheetsTarget = z.infer<typeof worksheetsTargetSchema>;
/** A page of one course (every target but the course-less practice). */
export type CourseTarget = Exclude<WorksheetsTarget, { view: 'practice' }>;

/**
 * `POST /functions/get-signature` (spec 1 §7 "Signing service"): the portal asks for a signed
 * launch of `target`; the server fills the user, roles and names from the caller's session and
 * answers the form to post (`action`, every field including oauth_signature).
 */
export const getSignatureBodySchema = z.object({
  target: worksheetsTargetSchema,
  /**
   * The caller is an instructor or TA in student view (spec 1 §4): launch as Learner, and no one
   * else's work (additive, lti-site).
   */
  studentView: z.boolean().optional(),
});
export const getSignatureResponseSchema = z.object({
  action: z.string(),
  params: z.record(z.string(), z.string()),
});
export type SignedLaunch = z.infer<typeof getSignatureResponseSchema>;

// ---- answers added by the worksheets service (issue 11, server helper; additive) ----

/**
 * The answer of the member calls (group/join, group/exit, group/makeCoInstructor,
 * group/removeCoInstructor, remove-co-instructor, make-tutor, remove-tutor): the user's relation
 * to the course after the call ('none' once removed).
 */
export const memberChangeResponseSchema = z.object({
  status: z.literal('ok'),
  courseid: z.number().int(),
  wsId: z.number().int().nullable(),
  role: courseSchema.shape.role,
});
export type MemberChange = z.infer<typeof memberChangeResponseSchema>;

/** `GET key-lookup/{groupId}`: the group's course, or `{error: true}` when it has none. */
export const keyLookupResponseSchema = z.union([
  courseSchema,
  z.object({ error: z.literal(true) }),
]);
export type KeyLookup = z.infer<typeof keyLookupResponseSchema>;

/** `GET course_owners/{id}`: the course's owner, then its co-instructors. */
export const courseOwnerSchema = z.object({
  userId: z.string(),
  wsId: z.number().int(),
  role: z.enum(['owner', 'co-instructor']),
  firstName: z.string(),
  lastName: z.string(),
});
export type CourseOwner = z.infer<typeof courseOwnerSchema>;
