import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntryType } from '@common/domain/lab-book';
import { MetaKey } from '@/offline/lab-book-db';
import {
  OUTBOX_PROBLEM_MESSAGE,
  OUTBOX_RUN_MESSAGE,
  OUTBOX_SYNC_TAG,
  TOKEN_REQUEST_MESSAGE,
} from '@/offline/outbox-host';
import { parkForSignIn } from '@/offline/outbox-state';
import { FAKE_ENDPOINTS } from '@/offline/testing/fake-lab-book-api';
import { createHarness, type Harness } from '@/offline/testing/harness';
import { readEndpoints, readMirroredToken } from '@/offline/token-mirror';
import { createPageSync, pageAuthOf, type PageAuth, type PageSync } from './page-sync';

type User = NonNullable<ReturnType<PageAuth['getUser']>>;

function fakeAuth(h: Harness) {
  const listeners = new Set<() => void>();
  let user: User | null = {
    profile: { sub: h.sub },
    access_token: h.token,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
  };
  const auth = {
    getUser: () => user,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAccessToken: async () => user?.access_token ?? null,
    handleUnauthorized: vi.fn(async () => {
      renew();
    }),
  };
  function renew() {
    if (!user) return;
    h.token = h.issueToken();
    user = { ...user, access_token: h.token };
    listeners.forEach((listener) => listener());
  }
  function signOut() {
    user = null;
    listeners.forEach((listener) => listener());
  }
  return { auth, renew, signOut };
}

function fakeWorker(withController: boolean) {
  const posted: unknown[] = [];
  const registered: string[] = [];
  const target = new EventTarget();
  const container = {
    controller: withController ? { postMessage: (message: unknown) => posted.push(message) } : null,
    ready: Promise.resolve({
      sync: { register: async (tag: string) => void registered.push(tag) },
    }),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  return {
    container: container as unknown as ServiceWorkerContainer,
    posted,
    registered,
    send: (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data })),
  };
}

let running: PageSync | undefined;
afterEach(() => running?.stop());

function startPageSync(h: Harness, options: { withController: boolean }) {
  const auth = fakeAuth(h);
  const worker = fakeWorker(options.withController);
  const events = new EventTarget();
  const sync = createPageSync({
    sub: h.sub,
    db: h.db,
    endpoints: FAKE_ENDPOINTS,
    auth: pageAuthOf(auth.auth),
    fetch: h.api.fetch,
    serviceWorker: worker.container,
    events: events as unknown as Window,
  });
  running = sync;
  return { sync, auth, worker, events };
}

describe('page sync', () => {
  it('mirrors the signed-in user token (never the refresh token) and the endpoints for the worker', async () => {
    const h = createHarness();
    const { sync, auth } = startPageSync(h, { withController: true });
    await sync.start();

    expect(await readEndpoints(h.db)).toEqual(FAKE_ENDPOINTS);
    expect(await readMirroredToken(h.db, h.sub, Date.now())).toBe(h.token);
    const stored = (await h.db.meta.get(MetaKey.token))?.value as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['accessToken', 'expiresAt', 'sub']);

    // A renewal is mirrored, and work that waited for sign-in goes again.
    const session = await h.store.startSession({ labType: 99 });
    await parkForSignIn(h.db, h.token);
    auth.renew();
    await vi.waitFor(async () =>
      expect(await readMirroredToken(h.db, h.sub, Date.now())).toBe(h.token),
    );
    await vi.waitFor(async () =>
      expect((await h.db.outbox.toArray()).map((row) => row.state)).toEqual(['queued']),
    );
    expect(session.id).toBeTruthy();

    // Signing out removes the token, never the work.
    auth.signOut();
    await vi.waitFor(async () => expect(await h.db.meta.get(MetaKey.token)).toBeUndefined());
    expect(await h.db.outbox.count()).toBe(1);
  });

  it('with no worker in control, the page sends its own outbox after a write', async () => {
    const h = createHarness();
    const { sync } = startPageSync(h, { withController: false });
    await sync.start();
    const session = await h.store.startSession({ labType: 99 });
    await h.store.addEntry({
      sessionId: session.id,
      entryType: EntryType.StudentNote,
      content: 'hi',
    });
    sync.nudge();

    await vi.waitFor(() => expect(h.api.sessions.get(session.id)?.entries).toHaveLength(1), {
      timeout: 3000,
    });
  });

  it('with a worker in control, the page asks it to run (message and Background Sync)', async () => {
    const h = createHarness();
    const { sync, worker } = startPageSync(h, { withController: true });
    await sync.start();
    await h.store.startSession({ labType: 99 });
    sync.nudge();

    await vi.waitFor(() => expect(worker.registered).toContain(OUTBOX_SYNC_TAG));
    expect(worker.posted).toContainEqual({ type: OUTBOX_RUN_MESSAGE, sub: h.sub });
    expect(h.api.requests).toHaveLength(0);
  });

  it("renews and mirrors the token when the worker asks for this user's token only", async () => {
    const h = createHarness();
    const { sync, worker, auth } = startPageSync(h, { withController: true });
    await sync.start();
    const before = h.token;

    worker.send({ type: TOKEN_REQUEST_MESSAGE, sub: 'someone-else' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(auth.auth.handleUnauthorized).not.toHaveBeenCalled();

    worker.send({ type: TOKEN_REQUEST_MESSAGE, sub: h.sub });
    await vi.waitFor(async () => {
      const token = await readMirroredToken(h.db, h.sub, Date.now());
      expect(token).not.toBe(before);
      expect(token).toBe(h.token);
    });
  });

  it('when the network comes back, waiting work is due at once', async () => {
    const h = createHarness();
    const { sync, events } = startPageSync(h, { withController: true });
    await sync.start();
    await h.store.startSession({ labType: 99 });
    await h.db.outbox.toCollection().modify({ nextTryAt: Date.now() + 300_000 });
    await h.db.meta.put({ key: MetaKey.pauseUntil, value: Date.now() + 300_000 });

    events.dispatchEvent(new Event('online'));

    await vi.waitFor(async () =>
      expect((await h.db.outbox.toArray())[0]?.nextTryAt).toBeLessThanOrEqual(Date.now()),
    );
    expect(await h.db.meta.get(MetaKey.pauseUntil)).toBeUndefined();
  });

  it("hands the outbox's server errors to the page's log: the worker's (this user's) and its own", async () => {
    const h = createHarness();
    const { sync, worker } = startPageSync(h, { withController: false });
    await sync.start();
    const problem = { method: 'upload-file', params: 'session s, f', error: 'no-uploadUrl' };
    // Before anyone listens (the header mounts later), problems wait for the first listener.
    worker.send({ type: OUTBOX_PROBLEM_MESSAGE, sub: h.sub, problem });
    worker.send({ type: OUTBOX_PROBLEM_MESSAGE, sub: 'someone-else', problem });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const heard: unknown[] = [];
    const stop = sync.subscribeProblems((item) => heard.push(item));
    expect(heard).toEqual([problem]);

    // The page's own runner: a refused note.
    const session = await h.store.startSession({ labType: 99 });
    await h.store.addEntry({
      sessionId: session.id,
      entryType: EntryType.StudentNote,
      content: 'REJECT-ME',
    });
    sync.nudge();
    await vi.waitFor(() =>
      expect(heard[1]).toMatchObject({
        method: 'update-session',
        error: 'HTTP 400: Entry refused by the server',
      }),
    );
    stop();
  });
});
