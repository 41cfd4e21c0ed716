import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { StudentLabTotals } from '@common/domain/dashboard-stats';
import { LabType } from '@common/domain/labs';
import type { Db } from '../../db/client';
import { reviewedByCaller } from '../lab-book/repository';
import {
  classGroupMembers,
  classGroups,
  labbookSessions,
  userRoles,
  users,
} from '../../db/schema/index';

// Queries only: the access rule is in service.ts, the statistics in common/domain/dashboard-stats.

/**
 * The open groups whose students' books the caller may read (the lab-book read rule of
 * lab-book/repository `listReviewableOwners`): owned, co-instructed (member role 'Instructor'),
 * or tutored (a member whose TA record lists the group). One row per member, with the member's
 * names; a group without members gives one row with no member.
 */
export async function listReviewedGroupMembers(
  db: Db,
  callerId: string,
  taGroupIds: readonly number[],
) {
  return db
    .select({
      groupId: classGroups.id,
      groupName: classGroups.name,
      userId: classGroupMembers.userId,
      memberRole: classGroupMembers.memberRole,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(classGroups)
    .leftJoin(classGroupMembers, eq(classGroupMembers.groupId, classGroups.id))
    .leftJoin(users, eq(users.id, classGroupMembers.userId))
    .where(reviewedByCaller(db, callerId, taGroupIds));
}

/**
 * The one query of the numbers: per student and lab, the summed session duration (ms), action
 * items and own entries (the session counters the database keeps, see the schema) of the sessions
 * opened since `since` (all when null). Portal sessions (99) are no lab. The sessions come from
 * `labbook_sessions_actor_open_idx`: the work grows with the caller's sessions, not the school's
 * rows (BENCHMARKS.md "Dashboard statistics": counting the rows instead took 140 ms and more).
 */
export async function sumStudentLabs(
  db: Db,
  studentIds: readonly string[],
  since: number | null,
): Promise<StudentLabTotals[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({
      studentId: labbookSessions.actorId,
      labType: labbookSessions.labType,
      durationMs: sql<number>`sum(${labbookSessions.duration})::float8`,
      actions: sql<number>`sum(${labbookSessions.actionCount})::int`,
      entries: sql<number>`sum(${labbookSessions.workEntryCount})::int`,
    })
    .from(labbookSessions)
    .where(
      and(
        // One array parameter, not one per student: 300 parameters cost more to plan than to run.
        sql`${labbookSessions.actorId} = any(${sql.param([...studentIds])}::uuid[])`,
        ne(labbookSessions.labType, LabType.Portal),
        since === null ? undefined : gte(labbookSessions.open, since),
      ),
    )
    .groupBy(labbookSessions.actorId, labbookSessions.labType);
  // Drivers differ in how they hand back numbers; the rules want plain numbers.
  return rows.map((r) => ({
    studentId: r.studentId,
    labType: r.labType,
    durationMs: Number(r.durationMs),
    actions: Number(r.actions),
    entries: Number(r.entries),
  }));
}

/** Whether the user holds one of `roleIds` in any institution. */
export async function hasAnyRole(
  db: Db,
  userId: string,
  roleIds: readonly number[],
): Promise<boolean> {
  const [row] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, [...roleIds])))
    .limit(1);
  return row !== undefined;
}
