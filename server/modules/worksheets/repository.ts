import { and, asc, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  users,
  wsAssessments,
  wsCourseMembers,
  wsCourses,
  wsItems,
  wsQuestions,
  wsScores,
  wsSections,
  wsUsers,
} from '../../db/schema/index';

// Queries only: access rules are in access.ts, the rest of the rules in the services.

export type WsUserRow = typeof wsUsers.$inferSelect;
/** A course with its owner's portal user id. */
export type CourseRow = typeof wsCourses.$inferSelect & { ownerUserId: string | null };
export type AssessmentRow = typeof wsAssessments.$inferSelect;
export type MemberRole = 'student' | 'tutor' | 'co-instructor';

// ---- worksheets users ----

export async function findWsUserByUserId(db: Db, userId: string): Promise<WsUserRow | undefined> {
  const [row] = await db.select().from(wsUsers).where(eq(wsUsers.userId, userId)).limit(1);
  return row;
}

export async function findWsUser(db: Db, wsId: number): Promise<WsUserRow | undefined> {
  const [row] = await db.select().from(wsUsers).where(eq(wsUsers.id, wsId)).limit(1);
  return row;
}

export function listWsUsersByUserIds(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([] as WsUserRow[]);
  return db
    .select()
    .from(wsUsers)
    .where(inArray(wsUsers.userId, [...userIds]));
}

/** The user's worksheets user, made when missing (and `users.ws_id` set to it). */
export async function ensureWsUser(db: Db, userId: string, rights: number): Promise<WsUserRow> {
  await db.insert(wsUsers).values({ userId, rights }).onConflictDoNothing();
  const row = await findWsUserByUserId(db, userId);
  if (!row) throw new Error('worksheets user not inserted');
  await db.update(users).set({ wsId: row.id }).where(eq(users.id, userId));
  return row;
}

export async function setRights(db: Db, wsId: number, rights: number): Promise<WsUserRow> {
  const [row] = await db.update(wsUsers).set({ rights }).where(eq(wsUsers.id, wsId)).returning();
  if (!row) throw new Error('worksheets user not updated');
  return row;
}

// ---- courses ----

const courseColumns = { ...getTableColumns(wsCourses), ownerUserId: wsUsers.userId };

function selectCourses(db: Db) {
  return db
    .select(courseColumns)
    .from(wsCourses)
    .leftJoin(wsUsers, eq(wsUsers.id, wsCourses.ownerWsId))
    .$dynamic();
}

export async function findCourse(db: Db, courseId: number): Promise<CourseRow | undefined> {
  const [row] = await selectCourses(db).where(eq(wsCourses.id, courseId)).limit(1);
  return row;
}

export async function findCourseByEnrollKey(db: Db, key: string): Promise<CourseRow | undefined> {
  const [row] = await selectCourses(db).where(eq(wsCourses.enrollKey, key)).limit(1);
  return row;
}

export function listCoursesByIds(db: Db, courseIds: readonly number[]): Promise<CourseRow[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return selectCourses(db)
    .where(and(inArray(wsCourses.id, [...courseIds]), eq(wsCourses.isTemplate, false)))
    .orderBy(desc(wsCourses.insertedOn), desc(wsCourses.id));
}

export function listCoursesByEnrollKeys(db: Db, keys: readonly string[]): Promise<CourseRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return selectCourses(db).where(inArray(wsCourses.enrollKey, [...keys]));
}

/** The non-template courses the worksheets user owns or is a member of (any role), newest first. */
export function listCoursesOfWsUser(db: Db, wsId: number): Promise<CourseRow[]> {
  const memberOf = db
    .select({ courseId: wsCourseMembers.courseId })
    .from(wsCourseMembers)
    .where(eq(wsCourseMembers.wsUserId, wsId));
  return selectCourses(db)
    .where(
      and(
        eq(wsCourses.isTemplate, false),
        or(eq(wsCourses.ownerWsId, wsId), inArray(wsCourses.id, memberOf)),
      ),
    )
    .orderBy(desc(wsCourses.insertedOn), desc(wsCourses.id));
}

export async function findTemplateCourse(
  db: Db,
  templateId: number,
): Promise<CourseRow | undefined> {
  const [row] = await selectCourses(db)
    .where(and(eq(wsCourses.templateId, templateId), eq(wsCourses.isTemplate, true)))
    .orderBy(asc(wsCourses.id))
    .limit(1);
  return row;
}

export async function updateCourse(
  db: Db,
  courseId: number,
  values: Partial<Pick<CourseRow, 'gbMode' | 'tutorGrading' | 'groupId'>>,
) {
  await db.update(wsCourses).set(values).where(eq(wsCourses.id, courseId));
}

// ---- members ----

export async function memberRolesOf(db: Db, courseId: number, wsId: number) {
  const rows = await db
    .select({ role: wsCourseMembers.role })
    .from(wsCourseMembers)
    .where(and(eq(wsCourseMembers.courseId, courseId), eq(wsCourseMembers.wsUserId, wsId)));
  return rows.map((r) => r.role as MemberRole);
}

/** Every membership row of a worksheets user (course id and role). */
export async function membershipsOf(db: Db, wsId: number) {
  const rows = await db
    .select({ courseId: wsCourseMembers.courseId, role: wsCourseMembers.role })
    .from(wsCourseMembers)
    .where(eq(wsCourseMembers.wsUserId, wsId));
  return rows.map((r) => ({ courseId: r.courseId, role: r.role as MemberRole }));
}

