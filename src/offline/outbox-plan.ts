import type {
  OutboxRow,
  SendStatementsPayload,
  UpdateSessionPayload,
  UploadFilePayload,
} from './lab-book-db';

/**
 * Which queued rows go next (pure). Rows are sent oldest first (by `seq`), but order is kept per
 * lane: a lane's later rows wait while its first row waits (backoff, sign-in) or is dead, and the
 * other lanes keep going. A session has two lanes: its lab-book writes, and its xAPI statements
 * (the learning record store is a separate service; a refused statement must not hold notes).
 */

/** The server's limits of one PUT (common/schemas/lab-book.ts) and a sane statement batch. */
export const MAX_ENTRIES_PER_PUT = 500;
export const MAX_ACTIONS_PER_PUT = 5000;
export const MAX_STATEMENTS_PER_POST = 500;

export interface Plan {
  /** Sent together; all removed together on success. Oldest first. */
  rows: OutboxRow[];
  op: OutboxRow['op'];
  lane: string;
}

export function laneOf(row: Pick<OutboxRow, 'op' | 'sessionId'>): string {
  return row.op === 'send-statements' ? `xapi:${row.sessionId}` : `lab-book:${row.sessionId}`;
}

/** The next request to make, or null when nothing may be sent now. */
/** Rows by lane; a Map keeps insertion order, so lanes come in the order of their oldest row. */
function lanes(rows: readonly OutboxRow[]): Map<string, OutboxRow[]> {
  const byLane = new Map<string, OutboxRow[]>();
  for (const row of [...rows].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    const lane = laneOf(row);
    const list = byLane.get(lane) ?? [];
    list.push(row);
    byLane.set(lane, list);
  }
  return byLane;
}

/** The first row of each lane: only these can be sent. */
export function laneHeads(rows: readonly OutboxRow[]): OutboxRow[] {
  return [...lanes(rows).values()].map((list) => list[0] as OutboxRow);
}

/**
 * When something can next be sent: the earliest queued lane head (rows behind a dead letter or a
 * row waiting for sign-in are not due). Undefined when nothing can be sent without the user.
 */
export function nextDue(rows: readonly OutboxRow[], pauseUntil = 0): number | undefined {
  const due = laneHeads(rows)
    .filter((row) => row.state === 'queued')
    .map((row) => row.nextTryAt);
  return due.length > 0 ? Math.max(pauseUntil, Math.min(...due)) : undefined;
}

export function planNext(
  rows: readonly OutboxRow[],
  now: number,
  /** Rows to send one by one (a batch that was refused is split to find the bad row). */
  isolated: ReadonlySet<number> = new Set(),
): Plan | null {
  for (const [lane, list] of lanes(rows)) {
    const head = list[0];
    if (!head || head.state !== 'queued' || head.nextTryAt > now) continue;
    return { rows: coalesce(list, isolated), op: head.op, lane };
  }
  return null;
}

/** The lane's head plus the rows right behind it that can share its request. */
function coalesce(lane: OutboxRow[], isolated: ReadonlySet<number>): OutboxRow[] {
  const head = lane[0] as OutboxRow;
  if (isolated.has(head.seq ?? -1)) return [head];
  if (head.op === 'update-session') {
    const first = updatePayload(head);
    if (first.isInstructorNote) return [head];
    const batch = [head];
    let entries = first.entryIds.length;
    let actions = first.actions.length;
    for (const row of lane.slice(1)) {
      if (row.op !== 'update-session' || row.state !== 'queued' || isolated.has(row.seq ?? -1))
        break;
      const payload = updatePayload(row);
      if (payload.isInstructorNote) break;
      entries += payload.entryIds.length;
      actions += payload.actions.length;
      if (entries > MAX_ENTRIES_PER_PUT || actions > MAX_ACTIONS_PER_PUT) break;
      batch.push(row);
    }
    return batch;
  }
  if (head.op === 'send-statements') {
    const batch = [head];
    let count = statementsPayload(head).statements.length;
    for (const row of lane.slice(1)) {
      if (row.state !== 'queued' || isolated.has(row.seq ?? -1)) break;
      count += statementsPayload(row).statements.length;
      if (count > MAX_STATEMENTS_PER_POST) break;
      batch.push(row);
    }
    return batch;
  }
  return [head];
}

// Payloads are read defensively: rows written by an older version must still be sent.

export function updatePayload(row: Pick<OutboxRow, 'payload'>): UpdateSessionPayload {
  const value = (row.payload ?? {}) as Partial<UpdateSessionPayload>;
  return {
    entryIds: Array.isArray(value.entryIds) ? value.entryIds : [],
    actions: Array.isArray(value.actions) ? value.actions : [],
    ...(typeof value.duration === 'number' ? { duration: value.duration } : {}),
    ...(value.isInstructorNote ? { isInstructorNote: true } : {}),
  };
}

export function uploadPayload(row: Pick<OutboxRow, 'payload' | 'entityId'>): UploadFilePayload {
  const value = (row.payload ?? {}) as Partial<UploadFilePayload>;
  return { fileId: value.fileId ?? row.entityId, entryId: value.entryId ?? '' };
}

export function statementsPayload(row: Pick<OutboxRow, 'payload'>): SendStatementsPayload {
  const value = (row.payload ?? {}) as Partial<SendStatementsPayload>;
  return { statements: Array.isArray(value.statements) ? value.statements : [] };
}

/** Entries named by rows (their records: what the user would call "not yet saved"). */
export function entryIdsOf(rows: readonly OutboxRow[]): string[] {
  return rows.flatMap((row) => {
    if (row.op === 'update-session') return updatePayload(row).entryIds;
    if (row.op === 'upload-file') return [uploadPayload(row).entryId].filter(Boolean);
    return [];
  });
}
