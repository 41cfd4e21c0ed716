/**
 * The simulated students: made directly in the database before a run (a sign-up per student
 * would measure the account pages, not the lab book), with the demo student's password hash,
 * so each signs in with the demo password through the real provider.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { institutions, labbookEntries, userRoles, users } from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { DEMO_SCHOOL_NAME } from '@server/db/seed/places-data';
import { RoleId } from '@common/domain/roles';

export interface LoadUser {
  id: string;
  username: string;
}

/** `count` new students named `load-<run>-<i>`; the run id keeps runs on one database apart. */
export async function createStudents(db: Db, runId: string, count: number): Promise<LoadUser[]> {
  const [model] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, DEMO_USER_IDS.student));
  if (!model) throw new Error('The demo data is missing: start the server with SEED_DEMO=true');
  const [school] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.name, DEMO_SCHOOL_NAME));
  const students = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    username: `load-${runId}-${i}`,
  }));
  for (let start = 0; start < students.length; start += 500) {
    const chunk = students.slice(start, start + 500);
    await db.insert(users).values(
      chunk.map((s) => ({
        id: s.id,
        username: s.username,
        email: `${s.username}@load.labportal.test`,
        firstName: 'Load',
        lastName: s.username,
        passwordHash: model.passwordHash,
      })),
    );
    if (school)
      await db
        .insert(userRoles)
        .values(
          chunk.map((s) => ({ userId: s.id, roleId: RoleId.Student, institutionId: school.id })),
        );
  }
  return students;
}

export interface NoteCount {
  rows: number;
  distinctNotes: number;
}

/**
 * What the server holds of each student's notes: rows, and distinct note texts (each note the
 * driver writes has its own text, so a note stored twice under two ids shows as rows > distinct).
 */
export async function countNotes(db: Db, ids: readonly string[]): Promise<Map<string, NoteCount>> {
  const counts = new Map<string, NoteCount>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await db
      .select({
        actorId: labbookEntries.actorId,
        rows: sql<number>`count(*)::int`,
        distinctNotes: sql<number>`count(distinct ${labbookEntries.content})::int`,
      })
      .from(labbookEntries)
      .where(and(inArray(labbookEntries.actorId, ids.slice(start, start + 1000))))
      .groupBy(labbookEntries.actorId);
    for (const row of rows)
      counts.set(row.actorId, { rows: row.rows, distinctNotes: row.distinctNotes });
  }
  return counts;
}

export interface ExactlyOnce {
  /** Notes the server acknowledged. */
  acknowledged: number;
  /** Rows stored for these students. */
  stored: number;
  /** Acknowledged but not stored. */
  missing: number;
  /** Stored more than once, or stored without ever being written. */
  duplicated: number;
  /** Students whose count differs. */
  wrongStudents: number;
}

/**
 * Every note the server acknowledged is stored exactly once. A note that never got an answer
 * (`lost`, an error of the run already) may or may not be stored, so it is allowed either way.
 */
export async function checkExactlyOnce(
  db: Db,
  acknowledged: ReadonlyMap<string, number>,
  lost: ReadonlyMap<string, number> = new Map(),
): Promise<ExactlyOnce> {
  const counts = await countNotes(db, [...acknowledged.keys()]);
  const result: ExactlyOnce = {
    acknowledged: 0,
    stored: 0,
    missing: 0,
    duplicated: 0,
    wrongStudents: 0,
  };
  for (const [id, expected] of acknowledged) {
    const got = counts.get(id) ?? { rows: 0, distinctNotes: 0 };
    const unanswered = lost.get(id) ?? 0;
    result.acknowledged += expected;
    result.stored += got.rows;
    const missing = Math.max(0, expected - got.distinctNotes);
    const duplicated =
      got.rows - got.distinctNotes + Math.max(0, got.distinctNotes - expected - unanswered);
    result.missing += missing;
    result.duplicated += duplicated;
    if (missing > 0 || duplicated > 0) result.wrongStudents++;
  }
  return result;
}
