import { describe, expect, it } from 'vitest';
import { EntryType } from '@common/domain/lab-book';
import { MetaKey } from './lab-book-db';
import { listSessionsWithEntries } from './lab-book-queries';
import { refreshLabBook } from './lab-book-refresh';
import { FAKE_ENDPOINTS } from './testing/fake-lab-book-api';
import { createHarness, type Harness } from './testing/harness';

const refresh = (h: Harness) =>
  refreshLabBook({
    db: h.db,
    fetch: h.api.fetch,
    endpoints: FAKE_ENDPOINTS,
    getToken: async () => h.token,
    actorId: h.sub,
    now: h.now,
  });

const instructorNote = (h: Harness, content: string) => ({
  timestamp: h.now(),
  author_id: 'instructor',
  metaData: { entry_type: 5 as const, entry_id: crypto.randomUUID(), content },
});

describe('background refresh', () => {
  it('brings server sessions to the device and asks only for what changed since', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    await h.drain();
    await h.db.delete();
    h.reload();

    expect(await refresh(h)).toMatchObject({ ok: true, sessions: 1 });
    const book = await listSessionsWithEntries(h.db, h.sub);
    expect(book.map((s) => [s.id, s.sync])).toEqual([[session.id, 'synced']]);
    const since = (await h.db.meta.get(MetaKey.lastRefresh(h.sub)))?.value;
    expect(since).toBe(h.api.sessions.get(session.id)?.updated);

    await refresh(h);
    expect(h.api.requests.at(-1)?.path).toBe(`/labbook-api/lab-book/${h.sub}/${since}`);
  });

  it('a first visit reads the book page by page, newest first, then only what changed', async () => {
    const h = createHarness();
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      const session = await h.store.startSession({ labType: 7, open: 1_000 + i * 60_000 });
      ids.push(session.id);
      await h.store.addEntry({
        sessionId: session.id,
        entryType: EntryType.StudentNote,
        content: `note ${i}`,
      });
    }
    await h.drain();
    await h.db.delete();
    h.reload();
    const seen: number[] = [];

    const result = await refreshLabBook({
      db: h.db,
      fetch: h.api.fetch,
      endpoints: FAKE_ENDPOINTS,
      getToken: async () => h.token,
      actorId: h.sub,
      now: h.now,
      onPage: (sessions) => seen.push(sessions),
    });

    expect(result).toMatchObject({ ok: true, sessions: 25 });
    expect(seen).toEqual([10, 25]);
    const gets = h.api.requests.filter((request) => request.method === 'GET').map((r) => r.path);
    expect(gets[0]).toBe(`/labbook-api/lab-book/${h.sub}/paginated/10`);
    expect(gets[1]).toMatch(
      new RegExp(`^/labbook-api/lab-book/${h.sub}/paginated-backwards/50\\?exclusiveStartKey=`),
    );
    expect(gets[2]).toMatch(new RegExp(`^/labbook-api/lab-book/${h.sub}/\\d+$`));
    const book = await listSessionsWithEntries(h.db, h.sub);
    expect(book.map((session) => session.id)).toEqual(ids);
    expect(book.map((session) => session.entries.map((e) => e.content))).toEqual(
      ids.map((_, i) => [`note ${i}`]),
    );
    const newest = Math.max(...[...h.api.sessions.values()].map((session) => session.updated));
    expect((await h.db.meta.get(MetaKey.lastRefresh(h.sub)))?.value).toBe(newest);
  });

  it('a first download that stops half way keeps what came and starts again next time', async () => {
    const h = createHarness();
    for (let i = 0; i < 15; i++) await h.store.startSession({ labType: 7, open: 1_000 + i });
    await h.drain();
    await h.db.delete();
    h.reload();
    h.api.fail({ kind: 'status', status: 500, body: '{"message":"Down"}' }, /paginated-backwards/);

    expect(await refresh(h)).toMatchObject({ ok: false });
    expect(await h.db.sessions.count()).toBe(10);
    expect(await h.db.meta.get(MetaKey.lastRefresh(h.sub))).toBeUndefined();

    expect(await refresh(h)).toMatchObject({ ok: true, sessions: 15 });
    expect(await h.db.sessions.count()).toBe(15);
  });

  it('a change made while the pages come in is not missed', async () => {
    const h = createHarness();
    const sessions = [];
    for (let i = 0; i < 12; i++)
      sessions.push(await h.store.startSession({ labType: 7, open: 1_000 + i }));
    await h.drain();
    await h.db.delete();
    h.reload();
    // Right after the newest page was read, an instructor writes into the newest session.
    const newest = sessions.at(-1)!;
    const result = await refreshLabBook({
      db: h.db,
      fetch: h.api.fetch,
      endpoints: FAKE_ENDPOINTS,
      getToken: async () => h.token,
      actorId: h.sub,
      now: h.now,
      onPage: (count) => {
        if (count !== 10) return;
        const server = h.api.sessions.get(newest.id)!;
        server.entries.push(instructorNote(h, 'Written meanwhile'));
        server.updated = h.now() + 1;
      },
    });
    expect(result).toMatchObject({ ok: true });
    const entries = await h.db.entries.where('sessionId').equals(newest.id).toArray();
    expect(entries.map((entry) => entry.content)).toEqual(['Written meanwhile']);
  });

  it('never overwrites a session or entry that still has queued work; adds what the server has', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    await h.drain();
    // Offline: a note and more time in the lab, queued.
    const mine = await h.store.addEntry({
      sessionId: session.id,
      entryType: EntryType.StudentNote,
      content: 'written offline',
    });
    await h.store.addActions(session.id, [], 50_000);
    // Meanwhile on the server: an instructor note; the server copy still has the old duration.
    const server = h.api.sessions.get(session.id)!;
    server.entries.push(instructorNote(h, 'Nice'));
    server.updated = h.now();

    await refresh(h);

    const [book] = await listSessionsWithEntries(h.db, h.sub);
    expect(book?.duration).toBe(50_000);
    expect(book?.entries.map((e) => [e.content, e.sync])).toEqual([
      ['written offline', 'pending'],
      ['Nice', 'synced'],
    ]);
    expect(await h.db.outbox.count()).toBe(2);
    expect((await h.db.entries.get(mine.id))?.sync).toBe('pending');

    await h.drain();
    // The server keeps entries in the order of their time, not of their arrival.
    expect(h.api.sessions.get(session.id)?.entries.map((e) => e.metaData.content)).toEqual([
      'written offline',
      'Nice',
    ]);
  });

  it('a server copy of a pending entry does not replace it; once synced, the server copy wins', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    const entry = await h.store.addEntry({
      sessionId: session.id,
      entryType: EntryType.StudentNote,
      content: '<p onclick="x()">hi</p>',
    });
    // The server applied the write, but the reply was lost: the entry is pending here.
    h.api.fail({ kind: 'lost-reply' }, /PUT/);
    await h.run();
    h.api.sessions.get(session.id)!.entries[0]!.metaData.content = '<p>hi</p>';

    await refresh(h);
    expect((await h.db.entries.get(entry.id))?.content).toBe('<p onclick="x()">hi</p>');

    await h.drain();
    await refreshLabBook({
      db: h.db,
      fetch: h.api.fetch,
      endpoints: FAKE_ENDPOINTS,
      getToken: async () => h.token,
      actorId: h.sub,
      full: true,
    });
    expect(await h.db.entries.get(entry.id)).toMatchObject({
      content: '<p>hi</p>',
      sync: 'synced',
    });
  });

  it('a captive portal or a refusal changes nothing', async () => {
    const h = createHarness();
    await h.store.startSession({ labType: 7 });
    h.api.fail({ kind: 'captive-portal' });
    expect(await refresh(h)).toMatchObject({ ok: false });
    h.api.fail({ kind: 'status', status: 403, body: '{"message":"Forbidden"}' });
    expect(await refresh(h)).toEqual({ ok: false, reason: 'HTTP 403: Forbidden', status: 403 });
    expect(await h.db.sessions.count()).toBe(1);
    expect(await h.db.outbox.count()).toBe(1);
  });
});
