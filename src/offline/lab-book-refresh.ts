import { MetaKey, type LabBookDb, type SyncEndpoints } from './lab-book-db';
import { mergeServerSession, serverSessionsOf } from './lab-book-merge';
import { call, endpoint, REQUEST_TIMEOUT_MS } from './outbox-http';

/**
 * The background refresh of a book (ARCHITECTURE.md point 7): `GET lab-book/{userId}/{since}`
 * with the newest server `updated` this device has seen of that book, merged into the device
 * database without overwriting anything that still has queued work (lab-book-merge.ts).
 */

export interface RefreshOptions {
  db: LabBookDb;
  fetch: typeof fetch;
  endpoints: SyncEndpoints;
  getToken: () => Promise<string | null>;
  /** Whose book (the user's own, or a student's for an instructor). */
  actorId: string;
  now?: () => number;
  signal?: AbortSignal;
  /** Ignore `since` and read the whole book. */
  full?: boolean;
}

export type RefreshResult =
  { ok: true; sessions: number; since: number } | { ok: false; reason: string; status?: number };

export async function refreshLabBook(options: RefreshOptions): Promise<RefreshResult> {
  const { db, actorId } = options;
  const token = await options.getToken();
  if (!token) return { ok: false, reason: 'Not signed in' };
  const sinceKey = MetaKey.lastRefresh(actorId);
  const since = options.full ? 0 : Number((await db.meta.get(sinceKey))?.value ?? 0);
  const reply = await call(
    {
      fetch: options.fetch,
      now: options.now ?? Date.now,
      timeoutMs: REQUEST_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
    },
    {
      method: 'GET',
      url: endpoint(options.endpoints.labbookApi, 'lab-book', actorId, ...(since ? [since] : [])),
      token,
      isExpected: (data) => serverSessionsOf(data) !== null,
    },
  );
  if (reply.kind !== 'ok') {
    if (reply.kind === 'rejected')
      return { ok: false, reason: reply.message, status: reply.status };
    if (reply.kind === 'unauthorized') return { ok: false, reason: 'HTTP 401', status: 401 };
    return { ok: false, reason: reply.kind === 'retry' ? reply.reason : reply.kind };
  }
  const sessions = serverSessionsOf(reply.data) ?? [];
  const newest = await db.transaction(
    'rw',
    [db.sessions, db.entries, db.outbox, db.meta],
    async () => {
      let max = since;
      for (const session of sessions) max = Math.max(max, await mergeServerSession(db, session));
      await db.meta.put({ key: sinceKey, value: max });
      return max;
    },
  );
  return { ok: true, sessions: sessions.length, since: newest };
}