export async function addMember(
  db: Db,
  courseId: number,
  wsId: number,
  role: MemberRole,
  section = '',
) {
  await db
    .insert(wsCourseMembers)
    .values({ courseId, wsUserId: wsId, role, section })
    .onConflictDoUpdate({
      target: [wsCourseMembers.courseId, wsCourseMembers.wsUserId, wsCourseMembers.role],
      set: { section },
    });
}

export async function removeMember(
  db: Db,
  courseId: number,
  wsId: number,
  roles: readonly MemberRole[],
) {
  await db
    .delete(wsCourseMembers)
    .where(
      and(
        eq(wsCourseMembers.courseId, courseId),
        eq(wsCourseMembers.wsUserId, wsId),
        inArray(wsCourseMembers.role, [...roles]),
      ),
    );
}

/** The owner and co-instructors of a course with their names. */
export async function listCourseTeachers(db: Db, course: CourseRow) {
  const coInstructors = await db
    .select({
      userId: users.id,
      wsId: wsUsers.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(wsCourseMembers)
    .innerJoin(wsUsers, eq(wsUsers.id, wsCourseMembers.wsUserId))
    .innerJoin(users, eq(users.id, wsUsers.userId))
    .where(and(eq(wsCourseMembers.courseId, course.id), eq(wsCourseMembers.role, 'co-instructor')))
    .orderBy(asc(users.lastName), asc(users.firstName));
  const owner =
    course.ownerWsId === null
      ? []
      : await db
          .select({
            userId: users.id,
            wsId: wsUsers.id,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(wsUsers)
          .innerJoin(users, eq(users.id, wsUsers.userId))
          .where(eq(wsUsers.id, course.ownerWsId));
  return {
    owner,
    coInstructors: coInstructors.filter((c) => c.wsId !== course.ownerWsId),
  };
}

// ---- syllabus: sections, items, assessments, questions ----

export function listSections(db: Db, courseId: number) {
  return db
    .select()
    .from(wsSections)
    .where(eq(wsSections.courseId, courseId))
    .orderBy(asc(wsSections.position), asc(wsSections.id));
}

export async function countSections(db: Db, courseIds: readonly number[]) {
  if (courseIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ courseId: wsSections.courseId, n: sql<number>`count(*)::int` })
    .from(wsSections)
    .where(inArray(wsSections.courseId, [...courseIds]))
    .groupBy(wsSections.courseId);
  return new Map(rows.map((r) => [r.courseId, Number(r.n)]));
}

export function listItems(db: Db, courseIds: readonly number[]) {
  if (courseIds.length === 0) return Promise.resolve([] as Array<typeof wsItems.$inferSelect>);
  return db
    .select()
    .from(wsItems)
    .where(inArray(wsItems.courseId, [...courseIds]))
    .orderBy(asc(wsItems.position), asc(wsItems.id));
}

export function listAssessments(db: Db, courseIds: readonly number[]): Promise<AssessmentRow[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(wsAssessments)
    .where(inArray(wsAssessments.courseId, [...courseIds]))
    .orderBy(asc(wsAssessments.id));
}

export async function findAssessment(db: Db, id: number): Promise<AssessmentRow | undefined> {
  const [row] = await db.select().from(wsAssessments).where(eq(wsAssessments.id, id)).limit(1);
  return row;
}

export async function updateAssessmentDates(
  db: Db,
  id: number,
  startDate: number,
  endDate: number,
): Promise<AssessmentRow> {
  const [row] = await db
    .update(wsAssessments)
    .set({ startDate, endDate })
    .where(eq(wsAssessments.id, id))
    .returning();
  if (!row) throw new Error('assessment not updated');
  return row;
}

export function listQuestions(db: Db, assessmentIds: readonly number[]) {
  if (assessmentIds.length === 0)
    return Promise.resolve([] as Array<typeof wsQuestions.$inferSelect>);
  return db
    .select()
    .from(wsQuestions)
    .where(inArray(wsQuestions.assessmentId, [...assessmentIds]))
    .orderBy(asc(wsQuestions.position), asc(wsQuestions.id));
}

// ---- scores ----

const scoreColumns = {
  studentid: wsScores.wsUserId,
  userId: wsUsers.userId,
  assessmentid: wsScores.assessmentId,
  courseid: wsScores.courseId,
  score: wsScores.score,
};

/** Scores in the given courses, of one worksheets user when `wsId` is given. */
export function listScores(
  db: Db,
  filter: { courseIds?: readonly number[]; assessmentId?: number; wsId?: number },
) {
  if (filter.courseIds && filter.courseIds.length === 0) return Promise.resolve([]);
  return db
    .select(scoreColumns)
    .from(wsScores)
    .innerJoin(wsUsers, eq(wsUsers.id, wsScores.wsUserId))
    .where(
      and(
        filter.courseIds ? inArray(wsScores.courseId, [...filter.courseIds]) : undefined,
        filter.assessmentId === undefined
          ? undefined
          : eq(wsScores.assessmentId, filter.assessmentId),
        filter.wsId === undefined ? undefined : eq(wsScores.wsUserId, filter.wsId),
      ),
    )
    .orderBy(asc(wsScores.courseId), asc(wsScores.assessmentId), asc(wsScores.wsUserId));
}

export async function upsertScore(
  db: Db,
  values: { assessmentId: number; wsUserId: number; courseId: number; score: number },
) {
  await db
    .insert(wsScores)
    .values(values)
    .onConflictDoUpdate({
      target: [wsScores.assessmentId, wsScores.wsUserId],
      set: { score: values.score, updatedOn: new Date() },
    });
}
