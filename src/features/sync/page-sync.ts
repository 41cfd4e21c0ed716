import type { LabBookDb, SyncEndpoints } from '@/offline/lab-book-db';
import { refreshLabBook, type RefreshResult } from '@/offline/lab-book-refresh';
import type { OutboxProblem } from '@/offline/outbox-engine';
import {
  createOutboxHost,
  OUTBOX_PROBLEM_MESSAGE,
  OUTBOX_RUN_MESSAGE,
  OUTBOX_SYNC_TAG,
  TOKEN_REQUEST_MESSAGE,
} from '@/offline/outbox-host';
import { hasDueRows, releaseSignInHolds, resetBackoff } from '@/offline/outbox-state';
import { clearTokenMirror, mirrorToken, saveEndpoints } from '@/offline/token-mirror';

/**
 * The page's side of the outbox (ARCHITECTURE.md "Offline first" points 3 and 6). It mirrors the
 * signed-in user's access token into their database for the service worker, and nudges the
 * outbox after writes, when the network comes back and when the page is shown again: the worker
 * runs it when it controls the page, the page itself otherwise (first visit, no worker).
 */

/** What the page sync needs of the signed-in session (src/features/auth/auth-session.ts). */
export interface PageAuth {
  getUser(): { profile: { sub: string }; access_token: string; expires_at?: number } | null;
  subscribe(listener: () => void): () => void;
  /** A valid token, renewed first when expired and online. */
  getAccessToken(): Promise<string | null>;
  /** A new token after the server refused the current one; null when none could be had. */
  renewToken(): Promise<string | null>;
}

export interface PageSyncDeps {
  sub: string;
  db: LabBookDb;
  endpoints: SyncEndpoints;
  auth: PageAuth;
  fetch?: typeof fetch;
  serviceWorker?: ServiceWorkerContainer;
  locks?: LockManager;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  log?: (message: string, detail?: unknown) => void;
}

export interface PageSync {
  start(): Promise<void>;
  /** Something was written (or may be sent now): send soon. Debounced. */
  nudge(): void;
  /** Refresh a book from the server into the device (never over queued work). */
  refresh(
    actorId: string,
    options?: { full?: boolean; signal?: AbortSignal },
  ): Promise<RefreshResult>;
  /** Waiting-for-sign-in work goes again (a new token may now be there). */
  retrySignIn(): Promise<void>;
  /** Sign-out: the mirrored token goes (the outbox and the book stay). */
  forgetToken(): Promise<void>;
  /**
   * Server errors met while sending (by this page's runner or the worker), for /debug. Those
   * met before anyone listened are handed to the first listener.
   */
  subscribeProblems(listener: (problem: OutboxProblem) => void): () => void;
  stop(): void;
}

const NUDGE_DEBOUNCE_MS = 300;
/** Problems kept until the page's log listens. */
const MAX_UNHEARD_PROBLEMS = 50;
/** While the page is open, due work is looked for this often (backoff timers of the worker die with it). */
const CHECK_EVERY_MS = 15_000;

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

