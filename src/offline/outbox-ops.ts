import type { ActionItem, Entry, Session, UpdateSessionBody } from '@common/schemas/lab-book';
import type { Statement } from '@common/schemas/xapi';
import { v5 as uuidv5 } from 'uuid';
import type { LocalEntry, LocalSession, OutboxRow } from './lab-book-db';
import { isServerSession, mergeServerSession, serverSessionsOf } from './lab-book-merge';
import { call, endpoint, isObject, XAPI_VERSION, type CallResult } from './outbox-http';
import { done, missing, settle, type OpContext, type OpOutcome } from './outbox-outcome';
import { statementsPayload, updatePayload, type Plan } from './outbox-plan';
import { completeRows } from './outbox-state';
import { uploadFile } from './outbox-upload';

/**
 * The requests of each outbox operation, built from the device's rows only when sent (the outbox
 * stores data, not HTTP requests). Each returns how it went; the engine decides what follows.
 */

/** Idempotency-Key namespace for batches (a UUID made from the batch's own keys). */
const BATCH_NAMESPACE = '6f1d4a52-3c1e-4b7e-9a53-1b0c4f6e2d80';

/** One row: its own key. A batch: a key made from its rows' keys, so a replay of the same batch
 * reuses it and a different batch never does (a server replaying a stored reply for a key must
 * never answer for rows it did not get). */
export function batchKey(rows: readonly OutboxRow[]): string {
  if (rows.length === 1) return (rows[0] as OutboxRow).idempotencyKey;
  return uuidv5(rows.map((row) => row.idempotencyKey).join(','), BATCH_NAMESPACE);
}

export async function runPlan(ctx: OpContext, plan: Plan): Promise<OpOutcome> {
  switch (plan.op) {
    case 'create-session':
      return createSession(ctx, plan.rows);
    case 'update-session':
      return updateSession(ctx, plan.rows);
    case 'upload-file':
      return uploadFile(ctx, plan.rows);
    case 'send-statements':
      return sendStatements(ctx, plan.rows);
  }
}

function toEntry(entry: LocalEntry): Entry {
  return {
    timestamp: entry.timestamp,
    metaData: {
      entry_type: entry.entryType,
      entry_id: entry.id,
      content: entry.content,
      ...(entry.fileName ? { fileName: entry.fileName } : {}),
      ...(entry.isUnknownReport ? { isUnknownReport: true } : {}),
    },
  };
}

const sessionReply = (session: LocalSession) => (data: unknown) =>
  isObject(data) && (data.id === undefined || data.id === session.id);

async function createSession(ctx: OpContext, rows: OutboxRow[]): Promise<OpOutcome> {
  const row = rows[0] as OutboxRow;
  const session = await ctx.db.sessions.get(row.entityId);
  if (!session) return missing('The session');
  const reply = await call(ctx, {
    method: 'POST',
    url: endpoint(ctx.endpoints.labbookApi, 'lab-book'),
    token: ctx.token,
    idempotencyKey: row.idempotencyKey,
    json: {
      id: session.id,
      actor_id: session.actorId,
      labType: session.labType,
      open: session.open,
      // Only fields that never change: a replay must be the same request (the server answers
      // 422 to a key reused with another body). Time in the lab goes with the updates.
      duration: 0,
      metaData: {
        labType: session.labType,
        version: 1,
        ...(session.xapiSession ? { xapiSession: session.xapiSession } : {}),
        ...(session.content !== undefined ? { content: session.content } : {}),
      },
      entries: [],
      actions: { detail: [] },
    },
    isExpected: sessionReply(session),
  });
  if (reply.kind === 'conflict') return merge(ctx, rows, session);
  return finish(ctx, rows, reply);
}

/** The PUT of coalesced update rows: union of entries and actions, the largest duration. */
function updateBody(
  session: LocalSession,
  rows: readonly OutboxRow[],
  entries: Map<string, LocalEntry>,
  identity?: Pick<Session, 'actor_id' | 'labType' | 'open'>,
): UpdateSessionBody {
  const payloads = rows.map(updatePayload);
  const base = {
    id: session.id,
    actor_id: identity?.actor_id ?? session.actorId,
    labType: identity?.labType ?? session.labType,
    open: identity?.open ?? session.open,
  };
  const rowEntries = payloads
    .flatMap((payload) => payload.entryIds)
    .map((id) => entries.get(id))
    .filter((entry): entry is LocalEntry => entry !== undefined);
  if (payloads[0]?.isInstructorNote) {
    const note = rowEntries[0];
    return {
      ...base,
      method: 'POST',
      ...(note ? { user_id: note.authorId, entry: toEntry(note) } : {}),
    };
  }
  const actions = new Map<string, ActionItem>();
  payloads.forEach((payload) => payload.actions.forEach((item) => actions.set(item.id, item)));
  const durations = payloads.flatMap((payload) =>
    payload.duration === undefined ? [] : [payload.duration],
  );
  return {
    ...base,
    ...(durations.length > 0 ? { duration: Math.max(...durations) } : {}),
    ...(rowEntries.length > 0 ? { entries: rowEntries.map(toEntry) } : {}),
    ...(actions.size > 0 ? { actions: { detail: [...actions.values()] } } : {}),
  };
}

