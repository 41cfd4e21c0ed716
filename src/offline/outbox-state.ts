import { EntryType } from '@common/domain/lab-book';
import { replaceFileImages } from '@common/domain/stored-files';
import type { Session } from '@common/schemas/lab-book';
import { v7 as uuidv7 } from 'uuid';
import { MetaKey, type LabBookDb, type OutboxRow } from './lab-book-db';
import { mergeServerSession } from './lab-book-merge';
import { entryIdsOf, nextDue, updatePayload, uploadPayload } from './outbox-plan';

/**
 * Every change of an outbox row's state, each in one transaction with the records it concerns.
 * No row is ever deleted except after the server has confirmed it.
 */

const seqsOf = (rows: readonly OutboxRow[]) => rows.map((row) => row.seq as number);

/** The server has these rows: remove them, mark their records synced. */
export async function completeRows(
  db: LabBookDb,
  rows: readonly OutboxRow[],
  reply?: { session?: Session; uploadedFileName?: string },
): Promise<void> {
  const sessionIds = [...new Set(rows.map((row) => row.sessionId))];
  await db.transaction('rw', [db.outbox, db.entries, db.sessions, db.files], async () => {
    await db.outbox.bulkDelete(seqsOf(rows));
    for (const row of rows) {
      if (row.op === 'create-session') await db.sessions.update(row.entityId, { sync: 'synced' });
      if (row.op === 'upload-file') {
        const { fileId, entryId } = uploadPayload(row);
        const fileName = reply?.uploadedFileName;
        if (fileName) {
          await db.files.update(fileId, { fileName });
          await db.entries.update(entryId, { fileName, error: undefined });
        }
      }
    }
    // Upload rows only put the file on the server; the entry itself is sent by its update row.
    const sentEntries = rows
      .filter((row) => row.op === 'update-session')
      .flatMap((row) => entryIdsOf([row]));
    if (sentEntries.length > 0) {
      await db.entries
        .where('id')
        .anyOf(sentEntries)
        .modify((entry) => {
          entry.sync = 'synced';
          delete entry.error;
        });
      // The server has the file and the entry that names it: the blob may go.
      await db.files
        .where('entryId')
        .anyOf(sentEntries)
        .filter((file) => Boolean(file.fileName))
        .delete();
    }
    if (reply?.session) await mergeServerSession(db, reply.session);
    for (const sessionId of sessionIds) {
      const left = await db.outbox
        .where('sessionId')
        .equals(sessionId)
        .filter((row) => row.op !== 'send-statements')
        .count();
      const session = await db.sessions.get(sessionId);
      if (session && left === 0 && session.sync !== 'synced')
        await db.sessions.update(sessionId, { sync: 'synced' });
    }
  });
}

/** Spec 2 §8: an upload is tried 5 times, then the entry shows 'image upload error'. */
export const UPLOAD_TRIES = 5;
export const UPLOAD_ERROR = 'image upload error';

/**
 * Try again later. An upload that failed UPLOAD_TRIES times marks its entry with UPLOAD_ERROR but
 * stays queued: the file is on this device and is never given up (README "Decisions"). A device
 * with no network only delays the row (`failed: false`): that is no failed try of the upload, and
 * the badge keeps "Saved on this device".
 */
export async function backoffRows(
  db: LabBookDb,
  rows: readonly OutboxRow[],
  { nextTryAt, reason, failed }: { nextTryAt: number; reason: string; failed: boolean },
): Promise<void> {
  await db.transaction('rw', [db.outbox, db.entries], async () => {
    await db.outbox
      .where('seq')
      .anyOf(seqsOf(rows))
      .modify((row) => {
        row.attempts += 1;
        row.nextTryAt = nextTryAt;
        row.lastError = reason;
        if (failed) row.failures = (row.failures ?? 0) + 1;
      });
    if (!failed) return;
    for (const row of rows) {
      if (row.op === 'upload-file' && (row.failures ?? 0) + 1 >= UPLOAD_TRIES)
        await db.entries.update(uploadPayload(row).entryId, { error: UPLOAD_ERROR });
    }
  });
}

/** New Idempotency-Keys (the server kept another request under the old one). */
export async function rekeyRows(db: LabBookDb, rows: readonly OutboxRow[]): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const row of rows) await db.outbox.update(row.seq as number, { idempotencyKey: uuidv7() });
  });
}

/** Refused for good: kept, shown with the reason, exportable, retryable. */
export async function markDead(db: LabBookDb, row: OutboxRow, reason: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.entries, db.sessions], async () => {
    await db.outbox.update(row.seq as number, {
      state: 'dead',
      lastError: reason,
      attempts: row.attempts + 1,
    });
    const entryIds = entryIdsOf([row]);
    if (entryIds.length > 0)
      await db.entries.where('id').anyOf(entryIds).modify({ sync: 'failed', error: reason });
    if (row.op === 'create-session') await db.sessions.update(row.entityId, { sync: 'failed' });
  });
}

/** The server refused the token and no fresh one came: everything waits for sign-in. */
export async function parkForSignIn(db: LabBookDb, rejectedToken: string | null): Promise<void> {
  await db.transaction('rw', [db.outbox, db.meta], async () => {
    await db.outbox.where('state').equals('queued').modify({ state: 'needs-sign-in' });
    if (rejectedToken) await db.meta.put({ key: MetaKey.rejectedToken, value: rejectedToken });
  });
}

