import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labbookActions, labbookEntries, labbookSessions } from '../../db/schema/index';
import { PORTAL_LAB_TYPE } from '@common/schemas/lab-book';
import type { ActionRow, EntryRow } from './repository';

// The keyset page of a book (issue 13 §2): one query brings the sessions, the book's count and
// each session's entries and action items (json_agg), instead of three round trips per read.

export interface PageQuery {
  actorId: string;
  direction: 'forwards' | 'backwards';
  limit: number;
  /** Portal sessions (99) always match a lab filter (spec 2 §5). */
  labType?: number;
  /** Exclusive start: the (open, id) of the last item of the previous page. */
  after?: { open: number; id: string };
}

/** What the mappers read of an entry and of an action item (json_agg keys = row fields). */
export type PageEntry = Pick<
  EntryRow,
  'id' | 'authorId' | 'entryType' | 'timestamp' | 'content' | 'fileName' | 'isUnknownReport'
>;
export type PageAction = Pick<ActionRow, 'id' | 'actionType' | 'timestamp' | 'actions'>;

function pageFilter(q: Pick<PageQuery, 'actorId' | 'labType'>) {
  return and(
    eq(labbookSessions.actorId, q.actorId),
    q.labType === undefined
      ? undefined
      : inArray(labbookSessions.labType, [q.labType, PORTAL_LAB_TYPE]),
  );
}

// Ordered as listEntries and listActions order them, so a page holds what the whole book does.
// bigint ms become JSON numbers, exact below 2^53 like the `mode: 'number'` columns. Written
// with aliases: drizzle leaves columns unqualified in a one-table select, and an unqualified
// "id" inside the subquery would be the entry's, not the session's.
const entriesOfSession = sql<PageEntry[]>`(select coalesce(json_agg(json_build_object(
    'id', e.id, 'authorId', e.author_id, 'entryType', e.entry_type, 'timestamp', e.timestamp,
    'content', e.content, 'fileName', e.file_name, 'isUnknownReport', e.is_unknown_report)
    order by e.timestamp, e.id), '[]'::json)
  from ${labbookEntries} e where e.session_id = ${labbookSessions}.id)`;
const actionsOfSession = sql<PageAction[]>`(select coalesce(json_agg(json_build_object(
    'id', a.id, 'actionType', a.action_type, 'timestamp', a.timestamp, 'actions', a.actions)
    order by a.timestamp, a.id), '[]'::json)
  from ${labbookActions} a where a.session_id = ${labbookSessions}.id)`;

/** Up to `limit` sessions in keyset order, each with the book's count, entries and actions. */
export function pageSessions(db: Db, q: PageQuery) {
  const isForwards = q.direction === 'forwards';
  const position = q.after
    ? isForwards
      ? sql`(${labbookSessions.open}, ${labbookSessions.id}) > (${q.after.open}, ${q.after.id}::uuid)`
      : sql`(${labbookSessions.open}, ${labbookSessions.id}) < (${q.after.open}, ${q.after.id}::uuid)`
    : undefined;
  const order = isForwards ? asc : desc;
  // The subquery's own FROM is the innermost scope, so its columns are the counted rows'.
  const total = db
    .select({ n: sql`count(*)::int` })
    .from(labbookSessions)
    .where(pageFilter(q));
  return db
    .select({
      ...getTableColumns(labbookSessions),
      total: sql<number>`(${total})`.mapWith(Number),
      entries: entriesOfSession,
      actions: actionsOfSession,
    })
    .from(labbookSessions)
    .where(and(pageFilter(q), position))
    .orderBy(order(labbookSessions.open), order(labbookSessions.id))
    .limit(q.limit);
}

/** The count alone, for a page past the end (no row to carry it). */
export async function countSessions(
  db: Db,
  q: Pick<PageQuery, 'actorId' | 'labType'>,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(labbookSessions)
    .where(pageFilter(q));
  return row?.n ?? 0;
}
