import type { LabBookDb, OutboxRow, SyncEndpoints } from './lab-book-db';
import type { CallContext, CallResult } from './outbox-http';
import type { ReplyClass } from './outbox-replies';

/** What an outbox operation needs, and how it went (the engine decides what follows). */

export type OpOutcome =
  /** `count` rows reached the server (a large batch may be cut to fit one request). */
  | { kind: 'done'; count: number }
  | { kind: 'aborted' }
  | Exclude<ReplyClass, { kind: 'ok' } | { kind: 'conflict' }>
  /** Nothing the network can fix (the device lost a record the row names). */
  | { kind: 'rejected'; status: number; message: string };

export interface OpContext extends CallContext {
  db: LabBookDb;
  endpoints: SyncEndpoints;
  token: string;
  /** The largest JSON body sent at once (coalesced PUTs are cut to fit). */
  maxBodyBytes: number;
}

export const done = (rows: readonly OutboxRow[]): OpOutcome => ({
  kind: 'done',
  count: rows.length,
});

export const missing = (what: string): OpOutcome => ({
  kind: 'rejected',
  status: 0,
  message: `${what} is no longer on this device`,
});

export function settle(reply: Exclude<CallResult, { kind: 'ok' }>): OpOutcome {
  if (reply.kind === 'conflict') return { kind: 'rejected', status: 409, message: reply.message };
  return reply;
}
