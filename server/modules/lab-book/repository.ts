import { and, asc, eq, gt, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  classGroupMembers,
  classGroups,
  labbookActions,
  labbookEntries,
  labbookSessions,
  presets,
  PresetType,
} from '../../db/schema/index';
import { PORTAL_LAB_TYPE } from '@common/schemas/lab-book';

// Queries only: access rules live in access.ts, merge rules and mapping in service.ts.

/** The `object` JSON text of the user's TA records (presets type 3, lab type 99). */
export async function listTaRecordObjects(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ object: presets.object })
    .from(presets)
    .where(
      and(
        eq(presets.ownerId, userId),
        eq(presets.type, PresetType.TaRecord),
        eq(presets.labType, PORTAL_LAB_TYPE),
      ),
    );
  return rows.map((r) => r.object);
}

/**
 * The groups whose students' books the caller may review: open, and owned, co-instructed (member
 * role 'Instructor') or tutored (a member whose TA record lists the group). One condition on
 * `class_groups`, shared by the lab-book read rule and the dashboard, so the two cannot drift.
 */
export function reviewedByCaller(db: Db, callerId: string, taGroupIds: readonly number[]): SQL {
  const caller = alias(classGroupMembers, 'caller_membership');
  const callerRole: SQL =
    taGroupIds.length > 0
      ? or(eq(caller.memberRole, 'Instructor'), inArray(caller.groupId, [...taGroupIds]))!
      : eq(caller.memberRole, 'Instructor');
  return and(
    sql`${classGroups.status} <> 'Archived'`,
    or(
      eq(classGroups.ownerId, callerId),
      sql`exists (${db
        .select({ one: sql`1` })
        .from(caller)
        .where(and(eq(caller.groupId, classGroups.id), eq(caller.userId, callerId), callerRole))})`,
    ),
  )!;
}

/**
 * Which of `ownerIds` are student members of an open group that the caller owns, co-instructs
 * (member role 'Instructor'), or tutors (a member whose TA record lists the group).
 */
export async function listReviewableOwners(
  db: Db,
  callerId: string,
  ownerIds: readonly string[],
  taGroupIds: readonly number[],
): Promise<string[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: classGroupMembers.userId })
    .from(classGroupMembers)
    .innerJoin(classGroups, eq(classGroups.id, classGroupMembers.groupId))
    .where(
      and(
        inArray(classGroupMembers.userId, [...ownerIds]),
        eq(classGroupMembers.memberRole, 'Student'),
        reviewedByCaller(db, callerId, taGroupIds),
      ),
    );
  return rows.map((r) => r.userId);
}

// ---- sessions --------------------------------------------------------------------------------

export type SessionRow = typeof labbookSessions.$inferSelect;
export type EntryRow = typeof labbookEntries.$inferSelect;
export type ActionRow = typeof labbookActions.$inferSelect;
export type NewEntryRow = typeof labbookEntries.$inferInsert;
export type NewActionRow = typeof labbookActions.$inferInsert;

/** Inserts the session unless its id exists; true when inserted. */
export async function insertSessionIfAbsent(
  db: Db,
  row: typeof labbookSessions.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(labbookSessions)
    .values(row)
    .onConflictDoNothing({ target: labbookSessions.id })
    .returning({ id: labbookSessions.id });
  return inserted.length > 0;
}

/** The session, locked until the transaction ends (writers of one session take turns). */
export async function lockSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(labbookSessions)
    .where(eq(labbookSessions.id, id))
    .for('update');
  return row;
}

export async function updateSession(
  db: Db,
  id: string,
  values: { duration: number; metaData: unknown; isXapi: boolean },
): Promise<void> {
  await db
    .update(labbookSessions)
    // Strictly later than before, even within one millisecond, so `since` never misses a change.
    .set({
      ...values,
      updatedAt: sql`greatest(clock_timestamp(), ${labbookSessions.updatedAt} + interval '1 millisecond')`,
    })
    .where(eq(labbookSessions.id, id));
}

/** Inserts the entries whose ids are new; returns the ids that already existed. */
export async function insertEntries(db: Db, rows: readonly NewEntryRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(labbookEntries)
    .values([...rows])
    .onConflictDoNothing({ target: labbookEntries.id })
    .returning({ id: labbookEntries.id });
  const done = new Set(inserted.map((r) => r.id));
  return rows.map((r) => r.id).filter((id) => !done.has(id));
}

export function findEntries(db: Db, ids: readonly string[]) {
  return db
    .select({
      id: labbookEntries.id,
      sessionId: labbookEntries.sessionId,
      authorId: labbookEntries.authorId,
    })
    .from(labbookEntries)
    .where(inArray(labbookEntries.id, [...ids]));
}

/** Inserts the action items whose ids are new; returns the ids that already existed. */
export async function insertActions(db: Db, rows: readonly NewActionRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(labbookActions)
    .values([...rows])
    .onConflictDoNothing({ target: labbookActions.id })
    .returning({ id: labbookActions.id });
  const done = new Set(inserted.map((r) => r.id));
  return rows.map((r) => r.id).filter((id) => !done.has(id));
}

export function findActions(db: Db, ids: readonly string[]) {
  return db
    .select({ id: labbookActions.id, sessionId: labbookActions.sessionId })
    .from(labbookActions)
    .where(inArray(labbookActions.id, [...ids]));
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(labbookSessions).where(eq(labbookSessions.id, id));
  return row;
}

/** A book's sessions, oldest first; with `since`, only those changed after it. */
export function listSessions(db: Db, actorId: string, since?: Date) {
  return db
    .select()
    .from(labbookSessions)
    .where(
      and(
        eq(labbookSessions.actorId, actorId),
        since ? gt(labbookSessions.updatedAt, since) : undefined,
      ),
    )
    .orderBy(asc(labbookSessions.open), asc(labbookSessions.id));
}

// The keyset page (one query with its entries and action items) is in page-query.ts.

export function listEntries(db: Db, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([] as EntryRow[]);
  return db
    .select()
    .from(labbookEntries)
    .where(inArray(labbookEntries.sessionId, [...sessionIds]))
    .orderBy(asc(labbookEntries.timestamp), asc(labbookEntries.id));
}

export function listActions(db: Db, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([] as ActionRow[]);
  return db
    .select()
    .from(labbookActions)
    .where(inArray(labbookActions.sessionId, [...sessionIds]))
    .orderBy(asc(labbookActions.timestamp), asc(labbookActions.id));
}

/** The newest entry timestamp of each book that has entries. */
export async function latestEntryTimestamps(
  db: Db,
  actorIds: readonly string[],
): Promise<Map<string, number>> {
  if (actorIds.length === 0) return new Map();
  const rows = await db
    .select({ actorId: labbookEntries.actorId, latest: max(labbookEntries.timestamp) })
    .from(labbookEntries)
    .where(inArray(labbookEntries.actorId, [...actorIds]))
    .groupBy(labbookEntries.actorId);
  return new Map(rows.map((r) => [r.actorId, Number(r.latest)]));
}
