import { describe, expect, it, vi } from 'vitest';
import { EntryType } from '@common/domain/lab-book';
import type { LabBookDb } from './lab-book-db';
import {
  NEWEST_SESSIONS_FIRST,
  startNewestSessionsRead,
  takeNewestSessions,
} from './lab-book-first-read';
import { listSessionsWithEntries } from './lab-book-queries';
import { createHarness, type Harness } from './testing/harness';

async function bookOf(h: Harness, sessions: number) {
  for (let i = 0; i < sessions; i++) {
    const session = await h.store.startSession({ labType: 7, open: 1_000 + i * 60_000 });
    await h.store.addEntry({
      sessionId: session.id,
      entryType: EntryType.StudentNote,
      content: `note ${i}`,
    });
  }
}

const contents = (sessions: Awaited<ReturnType<typeof takeNewestSessions>>) =>
  sessions?.map((session) => session.entries.map((entry) => entry.content));

describe('the early read of the newest sessions', () => {
  it('hands the read started at the app start to the screen once; a later visit reads again', async () => {
    const h = createHarness();
    await bookOf(h, NEWEST_SESSIONS_FIRST + 2);
    const whole = await listSessionsWithEntries(h.db, h.sub);
    const reads = vi.spyOn(h.db.sessions, 'where');

    startNewestSessionsRead(h.db, h.sub);
    const early = await takeNewestSessions(h.db, h.sub, 5_000);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(early).toEqual(whole.slice(-NEWEST_SESSIONS_FIRST));

    const last = whole.at(-1)!;
    await h.store.addEntry({ sessionId: last.id, entryType: EntryType.StudentNote, content: 'x' });
    const later = await takeNewestSessions(h.db, h.sub, 5_000);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(contents(later)?.at(-1)).toEqual([`note ${NEWEST_SESSIONS_FIRST + 1}`, 'x']);
  });

  it('never hands one actor the read of another', async () => {
    const h = createHarness();
    await bookOf(h, 2);
    startNewestSessionsRead(h.db, 'someone else');
    expect(contents(await takeNewestSessions(h.db, h.sub, 5_000))).toEqual([
      ['note 0'],
      ['note 1'],
    ]);
  });

  it('gives up on a read that fails or does not finish in time (the screen reads by itself)', async () => {
    const h = createHarness();
    await bookOf(h, 1);
    h.db.close();
    expect(await takeNewestSessions(h.db, h.sub, 5_000)).toBeUndefined();

    const hanging = new Promise<never>(() => {});
    const stuck = {
      sessions: {
        where: () => ({
          between: () => ({ reverse: () => ({ limit: () => ({ toArray: () => hanging }) }) }),
        }),
      },
    } as unknown as LabBookDb;
    expect(await takeNewestSessions(stuck, h.sub, 20)).toBeUndefined();
  });
});
