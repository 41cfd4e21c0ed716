import { describe, expect, it } from 'vitest';
import { EntryType } from '@common/domain/lab-book';
import {
  countRecords,
  exportDeadLetters,
  listDeadLetters,
  listSessionsWithEntries,
  syncCounts,
} from './lab-book-queries';
import { listNewestSessionsWithEntries } from './lab-book-first-read';
import { retryDeadLetters } from './outbox-state';
import { createHarness } from './testing/harness';

describe('what the user is shown', () => {
  it('the newest sessions first: the same sessions and entries as the whole book has', async () => {
    const h = createHarness();
    for (let i = 0; i < 8; i++) {
      const session = await h.store.startSession({ labType: 7, open: 1_000 + (i % 2 ? -i : i) });
      for (const content of ['a', 'b'])
        await h.store.addEntry({
          sessionId: session.id,
          entryType: EntryType.StudentNote,
          content,
        });
    }
    const whole = await listSessionsWithEntries(h.db, h.sub);
    expect(await listNewestSessionsWithEntries(h.db, h.sub, 3)).toEqual(whole.slice(-3));
    expect(await listNewestSessionsWithEntries(h.db, h.sub, 20)).toEqual(whole);
    expect(await listNewestSessionsWithEntries(h.db, 'someone else', 3)).toEqual([]);
  });

  it('counts records (notes, action items, statements), not requests', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    for (const content of ['a', 'b', 'c'])
      await h.store.addEntry({ sessionId: session.id, entryType: EntryType.StudentNote, content });
    expect(await syncCounts(h.db)).toEqual({ pending: 3, needsSignIn: 0, notSaved: 0, total: 3 });

    const empty = await h.store.startSession({ labType: 7 });
    expect((await syncCounts(h.db)).pending).toBe(4);
    await h.drain();
    expect(await syncCounts(h.db)).toEqual({ pending: 0, needsSignIn: 0, notSaved: 0, total: 0 });
    expect(empty.id).toBeTruthy();
    expect(countRecords([])).toEqual({ pending: 0, needsSignIn: 0, notSaved: 0, total: 0 });
  });

  it('dead letters can be listed, exported with their notes, and retried', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 99 });
    await h.store.addEntry({
      sessionId: session.id,
      entryType: EntryType.StudentNote,
      content: 'REJECT-ME please',
    });
    await h.drain();

    const letters = await listDeadLetters(h.db);
    expect(letters).toHaveLength(1);
    expect(letters[0]?.row.lastError).toBe('HTTP 400: Entry refused by the server');
    const exported = JSON.parse(await exportDeadLetters(h.db, h.now())) as {
      deadLetters: Array<{ reason: string; entries: Array<{ content: string }> }>;
    };
    expect(exported.deadLetters[0]).toMatchObject({
      reason: 'HTTP 400: Entry refused by the server',
      entries: [{ content: 'REJECT-ME please' }],
    });

    h.api.rejectText = 'nothing is refused now';
    expect(await retryDeadLetters(h.db, h.now())).toBe(1);
    expect((await h.db.entries.toArray())[0]?.sync).toBe('pending');
    await h.drain();
    expect(await syncCounts(h.db)).toMatchObject({ total: 0 });
    expect(h.api.sessions.get(session.id)?.entries).toHaveLength(1);
  });
});
