import { IDBDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { EntryType, MAX_ENTRY_HTML, PORTAL_LAB_TYPE } from '@common/domain/lab-book';
import { openLabBookDb } from './lab-book-db';
import { listSessionsWithEntries } from './lab-book-queries';
import { refreshLabBook } from './lab-book-refresh';
import { createLabBookStore, LabBookWriteError } from './lab-book-writes';
import { createHarness } from './testing/harness';
import { FAKE_ENDPOINTS } from './testing/fake-lab-book-api';

afterEach(() => vi.restoreAllMocks());

describe('lab-book writes', () => {
  it('commits the entry and its outbox row together before resolving, with strict durability', async () => {
    const durability: unknown[] = [];
    const original = IDBDatabase.prototype.transaction;
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
      this: IDBDatabase,
      ...args: Parameters<IDBDatabase['transaction']>
    ) {
      durability.push(args[2]?.durability);
      return original.apply(this, args);
    });
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    const entry = await h.store.addEntry({
      sessionId: session.id,
      entryType: EntryType.StudentNote,
      content: '<p>volume 3.250 mL</p>',
    });

    // Another connection (another tab, the worker) sees both as soon as the promise resolved.
    const other = openLabBookDb(h.sub, h.factory);
    expect(await other.entries.get(entry.id)).toMatchObject({ sync: 'pending' });
    const rows = await other.outbox.toArray();
    expect(rows.map((row) => row.op)).toEqual(['create-session', 'update-session']);
    expect(rows[1]?.payload).toEqual({ entryIds: [entry.id], actions: [] });
    expect(durability.filter((value) => value !== undefined)).not.toHaveLength(0);
    expect(durability.every((value) => value === undefined || value === 'strict')).toBe(true);
    other.close();
  });

  it('a failed write (a full disk) rejects and leaves nothing half written', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    h.db.outbox.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    await expect(
      h.store.addEntry({ sessionId: session.id, entryType: EntryType.StudentNote, content: 'x' }),
    ).rejects.toThrow(/quota/);
    expect(await h.db.entries.count()).toBe(0);
  });

  it('refuses what the server would refuse, before writing anything', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    await expect(
      h.store.addEntry({
        sessionId: session.id,
        entryType: EntryType.StudentNote,
        content: 'x'.repeat(200_001),
      }),
    ).rejects.toBeInstanceOf(LabBookWriteError);
    await expect(
      h.store.attachFile({
        sessionId: session.id,
        blob: new Blob(['GIF89a']),
        name: 'a.gif',
        contentType: 'image/gif',
        entryType: EntryType.Image,
      }),
    ).rejects.toThrow('Wrong file type - PDF and image files only.');
    await expect(
      h.store.addEntry({ sessionId: uuidv7(), entryType: EntryType.StudentNote, content: 'x' }),
    ).rejects.toMatchObject({ code: 'no-session' });
    expect(await h.db.entries.count()).toBe(0);
  });

  it('keeps one Portal session (lab type 99) per local calendar day, even when asked at once', async () => {
    const h = createHarness();
    const [first, second] = await Promise.all([
      h.store.ensurePortalSession(),
      h.store.ensurePortalSession(),
    ]);
    expect(first.id).toBe(second.id);
    expect(first.labType).toBe(PORTAL_LAB_TYPE);
    h.advance(24 * 3_600_000);
    const tomorrow = await h.store.ensurePortalSession();
    expect(tomorrow.id).not.toBe(first.id);
    expect((await h.db.outbox.toArray()).filter((row) => row.op === 'create-session')).toHaveLength(
      2,
    );
  });

  it("a Portal note makes or finds today's session and queues both in one write", async () => {
    const h = createHarness();
    const [first, second] = await Promise.all([
      h.store.addPortalNote({ entryType: EntryType.StudentNote, content: '<p>one</p>' }),
      h.store.addPortalNote({ entryType: EntryType.StudentNote, content: '<p>two</p>' }),
    ]);
    expect(first.session.id).toBe(second.session.id);
    expect(first.session.labType).toBe(PORTAL_LAB_TYPE);
    expect(await h.db.entries.get(first.entry.id)).toMatchObject({
      sessionId: first.session.id,
      content: '<p>one</p>',
      sync: 'pending',
    });
    expect((await h.db.outbox.toArray()).map((row) => row.op)).toEqual([
      'create-session',
      'update-session',
      'update-session',
    ]);
    await expect(
      h.store.addPortalNote({
        entryType: EntryType.StudentNote,
        content: 'x'.repeat(MAX_ENTRY_HTML + 1),
      }),
    ).rejects.toMatchObject({ code: 'too-long' });
    expect(await h.db.entries.count()).toBe(2);
  });

  it('action items are added once and the duration only grows', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    const [item] = await h.store.addActions(
      session.id,
      [{ actionType: 'startup', timestamp: h.now(), actions: { name: 'density' } }],
      10_000,
    );
    await h.store.addActions(session.id, [item!], 4_000);
    const stored = await h.db.sessions.get(session.id);
    expect(stored?.actions).toHaveLength(1);
    expect(stored?.duration).toBe(10_000);
  });

  it('statements get ids and times where the lab sent none', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    const [statement] = await h.store.addStatements(session.id, [
      {
        actor: { account: { homePage: 'http://lab-portal.test', name: h.sub } },
        verb: { id: 'http://adlnet.gov/expapi/verbs/launched' },
        object: { id: 'http://lab-portal.test/labs/density' },
      },
    ]);
    expect(statement?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(statement?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('an instructor note goes into the student book from the instructor device, under the instructor', async () => {
    const student = createHarness();
    const session = await student.store.startSession({ labType: 7 });
    await student.drain();
    const teacher = createHarness({ api: student.api });
    student.api.instructors.add(teacher.sub);

    await refreshLabBook({
      db: teacher.db,
      fetch: student.api.fetch,
      endpoints: FAKE_ENDPOINTS,
      getToken: async () => teacher.token,
      actorId: student.sub,
    });
    const note = await teacher.store.addInstructorNote({
      sessionId: session.id,
      content: 'Check units',
    });
    expect(note).toMatchObject({ actorId: student.sub, authorId: teacher.sub, entryType: 5 });
    await teacher.drain();

    const put = teacher.api.requests.at(-1);
    expect(put?.body).toMatchObject({
      method: 'POST',
      user_id: teacher.sub,
      actor_id: student.sub,
    });
    expect(student.api.sessions.get(session.id)?.entries).toEqual([
      expect.objectContaining({ author_id: teacher.sub }),
    ]);
    // The teacher's own book is untouched; the student's book on the teacher's device has it.
    const books = await listSessionsWithEntries(teacher.db, student.sub);
    expect(books[0]?.entries.map((e) => [e.content, e.sync])).toEqual([['Check units', 'synced']]);
  });

  it('a student may not write into another book', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    const intruder = createLabBookStore(h.db, {
      actorId: uuidv7(),
      authorId: uuidv7(),
      now: h.now,
      newId: uuidv7,
    });
    await expect(
      intruder.addEntry({ sessionId: session.id, entryType: EntryType.StudentNote, content: 'x' }),
    ).rejects.toMatchObject({ code: 'not-owner' });
  });
});
