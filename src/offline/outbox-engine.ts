import { MetaKey, type LabBookDb, type OutboxRow, type SyncEndpoints } from './lab-book-db';
import { REQUEST_TIMEOUT_MS } from './outbox-http';
import { runPlan } from './outbox-ops';
import { nextDue, planNext } from './outbox-plan';
import { retryDelay } from './outbox-replies';
import {
  backoffRows,
  markDead,
  nextDueAt,
  parkForSignIn,
  readPause,
  rekeyRows,
  setPause,
} from './outbox-state';

/**
 * The outbox engine (ARCHITECTURE.md "Offline first" points 2-4): plain TypeScript, run by the
 * service worker and by pages. One request at a time, oldest first, 50 ms between steps (spec 2
 * §4 "Submission"). The caller makes sure only one runner per user sends (outbox-host.ts).
 *
 * Nothing is held in a 'sending' state: a runner that dies mid-request leaves its rows queued,
 * and the next runner sends them again under the same Idempotency-Key.
 */

/** Spec 2 §9: queue step delay. */
export const STEP_MS = 50;
/** Coalesced PUTs stay well below the server's body limit. */
export const MAX_BODY_BYTES = 512 * 1024;

export interface OutboxRunOptions {
  db: LabBookDb;
  api: { fetch: typeof fetch; baseUrls: SyncEndpoints };
  /** The access token of THIS database's user (the mirrored one in the worker). */
  getToken: () => Promise<string | null>;
  /**
   * A fresh token (a page renews it) after the server refused `rejected`, or when there is none;
   * null when none can be had.
   */
  requestToken?: (rejected: string | null) => Promise<string | null>;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  signal?: AbortSignal;
  stepMs?: number;
  timeoutMs?: number;
  maxBodyBytes?: number;
  /** Stop after this many requests (a safety net; the host starts another run). */
  maxRequests?: number;
  /** Errors of the server (not of the network) for the page's log (/debug). */
  report?: (problem: OutboxProblem) => void;
}

/** One server error met while sending, as /debug lists it (src/lib/error-log.ts). */
export interface OutboxProblem {
  /** The operation, e.g. `upload-file`. */
  method: string;
  /** What it was about: the session and the record. */
  params: string;
  error: string;
}

export type OutboxStop =
  /** Nothing left that may be sent now (dead letters may remain). */
  | 'idle'
  /** Transient failure: try again at `nextTryAt`. */
  | 'waiting'
  | 'needs-sign-in'
  | 'aborted'
  | 'max-requests';

export interface OutboxRunResult {
  /** Rows the server confirmed. */
  sent: number;
  requests: number;
  stop: OutboxStop;
  /** When queued rows are next due (undefined when nothing is queued). */
  nextTryAt?: number;
}

export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

export async function runOutbox(options: OutboxRunOptions): Promise<OutboxRunResult> {
  const { db, signal } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const maxRequests = options.maxRequests ?? 10_000;
  const isolated = new Set<number>();
  let sent = 0;
  let requests = 0;
  let token: string | null | undefined;
  /** The head row a renewed token was already tried for (401 -> renew and retry once). */
  let renewedFor: number | undefined;
  /** Rows sent again under a new Idempotency-Key in this run (once each). */
  const rekeyed = new Set<number>();

  const result = async (stop: OutboxStop): Promise<OutboxRunResult> => ({
    sent,
    requests,
    stop,
    nextTryAt: await nextDueAt(db),
  });

  const rejected = async () => (await db.meta.get(MetaKey.rejectedToken))?.value;
  async function firstToken(): Promise<string | null> {
    const refused = await rejected();
    let value = await options.getToken();
    if (!value || value === refused)
      value = (await options.requestToken?.(typeof refused === 'string' ? refused : null)) ?? null;
    return value && value !== refused ? value : null;
  }

  while (!signal?.aborted) {
    if (requests >= maxRequests) return result('max-requests');
    const at = now();
    const pause = await readPause(db);
    if (pause > at) return result('waiting');
    const rows = await db.outbox.orderBy('seq').toArray();
    const plan = planNext(rows, at, isolated);
    if (!plan) {
      if (nextDue(rows, pause) !== undefined) return result('waiting');
      return result(rows.some((row) => row.state === 'needs-sign-in') ? 'needs-sign-in' : 'idle');
    }
    token ??= await firstToken();
    if (!token) {
      await parkForSignIn(db, null);
      return result('needs-sign-in');
    }

    requests += 1;
    const outcome = await runPlan(
      {
        db,
        endpoints: options.api.baseUrls,
        token,
        fetch: options.api.fetch,
        now,
        timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        signal,
        maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
      },
      plan,
    );
    const head = plan.rows[0] as OutboxRow;
    // A refusal or a server error is logged; a network in the way is not (it is normal offline).
    if (outcome.kind === 'rejected' || (outcome.kind === 'retry' && outcome.scope === 'row'))
      options.report?.({
        method: plan.op,
        params: `session ${head.sessionId}, ${plan.rows.map((row) => row.entityId).join(', ')}`,
        error: outcome.kind === 'rejected' ? outcome.message : outcome.reason,
      });
    switch (outcome.kind) {
      case 'aborted':
        return result('aborted');
      case 'done':
        sent += outcome.count;
        renewedFor = undefined;
        break;
      case 'retry': {
        const nextTryAt = now() + retryDelay(head.attempts, random, outcome.retryAfterMs);
        await backoffRows(db, plan.rows, {
          nextTryAt,
          reason: outcome.reason,
          failed: !outcome.unreachable,
        });
        if (outcome.scope === 'all') {
          // The network or the server as a whole: everything waits, not only this row.
          await setPause(db, nextTryAt);
          return result('waiting');
        }
        break;
      }
      case 'unauthorized': {
        if (renewedFor !== head.seq) {
          renewedFor = head.seq;
          const fresh = await options.requestToken?.(token);
          if (fresh && fresh !== token) {
            token = fresh;
            break;
          }
        }
        await parkForSignIn(db, token);
        return result('needs-sign-in');
      }
      case 'rejected':
        if (isKeyReuse(outcome) && !plan.rows.some((row) => rekeyed.has(row.seq as number))) {
          // The server holds another request under this key (an older version built the body
          // differently): the write is an upsert by ids, so it goes again under a new key.
          plan.rows.forEach((row) => rekeyed.add(row.seq as number));
          await rekeyRows(db, plan.rows);
        } else if (plan.rows.length > 1) {
          // A refused batch is sent again row by row: only the refused row becomes a dead letter.
          plan.rows.forEach((row) => isolated.add(row.seq as number));
        } else await markDead(db, head, outcome.message);
        break;
    }
    await sleep(options.stepMs ?? STEP_MS, signal);
  }
  return result('aborted');
}

/** server/plugins/idempotency.ts: "This Idempotency-Key was already used for a different request". */
function isKeyReuse(outcome: { status: number; message: string }): boolean {
  return outcome.status === 422 && /idempotency-key/i.test(outcome.message);
}
