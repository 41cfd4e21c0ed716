import { mergeLegacyFields } from '@common/domain/legacy-session';
import type { ActionItem, Entry, EntryType, Session } from '@common/schemas/lab-book';
import type { LabBookDb, LocalEntry, LocalSession } from './lab-book-db';

/**
 * Server copies into the device database (ARCHITECTURE.md point 7): server sessions and entries
 * are added or refreshed, but a row that still has queued work is never overwritten. Call inside
 * a rw transaction on sessions, entries and outbox.
 */

/** Loose shape check (the worker does not load zod): enough to merge safely. */
export function isServerSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const session = value as Partial<Session>;
  return (
    typeof session.id === 'string' &&
    typeof session.actor_id === 'string' &&
    typeof session.labType === 'number' &&
    typeof session.open === 'number' &&
    Array.isArray(session.entries)
  );
}

/** `GET lab-book/{userId}[/{since}]` answers a list; a paginated answer has `Items`. */
export function serverSessionsOf(value: unknown): Session[] | null {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { Items?: unknown }).Items)
      ? (value as { Items: unknown[] }).Items
      : null;
  if (!list) return null;
  const sessions = list.map((session) => mergeLegacyFields(session).session);
  return sessions.every(isServerSession) ? sessions : null;
}

function isServerEntry(value: unknown): value is Entry {
  const entry = value as Partial<Entry> | null;
  return (
    !!entry &&
    typeof entry.timestamp === 'number' &&
    !!entry.metaData &&
    typeof entry.metaData.entry_id === 'string'
  );
}

export function unionActions(
  first: readonly ActionItem[],
  second: readonly ActionItem[],
): ActionItem[] {
  const seen = new Set(first.map((item) => item.id));
  const merged = [...first, ...second.filter((item) => !seen.has(item.id))];
  return merged.sort((a, b) => a.timestamp - b.timestamp);
}

/** Merges one server session; returns its `updated`. */
export async function mergeServerSession(db: LabBookDb, server: Session): Promise<number> {
  await mergeServerSessions(db, [server]);
  return typeof server.updated === 'number' ? server.updated : 0;
}

/**
 * Merges server sessions in one batch: four requests for the whole list (queued work, sessions,
 * entries read; sessions and entries written), not five per session, so a page of a first
 * download is on the device in about half the time. A session listed twice merges in order.
 */
export async function mergeServerSessions(
  db: LabBookDb,
  servers: readonly Session[],
): Promise<void> {
  if (servers.length === 0) return;
  const sessionIds = [...new Set(servers.map((server) => server.id))];
  const serverEntries = servers.map((server) => server.entries.filter(isServerEntry));
  const entryIds = [...new Set(serverEntries.flat().map((entry) => entry.metaData.entry_id))];
  const [queuedRows, storedSessions, storedEntries] = await Promise.all([
    db.outbox
      .where('sessionId')
      .anyOf(sessionIds)
      .filter((row) => row.op !== 'send-statements')
      .toArray(),
    db.sessions.bulkGet(sessionIds),
    db.entries.bulkGet(entryIds),
  ]);
  const queued = new Set(queuedRows.map((row) => row.sessionId));
  const sessions = new Map<string, LocalSession>();
  storedSessions.forEach((session) => session && sessions.set(session.id, session));
  const entries = new Map<string, LocalEntry>();
  storedEntries.forEach((entry) => entry && entries.set(entry.id, entry));
  // Only what changed is written (a Map keeps the last write of a row listed twice).
  const sessionPuts = new Map<string, LocalSession>();
  const entryPuts = new Map<string, LocalEntry>();
  servers.forEach((server, index) => {
    const session = mergedSession(server, sessions.get(server.id), queued.has(server.id));
    sessions.set(session.id, session);
    sessionPuts.set(session.id, session);
    for (const entry of serverEntries[index]!) {
      const merged = mergedEntry(server, entry, entries.get(entry.metaData.entry_id));
      if (!merged) continue;
      entries.set(merged.id, merged);
      entryPuts.set(merged.id, merged);
    }
  });
  await Promise.all([
    db.sessions.bulkPut([...sessionPuts.values()]),
    entryPuts.size > 0 ? db.entries.bulkPut([...entryPuts.values()]) : undefined,
  ]);
}

function mergedSession(
  server: Session,
  local: LocalSession | undefined,
  hasQueuedWork: boolean,
): LocalSession {
  const serverActions = Array.isArray(server.actions?.detail) ? server.actions.detail : [];
  const updated = typeof server.updated === 'number' ? server.updated : 0;
  // Queued work: only what the server adds comes in; the local fields stay.
  if (local && hasQueuedWork) {
    return {
      ...local,
      actions: unionActions(local.actions, serverActions),
      serverUpdated: Math.max(updated, local.serverUpdated),
    };
  }
  return {
    id: server.id,
    actorId: server.actor_id,
    labType: server.labType,
    open: server.open,
    duration: Math.max(server.duration ?? 0, local?.duration ?? 0),
    ...(server.metaData?.xapiSession ? { xapiSession: server.metaData.xapiSession } : {}),
    ...(server.metaData?.content !== undefined ? { content: server.metaData.content } : {}),
    actions: unionActions(serverActions, local?.actions ?? []),
    serverUpdated: Math.max(updated, local?.serverUpdated ?? 0),
    sync: 'synced',
  };
}

/** The server's copy of an entry, or null when the device's copy must stay. */
function mergedEntry(
  server: Session,
  entry: Entry,
  mine: LocalEntry | undefined,
): LocalEntry | null {
  // A pending or refused entry is the device's: it is never replaced by a server copy.
  if (mine && mine.sync !== 'synced') return null;
  return {
    id: entry.metaData.entry_id,
    sessionId: server.id,
    actorId: server.actor_id,
    authorId: entry.author_id ?? mine?.authorId ?? server.actor_id,
    entryType: entry.metaData.entry_type as EntryType,
    timestamp: entry.timestamp,
    content: entry.metaData.content,
    ...(entry.metaData.fileName ? { fileName: entry.metaData.fileName } : {}),
    ...(entry.metaData.isUnknownReport ? { isUnknownReport: true } : {}),
    sync: 'synced',
  };
}
