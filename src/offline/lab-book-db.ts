import Dexie, { type EntityTable } from 'dexie';
import type { ActionItem, EntryType } from '@common/schemas/lab-book';
import type { Statement } from '@common/schemas/xapi';

/**
 * The signed-in user's own database on the device (ARCHITECTURE.md "Offline first"): every
 * lab-book write lands here first, with its outbox row, in one transaction. Named by the OIDC
 * `sub`, so a shared Chromebook keeps each student's work apart.
 */

/** Where a record is: only on this device, on the server, or refused by the server. */
export type SyncState = 'pending' | 'synced' | 'failed';

export interface LocalSession {
  id: string;
  /** The book owner. */
  actorId: string;
  labType: number;
  /** Start, ms. */
  open: number;
  duration: number;
  xapiSession?: string;
  content?: string;
  /** Action items (statements formatted for the book), oldest first. */
  actions: ActionItem[];
  /** Server `updated` (ms) of the last copy read from the server; 0 when never synced. */
  serverUpdated: number;
  sync: SyncState;
}

export interface LocalEntry {
  id: string;
  sessionId: string;
  /** The book owner. */
  actorId: string;
  /** Who wrote it (the owner, or an instructor/TA for type 5). */
  authorId: string;
  entryType: EntryType;
  timestamp: number;
  content: string;
  fileName?: string;
  /** A lab marked it as an unknown report (spec 3 §7); sent with the entry. */
  isUnknownReport?: boolean;
  sync: SyncState;
  /** Why the server refused it (sync 'failed'). */
  error?: string;
}

/** A file picked on this device, kept until the server has it. */
export interface LocalFile {
  id: string;
  sessionId: string;
  entryId: string;
  blob: Blob;
  name: string;
  contentType: string;
  /** Set once uploaded: the server's name of the stored file. */
  fileName?: string;
  /** The last upload address the server gave (reused until it expires; never a token). */
  uploadURL?: string;
  uploadFileName?: string;
  /** ms. */
  uploadExpiresAt?: number;
}

export type OutboxOperation =
  /** POST lab-book. */
  | 'create-session'
  /** PUT lab-book (entries, action items, duration); queued updates of a session coalesce. */
  | 'update-session'
  /** POST lab-book/upload-url, PUT the file, then the entry's update-session. */
  | 'upload-file'
  /** POST /xapi/statements. */
  | 'send-statements';

export type OutboxState =
  | 'queued'
  /** The server refused the token and no page could renew it: waits for sign-in. */
  | 'needs-sign-in'
  /** Refused for good (4xx): kept, shown with the reason, exportable, retryable. */
  | 'dead';

export interface OutboxRow {
  /** Auto-increment: the send order. */
  seq?: number;
  op: OutboxOperation;
  /** The session the row belongs to (order is kept per session). */
  sessionId: string;
  /** The entity written (session, entry, file or statement batch id). */
  entityId: string;
  /** The operation's data, as stored (never an HTTP request or a token). */
  payload: unknown;
  /** Made when queued; sent as `Idempotency-Key` on every try. */
  idempotencyKey: string;
  /** Every try, the network's failures included: the backoff grows with it. */
  attempts: number;
  /** The failed tries, not those made with no network: an upload shows its error after 5. */
  failures?: number;
  /** ms; not sent before. */
  nextTryAt: number;
  state: OutboxState;
  lastError?: string;
  createdAt: number;
}

/** `payload` of an 'update-session' row: what the PUT adds (built into a body when sent). */
export interface UpdateSessionPayload {
  /** Entries (rows of `entries`) the PUT carries, read when sent. */
  entryIds: string[];
  actions: ActionItem[];
  /** The session's duration when queued; coalesced PUTs send the largest. */
  duration?: number;
  /** An instructor or TA note into another user's book (PUT with `method: 'POST'`). */
  isInstructorNote?: boolean;
}

/** `payload` of an 'upload-file' row. */
export interface UploadFilePayload {
  fileId: string;
  entryId: string;
}

/** `payload` of a 'send-statements' row. */
export interface SendStatementsPayload {
  statements: Statement[];
}

export interface QueuedStatement {
  id: string;
  sessionId: string;
  statement: Statement;
}

/** Small facts: the mirrored access token (for the service worker), last refresh times. */
export interface MetaRow {
  key: string;
  value: unknown;
}

export type LabBookDb = Dexie & {
  sessions: EntityTable<LocalSession, 'id'>;
  entries: EntityTable<LocalEntry, 'id'>;
  files: EntityTable<LocalFile, 'id'>;
  outbox: EntityTable<OutboxRow, 'seq'>;
  meta: EntityTable<MetaRow, 'key'>;
};

export const DB_PREFIX = 'lab-portal-';

export function labBookDbName(sub: string): string {
  return `${DB_PREFIX}${sub}`;
}

/** Opens (and creates or upgrades) the user's database. Works in pages and the service worker. */
export function openLabBookDb(sub: string, indexedDB?: IDBFactory): LabBookDb {
  const db = new Dexie(labBookDbName(sub), {
    ...(indexedDB ? { indexedDB, IDBKeyRange: globalThis.IDBKeyRange } : {}),
    // Nothing is "saved on this device" before the disk has it.
    chromeTransactionDurability: 'strict',
  }) as LabBookDb;
  db.version(1).stores({
    sessions: 'id, actorId, [actorId+open], labType, sync',
    entries: 'id, sessionId, actorId, [actorId+timestamp], sync',
    files: 'id, sessionId',
    outbox: '++seq, sessionId, state, nextTryAt',
    meta: 'key',
  });
  // Additive only: an upgrade never rewrites or drops queued work. Files are found by entry when
  // the entry that names them reaches the server (the blob is deleted then).
  db.version(2).stores({ files: 'id, sessionId, entryId' });
  return db;
}

/** Keys of the `meta` table. */
export const MetaKey = {
  /** `MirroredToken`: the page's short-lived access token, for the service worker. */
  token: 'sync:token',
  /** `SyncEndpoints`: the service base URLs, so the worker needs no config of its own. */
  endpoints: 'sync:endpoints',
  /** ms: the whole outbox waits (the network or the server is down). */
  pauseUntil: 'outbox:pause-until',
  /** The access token the server last refused: not sent again. */
  rejectedToken: 'outbox:rejected-token',
  /** ms (server time): the newest `updated` seen by a background refresh of this book. */
  lastRefresh: (actorId: string) => `refresh:${actorId}`,
} as const;

export interface MirroredToken {
  accessToken: string;
  /** ms. */
  expiresAt: number;
  /** Whose token: always the database's own user. */
  sub: string;
}

export interface SyncEndpoints {
  labbookApi: string;
  xapi: string;
}
