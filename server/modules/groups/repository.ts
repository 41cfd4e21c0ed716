import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classGroupMembers, classGroups, users } from '../../db/schema/index';

export type GroupRow = typeof classGroups.$inferSelect;

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

export async function memberRoles(db: Db, userId: string) {
  return db
    .select({ groupId: classGroupMembers.groupId, memberRole: classGroupMembers.memberRole })
    .from(classGroupMembers)
    .where(eq(classGroupMembers.userId, userId));
}

export async function findGroup(db: Db, groupId: number): Promise<GroupRow | undefined> {
  const [group] = await db.select().from(classGroups).where(eq(classGroups.id, groupId)).limit(1);
  return group;
}

/** The group's student members with their account fields. */
export async function listStudentMembers(db: Db, groupId: number) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      joinedOn: classGroupMembers.joinedOn,
    })
    .from(classGroupMembers)
    .innerJoin(users, eq(users.id, classGroupMembers.userId))
    .where(
      and(eq(classGroupMembers.groupId, groupId), eq(classGroupMembers.memberRole, 'Student')),
    );
}
