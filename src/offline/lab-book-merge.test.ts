import { describe, expect, it } from 'vitest';
import { EntryType } from '@common/domain/lab-book';
import type { Entry, Session } from '@common/schemas/lab-book';
import { mergeServerSessions } from './lab-book-merge';
import { listSessionsWithEntries } from './lab-book-queries';
import { createHarness, type Harness } from './testing/harness';

const note = (id: string, timestamp: number, content: string): Entry => ({
  timestamp,
  metaData: { entry_type: EntryType.StudentNote, entry_id: id, content },
});

function serverSession(h: Harness, id: string, open: number, entries: Entry[]): Session {
  return {
    id,
    actor_id: h.sub,
    labType: 7,
    open,
    created: open,
    updated: open + 1,
    duration: 60_000,
    metaData: { labType: 7, version: 1 },
    entries,
    actions: { detail: [] },
    isXAPI: false,
  };
}

const mergeAll = (h: Harness, sessions: Session[]) =>
  h.db.transaction('rw', [h.db.sessions, h.db.entries, h.db.outbox], () =>
    mergeServerSessions(h.db, sessions),
  );

describe('merging a page of server sessions in one batch', () => {
  it('adds new sessions and refreshes synced copies, but keeps every record with queued work', async () => {
    const h = createHarness();
    // A session still only on this device, with a queued note.
    const mine = await h.store.startSession({ labType: 7, open: 5_000 });
    const pending = await h.store.addEntry({
      sessionId: mine.id,
      entryType: EntryType.StudentNote,
      content: 'written offline',
    });
    // A synced session whose server copy changed.
    await mergeAll(h, [serverSession(h, 'synced', 2_000, [note('old', 2_001, 'first copy')])]);

    await mergeAll(h, [
      serverSession(h, 'new', 1_000, [note('n1', 1_001, 'from the server')]),
      serverSession(h, 'synced', 2_000, [
        note('old', 2_001, 'second copy'),
        note('added', 2_002, 'added'),
      ]),
      {
        ...serverSession(h, mine.id, 5_000, [note(pending.id, 5_001, 'server copy')]),
        duration: 1,
        labType: 8,
      },
    ]);

    const book = await listSessionsWithEntries(h.db, h.sub);
    expect(book.map((s) => [s.id, s.labType, s.sync])).toEqual([
      ['new', 7, 'synced'],
      ['synced', 7, 'synced'],
      [mine.id, 7, 'pending'],
    ]);
    expect(book.map((s) => s.entries.map((e) => [e.content, e.sync]))).toEqual([
      [['from the server', 'synced']],
      [
        ['second copy', 'synced'],
        ['added', 'synced'],
      ],
      [['written offline', 'pending']],
    ]);
    // What the server adds to a session with queued work still comes in.
    expect(book[2]!.serverUpdated).toBe(5_001);
  });

  it('a session listed twice merges in order: the later copy wins, action items add up', async () => {
    const h = createHarness();
    const action = (id: string, timestamp: number) => ({
      id,
      actionType: 'weigh',
      timestamp,
      actions: {},
    });
    const first = {
      ...serverSession(h, 's', 1_000, [note('e', 1_001, 'older')]),
      actions: { detail: [action('a1', 1_002)] },
    };
    const second = {
      ...serverSession(h, 's', 1_000, [note('e', 1_001, 'newer')]),
      updated: 9_000,
      actions: { detail: [action('a2', 1_003)] },
    };

    await mergeAll(h, [first, second]);

    const [session] = await listSessionsWithEntries(h.db, h.sub);
    expect(session!.entries.map((e) => e.content)).toEqual(['newer']);
    expect(session!.actions.map((a) => a.id)).toEqual(['a1', 'a2']);
    expect(session!.serverUpdated).toBe(9_000);
  });

  it('an empty page writes nothing', async () => {
    const h = createHarness();
    await mergeAll(h, []);
    expect(await h.db.sessions.count()).toBe(0);
  });
});
