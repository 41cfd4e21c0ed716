import {
  sessionMetaDataSchema,
  type ActionItem,
  type Entry,
  type Session,
} from '@common/schemas/lab-book';
import type { Db } from '../../db/client';
import * as repo from './repository';
import type { PageAction, PageEntry } from './page-query';

// Rows to the API's shapes (spec 2 §3 field names): only what the contract names leaves.

/** Sessions with their entries and action items, in the rows' order. */
export async function loadSessions(db: Db, rows: readonly repo.SessionRow[]): Promise<Session[]> {
  const ids = rows.map((r) => r.id);
  const [entries, actions] = await Promise.all([
    repo.listEntries(db, ids),
    repo.listActions(db, ids),
  ]);
  const entriesOf = groupBy(entries, (e) => e.sessionId);
  const actionsOf = groupBy(actions, (a) => a.sessionId);
  return rows.map((row) =>
    toSession(row, entriesOf.get(row.id) ?? [], actionsOf.get(row.id) ?? []),
  );
}

export function toSession(
  row: repo.SessionRow,
  entries: readonly PageEntry[],
  actions: readonly PageAction[],
): Session {
  const meta = sessionMetaDataSchema.safeParse(row.metaData ?? {});
  const metaData = meta.success ? { ...meta.data, labType: row.labType } : undefined;
  return {
    id: row.id,
    actor_id: row.actorId,
    labType: row.labType,
    open: row.open,
    created: row.createdAt.getTime(),
    updated: row.updatedAt.getTime(),
    duration: row.duration,
    metaData: metaData ?? { labType: row.labType, version: 1 },
    entries: entries.map(toEntry),
    actions: { detail: actions.map(toActionItem) },
    isXAPI: row.isXapi,
  };
}

export function toEntry(row: PageEntry): Entry {
  return {
    timestamp: row.timestamp,
    author_id: row.authorId,
    metaData: {
      entry_type: row.entryType as Entry['metaData']['entry_type'],
      entry_id: row.id,
      content: row.content,
      ...(row.fileName === null ? {} : { fileName: row.fileName }),
      ...(row.isUnknownReport ? { isUnknownReport: true } : {}),
    },
  };
}

export function toActionItem(row: PageAction): ActionItem {
  return {
    id: row.id,
    actionType: row.actionType,
    timestamp: row.timestamp,
    actions: (row.actions ?? {}) as Record<string, unknown>,
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
