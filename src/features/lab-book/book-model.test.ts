import { describe, expect, it } from 'vitest';
import type { Session } from '@common/schemas/lab-book';
import type { LocalEntry, LocalSession } from '@/offline/lab-book-db';
import {
  buildRows,
  groupRows,
  hasCommitted,
  withCommitted,
  selectSessions,
  sessionsFromDevice,
  sessionsFromServer,
} from './book-model';

const DAY = 86_400_000;
const NOW = 100 * DAY;

function localSession(id: string, open: number, extra: Partial<LocalSession> = {}): LocalSession {
  return {
    id,
    actorId: 'me',
    labType: 7,
    open,
    duration: 0,
    actions: [],
    serverUpdated: 0,
    sync: 'pending',
    ...extra,
  };
}

function localEntry(id: string, sessionId: string, timestamp: number): LocalEntry {
  return {
    id,
    sessionId,
    actorId: 'me',
    authorId: 'me',
    entryType: 1,
    timestamp,
    content: `<p>${id}</p>`,
    sync: 'pending',
  };
}

const withEntries = (session: LocalSession, entries: LocalEntry[]) => ({ ...session, entries });

describe('sessionsFromDevice', () => {
  it('merges entries and action statements by time', () => {
    const [session] = sessionsFromDevice([
      withEntries(
        localSession('s1', 1000, {
          duration: 500,
          actions: [{ id: 'a1', actionType: 'state', timestamp: 1200, actions: {} }],
        }),
        [localEntry('e2', 's1', 1300), localEntry('e1', 's1', 1100)],
      ),
    ]);
    expect(session!.items.map((item) => item.kind)).toEqual(['entry', 'action', 'entry']);
    expect(session!.actionCount).toBe(1);
    expect(session!.lastActivity).toBe(1500);
  });
});

describe('sessionsFromServer', () => {
  const server: Session = {
    id: 's1',
    actor_id: 'student',
    labType: 7,
    open: 1000,
    created: 1000,
    updated: 2000,
    duration: 0,
    metaData: { labType: 7, version: 1 },
    entries: [
      {
        timestamp: 1100,
        metaData: { entry_type: 1, entry_id: 'e1', content: '<p>hi</p>' },
      },
    ],
    actions: { detail: [] },
    isXAPI: false,
  };

  it("shows the viewer's unsynced notes at once, once", () => {
    const note = { ...localEntry('n1', 's1', 1200), actorId: 'student', entryType: 5 as const };
    const [session] = sessionsFromServer([server], [note, { ...note, id: 'e1', timestamp: 1100 }]);
    expect(session!.items.map((item) => (item.kind === 'entry' ? item.entry.id : ''))).toEqual([
      'e1',
      'n1',
    ]);
    expect(session!.items[1]!.kind === 'entry' && session!.items[1]!.entry.local).toBeTruthy();
  });
});

describe('selectSessions', () => {
  const sessions = sessionsFromDevice(
    [
      localSession('old', NOW - 30 * DAY, { labType: 3 }),
      localSession('dup', NOW - 30 * DAY, { labType: 3 }),
      localSession('portal', NOW - 20 * DAY, { labType: 99 }),
      localSession('recent', NOW - 2 * DAY, { labType: 7 }),
    ].map((session) => withEntries(session, [])),
  );
  const options = { labFilter: 'all' as const, timeScale: 3 as const, now: NOW };

  it('de-duplicates and sorts ascending', () => {
    expect(selectSessions(sessions, options).sessions.map((s) => s.id)).toEqual([
      'old',
      'portal',
      'recent',
    ]);
  });

  it('keeps portal notes under a lab filter', () => {
    expect(
      selectSessions(sessions, { ...options, labFilter: 3 }).sessions.map((s) => s.id),
    ).toEqual(['old', 'portal']);
  });

  it('says why nothing shows', () => {
    expect(selectSessions([], options).empty).toBe('none');
    expect(selectSessions(sessions.slice(0, 1), { ...options, labFilter: 7 }).empty).toBe('filter');
    expect(selectSessions(sessions, { ...options, timeScale: 0, labFilter: 3 }).empty).toBe(
      'timescale',
    );
    expect(
      selectSessions(sessions, { ...options, timeScale: 0 }).sessions.map((s) => s.id),
    ).toEqual(['recent']);
  });
});

describe('rows', () => {
  const sessions = sessionsFromDevice([
    withEntries(localSession('s1', 1000), [
      localEntry('e1', 's1', 1100),
      localEntry('e2', 's1', 1200),
    ]),
    withEntries(localSession('s2', 2000, { content: '<p>x</p>' }), []),
    withEntries(localSession('s3', 3000), []),
  ]);

  it('lists headers, items and empty sessions, and skips collapsed ones', () => {
    const rows = buildRows(sessions, new Set(['s3']));
    expect(rows.map((row) => row.kind)).toEqual([
      'header',
      'item',
      'item',
      'header',
      'content',
      'header',
    ]);
    expect(rows[2]!.kind === 'item' && rows[2]!.isLast).toBe(true);
    expect(buildRows(sessions.slice(2), new Set()).map((row) => row.kind)).toEqual([
      'header',
      'no-items',
    ]);
  });

  it('groups rows per session', () => {
    const groups = groupRows(buildRows(sessions, new Set()).slice(1, 5));
    expect(groups.map((group) => [group.session.id, group.rows.length])).toEqual([
      ['s1', 2],
      ['s2', 2],
    ]);
  });
});

describe('writes just committed on the device', () => {
  it('show in their session before the book is read again, once, in time order', () => {
    const read = sessionsFromDevice([
      { ...localSession('s1', DAY), entries: [localEntry('a', 's1', DAY + 1)] },
    ]);
    const note = localEntry('b', 's1', DAY + 2);
    const shown = withCommitted(read, [{ entry: note }]);
    expect(shown[0]!.items.map((item) => item.kind === 'entry' && item.entry.id)).toEqual([
      'a',
      'b',
    ]);
    expect(hasCommitted(read, [{ entry: note }])).toBe(false);

    const reread = sessionsFromDevice([
      { ...localSession('s1', DAY), entries: [localEntry('a', 's1', DAY + 1), note] },
    ]);
    expect(withCommitted(reread, [{ entry: note }])).toBe(reread);
    expect(hasCommitted(reread, [{ entry: note }])).toBe(true);
  });

  it("bring a new session along (today's first note), or wait for the read without it", () => {
    const session = localSession('today', 2 * DAY);
    const note = localEntry('n', 'today', 2 * DAY + 5);
    const shown = withCommitted([], [{ entry: note, session }]);
    expect(shown.map((s) => [s.id, s.items.length, s.sync])).toEqual([['today', 1, 'pending']]);
    expect(withCommitted([], [{ entry: note }])).toEqual([]);
  });
});
