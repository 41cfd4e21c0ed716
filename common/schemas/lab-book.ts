import { z } from 'zod';
import { MAX_ENTRY_HTML, UPLOAD_CONTENT_TYPES } from '../domain/lab-book';
import { mergeLegacyFields } from '../domain/legacy-session';
import { int, jsonRecord, ms, prose, text, userIdSchema } from './primitives';

/**
 * The lab-book API (spec 2 §3 and §7), in the spec's own field names. Sessions, entries, action
 * items and files carry client-made ids (UUIDv7), so every write is an idempotent upsert.
 */

export {
  EntryType,
  MAX_ENTRY_HTML,
  MAX_UPLOAD_BYTES,
  PORTAL_LAB_TYPE,
  UPLOAD_CONTENT_TYPES,
} from '../domain/lab-book';
export const entryTypeSchema = z.union([z.literal(1), z.literal(3), z.literal(5), z.literal(10)]);

const idSchema = z.uuid({ message: 'must be a UUID' });
/** Milliseconds since the epoch. */
const msSchema = ms();

export const entrySchema = z.object({
  timestamp: msSchema,
  /** Who wrote it: the book owner, or an instructor/TA for type 5. Set by the server. */
  author_id: userIdSchema.optional(),
  metaData: z.object({
    entry_type: entryTypeSchema,
    entry_id: idSchema,
    content: prose().max(MAX_ENTRY_HTML),
    /** Type 10 (and stored images): the stored file's name on the files host. */
    fileName: text().max(300).optional(),
    /**
     * A lab marked the entry as an unknown report (e.g. the density of an unknown cylinder): the
     * group's instructors export these as one PDF (spec 3 §7). Only on the owner's own entries.
     */
    isUnknownReport: z.boolean().optional(),
  }),
});
export type Entry = z.infer<typeof entrySchema>;

/**
 * A statement's kind. Spec 2 §4 names five (common/domain/statement-kinds.ts); a kind the portal
 * does not know is kept, shown as it came and logged (nothing a lab recorded is lost), so any short
 * word is taken. It becomes part of an xAPI verb IRI, hence the letters.
 */
export const actionTypeSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, { message: 'must be a word of letters, digits, _ or -' });
export const actionItemSchema = z.object({
  id: idSchema,
  actionType: actionTypeSchema,
  timestamp: msSchema,
  /** Spec 2 §3 "Activity statement": name, state, container, volume, mass, ... */
  actions: jsonRecord(),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

export const sessionMetaDataSchema = z.object({
  labType: int(),
  version: z.literal(1).default(1),
  xapiSession: text().max(200).optional(),
  /** May hold the `{lab_book_timestamp}` placeholder. */
  content: prose().max(MAX_ENTRY_HTML).optional(),
});

/**
 * Legacy writers may send `entries_raw`, `actions.detail_raw` (base64 JSON) and `joinedEntries`
 * (spec 2 §3): they are merged into the lists before validation, so nothing sent is dropped; a
 * payload that does not decode is a 400.
 */
const withLegacyFields = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value, ctx) => {
    const { session, problems } = mergeLegacyFields(value);
    for (const { field, message } of problems)
      ctx.addIssue({ code: 'custom', message, path: field.split('.') });
    return session;
  }, schema);

/** `POST lab-book`: create a session (a replay of the same id merges, never duplicates). */
const createSessionFields = z.object({
  id: idSchema,
  actor_id: userIdSchema,
  labType: z.number().int().min(0).max(999),
  open: msSchema,
  duration: msSchema.default(0),
  metaData: sessionMetaDataSchema.optional(),
  entries: z.array(entrySchema).max(500).default([]),
  actions: z.object({ detail: z.array(actionItemSchema).max(5000) }).default({ detail: [] }),
});
export const createSessionBodySchema = withLegacyFields(createSessionFields);
export type CreateSessionBody = z.input<typeof createSessionFields>;

/**
 * `PUT lab-book`: add to a session (spec "Lab-book update request"). Entries and action items
 * are upserted by id; duration only grows. `method: 'POST'` marks an instructor note.
 */
const updateSessionFields = z.object({
  id: idSchema,
  actor_id: userIdSchema,
  user_id: userIdSchema.optional(),
  method: z.literal('POST').optional(),
  labType: z.number().int().min(0).max(999),
  open: msSchema,
  duration: msSchema.optional(),
  entry: entrySchema.optional(),
  entries: z.array(entrySchema).max(500).optional(),
  actions: z.object({ detail: z.array(actionItemSchema).max(5000) }).optional(),
});
export const updateSessionBodySchema = withLegacyFields(updateSessionFields);
export type UpdateSessionBody = z.input<typeof updateSessionFields>;

export const sessionSchema = z.object({
  id: idSchema,
  actor_id: userIdSchema,
  labType: z.number().int(),
  open: msSchema,
  /** Server time the session was first stored (ms). */
  created: msSchema,
  /** Server time of the last change (ms): the `since` of a background refresh. */
  updated: msSchema,
  duration: msSchema,
  metaData: sessionMetaDataSchema,
  entries: z.array(entrySchema),
  actions: z.object({ detail: z.array(actionItemSchema) }),
  isXAPI: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** `GET lab-book/{userId}/paginated-*`: DynamoDB-style page. */
export const sessionPageSchema = z.object({
  Items: z.array(sessionSchema),
  /** Opaque; pass back as `?exclusiveStartKey=` for the next page. Absent on the last page. */
  LastEvaluatedKey: z.string().optional(),
  totalCount: z.number().int(),
});
export type SessionPage = z.infer<typeof sessionPageSchema>;

export const recentEntriesBodySchema = z.object({ userIDs: z.array(userIdSchema).max(1000) });
export const recentEntriesSchema = z.array(
  z.object({ userId: userIdSchema, LastUpdated: msSchema.nullable() }),
);

/** `POST lab-book/upload-url`. `key` is the client's file id (UUID); the server names the file. */
export const uploadUrlBodySchema = z.object({
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  key: idSchema,
  /** Whose book the file belongs to (defaults to the caller). */
  actor_id: userIdSchema.optional(),
  /** The file's name on the user's device: downloads get it back (the server cleans it). */
  name: text().max(1000).optional(),
});
export const uploadUrlSchema = z.object({
  uploadURL: z.string(),
  fileName: z.string(),
  expiresAt: msSchema,
});

/** `POST lab-book/download-url`: a signed, expiring address of a stored file. */
export const downloadUrlBodySchema = z.object({ fileName: text().min(1).max(300) });
export const downloadUrlSchema = z.object({ downloadURL: z.string(), expiresAt: msSchema });