export function createPageSync(deps: PageSyncDeps): PageSync {
  const { sub, db, auth } = deps;
  const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
  const log = deps.log ?? (() => {});
  const cleanups: Array<() => void> = [];
  let debounce: ReturnType<typeof setTimeout> | undefined;
  const problemListeners = new Set<(problem: OutboxProblem) => void>();
  const unheard: OutboxProblem[] = [];

  function report(problem: OutboxProblem): void {
    if (problemListeners.size === 0) {
      unheard.push(problem);
      unheard.splice(0, Math.max(0, unheard.length - MAX_UNHEARD_PROBLEMS));
    }
    problemListeners.forEach((listener) => listener(problem));
  }

  async function pageToken(rejected: string | null): Promise<string | null> {
    const current = await auth.getAccessToken();
    if (current && current !== rejected) return current;
    return auth.renewToken();
  }

  // The page's own runner, for when no worker controls it. Its token is the signed-in user's,
  // and it only ever opens that user's database.
  const host = createOutboxHost({
    openDb: () => db,
    fetch: doFetch,
    ...(deps.locks ? { locks: deps.locks } : {}),
    endpoints: async () => deps.endpoints,
    getToken: () => auth.getAccessToken(),
    requestToken: (_sub, _db, rejected) => pageToken(rejected),
    log,
    report: (_sub, problem) => report(problem),
  });

  async function mirrorCurrentUser(): Promise<void> {
    const user = auth.getUser();
    if (!user) {
      await clearTokenMirror(db);
      return;
    }
    if (user.profile.sub !== sub) return;
    const changed = await mirrorToken(
      db,
      { accessToken: user.access_token, expiresAt: (user.expires_at ?? 0) * 1000, sub },
      Date.now(),
    );
    if (changed) nudge();
  }

  function send(): void {
    const worker = deps.serviceWorker;
    const controller = worker?.controller;
    if (worker && controller) {
      controller.postMessage({ type: OUTBOX_RUN_MESSAGE, sub });
      // Also a Background Sync, so the worker sends once the network is back even if every
      // page is closed by then.
      void worker.ready
        .then((registration) =>
          (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync?.register(
            OUTBOX_SYNC_TAG,
          ),
        )
        .catch(() => {});
      return;
    }
    void host.runUser(sub).catch((error: unknown) => log('[outbox] page run failed', error));
  }

  function nudge(): void {
    clearTimeout(debounce);
    debounce = setTimeout(send, NUDGE_DEBOUNCE_MS);
  }

  async function onWorkerMessage(event: MessageEvent) {
    const data = event.data as { type?: unknown; sub?: unknown; problem?: unknown } | null;
    if (data?.sub !== sub) return;
    if (data.type === OUTBOX_PROBLEM_MESSAGE && isProblem(data.problem)) report(data.problem);
    if (data.type !== TOKEN_REQUEST_MESSAGE) return;
    const token = await auth.renewToken();
    if (token) await mirrorCurrentUser();
  }

  return {
    async start() {
      await saveEndpoints(db, deps.endpoints);
      await mirrorCurrentUser();
      // The user is signed in on this page: work that waited for a sign-in may go again (a
      // worker may have parked it while no page of this user was open).
      if (auth.getUser()?.profile.sub === sub) await releaseSignInHolds(db, Date.now());
      cleanups.push(auth.subscribe(() => void mirrorCurrentUser()));

      const onOnline = () => void resetBackoff(db, Date.now()).then(nudge);
      const onVisible = () => {
        if (deps.document?.visibilityState === 'visible') nudge();
      };
      const onMessage = (event: MessageEvent) => void onWorkerMessage(event);
      deps.events?.addEventListener('online', onOnline);
      deps.document?.addEventListener('visibilitychange', onVisible);
      deps.serviceWorker?.addEventListener('message', onMessage);
      // Messages from the worker are queued until the page says it listens.
      deps.serviceWorker?.startMessages?.();
      const timer = setInterval(() => {
        void hasDueRows(db, Date.now()).then((due) => due && nudge());
      }, CHECK_EVERY_MS);
      cleanups.push(() => {
        deps.events?.removeEventListener('online', onOnline);
        deps.document?.removeEventListener('visibilitychange', onVisible);
        deps.serviceWorker?.removeEventListener('message', onMessage);
        clearInterval(timer);
      });
      nudge();
    },

    nudge,

    refresh(actorId, options) {
      return refreshLabBook({
        db,
        fetch: doFetch,
        endpoints: deps.endpoints,
        getToken: () => auth.getAccessToken(),
        actorId,
        ...(options?.full ? { full: true } : {}),
        ...(options?.signal ? { signal: options.signal } : {}),
      });
    },

    async retrySignIn() {
      await releaseSignInHolds(db, Date.now());
      nudge();
    },

    forgetToken: () => clearTokenMirror(db),

    subscribeProblems(listener) {
      problemListeners.add(listener);
      unheard.splice(0).forEach(listener);
      return () => void problemListeners.delete(listener);
    },

    stop() {
      clearTimeout(debounce);
      cleanups.splice(0).forEach((cleanup) => cleanup());
    },
  };
}

function isProblem(value: unknown): value is OutboxProblem {
  const problem = value as Partial<OutboxProblem> | null;
  return (
    typeof problem?.method === 'string' &&
    typeof problem.params === 'string' &&
    typeof problem.error === 'string'
  );
}

/** The auth session's side the page sync needs (structural: src/features/auth/auth-session.ts). */
export interface AuthSessionLike extends Omit<PageAuth, 'renewToken'> {
  /** Renews the token after a 401 (or signs out when a fresh one was just refused). */
  handleUnauthorized(): Promise<void>;
}

export function pageAuthOf(session: AuthSessionLike): PageAuth {
  return {
    getUser: () => session.getUser(),
    subscribe: (listener) => session.subscribe(listener),
    getAccessToken: () => session.getAccessToken(),
    async renewToken() {
      const before = session.getUser()?.access_token;
      await session.handleUnauthorized();
      const after = session.getUser()?.access_token;
      return after && after !== before ? after : null;
    },
  };
}
