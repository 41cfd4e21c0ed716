import { and, eq, getTableName, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { STUDENT_WORK_ENTRY_TYPES, type StudentLabTotals } from '@common/domain/dashboard-stats';
import { LabType } from '@common/domain/labs';
import type { Db } from '../../db/client';
import {
  classGroupMembers,
  classGroups,
  labbookActions,
  labbookEntries,
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
  const caller = alias(classGroupMembers, 'caller_membership');
  const callerRole: SQL =
    taGroupIds.length > 0
      ? or(eq(caller.memberRole, 'Instructor'), inArray(caller.groupId, [...taGroupIds]))!
      : eq(caller.memberRole, 'Instructor');
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
    .where(
      and(
        sql`${classGroups.status} <> 'Archived'`,
        or(
          eq(classGroups.ownerId, callerId),
          sql`exists (${db
            .select({ one: sql`1` })
            .from(caller)
            .where(
              and(eq(caller.groupId, classGroups.id), eq(caller.userId, callerId), callerRole),
            )})`,
        ),
      ),
    );
}

/** `"table"."column"`: drizzle leaves columns unqualified inside a subquery's select. */
function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * The one query of the numbers: per student and lab, the summed session duration (ms), the
 * action items and the student's own entries of the sessions opened since `since` (all when
 * null). Portal sessions (99) are no lab. Each count is an index lookup per session
 * (`labbook_actions_session_idx`, `labbook_entries_session_idx`), the sessions come from
 * `labbook_sessions_actor_open_idx`: the work grows with the caller's students, not the school's.
 */
export async function sumStudentLabs(
  db: Db,
  studentIds: readonly string[],
  since: number | null,
): Promise<StudentLabTotals[]> {
  if (studentIds.length === 0) return [];
  const perSession = db
    .select({
      actorId: labbookSessions.actorId,
      labType: labbookSessions.labType,
      duration: labbookSessions.duration,
      actions: sql<number>`(select count(*) from ${labbookActions}
        where ${qualified(labbookActions.sessionId)} = ${qualified(labbookSessions.id)})`.as(
        'actions',
      ),
      entries: sql<number>`(select count(*) from ${labbookEntries}
        where ${qualified(labbookEntries.sessionId)} = ${qualified(labbookSessions.id)}
          and ${qualified(labbookEntries.entryType)} in ${STUDENT_WORK_ENTRY_TYPES})`.as('entries'),
    })
    .from(labbookSessions)
    .where(
      and(
        inArray(labbookSessions.actorId, [...studentIds]),
        ne(labbookSessions.labType, LabType.Portal),
        since === null ? undefined : gte(labbookSessions.open, since),
      ),
    )
    .as('per_session');
  const rows = await db
    .select({
      studentId: perSession.actorId,
      labType: perSession.labType,
      durationMs: sql<number>`sum(${perSession.duration})::float8`,
      actions: sql<number>`sum(${perSession.actions})::int`,
      entries: sql<number>`sum(${perSession.entries})::int`,
    })
    .from(perSession)
    .groupBy(perSession.actorId, perSession.labType);
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
