import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pdfExportJobs } from '../../db/schema/index';

export type PdfJobRow = typeof pdfExportJobs.$inferSelect;
type NewJob = Pick<PdfJobRow, 'userId' | 'exportId' | 'connectionId' | 'kind' | 'request'>;

/** Serializes the accepting requests of every instance, so the waiting limit is exact. */
const ACCEPT_LOCK_KEY = 742_150_013;

/** Who a job's events go to: what a delivery or a failure needs, without the request's HTML. */
const target = {
  userId: pdfExportJobs.userId,
  exportId: pdfExportJobs.exportId,
  connectionId: pdfExportJobs.connectionId,
  kind: pdfExportJobs.kind,
};
export type PdfJobTarget = Pick<PdfJobRow, keyof typeof target>;

/**
 * Adds a job unless this user's export id is already waiting ('duplicate') or `maxWaiting` jobs
 * already wait across every instance ('full').
 */
export function insertJob(
  db: Db,
  job: NewJob,
  maxWaiting: number,
): Promise<'added' | 'duplicate' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCEPT_LOCK_KEY})`);
    const [same] = await tx
      .select({ id: pdfExportJobs.id })
      .from(pdfExportJobs)
      .where(and(eq(pdfExportJobs.userId, job.userId), eq(pdfExportJobs.exportId, job.exportId)));
    if (same) return 'duplicate';
    const [waiting] = await tx.select({ n: count() }).from(pdfExportJobs);
    if ((waiting?.n ?? 0) >= maxWaiting) return 'full';
    await tx.insert(pdfExportJobs).values(job);
    return 'added';
  });
}

/**
 * Takes the oldest job a worker may take (waiting, retried, or left by a worker whose lease ran
 * out) for `leaseMs`; other instances skip the locked row instead of waiting for it.
 */
export async function claimJob(
  db: Db,
  claimToken: string,
  leaseMs: number,
  maxAttempts: number,
): Promise<PdfJobRow | undefined> {
  const next = db
    .select({ id: pdfExportJobs.id })
    .from(pdfExportJobs)
    .where(
      and(
        lte(pdfExportJobs.availableAt, sql`now()`),
        sql`${pdfExportJobs.attempts} < ${maxAttempts}`,
      ),
    )
    .orderBy(asc(pdfExportJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(pdfExportJobs)
    .set({
      claimToken,
      attempts: sql`${pdfExportJobs.attempts} + 1`,
      availableAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(eq(pdfExportJobs.id, sql`(${next})`))
    .returning();
  return row;
}

const held = (id: number, claimToken: string) =>
  and(eq(pdfExportJobs.id, id), eq(pdfExportJobs.claimToken, claimToken));

/** Moves the lease on; false when the job is no longer this worker's. */
export async function extendLease(
  db: Db,
  id: number,
  claimToken: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(pdfExportJobs)
    .set({ availableAt: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(held(id, claimToken))
    .returning({ id: pdfExportJobs.id });
  return rows.length > 0;
}

/** Gives the job back, to be taken again after `delayMs` (a retry, or a worker shutting down). */
export async function releaseJob(
  db: Db,
  id: number,
  claimToken: string,
  delayMs: number,
): Promise<void> {
  await db
    .update(pdfExportJobs)
    .set({ claimToken: null, availableAt: sql`now() + ${delayMs} * interval '1 millisecond'` })
    .where(held(id, claimToken));
}

/** Deletes a held job (delivered or failed for good); false when another worker took it over. */
export async function deleteJob(db: Db, id: number, claimToken: string): Promise<boolean> {
  const rows = await db
    .delete(pdfExportJobs)
    .where(held(id, claimToken))
    .returning({ id: pdfExportJobs.id });
  return rows.length > 0;
}

/**
 * Deletes the jobs whose last allowed try was lost with its instance (the lease ran out after
 * `maxAttempts` tries), returning whom to tell; each row goes to one instance only.
 */
export function deleteExhausted(db: Db, maxAttempts: number): Promise<PdfJobTarget[]> {
  return db
    .delete(pdfExportJobs)
    .where(
      and(lte(pdfExportJobs.availableAt, sql`now()`), gte(pdfExportJobs.attempts, maxAttempts)),
    )
    .returning(target);
}

/** Gives back a job its instance is shutting down with: at once, and the try does not count. */
export async function returnJob(db: Db, id: number, claimToken: string): Promise<void> {
  await db
    .update(pdfExportJobs)
    .set({
      claimToken: null,
      availableAt: sql`now()`,
      attempts: sql`${pdfExportJobs.attempts} - 1`,
    })
    .where(held(id, claimToken));
}
