import { and, asc, eq, inArray, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  classGroupMembers,
  classGroups,
  labbookSessions,
  roles,
  userRoles,
  users,
} from '../../db/schema/index';

// Queries only: access rules are in access.ts, the rest of the rules in service.ts.

export type GroupRow = typeof classGroups.$inferSelect;
export type MemberRole = 'Student' | 'Instructor';

/** Groups the user owns, has joined as a co-instructor, or tutors (TA record group ids). */
export async function listInstructorGroups(db: Db, userId: string, taGroupIds: number[]) {
  const coInstructed = db
    .select({ groupId: classGroupMembers.groupId })
    .from(classGroupMembers)
    .where(
      and(eq(classGroupMembers.userId, userId), eq(classGroupMembers.memberRole, 'Instructor')),
    );
  return db
    .select()
    .from(classGroups)
    .where(
      or(
        eq(classGroups.ownerId, userId),
        inArray(classGroups.id, coInstructed),
        taGroupIds.length ? inArray(classGroups.id, taGroupIds) : undefined,
      ),
    );
}

/** Groups the user has joined as a student. */
export function listStudentGroups(db: Db, userId: string) {
  return db
    .select({ group: classGroups, joinedOn: classGroupMembers.joinedOn })
    .from(classGroupMembers)
    .innerJoin(classGroups, eq(classGroups.id, classGroupMembers.groupId))
    .where(and(eq(classGroupMembers.userId, userId), eq(classGroupMembers.memberRole, 'Student')));
}

export async function memberRoles(db: Db, userId: string) {
  return db
    .select({ groupId: classGroupMembers.groupId, memberRole: classGroupMembers.memberRole })
    .from(classGroupMembers)
    .where(eq(classGroupMembers.userId, userId));
}

export async function findMemberRole(
  db: Db,
  groupId: number,
  userId: string,
): Promise<MemberRole | undefined> {
  const [row] = await db
    .select({ memberRole: classGroupMembers.memberRole })
    .from(classGroupMembers)
    .where(and(eq(classGroupMembers.groupId, groupId), eq(classGroupMembers.userId, userId)))
    .limit(1);
  if (!row) return undefined;
  return row.memberRole === 'Instructor' ? 'Instructor' : 'Student';
}

export async function findGroup(db: Db, groupId: number): Promise<GroupRow | undefined> {
  const [group] = await db.select().from(classGroups).where(eq(classGroups.id, groupId)).limit(1);
  return group;
}

export function listGroupsByIds(db: Db, groupIds: readonly number[]) {
  if (groupIds.length === 0) return Promise.resolve([] as GroupRow[]);
  return db
    .select()
    .from(classGroups)
    .where(inArray(classGroups.id, [...groupIds]));
}

/** Codes are matched without regard to letter case (students type them by hand). */
export async function findGroupByCode(db: Db, code: string): Promise<GroupRow | undefined> {
  const [group] = await db
    .select()
    .from(classGroups)
    .where(sql`lower(${classGroups.accessCode}) = lower(${code})`)
    .orderBy(asc(classGroups.id))
    .limit(1);
  return group;
}

export async function isCodeTaken(db: Db, code: string, exceptGroupId?: number) {
  const [row] = await db
    .select({ id: classGroups.id })
    .from(classGroups)
    .where(
      and(
        sql`lower(${classGroups.accessCode}) = lower(${code})`,
        exceptGroupId === undefined ? undefined : ne(classGroups.id, exceptGroupId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertGroup(db: Db, values: typeof classGroups.$inferInsert) {
  const [row] = await db.insert(classGroups).values(values).returning();
  if (!row) throw new Error('group not inserted');
  return row;
}

export async function updateGroup(
  db: Db,
  groupId: number,
  values: Pick<GroupRow, 'name' | 'accessCode' | 'status'>,
) {
  const [row] = await db
    .update(classGroups)
    .set(values)
    .where(eq(classGroups.id, groupId))
    .returning();
  return row;
}

export async function deleteGroup(db: Db, groupId: number) {
  await db.delete(classGroups).where(eq(classGroups.id, groupId));
}

export async function insertMember(db: Db, groupId: number, userId: string, role: MemberRole) {
  const rows = await db
    .insert(classGroupMembers)
    .values({ groupId, userId, memberRole: role })
    .onConflictDoNothing()
    .returning({ groupId: classGroupMembers.groupId });
  return rows.length > 0;
}

export async function deleteMember(db: Db, groupId: number, userId: string) {
  const rows = await db
    .delete(classGroupMembers)
    .where(and(eq(classGroupMembers.groupId, groupId), eq(classGroupMembers.userId, userId)))
    .returning({ userId: classGroupMembers.userId });
  return rows.length > 0;
}

/** The group's members (students and co-instructors) with their account fields. */
export async function listMembers(db: Db, groupId: number, studentsOnly = false) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      wsId: users.wsId,
      memberRole: classGroupMembers.memberRole,
      joinedOn: classGroupMembers.joinedOn,
    })
    .from(classGroupMembers)
    .innerJoin(users, eq(users.id, classGroupMembers.userId))
    .where(
      and(
        eq(classGroupMembers.groupId, groupId),
        studentsOnly ? eq(classGroupMembers.memberRole, 'Student') : undefined,
      ),
    )
    .orderBy(asc(classGroupMembers.joinedOn), asc(users.id));
}

/** The newest lab-book change per user, one grouped query. */
export async function lastActivity(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({ actorId: labbookSessions.actorId, last: max(labbookSessions.updatedAt) })
    .from(labbookSessions)
    .where(inArray(labbookSessions.actorId, [...userIds]))
    .groupBy(labbookSessions.actorId);
  return new Map(rows.flatMap((r) => (r.last ? [[r.actorId, new Date(r.last)] as const] : [])));
}

/** The role grants of several users in one institution. */
export function listRolesIn(db: Db, userIds: readonly string[], institutionId: number) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: userRoles.userId,
      roleId: userRoles.roleId,
      roleName: roles.name,
      institutionId: userRoles.institutionId,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(userRoles.userId, [...userIds]), eq(userRoles.institutionId, institutionId)))
    .orderBy(asc(userRoles.roleId));
}

export async function listRoleIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.roleId);
}

export async function hasRoleIn(db: Db, userId: string, roleId: number, institutionId: number) {
  const [row] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.roleId, roleId),
        eq(userRoles.institutionId, institutionId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * True when `userId` is in a group (member, or its owner) that `teacherId` owns or co-instructs:
 * the people an instructor's material is for.
 */
export async function sharesGroupWithTeacher(db: Db, userId: string, teacherId: string) {
  const teacherMember = db
    .select({ groupId: classGroupMembers.groupId })
    .from(classGroupMembers)
    .where(
      and(eq(classGroupMembers.userId, teacherId), eq(classGroupMembers.memberRole, 'Instructor')),
    );
  const userMember = db
    .select({ groupId: classGroupMembers.groupId })
    .from(classGroupMembers)
    .where(eq(classGroupMembers.userId, userId));
  const [row] = await db
    .select({ id: classGroups.id })
    .from(classGroups)
    .where(
      and(
        or(eq(classGroups.ownerId, teacherId), inArray(classGroups.id, teacherMember)),
        or(eq(classGroups.ownerId, userId), inArray(classGroups.id, userMember)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
