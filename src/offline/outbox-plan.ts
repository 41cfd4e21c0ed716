import type {
  OutboxRow,
  SendStatementsPayload,
  UpdateSessionPayload,
  UploadFilePayload,
} from './lab-book-db';

/**
 * Which queued rows go next (pure). Rows go oldest first (by `seq`), and a row waits only for the
 * rows it depends on, still in the outbox in any state (waiting, needs sign-in, dead). THE rule,
 * and the only place it lives:
 *
 * 1. every lab-book write of a session (its updates and its file uploads) waits for the
 *    session's create: a session the server refused cannot take notes;
 * 2. the update that carries an entry waits for the uploads of that entry's files: the entry
 *    names the stored files (a file entry, or a note's inline images).
 *
 * Nothing else holds a row. A refused (dead) or backing-off row holds only what depends on it:
 * the other notes, action items and statements of its session keep syncing (the server orders
 * entries by their time, not by arrival). Statements depend on nothing (the learning record
 * store is a separate service); instructor notes go into sessions already on the server.
 */

/** The server's limits of one PUT (common/schemas/lab-book.ts) and a sane statement batch. */
export const MAX_ENTRIES_PER_PUT = 500;
export const MAX_ACTIONS_PER_PUT = 5000;
export const MAX_STATEMENTS_PER_POST = 500;

export interface Plan {
  /** Sent together; all removed together on success. Oldest first. */
  rows: OutboxRow[];
  op: OutboxRow['op'];
}

/** A session's lab-book writes and its statements: how records are grouped when counted. */
export function laneOf(row: Pick<OutboxRow, 'op' | 'sessionId'>): string {
  return row.op === 'send-statements' ? `xapi:${row.sessionId}` : `lab-book:${row.sessionId}`;
}

/** The rows of an outbox, indexed for the rule above. */
interface Graph {
  /** Oldest first. */
  rows: OutboxRow[];
  createOf: Map<string, OutboxRow>;
  uploadsOf: Map<string, OutboxRow[]>;
}

function graphOf(rows: readonly OutboxRow[]): Graph {
  const sorted = [...rows].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  const createOf = new Map<string, OutboxRow>();
  const uploadsOf = new Map<string, OutboxRow[]>();
  for (const row of sorted) {
    if (row.op === 'create-session') createOf.set(row.sessionId, row);
    if (row.op === 'upload-file') {
      const { entryId } = uploadPayload(row);
      uploadsOf.set(entryId, [...(uploadsOf.get(entryId) ?? []), row]);
    }
  }
  return { rows: sorted, createOf, uploadsOf };
}

/** The rows `row` waits for (the rule). */
function dependenciesOf(row: OutboxRow, graph: Graph): OutboxRow[] {
  if (row.op === 'create-session' || row.op === 'send-statements') return [];
  const create = graph.createOf.get(row.sessionId);
  const uploads =
    row.op === 'update-session'
      ? updatePayload(row).entryIds.flatMap((id) => graph.uploadsOf.get(id) ?? [])
      : [];
  return create ? [create, ...uploads] : uploads;
}

/** Queued and waiting for nothing: may go once its own time has come. */
const isFree = (row: OutboxRow, graph: Graph) =>
  row.state === 'queued' && dependenciesOf(row, graph).length === 0;

/**
 * Rows that wait for a dead letter (directly or through another row): they go only after the
 * user retries or discards it, so they count as "not saved", not as "on their way".
 */
export function heldByDeadLetters(rows: readonly OutboxRow[]): Set<OutboxRow> {
  const graph = graphOf(rows);
  const held = new Set<OutboxRow>();
  const isHeld = (row: OutboxRow): boolean =>
    dependenciesOf(row, graph).some(
      (dependency) => dependency.state === 'dead' || isHeld(dependency),
    );
  for (const row of graph.rows) if (row.state !== 'dead' && isHeld(row)) held.add(row);
  return held;
}

/**
 * When something can next be sent: the earliest free row (rows waiting for another row, for
 * sign-in or for the user are not due). Undefined when nothing can be sent without the user.
 */
export function nextDue(rows: readonly OutboxRow[], pauseUntil = 0): number | undefined {
  const graph = graphOf(rows);
  const due = graph.rows.filter((row) => isFree(row, graph)).map((row) => row.nextTryAt);
  return due.length > 0 ? Math.max(pauseUntil, Math.min(...due)) : undefined;
}

/** The next request to make, or null when nothing may be sent now. */
export function planNext(
  rows: readonly OutboxRow[],
  now: number,
  /** Rows to send one by one (a batch that was refused is split to find the bad row). */
  isolated: ReadonlySet<number> = new Set(),
): Plan | null {
  const graph = graphOf(rows);
  const ready = graph.rows.filter((row) => isFree(row, graph) && row.nextTryAt <= now);
  const head = ready[0];
  if (!head) return null;
  return { rows: coalesce(head, ready, isolated), op: head.op };
}

/** The head plus the ready rows of its session that can share its request (oldest first). */
function coalesce(
  head: OutboxRow,
  ready: readonly OutboxRow[],
  isolated: ReadonlySet<number>,
): OutboxRow[] {
  const isAlone = (row: OutboxRow) => isolated.has(row.seq ?? -1);
  if (isAlone(head) || (head.op !== 'update-session' && head.op !== 'send-statements'))
    return [head];
  if (head.op === 'update-session' && updatePayload(head).isInstructorNote) return [head];
  const others = ready.filter(
    (row) =>
      row !== head &&
      row.sessionId === head.sessionId &&
      row.op === head.op &&
      !isAlone(row) &&
      !(row.op === 'update-session' && updatePayload(row).isInstructorNote),
  );
  const batch = [head];
  if (head.op === 'update-session') {
    let entries = updatePayload(head).entryIds.length;
    let actions = updatePayload(head).actions.length;
    for (const row of others) {
      const payload = updatePayload(row);
      entries += payload.entryIds.length;
      actions += payload.actions.length;
      if (entries > MAX_ENTRIES_PER_PUT || actions > MAX_ACTIONS_PER_PUT) break;
      batch.push(row);
    }
    return batch;
  }
  let count = statementsPayload(head).statements.length;
  for (const row of others) {
    count += statementsPayload(row).statements.length;
    if (count > MAX_STATEMENTS_PER_POST) break;
    batch.push(row);
  }
  return batch;
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
