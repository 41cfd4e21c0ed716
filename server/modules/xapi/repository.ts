import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { xapiStatements } from '../../db/schema/index';

// Queries only: access, validation and paging rules live in service.ts.

export type StatementRow = typeof xapiStatements.$inferSelect;
export type NewStatementRow = typeof xapiStatements.$inferInsert;

/** Inserts the statements whose ids are new; returns the ids that already existed. */
export async function insertStatements(
  db: Db,
  rows: readonly NewStatementRow[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(xapiStatements)
    .values([...rows])
    .onConflictDoNothing({ target: xapiStatements.id })
    .returning({ id: xapiStatements.id });
  const done = new Set(inserted.map((r) => r.id));
  return rows.map((r) => r.id).filter((id) => !done.has(id));
}

export function findStatements(db: Db, ids: readonly string[]) {
  return db
    .select({ id: xapiStatements.id, statement: xapiStatements.statement })
    .from(xapiStatements)
    .where(inArray(xapiStatements.id, [...ids]));
}

export interface StatementQuery {
  actorId: string;
  /** Exclusive. */
  since?: Date | undefined;
  /** Inclusive. */
  until?: Date | undefined;
  /** Keyset position: the last (stored, id) of the previous page. */
  before?: { stored: Date; id: string } | undefined;
  limit: number;
}

/** Newest stored first (xAPI's default order). */
export function listStatements(db: Db, q: StatementQuery) {
  return db
    .select({
      stored: xapiStatements.stored,
      id: xapiStatements.id,
      statement: xapiStatements.statement,
    })
    .from(xapiStatements)
    .where(
      and(
        eq(xapiStatements.actorId, q.actorId),
        q.since ? gt(xapiStatements.stored, q.since) : undefined,
        q.until ? lte(xapiStatements.stored, q.until) : undefined,
        q.before
          ? sql`(${xapiStatements.stored}, ${xapiStatements.id}) < (${q.before.stored.toISOString()}::timestamptz, ${q.before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(xapiStatements.stored), desc(xapiStatements.id))
    .limit(q.limit);
}

/** The actor's statements with from < timestamp <= to, oldest first. */
export function listStatementsInTimeframe(
  db: Db,
  actorId: string,
  from: Date,
  to: Date,
  limit: number,
) {
  return db
    .select({ statement: xapiStatements.statement })
    .from(xapiStatements)
    .where(
      and(
        eq(xapiStatements.actorId, actorId),
        gt(xapiStatements.timestamp, from),
        lte(xapiStatements.timestamp, to),
      ),
    )
    .orderBy(asc(xapiStatements.timestamp), asc(xapiStatements.id))
    .limit(limit);
}
