import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { EntryType } from '@common/domain/lab-book';
import { openLabBookDb } from './lab-book-db';
import { createOutboxHost, listUserSubs, type OutboxHostDeps } from './outbox-host';
import { createFakeLabBookApi, FAKE_ENDPOINTS } from './testing/fake-lab-book-api';
import { createHarness, type Harness } from './testing/harness';
import { clearTokenMirror, mirrorToken, readMirroredToken, saveEndpoints } from './token-mirror';

const HOUR = 3_600_000;

/** A host as the service worker builds it: the token comes only from the user's own database. */
function workerHost(h: Harness, extra: Partial<OutboxHostDeps> = {}) {
  return createOutboxHost({
    openDb: (sub) => openLabBookDb(sub, h.factory),
    fetch: h.api.fetch,
    locks: navigator.locks,
    endpoints: async () => FAKE_ENDPOINTS,
    getToken: (sub, db) => readMirroredToken(db, sub, Date.now()),
    sleep: async () => {},
    ...extra,
  });
}

async function signIn(h: Harness) {
  await mirrorToken(h.db, { accessToken: h.token, expiresAt: Date.now() + HOUR, sub: h.sub }, 0);
}

describe('outbox hosts', () => {
  it('two tabs and a background sync at once: one runner sends, each record once, in order', async () => {
    const h = createHarness();
    await signIn(h);
    const session = await h.store.startSession({ labType: 7 });
    for (let index = 0; index < 20; index += 1)
      await h.store.addEntry({
        sessionId: session.id,
        entryType: EntryType.StudentNote,
        content: `note ${index}`,
      });
    // Each host is its own context (two pages and the worker), sharing only the database.
    const hosts = [workerHost(h), workerHost(h), workerHost(h)];

    const results = await Promise.all(hosts.map((host) => host.runUser(h.sub)));

    expect(results.filter((result) => result.stop === 'busy')).toHaveLength(2);
    expect(h.api.requests.every((request) => request.inFlight === 1)).toBe(true);
    const notes = h.api.sessions.get(session.id)?.entries.map((e) => e.metaData.content);
    expect(notes).toEqual(Array.from({ length: 20 }, (_, index) => `note ${index}`));
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('work written while a runner finishes is not left behind', async () => {
    const h = createHarness();
    await signIn(h);
    const session = await h.store.startSession({ labType: 7 });
    const host = workerHost(h);
    const first = host.runUser(h.sub);
    await h.store.addEntry({
      sessionId: session.id,
      entryType: EntryType.StudentNote,
      content: 'late',
    });
    const second = host.runUser(h.sub);
    expect(second).toBe(first);
    await first;
    expect(h.api.sessions.get(session.id)?.entries).toHaveLength(1);
  });

  it("a shared device: A's queued work is never sent with B's token and waits for A", async () => {
    const factory = new IDBFactory();
    const api = createFakeLabBookApi();
    const a = createHarness({ factory, api });
    const b = createHarness({ factory, api });
    await signIn(a);
    const aSession = await a.store.startSession({ labType: 99 });
    await a.store.addEntry({
      sessionId: aSession.id,
      entryType: EntryType.StudentNote,
      content: 'A',
    });
    // A signs out (the mirror goes, the work stays); B signs in on the same Chromebook.
    await clearTokenMirror(a.db);
    await signIn(b);
    await b.store.startSession({ labType: 99 });

    const host = workerHost(a);
    for (const sub of await listUserSubs(factory)) await host.runUser(sub);

    expect(api.sessions.has(aSession.id)).toBe(false);
    expect(api.requests.every((r) => r.authorization === `Bearer ${b.token}`)).toBe(true);
    expect(await a.db.outbox.count()).toBe(2);
    expect((await a.db.outbox.toArray()).every((row) => row.state === 'needs-sign-in')).toBe(true);

    // A comes back: signing in mirrors A's token, and A's work goes under A's name.
    await signIn(a);
    await host.runUser(a.sub);
    expect(api.sessions.get(aSession.id)?.actor_id).toBe(a.sub);
    expect(api.requests.filter((r) => r.authorization === `Bearer ${a.token}`)).toHaveLength(2);
  });

  it('finds the users of the device, not other databases of the app', async () => {
    const factory = new IDBFactory();
    const a = createHarness({ factory, sub: 'user-a' });
    await saveEndpoints(a.db, FAKE_ENDPOINTS);
    await new Promise<void>((resolve) => {
      const request = factory.open('lab-portal-cache', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('queries');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
    });
    await new Promise<void>((resolve) => {
      const request = factory.open('lab-portal-strange', 1);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
    });

    expect(await listUserSubs(factory)).toEqual(['user-a']);
    const cache = await factory.databases();
    expect(cache.find((info) => info.name === 'lab-portal-cache')?.version).toBe(1);
  });

  it('reads a mirrored token only for its own user and only while it is valid', async () => {
    const h = createHarness();
    const now = Date.now();
    await mirrorToken(h.db, { accessToken: 't', expiresAt: now + HOUR, sub: h.sub }, now);
    expect(await readMirroredToken(h.db, h.sub, now)).toBe('t');
    expect(await readMirroredToken(h.db, 'someone-else', now)).toBeNull();
    expect(await readMirroredToken(h.db, h.sub, now + HOUR)).toBeNull();
    await clearTokenMirror(h.db);
    expect(await readMirroredToken(h.db, h.sub, now)).toBeNull();
  });

  it('without Web Locks (old browsers, tests) one context still runs one runner', async () => {
    const h = createHarness();
    await signIn(h);
    await h.store.startSession({ labType: 7 });
    const host = workerHost(h, { locks: undefined });
    const [one, two] = await Promise.all([host.runUser(h.sub), host.runUser(h.sub)]);
    expect(one).toBe(two);
    expect(h.api.requests).toHaveLength(1);
  });
});
