import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  users,
  wsAssessments,
  wsCourseMembers,
  wsCourses,
  wsQuestions,
  wsScores,
  wsSections,
  wsUsers,
} from '../../db/schema/index';

// Queries of the built-in worksheets site (and of get-signature's access check). Rules are in
// service.ts / access.ts.

export type CourseRow = typeof wsCourses.$inferSelect;
export type AssessmentRow = typeof wsAssessments.$inferSelect;
export type QuestionRow = typeof wsQuestions.$inferSelect;
export type ScoreRow = typeof wsScores.$inferSelect;
export type CourseRelation = 'owner' | 'co-instructor' | 'tutor' | 'student' | 'none';

export async function findWsUserByPortalId(db: Db, userId: string) {
  const [row] = await db.select().from(wsUsers).where(eq(wsUsers.userId, userId));
  return row;
}

export async function findWsUser(db: Db, wsUserId: number) {
  const [row] = await db
    .select({
      id: wsUsers.id,
      userId: wsUsers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(wsUsers)
    .innerJoin(users, eq(users.id, wsUsers.userId))
    .where(eq(wsUsers.id, wsUserId));
  return row;
}

/**
 * The worksheets user of a portal user, made on the first launch when the worksheets service has
 * not made it yet (as an LTI tool provisions its users); `users.ws_id` is filled when empty.
 */
export async function ensureWsUser(db: Db, userId: string, instructor: boolean) {
  const existing = await findWsUserByPortalId(db, userId);
  if (existing) return existing;
  const [portalUser] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!portalUser) return undefined;
  await db
    .insert(wsUsers)
    .values({ userId, rights: instructor ? 40 : 10 })
    .onConflictDoNothing();
  const row = await findWsUserByPortalId(db, userId);
  if (row) {
    await db
      .update(users)
      .set({ wsId: row.id })
      .where(and(eq(users.id, userId), isNull(users.wsId)));
  }
  return row;
}

export async function findCourse(db: Db, courseId: number) {
  const [row] = await db.select().from(wsCourses).where(eq(wsCourses.id, courseId));
  return row;
}

/** The strongest relation of a worksheets user to a course. */
export async function courseRelation(
  db: Db,
  course: Pick<CourseRow, 'id' | 'ownerWsId'>,
  wsUserId: number | undefined,
): Promise<CourseRelation> {
  if (wsUserId === undefined) return 'none';
  if (course.ownerWsId === wsUserId) return 'owner';
  const rows = await db
    .select({ role: wsCourseMembers.role })
    .from(wsCourseMembers)
    .where(and(eq(wsCourseMembers.courseId, course.id), eq(wsCourseMembers.wsUserId, wsUserId)));
  const roles = new Set(rows.map((r) => r.role));
  if (roles.has('co-instructor')) return 'co-instructor';
  if (roles.has('tutor')) return 'tutor';
  if (roles.has('student')) return 'student';
  return 'none';
}

export function listSections(db: Db, courseId: number) {
  return db
    .select()
    .from(wsSections)
    .where(eq(wsSections.courseId, courseId))
    .orderBy(asc(wsSections.position), asc(wsSections.id));
}

export function listAssessments(db: Db, courseId: number) {
  return db
    .select()
    .from(wsAssessments)
    .where(eq(wsAssessments.courseId, courseId))
    .orderBy(asc(wsAssessments.id));
}

/** The template courses (the open practice's source), by name. */
export function listTemplateCourses(db: Db) {
  return db
    .select()
    .from(wsCourses)
    .where(eq(wsCourses.isTemplate, true))
    .orderBy(asc(wsCourses.name), asc(wsCourses.id));
}

export async function findAssessment(db: Db, courseId: number, assessmentId: number) {
  const [row] = await db
    .select()
    .from(wsAssessments)
    .where(and(eq(wsAssessments.id, assessmentId), eq(wsAssessments.courseId, courseId)));
  return row;
}

export function listQuestions(db: Db, assessmentId: number) {
  return db
    .select()
    .from(wsQuestions)
    .where(eq(wsQuestions.assessmentId, assessmentId))
    .orderBy(asc(wsQuestions.position), asc(wsQuestions.id));
}

export async function findScore(db: Db, assessmentId: number, wsUserId: number) {
  const [row] = await db
    .select()
    .from(wsScores)
    .where(and(eq(wsScores.assessmentId, assessmentId), eq(wsScores.wsUserId, wsUserId)));
  return row;
}

export function listStudentScores(db: Db, courseId: number, wsUserId: number) {
  return db
    .select()
    .from(wsScores)
    .where(and(eq(wsScores.courseId, courseId), eq(wsScores.wsUserId, wsUserId)));
}

export function listCourseScores(db: Db, courseId: number) {
  return db.select().from(wsScores).where(eq(wsScores.courseId, courseId));
}

/** The course's students (members with the role student), by last then first name. */
export function listStudents(db: Db, courseId: number) {
  return db
    .select({
      id: wsUsers.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(wsCourseMembers)
    .innerJoin(wsUsers, eq(wsUsers.id, wsCourseMembers.wsUserId))
    .innerJoin(users, eq(users.id, wsUsers.userId))
    .where(and(eq(wsCourseMembers.courseId, courseId), eq(wsCourseMembers.role, 'student')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(wsUsers.id));
}

export async function isStudentOf(db: Db, courseId: number, wsUserId: number) {
  const [row] = await db
    .select({ role: wsCourseMembers.role })
    .from(wsCourseMembers)
    .where(
      and(
        eq(wsCourseMembers.courseId, courseId),
        eq(wsCourseMembers.wsUserId, wsUserId),
        eq(wsCourseMembers.role, 'student'),
      ),
    );
  return row !== undefined;
}

/**
 * A student's submission: the score and answers are written; with `keepBest` an existing better
 * score (and its answers) stays. Answers the score the table now holds.
 */
export async function saveSubmission(
  db: Db,
  values: {
    assessmentId: number;
    wsUserId: number;
    courseId: number;
    score: number;
    answers: Record<string, string>;
  },
): Promise<number> {
  const [row] = await db
    .insert(wsScores)
    .values({ ...values, updatedOn: new Date() })
    .onConflictDoUpdate({
      target: [wsScores.assessmentId, wsScores.wsUserId],
      set: {
        score: sql`greatest(${wsScores.score}, excluded.score)`,
        answers: sql`case when excluded.score >= ${wsScores.score} then excluded.answers else ${wsScores.answers} end`,
        updatedOn: sql`case when excluded.score >= ${wsScores.score} then excluded.updated_on else ${wsScores.updatedOn} end`,
      },
    })
    .returning({ score: wsScores.score });
  return row!.score;
}

/** An instructor's grade: the score changes, the answers stay (none when never submitted). */
export async function setScore(
  db: Db,
  values: { assessmentId: number; wsUserId: number; courseId: number; score: number },
) {
  await db
    .insert(wsScores)
    .values({ ...values, answers: {}, updatedOn: new Date() })
    .onConflictDoUpdate({
      target: [wsScores.assessmentId, wsScores.wsUserId],
      set: { score: values.score, updatedOn: new Date() },
    });
}
