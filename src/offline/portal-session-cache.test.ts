import { IDBDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { EntryType, PORTAL_LAB_TYPE } from '@common/domain/lab-book';
import { openLabBookDb } from './lab-book-db';
import { mergeServerSession } from './lab-book-merge';
import { createLabBookStore, startOfLocalDay } from './lab-book-writes';
import { createHarness, type Harness } from './testing/harness';

afterEach(() => vi.restoreAllMocks());

/** The stores each transaction locks, in order (Dexie binds `transaction` when it opens). */
function watchTransactions(): string[][] {
  const scopes: string[][] = [];
  const original = IDBDatabase.prototype.transaction;
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    const names = args[0];
    scopes.push((typeof names === 'string' ? [names] : [...names]).sort());
    return original.apply(this, args);
  });
  return scopes;
}

const note = (h: Harness, content: string) =>
  h.store.addPortalNote({ entryType: EntryType.StudentNote, content });

/** Another tab of the same user: its own connection and write API on the same database. */
function otherTab(h: Harness) {
  const db = openLabBookDb(h.sub, h.factory);
  const store = createLabBookStore(db, {
    actorId: h.sub,
    authorId: h.sub,
    now: h.now,
    newId: uuidv7,
  });
  return { db, store };
}

const portalSessions = async (h: Harness) =>
  (await h.db.sessions.toArray()).filter((session) => session.labType === PORTAL_LAB_TYPE);

describe("today's Portal session, kept in memory", () => {
  it('a second note goes into the same session without locking the sessions table', async () => {
    const scopes = watchTransactions();
    const h = createHarness();
    const first = await note(h, '<p>one</p>');
    scopes.length = 0;
    const second = await note(h, '<p>two</p>');
    expect(second.session.id).toBe(first.session.id);
    expect(scopes).toEqual([['entries', 'outbox']]);
    // Committed before it resolved: another connection sees the entry and its outbox row.
    const other = openLabBookDb(h.sub, h.factory);
    expect(await other.entries.get(second.entry.id)).toMatchObject({
      sessionId: first.session.id,
    });
    expect((await other.outbox.toArray()).map((row) => row.entityId)).toContain(second.entry.id);
    other.close();
  });

  it('survives the sync of the session (its own update), so later notes stay fast', async () => {
    const scopes = watchTransactions();
    const h = createHarness();
    const first = await note(h, '<p>one</p>');
    await h.drain();
    expect(await h.db.sessions.get(first.session.id)).toMatchObject({ sync: 'synced' });
    scopes.length = 0;
    const second = await note(h, '<p>two</p>');
    expect(second.session.id).toBe(first.session.id);
    expect(scopes).toEqual([['entries', 'outbox']]);
  });

  it('is looked up again on a new local day: a new session for the new day', async () => {
    const h = createHarness();
    const first = await note(h, '<p>today</p>');
    h.advance(24 * 3_600_000);
    const next = await note(h, '<p>tomorrow</p>');
    expect(next.session.id).not.toBe(first.session.id);
    expect(startOfLocalDay(next.session.open)).toBeGreaterThan(startOfLocalDay(first.session.open));
  });

  it('another tab sees the session this tab made: one Portal session for the day', async () => {
    const h = createHarness();
    const tab = otherTab(h);
    const [mine, theirs] = [
      await note(h, '<p>here</p>'),
      await tab.store.addPortalNote({
        entryType: EntryType.StudentNote,
        content: '<p>there</p>',
      }),
    ];
    const again = await note(h, '<p>here again</p>');
    expect(new Set([mine.session.id, theirs.session.id, again.session.id]).size).toBe(1);
    expect(await portalSessions(h)).toHaveLength(1);
    tab.db.close();
  });

  it("another device's Portal session for today, brought by a refresh, is found as the lookup finds it", async () => {
    const scopes = watchTransactions();
    const h = createHarness();
    const mine = await note(h, '<p>mine</p>');
    // Another device opened today's Portal session earlier; a refresh in another tab brings it.
    const tab = otherTab(h);
    const earlier = startOfLocalDay(mine.session.open) + 1;
    const serverId = uuidv7();
    await tab.db.transaction('rw', [tab.db.sessions, tab.db.entries, tab.db.outbox], () =>
      mergeServerSession(tab.db, {
        id: serverId,
        actor_id: h.sub,
        labType: PORTAL_LAB_TYPE,
        open: earlier,
        duration: 0,
        entries: [],
        actions: { detail: [] },
        metaData: {},
        updated: earlier,
      } as unknown as Parameters<typeof mergeServerSession>[1]),
    );
    scopes.length = 0;
    const next = await note(h, '<p>after the refresh</p>');
    // The lookup ran again (sessions locked) and chose as it always does: the first of the day.
    expect(scopes[0]).toContain('sessions');
    expect(next.session.id).toBe(serverId);
    tab.db.close();
  });

  it('never writes into a session deleted meanwhile (by another tab)', async () => {
    const h = createHarness();
    const first = await note(h, '<p>one</p>');
    const tab = otherTab(h);
    await tab.db.transaction('rw', [tab.db.sessions, tab.db.entries], async () => {
      await tab.db.entries.where('sessionId').equals(first.session.id).delete();
      await tab.db.sessions.delete(first.session.id);
    });
    const next = await note(h, '<p>two</p>');
    expect(next.session.id).not.toBe(first.session.id);
    expect(await h.db.sessions.get(next.session.id)).toBeDefined();
    expect(await h.db.entries.where('sessionId').equals(first.session.id).count()).toBe(0);
    tab.db.close();
  });

  it('is looked up again when another tab deleted the database (signing out there)', async () => {
    const h = createHarness();
    const first = await note(h, '<p>one</p>');
    const tab = otherTab(h);
    await tab.db.delete();
    const next = await note(h, '<p>two</p>');
    expect(next.session.id).not.toBe(first.session.id);
    expect(await h.db.sessions.get(next.session.id)).toBeDefined();
  });
});
