import { MetaKey, type LabBookDb, type SyncEndpoints } from './lab-book-db';
import { mergeServerSessions, serverSessionsOf } from './lab-book-merge';
import { call, endpoint, REQUEST_TIMEOUT_MS, type CallResult } from './outbox-http';
import type { Session } from '@common/schemas/lab-book';

/**
 * The background refresh of a book (ARCHITECTURE.md point 7), merged into the device database
 * without overwriting anything that still has queued work (lab-book-merge.ts).
 *
 * - Known book: `GET lab-book/{userId}/{since}` with the newest server `updated` this device has
 *   seen of that book (what changed since).
 * - First visit (or `full`): the paginated API, newest sessions first
 *   (`paginated/{n}`, then `paginated-backwards/{n}?exclusiveStartKey=`), each page merged in its
 *   own transaction (one batch), so the newest page shows while older pages arrive. Then one `since` read
 *   from the newest page's `updated` catches what changed while the pages came in; only then is
 *   `since` stored (an interrupted download starts again, merging is idempotent).
 */

/** The first page is small, to show the newest sessions at once; the rest in larger pages. */
export const FIRST_PAGE_SESSIONS = 10;
export const NEXT_PAGE_SESSIONS = 50;
/** A runaway guard: 100,000 sessions at the larger page size. */
const MAX_PAGES = 2_000;

export interface RefreshOptions {
  db: LabBookDb;
  fetch: typeof fetch;
  endpoints: SyncEndpoints;
  getToken: () => Promise<string | null>;
  /** Whose book (the user's own, or a student's for an instructor). */
  actorId: string;
  now?: () => number;
  signal?: AbortSignal;
  /** Ignore `since` and read the whole book (page by page). */
  full?: boolean;
  /** Called after each page of a first download is on the device (sessions so far). */
  onPage?: (sessions: number) => void;
}

export type RefreshResult =
  { ok: true; sessions: number; since: number } | { ok: false; reason: string; status?: number };

type Failure = Extract<RefreshResult, { ok: false }>;

function failure(reply: Exclude<CallResult, { kind: 'ok' }>): Failure {
  if (reply.kind === 'rejected') return { ok: false, reason: reply.message, status: reply.status };
  if (reply.kind === 'unauthorized') return { ok: false, reason: 'HTTP 401', status: 401 };
  return { ok: false, reason: reply.kind === 'retry' ? reply.reason : reply.kind };
}

const newestUpdated = (sessions: readonly Session[], floor: number) =>
  sessions.reduce(
    (max, session) => Math.max(max, typeof session.updated === 'number' ? session.updated : 0),
    floor,
  );

export async function refreshLabBook(options: RefreshOptions): Promise<RefreshResult> {
  const { db, actorId } = options;
  const token = await options.getToken();
  if (!token) return { ok: false, reason: 'Not signed in' };
  const sinceKey = MetaKey.lastRefresh(actorId);
  const stored = options.full ? 0 : Number((await db.meta.get(sinceKey))?.value ?? 0);
  const get = (url: string, isExpected: (data: unknown) => boolean) =>
    call(
      {
        fetch: options.fetch,
        now: options.now ?? Date.now,
        timeoutMs: REQUEST_TIMEOUT_MS,
        ...(options.signal ? { signal: options.signal } : {}),
      },
      { method: 'GET', url, token, isExpected },
    );
  const merge = (sessions: readonly Session[], since?: number) =>
    db.transaction('rw', [db.sessions, db.entries, db.outbox, db.meta], async () => {
      await mergeServerSessions(db, sessions);
      if (since !== undefined) await db.meta.put({ key: sinceKey, value: since });
    });
  const api = options.endpoints.labbookApi;

  let since = stored;
  let count = 0;
  if (!stored) {
    // The first visit: page by page, newest first.
    let startKey: string | undefined;
    let newestPage: number | undefined;
    let max = 0;
    for (let page = 0; page < MAX_PAGES; page++) {
      const base =
        page === 0
          ? endpoint(api, 'lab-book', actorId, 'paginated', FIRST_PAGE_SESSIONS)
          : endpoint(api, 'lab-book', actorId, 'paginated-backwards', NEXT_PAGE_SESSIONS);
      const url = startKey ? `${base}?exclusiveStartKey=${encodeURIComponent(startKey)}` : base;
      const reply = await get(url, (data) => pageOf(data) !== null);
      if (reply.kind !== 'ok') return failure(reply);
      const { sessions, lastKey } = pageOf(reply.data)!;
      await merge(sessions);
      count += sessions.length;
      options.onPage?.(count);
      max = newestUpdated(sessions, max);
      newestPage ??= newestUpdated(sessions, 0);
      if (!lastKey || lastKey === startKey || sessions.length === 0) break;
      startKey = lastKey;
    }
    // Anything changed after the first page was read has a later `updated` than that page's
    // newest (the server's `updated` only grows): read it now, then keep the newest seen.
    since = Math.max(0, (newestPage ?? 0) - 1);
    if (since === 0) {
      await db.meta.put({ key: sinceKey, value: max });
      return { ok: true, sessions: count, since: max };
    }
    const result = await readSince(since, max);
    return result.ok ? { ...result, sessions: count } : result;
  }
  const result = await readSince(since, since);
  return result;

  async function readSince(from: number, floor: number): Promise<RefreshResult> {
    const reply = await get(
      endpoint(api, 'lab-book', actorId, ...(from ? [from] : [])),
      (data) => serverSessionsOf(data) !== null,
    );
    if (reply.kind !== 'ok') return failure(reply);
    const sessions = serverSessionsOf(reply.data) ?? [];
    const newest = newestUpdated(sessions, floor);
    await merge(sessions, newest);
    return { ok: true, sessions: sessions.length, since: newest };
  }
}

/** A page of `GET lab-book/{userId}/paginated-*`: its sessions and the next page's key. */
function pageOf(data: unknown): { sessions: Session[]; lastKey?: string } | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const sessions = serverSessionsOf(data);
  if (!sessions) return null;
  const lastKey = (data as { LastEvaluatedKey?: unknown }).LastEvaluatedKey;
  return typeof lastKey === 'string' && lastKey ? { sessions, lastKey } : { sessions };
}
