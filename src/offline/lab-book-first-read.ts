import type { LabBookDb, LocalEntry, LocalSession } from './lab-book-db';

/**
 * The first read of a book: its newest sessions, read as early as the page can (the app's start,
 * on a /labbook load) while the screens' code is still downloading. No imports beyond types, so
 * the app's start chunk can hold it.
 */

export interface SessionWithEntries extends LocalSession {
  /** Oldest first. */
  entries: LocalEntry[];
}

/** The sessions a big book shows first, while the whole book is read. */
export const NEWEST_SESSIONS_FIRST = 5;

/**
 * The newest `count` sessions of an actor with their entries, oldest first: what a big book shows
 * first while the whole book is read.
 */
export async function listNewestSessionsWithEntries(
  db: LabBookDb,
  actorId: string,
  count: number,
): Promise<SessionWithEntries[]> {
  const sessions = await db.sessions
    .where('[actorId+open]')
    .between([actorId, -Infinity], [actorId, Infinity])
    .reverse()
    .limit(count)
    .toArray();
  sessions.reverse();
  const entries = await db.entries
    .where('sessionId')
    .anyOf(sessions.map((session) => session.id))
    .toArray();
  const bySession = new Map<string, LocalEntry[]>();
  for (const entry of entries.sort((a, b) => a.timestamp - b.timestamp)) {
    const list = bySession.get(entry.sessionId) ?? [];
    list.push(entry);
    bySession.set(entry.sessionId, list);
  }
  return sessions.map((session) => ({ ...session, entries: bySession.get(session.id) ?? [] }));
}

interface StartedRead {
  actorId: string;
  sessions: Promise<SessionWithEntries[]>;
}

// Hands the read started at the app's start to the screen that shows it, once. Keyed by the
// database, so a read never reaches another user's screens and goes with its database.
const started = new WeakMap<LabBookDb, StartedRead>();

/** Starts reading the newest sessions now, for `takeNewestSessions` to pick up. */
export function startNewestSessionsRead(db: LabBookDb, actorId: string): void {
  const sessions = listNewestSessionsWithEntries(db, actorId, NEWEST_SESSIONS_FIRST);
  // Whoever takes it sees a failure; until then it is not an unhandled rejection.
  sessions.catch(() => {});
  started.set(db, { actorId, sessions });
}

/**
 * The newest sessions: the read started earlier if there is one for this actor (taken once: a
 * later visit reads afresh), otherwise a new read. Undefined when the read fails or takes longer
 * than `timeoutMs` (a database held by another tab's upgrade): the screen then reads by itself.
 */
export function takeNewestSessions(
  db: LabBookDb,
  actorId: string,
  timeoutMs: number,
): Promise<SessionWithEntries[] | undefined> {
  const read = started.get(db);
  started.delete(db);
  const sessions =
    read?.actorId === actorId
      ? read.sessions
      : listNewestSessionsWithEntries(db, actorId, NEWEST_SESSIONS_FIRST);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    sessions.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}
