import {
  dedupeAndSortSessions,
  isInTimeScale,
  matchesLabFilter,
  type LabFilter,
  type TimeScale,
} from '@common/domain/lab-book-rules';
import type { ActionItem, EntryType, Session } from '@common/schemas/lab-book';
import type { LocalEntry, LocalSession, SyncState } from '@/offline/lab-book-db';

/**
 * One shape for a book on screen, whether it comes from the device (the signed-in user's own
 * book, Dexie) or from the server (another user's book, the Query cache). Pure.
 */
export interface BookEntry {
  id: string;
  entryType: EntryType;
  timestamp: number;
  /** Undefined content shows a line of asterisks (spec 2 "Lab-book entry view"). */
  content: string | undefined;
  fileName?: string;
  authorId?: string;
  /** Set for records written on this device: drives the sync badge. */
  local?: LocalEntry;
}

export type BookItem =
  | { kind: 'entry'; timestamp: number; entry: BookEntry }
  | { kind: 'action'; timestamp: number; action: ActionItem };

export interface BookSession {
  id: string;
  actorId: string;
  labType: number;
  open: number;
  duration: number;
  /** Session HTML (may hold {lab_book_timestamp}). */
  content?: string;
  actionCount: number;
  /** Entries and action statements, oldest first. */
  items: BookItem[];
  /** Latest of start + duration and the last item: what the time scale looks at. */
  lastActivity: number;
  sync?: SyncState;
  /** The server's copy (another user's book): put on the device before a note is added. */
  server?: Session;
}

function withItems(
  base: Omit<BookSession, 'items' | 'lastActivity' | 'actionCount'>,
  entries: BookEntry[],
  actions: readonly ActionItem[],
): BookSession {
  const items: BookItem[] = [
    ...entries.map((entry) => ({ kind: 'entry' as const, timestamp: entry.timestamp, entry })),
    ...actions.map((action) => ({ kind: 'action' as const, timestamp: action.timestamp, action })),
  ].sort((a, b) => a.timestamp - b.timestamp);
  const last = items.length > 0 ? items[items.length - 1]!.timestamp : 0;
  return {
    ...base,
    items,
    actionCount: actions.length,
    lastActivity: Math.max(base.open + Math.max(0, base.duration), last),
  };
}

function fromLocalEntry(entry: LocalEntry): BookEntry {
  return {
    id: entry.id,
    entryType: entry.entryType,
    timestamp: entry.timestamp,
    content: entry.content,
    fileName: entry.fileName,
    authorId: entry.authorId,
    local: entry,
  };
}

function groupBySession(entries: readonly LocalEntry[]): Map<string, LocalEntry[]> {
  const bySession = new Map<string, LocalEntry[]>();
  for (const entry of entries) {
    const list = bySession.get(entry.sessionId);
    if (list) list.push(entry);
    else bySession.set(entry.sessionId, [entry]);
  }
  return bySession;
}

/** The own book from the device (sessions with their entries, as src/offline reads them). */
export function sessionsFromDevice(
  sessions: ReadonlyArray<LocalSession & { entries: readonly LocalEntry[] }>,
): BookSession[] {
  return sessions.map((session) =>
    withItems(
      {
        id: session.id,
        actorId: session.actorId,
        labType: session.labType,
        open: session.open,
        duration: session.duration,
        content: session.content,
        sync: session.sync,
      },
      session.entries.map(fromLocalEntry),
      session.actions,
    ),
  );
}

/**
 * Another user's book from the server, plus what the viewer wrote into it on this device and the
 * server does not have yet (instructor notes): those show at once, with their sync badge.
 */
export function sessionsFromServer(
  sessions: readonly Session[],
  localEntries: readonly LocalEntry[] = [],
): BookSession[] {
  const bySession = groupBySession(localEntries);
  return sessions.map((session) => {
    const local = bySession.get(session.id) ?? [];
    const localIds = new Set(local.map((entry) => entry.id));
    const entries: BookEntry[] = [
      ...session.entries
        .filter((entry) => !localIds.has(entry.metaData.entry_id))
        .map((entry) => ({
          id: entry.metaData.entry_id,
          entryType: entry.metaData.entry_type,
          timestamp: entry.timestamp,
          content: entry.metaData.content as string | undefined,
          fileName: entry.metaData.fileName,
          authorId: entry.author_id,
        })),
      ...local.map(fromLocalEntry),
    ];
    return withItems(
      {
        id: session.id,
        actorId: session.actor_id,
        labType: session.labType,
        open: session.open,
        duration: session.duration,
        content: session.metaData.content,
        server: session,
      },
      entries,
      session.actions.detail,
    );
  });
}

