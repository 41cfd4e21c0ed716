import { DB_PREFIX, type LabBookDb, type SyncEndpoints } from './lab-book-db';
import { defaultSleep, runOutbox, type OutboxProblem, type OutboxRunResult } from './outbox-engine';
import { hasDueRows } from './outbox-state';

/**
 * What the two hosts of the engine share (ARCHITECTURE.md point 3): the service worker (sync,
 * messages, activation) and a page where no worker controls it. One runner per user at a time:
 * a Web Lock across contexts, and a guard within one context.
 */

/** Background Sync tag. */
export const OUTBOX_SYNC_TAG = 'lab-portal-outbox';
/** Page -> worker: `{ type, sub }` run that user's outbox. */
export const OUTBOX_RUN_MESSAGE = 'outbox-run';
/** Worker -> pages: `{ type, sub }` renew and mirror that user's token. */
export const TOKEN_REQUEST_MESSAGE = 'token-request';
/** Worker -> pages: `{ type, sub, problem }` a server error for that user's /debug log. */
export const OUTBOX_PROBLEM_MESSAGE = 'outbox-problem';

export const outboxLockName = (sub: string) => `lab-portal-outbox-${sub}`;

/** A wait this short is sat out by the runner itself instead of waiting for the next trigger. */
const FOLLOW_UP_MS = 20_000;
const MAX_ROUNDS = 6;

export interface OutboxHostDeps {
  openDb: (sub: string) => LabBookDb;
  fetch: typeof fetch;
  /** `navigator.locks`; absent in tests and old browsers (the in-context guard still holds). */
  locks?: LockManager;
  endpoints: (db: LabBookDb) => Promise<SyncEndpoints | null>;
  /** This user's token, and only this user's. */
  getToken: (sub: string, db: LabBookDb) => Promise<string | null>;
  /** A fresh token for `sub` after the server refused `rejected` (null: none to compare). */
  requestToken?: (sub: string, db: LabBookDb, rejected: string | null) => Promise<string | null>;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  stepMs?: number;
  timeoutMs?: number;
  log?: (message: string, detail?: unknown) => void;
  /** Server errors met while sending `sub`'s work (for the page's /debug log). */
  report?: (sub: string, problem: OutboxProblem) => void;
}

export type HostRunResult = OutboxRunResult | { stop: 'busy' | 'not-configured' };

export interface OutboxHost {
  /** Runs the user's outbox until it is idle or must wait; resolves with the last run. */
  runUser(sub: string, signal?: AbortSignal): Promise<HostRunResult>;
}

export function createOutboxHost(deps: OutboxHostDeps): OutboxHost {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? defaultSleep;
  const running = new Map<string, Promise<HostRunResult>>();
  const again = new Set<string>();
  const databases = new Map<string, LabBookDb>();
  const dbOf = (sub: string) => {
    let db = databases.get(sub);
    if (!db) {
      db = deps.openDb(sub);
      databases.set(sub, db);
    }
    return db;
  };

  async function once(sub: string, signal?: AbortSignal): Promise<HostRunResult> {
    const db = dbOf(sub);
    const baseUrls = await deps.endpoints(db);
    if (!baseUrls) return { stop: 'not-configured' };
    const { requestToken, report } = deps;
    const run = () =>
      runOutbox({
        db,
        api: { fetch: deps.fetch, baseUrls },
        getToken: () => deps.getToken(sub, db),
        ...(requestToken
          ? { requestToken: (rejected: string | null) => requestToken(sub, db, rejected) }
          : {}),
        now,
        sleep,
        ...(deps.random ? { random: deps.random } : {}),
        ...(signal ? { signal } : {}),
        ...(deps.stepMs !== undefined ? { stepMs: deps.stepMs } : {}),
        ...(deps.timeoutMs !== undefined ? { timeoutMs: deps.timeoutMs } : {}),
        ...(report ? { report: (problem: OutboxProblem) => report(sub, problem) } : {}),
      });
    if (!deps.locks) return run();
    const result = await deps.locks.request(
      outboxLockName(sub),
      { ifAvailable: true },
      async (lock) => (lock ? run() : ({ stop: 'busy' } as const)),
    );
    return result;
  }

  async function rounds(sub: string, signal?: AbortSignal): Promise<HostRunResult> {
    let result: HostRunResult = { stop: 'busy' };
    for (let round = 0; round < MAX_ROUNDS && !signal?.aborted; round += 1) {
      again.delete(sub);
      result = await once(sub, signal);
      deps.log?.(`[outbox] ${sub}: ${result.stop}`, result);
      if (result.stop === 'busy' || result.stop === 'not-configured') return result;
      if (result.stop === 'max-requests' || again.has(sub)) continue;
      // Written after the runner looked, or while another runner let go of the lock.
      if (result.stop === 'idle' && (await hasDueRows(dbOf(sub), now()))) continue;
      if (result.stop !== 'waiting' || result.nextTryAt === undefined) return result;
      const wait = result.nextTryAt - now();
      if (wait > FOLLOW_UP_MS) return result;
      await sleep(Math.max(0, wait), signal);
    }
    return result;
  }

  return {
    runUser(sub, signal) {
      const current = running.get(sub);
      if (current) {
        again.add(sub);
        return current;
      }
      const promise = rounds(sub, signal).finally(() => running.delete(sub));
      running.set(sub, promise);
      return promise;
    },
  };
}

const NOT_USER_DATABASES = new Set([`${DB_PREFIX}cache`]);

/** The users with a lab-book database on this device (the worker runs each one's outbox). */
export async function listUserSubs(factory: IDBFactory): Promise<string[]> {
  const infos = await factory.databases();
  const subs: string[] = [];
  for (const { name } of infos) {
    if (!name?.startsWith(DB_PREFIX) || NOT_USER_DATABASES.has(name)) continue;
    if (await hasOutbox(factory, name)) subs.push(name.slice(DB_PREFIX.length));
  }
  return subs;
}

/** Opens without a version (no upgrade, nothing created) and looks for the outbox store. */
function hasOutbox(factory: IDBFactory, name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = factory.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      const isOurs = db.objectStoreNames.contains('outbox') && db.objectStoreNames.contains('meta');
      db.close();
      resolve(isOurs);
    };
    request.onerror = () => resolve(false);
    request.onblocked = () => resolve(false);
  });
}
