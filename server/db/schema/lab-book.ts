import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './identity';

const ms = (name: string) => bigint(name, { mode: 'number' });
const timestampMs = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** A lab-book session (spec 2 §3). The id is the client's (UUIDv7), so writes are upserts. */
export const labbookSessions = pgTable(
  'labbook_sessions',
  {
    id: uuid('id').primaryKey(),
    /** The book owner. */
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    labType: integer('lab_type').notNull(),
    /** Start, ms since the epoch. */
    open: ms('open').notNull(),
    duration: ms('duration').notNull().default(0),
    /** { labType, version, xapiSession?, content? } */
    metaData: jsonb('meta_data'),
    isXapi: boolean('is_xapi').notNull().default(false),
    /**
     * The session's action items (labbook_actions rows) and the owner's own entries (types 1, 3,
     * 10 of labbook_entries), kept by triggers of the database (migration 0005) on every insert
     * and delete, whoever writes: the dashboard sums sessions instead of counting every row.
     */
    actionCount: integer('action_count').notNull().default(0),
    workEntryCount: integer('work_entry_count').notNull().default(0),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    /** Moves on every change that adds something: the `since` of background refreshes. */
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('labbook_sessions_actor_open_idx').on(t.actorId, t.open, t.id),
    index('labbook_sessions_actor_updated_idx').on(t.actorId, t.updatedAt),
  ],
);

/** One entry per row, so a student's device and an instructor's note never overwrite each other. */
export const labbookEntries = pgTable(
  'labbook_entries',
  {
    /** metaData.entry_id, made by the client. */
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => labbookSessions.id, { onDelete: 'cascade' }),
    /** The book owner (denormalized for "latest entry per student"). */
    actorId: uuid('actor_id').notNull(),
    /** The writer: the owner, or an instructor/TA for type 5. */
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryType: smallint('entry_type').notNull(),
    timestamp: ms('timestamp').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    fileName: text('file_name'),
    /** A lab marked it as an unknown report (spec 3 §7): the group's unknown-report PDF. */
    isUnknownReport: boolean('is_unknown_report').notNull().default(false),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('labbook_entries_actor_timestamp_idx').on(t.actorId, t.timestamp),
    index('labbook_entries_session_idx').on(t.sessionId, t.timestamp),
    // Few entries are reports: the export finds a group's reports without reading every entry.
    index('labbook_entries_unknown_report_idx')
      .on(t.actorId, t.timestamp)
      .where(sql`${t.isUnknownReport}`),
  ],
);

/** Action items (actions.detail): statements formatted for the book. */
export const labbookActions = pgTable(
  'labbook_actions',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => labbookSessions.id, { onDelete: 'cascade' }),
    actionType: text('action_type').notNull(),
    timestamp: ms('timestamp').notNull(),
    actions: jsonb('actions').notNull(),
  },
  (t) => [index('labbook_actions_session_idx').on(t.sessionId, t.timestamp)],
);

/** Answers to writes sent with an `Idempotency-Key`, per user, kept 7 days. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Files of lab books. The row is made with the upload address (the declared type, the owner
 * and the uploader); size, hash and uploaded_at are filled when the bytes arrive.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** Server-made: `<ownerId>/<clientKey>.<ext>`. */
    fileName: text('file_name').primaryKey(),
    clientKey: uuid('client_key').notNull(),
    /** The book owner. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    /** The name the file had on the user's device (cleaned): the name it downloads under. */
    originalName: text('original_name'),
    size: integer('size'),
    sha256: text('sha256'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    uploadedAt: timestampMs('uploaded_at'),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId)],
);

/** The learning record store (xAPI 1.0.3 subset). */
export const xapiStatements = pgTable(
  'xapi_statements',
  {
    id: uuid('id').primaryKey(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verbId: text('verb_id').notNull(),
    objectId: text('object_id').notNull(),
    timestamp: timestampMs('timestamp').notNull(),
    stored: timestampMs('stored').notNull(),
    /** The whole statement as served (with id, timestamp and stored). */
    statement: jsonb('statement').notNull(),
  },
  (t) => [
    index('xapi_statements_actor_timestamp_idx').on(t.actorId, t.timestamp),
    index('xapi_statements_actor_stored_idx').on(t.actorId, t.stored, t.id),
    index('xapi_statements_stored_idx').on(t.stored),
  ],
);

// The TA record that lab-book access reads lives in the presets table (one export line in index).
export * from './presets';