/** A write just committed on this device (strict durability): the entry, and its session. */
export interface CommittedWrite {
  entry: LocalEntry;
  session?: LocalSession;
}

const hasEntry = (session: BookSession | undefined, entryId: string) =>
  !!session?.items.some((item) => item.kind === 'entry' && item.entry.id === entryId);

/**
 * The book with the writes just committed on this device that its read does not have yet: a
 * note shows "Saved on this device" the moment its transaction commits, not after the book is
 * read again (the read brings the same rows a moment later and replaces these).
 */
export function withCommitted(
  sessions: readonly BookSession[],
  writes: readonly CommittedWrite[],
): readonly BookSession[] {
  const missing = writes.filter(
    ({ entry }) =>
      !hasEntry(
        sessions.find((s) => s.id === entry.sessionId),
        entry.id,
      ),
  );
  if (missing.length === 0) return sessions;
  const result = [...sessions];
  for (const { entry, session: local } of missing) {
    const index = result.findIndex((session) => session.id === entry.sessionId);
    const session =
      index >= 0
        ? result[index]
        : local
          ? sessionsFromDevice([{ ...local, entries: [] }])[0]
          : null;
    if (!session) continue;
    const entries = session.items.flatMap((item) => (item.kind === 'entry' ? [item.entry] : []));
    const actions = session.items.flatMap((item) => (item.kind === 'action' ? [item.action] : []));
    const next = withItems(session, [...entries, fromLocalEntry(entry)], actions);
    if (index >= 0) result[index] = next;
    else result.push(next);
  }
  return result;
}

/** Whether the book as read already has every one of these writes. */
export function hasCommitted(sessions: readonly BookSession[], writes: readonly CommittedWrite[]) {
  return writes.every(({ entry }) =>
    hasEntry(
      sessions.find((s) => s.id === entry.sessionId),
      entry.id,
    ),
  );
}

/** Why nothing shows (spec 2 "Empty messages"). */
export type EmptyReason = 'none' | 'filter' | 'timescale';

export function selectSessions(
  sessions: readonly BookSession[],
  options: { labFilter: LabFilter; timeScale: TimeScale; now: number },
): { sessions: BookSession[]; empty: EmptyReason | null } {
  const all = dedupeAndSortSessions(sessions);
  if (all.length === 0) return { sessions: [], empty: 'none' };
  const byLab = all.filter((session) => matchesLabFilter(session.labType, options.labFilter));
  const shown = byLab.filter((session) =>
    isInTimeScale(session.lastActivity, options.timeScale, options.now),
  );
  if (shown.length > 0) return { sessions: shown, empty: null };
  return { sessions: [], empty: byLab.length === 0 ? 'filter' : 'timescale' };
}

/** The rows of the windowed list: a session header, then its items unless collapsed. */
export type BookRow =
  | { kind: 'header'; key: string; session: BookSession; isCollapsed: boolean }
  | { kind: 'content'; key: string; session: BookSession; isLast: boolean }
  | { kind: 'item'; key: string; session: BookSession; item: BookItem; isLast: boolean }
  | { kind: 'no-items'; key: string; session: BookSession };

/** The row of an entry in the windowed list. */
export const entryRowKey = (entry: { id: string; sessionId: string }) =>
  `e:${entry.sessionId}:${entry.id}`;

export function buildRows(
  sessions: readonly BookSession[],
  collapsed: ReadonlySet<string>,
): BookRow[] {
  const rows: BookRow[] = [];
  for (const session of sessions) {
    const isCollapsed = collapsed.has(session.id);
    rows.push({ kind: 'header', key: `h:${session.id}`, session, isCollapsed });
    if (isCollapsed) continue;
    const count = session.items.length;
    if (session.content)
      rows.push({ kind: 'content', key: `c:${session.id}`, session, isLast: count === 0 });
    else if (count === 0) rows.push({ kind: 'no-items', key: `n:${session.id}`, session });
    session.items.forEach((item, index) => {
      rows.push({
        kind: 'item',
        key:
          item.kind === 'entry'
            ? entryRowKey({ id: item.entry.id, sessionId: session.id })
            : `a:${session.id}:${item.action.id}`,
        session,
        item,
        isLast: index === count - 1,
      });
    });
  }
  return rows;
}

/** Rows grouped by session, in order: each group renders as one `article`. */
export function groupRows(
  rows: readonly BookRow[],
): Array<{ session: BookSession; rows: BookRow[] }> {
  const groups: Array<{ session: BookSession; rows: BookRow[] }> = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last.session.id === row.session.id) last.rows.push(row);
    else groups.push({ session: row.session, rows: [row] });
  }
  return groups;
}
