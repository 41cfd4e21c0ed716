import type { LabBookDb, LocalEntry, LocalFile, LocalSession, OutboxRow } from './lab-book-db';
import type { SessionWithEntries } from './lab-book-first-read';
import {
  entryIdsOf,
  heldByDeadLetters,
  laneOf,
  statementsPayload,
  updatePayload,
  uploadPayload,
} from './outbox-plan';

/**
 * Reads for the screens, all from the device (ARCHITECTURE.md point 7). Plain async functions,
 * so they work with `useLiveQuery(() => listSessionsWithEntries(db, userId), [userId])`.
 */

export type { SessionWithEntries } from './lab-book-first-read';

/** An actor's sessions, oldest first (spec 2 §5: sorted ascending by open time). */
export function listSessions(db: LabBookDb, actorId: string): Promise<LocalSession[]> {
  return db.sessions
    .where('[actorId+open]')
    .between([actorId, -Infinity], [actorId, Infinity])
    .toArray();
}

export async function listSessionsWithEntries(
  db: LabBookDb,
  actorId: string,
): Promise<SessionWithEntries[]> {
  const [sessions, entries] = await Promise.all([
    listSessions(db, actorId),
    db.entries
      .where('[actorId+timestamp]')
      .between([actorId, -Infinity], [actorId, Infinity])
      .toArray(),
  ]);
  const bySession = new Map<string, LocalEntry[]>();
  for (const entry of entries) {
    const list = bySession.get(entry.sessionId) ?? [];
    list.push(entry);
    bySession.set(entry.sessionId, list);
  }
  return sessions.map((session) => ({ ...session, entries: bySession.get(session.id) ?? [] }));
}

/** One session's entries, oldest first. */
export async function listEntries(db: LabBookDb, sessionId: string): Promise<LocalEntry[]> {
  const entries = await db.entries.where('sessionId').equals(sessionId).toArray();
  return entries.sort((a, b) => a.timestamp - b.timestamp);
}

/** A file still on this device (not yet on the server), to show or open it offline. */
export function localFileOfEntry(db: LabBookDb, entryId: string): Promise<LocalFile | undefined> {
  return db.files.where('entryId').equals(entryId).first();
}

export interface SyncCounts {
  /** Records queued for the server. */
  pending: number;
  /** Records waiting for the student to sign in again. */
  needsSignIn: number;
  /** Records the server refused (dead letters). */
  notSaved: number;
  /** All records not yet on the server. */
  total: number;
}

/**
 * Counts records, not requests: each note, action item and statement is one; a session's own
 * row or a file upload adds nothing beside the entry it carries, but a lane never counts as zero
 * while it has rows. What waits for a dead letter counts as not saved with it.
 */
export function countRecords(rows: readonly OutboxRow[]): SyncCounts {
  const groups = new Map<string, { state: OutboxRow['state']; records: number }>();
  const held = heldByDeadLetters(rows);
  for (const row of rows) {
    const state = held.has(row) ? 'dead' : row.state;
    const key = `${laneOf(row)}|${state}`;
    const group = groups.get(key) ?? { state, records: 0 };
    if (row.op === 'update-session') {
      const payload = updatePayload(row);
      group.records += payload.entryIds.length + payload.actions.length;
    } else if (row.op === 'send-statements') {
      group.records += statementsPayload(row).statements.length;
    }
    groups.set(key, group);
  }
  const counts: SyncCounts = { pending: 0, needsSignIn: 0, notSaved: 0, total: 0 };
  for (const group of groups.values()) {
    const records = Math.max(1, group.records);
    if (group.state === 'queued') counts.pending += records;
    else if (group.state === 'needs-sign-in') counts.needsSignIn += records;
    else counts.notSaved += records;
    counts.total += records;
  }
  return counts;
}

export async function syncCounts(db: LabBookDb): Promise<SyncCounts> {
  return countRecords(await db.outbox.toArray());
}

export interface DeadLetter {
  row: OutboxRow;
  /** The entries the row carries (what the student would lose); an upload's own entry. */
  entries: LocalEntry[];
  /** A refused upload: the file as kept on this device (to download or discard it). */
  file?: LocalFile;
  session?: LocalSession;
}

export async function listDeadLetters(db: LabBookDb): Promise<DeadLetter[]> {
  const rows = await db.outbox.where('state').equals('dead').sortBy('seq');
  return Promise.all(
    rows.map(async (row) => {
      const entries = (await db.entries.bulkGet(entryIdsOf([row]))).filter(
        (e): e is LocalEntry => !!e,
      );
      const file =
        row.op === 'upload-file' ? await db.files.get(uploadPayload(row).fileId) : undefined;
      const session = await db.sessions.get(row.sessionId);
      return { row, entries, ...(file ? { file } : {}), ...(session ? { session } : {}) };
    }),
  );
}

/** What "Export" saves: every dead letter with the records it carries, as plain JSON. */
export async function exportDeadLetters(db: LabBookDb, now: number): Promise<string> {
  const letters = await listDeadLetters(db);
  return JSON.stringify(
    {
      exportedAt: new Date(now).toISOString(),
      deadLetters: letters.map(({ row, entries, file, session }) => ({
        operation: row.op,
        reason: row.lastError ?? '',
        queuedAt: new Date(row.createdAt).toISOString(),
        attempts: row.attempts,
        session: session
          ? { id: session.id, labType: session.labType, open: new Date(session.open).toISOString() }
          : { id: row.sessionId },
        entries: entries.map((entry) => ({
          id: entry.id,
          type: entry.entryType,
          time: new Date(entry.timestamp).toISOString(),
          content: entry.content,
          ...(entry.fileName ? { fileName: entry.fileName } : {}),
        })),
        ...(file
          ? { file: { name: file.name, type: file.contentType, size: file.blob.size } }
          : {}),
        payload: row.payload,
      })),
    },
    null,
    2,
  );
}