/** A new token is there (sign-in, renewal): what waited for it goes again. */
export async function releaseSignInHolds(db: LabBookDb, now: number): Promise<number> {
  return db.transaction('rw', [db.outbox, db.meta], async () => {
    await db.meta.delete(MetaKey.rejectedToken);
    return db.outbox
      .where('state')
      .equals('needs-sign-in')
      .modify({ state: 'queued', nextTryAt: now });
  });
}

/**
 * Retry (from the dead-letter panel): re-queued as new, records back to "saved on this device".
 * A new Idempotency-Key: the server may keep its refusal under the old one, and the records'
 * own ids still make the write an upsert.
 */
export async function retryDeadLetters(
  db: LabBookDb,
  now: number,
  seqs?: readonly number[],
): Promise<number> {
  return db.transaction('rw', [db.outbox, db.entries, db.sessions], async () => {
    const dead = await db.outbox.where('state').equals('dead').toArray();
    const chosen = seqs ? dead.filter((row) => seqs.includes(row.seq as number)) : dead;
    for (const row of chosen) {
      await db.outbox.update(row.seq as number, {
        state: 'queued',
        idempotencyKey: uuidv7(),
        attempts: 0,
        nextTryAt: now,
        lastError: undefined,
      });
      const entryIds = entryIdsOf([row]);
      if (entryIds.length > 0)
        await db.entries
          .where('id')
          .anyOf(entryIds)
          .modify((entry) => {
            entry.sync = 'pending';
            delete entry.error;
          });
      if (row.op === 'create-session') await db.sessions.update(row.entityId, { sync: 'pending' });
    }
    return chosen.length;
  });
}

/**
 * Discard (from the dead-letter panel, after the user confirmed): a refused upload goes with its
 * file and the entry that only shows that file (a file or image entry, and its place in the
 * update row that carries it). A note showing the image inline keeps its text and goes on
 * without the image. Nothing else is touched. False when the row is not a dead upload.
 */
export async function discardUpload(db: LabBookDb, seq: number): Promise<boolean> {
  return db.transaction('rw', [db.outbox, db.entries, db.files], async () => {
    const row = await db.outbox.get(seq);
    if (row?.op !== 'upload-file' || row.state !== 'dead') return false;
    const { fileId, entryId } = uploadPayload(row);
    await db.outbox.delete(seq);
    await db.files.delete(fileId);
    const entry = await db.entries.get(entryId);
    if (!entry) return true;
    if (entry.entryType === EntryType.File || entry.entryType === EntryType.Image) {
      await db.entries.delete(entryId);
      const carriers = await db.outbox
        .where('sessionId')
        .equals(row.sessionId)
        .filter((other) => entryIdsOf([other]).includes(entryId))
        .toArray();
      for (const carrier of carriers) {
        const payload = updatePayload(carrier);
        const rest = { ...payload, entryIds: payload.entryIds.filter((id) => id !== entryId) };
        const isEmpty =
          rest.entryIds.length === 0 && rest.actions.length === 0 && rest.duration === undefined;
        if (isEmpty) await db.outbox.delete(carrier.seq as number);
        else await db.outbox.update(carrier.seq as number, { payload: rest });
      }
      return true;
    }
    const content = replaceFileImages(entry.content, (reference, tag) =>
      reference.fileId === fileId ? '' : tag,
    );
    const stillRefused = await db.outbox
      .where('sessionId')
      .equals(row.sessionId)
      .filter((other) => other.state === 'dead' && entryIdsOf([other]).includes(entryId))
      .count();
    await db.entries.update(entryId, {
      content,
      ...(stillRefused === 0 ? { sync: 'pending' as const, error: undefined } : {}),
    });
    return true;
  });
}

/** The network is back: whatever waited for it may go now. */
export async function resetBackoff(db: LabBookDb, now: number): Promise<void> {
  await db.transaction('rw', [db.outbox, db.meta], async () => {
    await db.meta.delete(MetaKey.pauseUntil);
    await db.outbox
      .where('state')
      .equals('queued')
      .filter((row) => row.nextTryAt > now)
      .modify({ nextTryAt: now });
  });
}

export async function readPause(db: LabBookDb): Promise<number> {
  const row = await db.meta.get(MetaKey.pauseUntil);
  return typeof row?.value === 'number' ? row.value : 0;
}

export async function setPause(db: LabBookDb, until: number): Promise<void> {
  await db.meta.put({ key: MetaKey.pauseUntil, value: until });
}

/** When something can next be sent (undefined when nothing can without the user). */
export async function nextDueAt(db: LabBookDb): Promise<number | undefined> {
  const [rows, pause] = await Promise.all([db.outbox.toArray(), readPause(db)]);
  return nextDue(rows, pause);
}

/** Rows that could be sent now (for hosts deciding whether to start a runner). */
export async function hasDueRows(db: LabBookDb, now: number): Promise<boolean> {
  const due = await nextDueAt(db);
  return due !== undefined && due <= now;
}
