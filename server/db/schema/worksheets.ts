import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { classGroups } from './groups';
import { institutions } from './places';
import { templates } from './activities';

/**
 * The worksheets service and its built-in site (spec 3 §3 "Course", "Assessment", "Score",
 * "Worksheets user"; issue 11). Dates are unix seconds: a start of 0 is unscheduled, an end of
 * 2000000000 is "no end" (spec 3 §9).
 */

/** A portal user known to the worksheets site; `id` is the user's `wsId`. */
export const wsUsers = pgTable('ws_users', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** IMathAS-style rights: 10 student, 40 instructor (spec 3 §9 threshold 40). */
  rights: integer('rights').notNull().default(10),
});

/**
 * A course. Template courses (`isTemplate`, no owner, one per activities template) are what a
 * syllabus copies; a group's course has the enroll key `enroll::{groupId}` and, once connected
 * (lti-connect), its `groupId`.
 */
export const wsCourses = pgTable(
  'ws_courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ownerWsId: integer('owner_ws_id').references(() => wsUsers.id, { onDelete: 'set null' }),
    enrollKey: text('enroll_key').unique(),
    groupId: integer('group_id')
      .unique()
      .references(() => classGroups.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    isTemplate: boolean('is_template').notNull().default(false),
    /** Grading mode: 21 shows points, 400021 percent (spec 3 §9). */
    gbMode: integer('gb_mode').notNull().default(21),
    tutorGrading: boolean('tutor_grading').notNull().default(false),
    /** Default course settings (spec 3 §9): start/due time, late pass hours, theme. */
    defaultTime: text('default_time').notNull().default('10:00'),
    latePassHours: integer('late_pass_hours').notNull().default(24),
    theme: text('theme').notNull().default('modern'),
    insertedOn: timestamp('inserted_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ws_courses_owner_idx').on(t.ownerWsId)],
);

/** A syllabus section (a block of the course page), in order. */
export const wsSections = pgTable(
  'ws_sections',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => wsCourses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('ws_sections_course_idx').on(t.courseId, t.position)],
);

export const wsAssessments = pgTable(
  'ws_assessments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => wsCourses.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').references(() => wsSections.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    /** Unix seconds; 0 = unscheduled start. */
    startDate: bigint('start_date', { mode: 'number' }).notNull().default(0),
    /** Unix seconds; 2000000000 = no end. */
    endDate: bigint('end_date', { mode: 'number' }).notNull().default(2000000000),
    ptsPoss: integer('pts_poss').notNull().default(0),
    /** The lab the questions are tied to (lab type), when any. */
    labType: integer('lab_type'),
  },
  (t) => [index('ws_assessments_course_idx').on(t.courseId)],
);

/** A course item (the syllabus entry of an assessment): spec 3 §3 items (id, typeid). */
export const wsItems = pgTable(
  'ws_items',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => wsCourses.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').references(() => wsSections.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull().default('Assessment'),
    /** The assessment's id for an Assessment item. */
    typeId: integer('type_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('ws_items_course_idx').on(t.courseId, t.position)],
);

/**
 * A question: `numeric` (answer with a relative tolerance in percent) or `choice` (choices and
 * the index of the right one). `prompt` is plain text.
 */
export const wsQuestions = pgTable(
  'ws_questions',
  {
    id: serial('id').primaryKey(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => wsAssessments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    kind: text('kind').notNull(),
    prompt: text('prompt').notNull(),
    points: integer('points').notNull().default(1),
    answer: doublePrecision('answer'),
    /** For `numeric`: allowed relative error in percent. */
    tolerancePercent: doublePrecision('tolerance_percent').notNull().default(2),
    /** For `numeric` questions answered from the student's own measurement: what to measure. */
    measurement: text('measurement'),
    unit: text('unit').notNull().default(''),
    choices: jsonb('choices').$type<string[]>().notNull().default([]),
    correctChoice: integer('correct_choice'),
  },
  (t) => [index('ws_questions_assessment_idx').on(t.assessmentId, t.position)],
);

/** A course member other than the owner: 'student' | 'tutor' | 'co-instructor'. */
export const wsCourseMembers = pgTable(
  'ws_course_members',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => wsCourses.id, { onDelete: 'cascade' }),
    wsUserId: integer('ws_user_id')
      .notNull()
      .references(() => wsUsers.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    section: text('section').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.wsUserId, t.role] }),
    index('ws_course_members_user_idx').on(t.wsUserId),
  ],
);

/** A student's score on an assessment (and the answers given on the built-in site). */
export const wsScores = pgTable(
  'ws_scores',
  {
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => wsAssessments.id, { onDelete: 'cascade' }),
    wsUserId: integer('ws_user_id')
      .notNull()
      .references(() => wsUsers.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => wsCourses.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assessmentId, t.wsUserId] }),
    index('ws_scores_course_idx').on(t.courseId),
  ],
);

/** LTI 1.1 nonces seen per consumer key (a nonce is never accepted twice). */
export const ltiNonces = pgTable(
  'lti_nonces',
  {
    consumerKey: text('consumer_key').notNull(),
    nonce: text('nonce').notNull(),
    /** Unix seconds of the launch's oauth_timestamp; rows older than the window are pruned. */
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.consumerKey, t.nonce] })],
);

/**
 * An institution's LMS connection (spec 1 "LTI1 settings": key, secret, status) for users
 * launched into the portal; `autoprovision` makes an account on the first launch.
 */
export const ltiConsumers = pgTable('lti_consumers', {
  id: serial('id').primaryKey(),
  institutionId: integer('institution_id')
    .notNull()
    .references(() => institutions.id, { onDelete: 'cascade' }),
  consumerKey: text('consumer_key').notNull().unique(),
  secret: text('secret').notNull(),
  /** 'Active' | 'Inactive'. */
  status: text('status').notNull().default('Active'),
  autoprovision: boolean('autoprovision').notNull().default(false),
});

/** Which portal account an LMS user (consumer key + LTI user_id) is. */
export const ltiUserLinks = pgTable(
  'lti_user_links',
  {
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => ltiConsumers.id, { onDelete: 'cascade' }),
    ltiUserId: text('lti_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.consumerId, t.ltiUserId] })],
);
