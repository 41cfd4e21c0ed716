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
  const queued = await db.outbox
    .where('sessionId')
    .equals(server.id)
    .filter((row) => row.op !== 'send-statements')
    .count();
  const local = await db.sessions.get(server.id);
  const serverActions = Array.isArray(server.actions?.detail) ? server.actions.detail : [];
  const updated = typeof server.updated === 'number' ? server.updated : 0;
  if (!local || queued === 0) {
    const session: LocalSession = {
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
    await db.sessions.put(session);
  } else {
    // Queued work: only what the server adds comes in; the local fields stay.
    await db.sessions.update(server.id, {
      actions: unionActions(local.actions, serverActions),
      serverUpdated: Math.max(updated, local.serverUpdated),
    });
  }

  const serverEntries = server.entries.filter(isServerEntry);
  const ids = serverEntries.map((entry) => entry.metaData.entry_id);
  const existing = await db.entries.bulkGet(ids);
  const puts: LocalEntry[] = [];
  serverEntries.forEach((entry, index) => {
    const mine = existing[index];
    // A pending or refused entry is the device's: it is never replaced by a server copy.
    if (mine && mine.sync !== 'synced') return;
    puts.push({
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
    });
  });
  if (puts.length > 0) await db.entries.bulkPut(puts);
  return updated;
}