async function loadEntries(ctx: OpContext, rows: readonly OutboxRow[]) {
  const ids = rows.flatMap((row) => updatePayload(row).entryIds);
  const found = await ctx.db.entries.bulkGet(ids);
  return new Map(found.filter((e): e is LocalEntry => !!e).map((e) => [e.id, e]));
}

async function updateSession(
  ctx: OpContext,
  planRows: OutboxRow[],
  identity?: Pick<Session, 'actor_id' | 'labType' | 'open'>,
): Promise<OpOutcome> {
  const session = await ctx.db.sessions.get((planRows[0] as OutboxRow).sessionId);
  if (!session) return missing('The session');
  const entries = await loadEntries(ctx, planRows);
  // Cut a large batch to fit one request; the rest goes next step.
  const rows = [...planRows];
  let body = updateBody(session, rows, entries, identity);
  while (rows.length > 1 && JSON.stringify(body).length > ctx.maxBodyBytes) {
    rows.splice(Math.ceil(rows.length / 2));
    body = updateBody(session, rows, entries, identity);
  }
  const reply = await call(ctx, {
    method: 'PUT',
    url: endpoint(ctx.endpoints.labbookApi, 'lab-book'),
    token: ctx.token,
    // After a merge the request is a new one: the server may keep its 409 under the old key.
    idempotencyKey: identity ? uuidv5(`${batchKey(rows)}:merge`, BATCH_NAMESPACE) : batchKey(rows),
    json: body,
    isExpected: sessionReply(session),
  });
  if (reply.kind === 'conflict') {
    if (identity) return { kind: 'rejected', status: 409, message: reply.message };
    return merge(ctx, rows, session);
  }
  return finish(ctx, rows, reply);
}

/**
 * 409: the server holds this session differently. Take the server's copy (never over queued
 * work), then send the device's rows again on top of it, once.
 */
async function merge(ctx: OpContext, rows: OutboxRow[], session: LocalSession): Promise<OpOutcome> {
  const since = session.serverUpdated > 0 ? [session.serverUpdated - 1] : [];
  const reply = await call(ctx, {
    method: 'GET',
    url: endpoint(ctx.endpoints.labbookApi, 'lab-book', session.actorId, ...since),
    token: ctx.token,
    isExpected: (data) => serverSessionsOf(data) !== null,
  });
  if (reply.kind !== 'ok') {
    if (reply.kind === 'conflict') return { kind: 'rejected', status: 409, message: reply.message };
    return reply;
  }
  const server = (serverSessionsOf(reply.data) ?? []).find((item) => item.id === session.id);
  if (!server)
    return { kind: 'rejected', status: 409, message: 'HTTP 409: the server refused this session' };
  await ctx.db.transaction('rw', [ctx.db.sessions, ctx.db.entries, ctx.db.outbox], () =>
    mergeServerSession(ctx.db, server),
  );
  if ((rows[0] as OutboxRow).op === 'create-session') {
    // The server has the session: its later rows go as updates of the server's copy.
    await completeRows(ctx.db, rows);
    return done(rows);
  }
  return updateSession(ctx, rows, server);
}

async function sendStatements(ctx: OpContext, rows: OutboxRow[]): Promise<OpOutcome> {
  const statements: Statement[] = rows.flatMap((row) => statementsPayload(row).statements);
  const reply = await call(ctx, {
    method: 'POST',
    url: endpoint(ctx.endpoints.xapi, 'statements'),
    token: ctx.token,
    idempotencyKey: batchKey(rows),
    headers: { 'x-experience-api-version': XAPI_VERSION },
    json: statements,
    isExpected: Array.isArray,
  });
  // Statements carry their own ids: a 409 means the store already has them.
  if (reply.kind === 'conflict') {
    await completeRows(ctx.db, rows);
    return done(rows);
  }
  return finish(ctx, rows, reply);
}

async function finish(ctx: OpContext, rows: OutboxRow[], reply: CallResult): Promise<OpOutcome> {
  if (reply.kind !== 'ok') return settle(reply);
  const session = isServerSession(reply.data) ? reply.data : undefined;
  await completeRows(ctx.db, rows, session ? { session } : undefined);
  return done(rows);
}
