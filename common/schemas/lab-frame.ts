import { z } from 'zod';
import { actionItemSchema, actionTypeSchema, MAX_ENTRY_HTML } from './lab-book';
import { jsonRecord, ms, prose } from './primitives';

/**
 * The lab frame protocol (spec 2 §4): the messages a lab sends to the portal with
 * `window.parent.postMessage(message, portalOrigin)`, the portal's answers, and the desktop
 * window's messages. Every message is an object with a `type`; the portal validates each one
 * with these schemas and logs anything else as uncategorized.
 */

/**
 * How long the portal waits for a lab's `hello` before it says the lab is not responding (with
 * Retry and "Open in a new tab"); the lab keeps loading behind the message and may still say it.
 */
export const LAB_HELLO_TIMEOUT_MS = 15_000;

const msSchema = ms();

/** Spec 2 §3 "Activity statement": what the lab did, in the lab's own words. */
export const labStatementSchema = z.object({
  actionType: actionTypeSchema,
  /** When it happened (the lab's clock, ms); the portal uses its own clock when absent. */
  timestamp: msSchema.optional(),
  /** name, state, container, initialLocation, finalLocation, source, destination, volume, ... */
  actions: jsonRecord(z.string().max(100)),
});
export type LabStatement = z.infer<typeof labStatementSchema>;

const noteText = prose().trim().min(1).max(MAX_ENTRY_HTML);

export const labMessageSchema = z.discriminatedUnion('type', [
  /** The lab has loaded; the portal starts the lab-book session and answers `init`. */
  z.object({ type: z.literal('hello'), lab: z.string().max(100).optional() }),
  /** The lab is ready (the inorganic lab says it its own way). */
  z.object({ type: z.literal('lab-online') }),
  z.object({ type: z.literal('lab-online-inorganic') }),
  z.object({ type: z.literal('statement'), statement: labStatementSchema }),
  /** A note for the lab book: HTML (sanitized by the portal) or plain text. */
  z
    .object({
      type: z.literal('labbook_entry'),
      html: noteText.optional(),
      text: noteText.optional(),
      /** The note is the student's report of an unknown (spec 3 §7 "Unknown-report PDF export"). */
      isUnknownReport: z.boolean().optional(),
    })
    .refine((m) => m.html !== undefined || m.text !== undefined, {
      message: 'html or text is required',
    }),
  z.object({ type: z.literal('heartbeat') }),
  /**
   * Export the lab's report (its HTML) as PDF, like the lab book's export: the portal downloads
   * it and answers `pdf-created`, or `pdf-unavailable` when it cannot (offline, no HTML, failed).
   */
  z.object({ type: z.literal('pdf-create'), html: z.string().max(5_000_000).optional() }),
  /**
   * "PDF import opens the uploader" (spec 2 §4, §7): the portal shows its uploader over the lab;
   * the file the student picks becomes a file entry (type 10) of this lab's session, answered
   * `saved` (of `pdf-upload`), or `pdf-upload-closed` when the uploader is closed without one.
   */
  z.object({ type: z.literal('pdf-upload') }),
  z.object({ type: z.literal('goodbye') }),
]);
export type LabMessage = z.infer<typeof labMessageSchema>;
export type LabMessageType = LabMessage['type'];
export const LAB_MESSAGE_TYPES = labMessageSchema.options.map(
  (option) => option.shape.type.value,
) satisfies LabMessageType[];

/** Messages of the window opened from the Desktop tab (spec 2 §4 "Desktop window messages"). */
export const desktopMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('token_request') }),
  z.object({ type: z.literal('heartbeat') }),
  z.object({ type: z.literal('close') }),
  z.object({ type: z.literal('logout') }),
]);
export type DesktopMessage = z.infer<typeof desktopMessageSchema>;

/** Anything with a string `type`: a message at all (else it is uncategorized). */
export const messageEnvelopeSchema = z.object({ type: z.string().min(1).max(100) }).loose();

/** The most recent sessions of the lab sent after the lab book loads (older ones stay out). */
export const MAX_FRAME_SESSIONS = 200;

/** A stored lab-book session of this lab, as the portal sends it to the lab. */
export const frameSessionSchema = z.object({
  id: z.string(),
  /** Start, ms. */
  open: msSchema,
  /** Time in the lab, ms. */
  duration: z.number().min(0),
  labType: z.number().int(),
  /** Notes, images and files, oldest first (`entryType` as in the lab book: 1, 3, 5, 10). */
  entries: z.array(
    z.object({
      id: z.string(),
      entryType: z.number().int(),
      timestamp: msSchema,
      content: z.string(),
    }),
  ),
  /** The session's statements as the book keeps them, oldest first. */
  actions: z.array(actionItemSchema.omit({ id: true })),
});
export type FrameSession = z.infer<typeof frameSessionSchema>;

/** What the portal sends to the lab (`frame.contentWindow.postMessage(message, labOrigin)`). */
export const portalMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('init'),
    user: z.object({ userId: z.string(), name: z.string() }),
    labType: z.number().int(),
    preset: z.string(),
    /**
     * The preset the lab opens with (issue 10 §3), fetched by the portal (`preset/fetch`, kept on
     * the device once seen): `object` is the preset's JSON text for `labType`, which the bench
     * parses with `presetObjectSchema(labType)` (common/schemas/preset-objects.ts). null when
     * there is no preset (`preset` "0") or it could not be had (unknown uuid, offline and never
     * seen): the lab opens its default setup.
     */
    presetData: z
      .object({ uuid: z.string(), name: z.string(), labType: z.number().int(), object: z.string() })
      .nullable()
      .optional(),
    lang: z.string(),
    session: z.object({ id: z.string(), open: msSchema }),
  }),
  /** A message was stored on the device (it syncs later); `of` names the message type. */
  z.object({
    type: z.literal('saved'),
    of: z.enum(['labbook_entry', 'pdf-upload']),
    id: z.string(),
  }),
  /** A message was refused (malformed, or the device could not store it). */
  z.object({ type: z.literal('failed'), of: z.string(), reason: z.string() }),
  z.object({ type: z.literal('pdf-unavailable'), reason: z.string() }),
  /** The report's PDF was made and downloaded under this name. */
  z.object({ type: z.literal('pdf-created'), fileName: z.string() }),
  /**
   * Spec 2 §4 "Lab book loading": once the lab book has loaded, its stored sessions of this lab
   * (most recent MAX_FRAME_SESSIONS), then `sort-sessions`: every session has been sent, and the
   * lab sorts and shows them.
   */
  z.object({
    type: z.literal('lab-book-sessions'),
    sessions: z.array(frameSessionSchema).max(MAX_FRAME_SESSIONS),
  }),
  z.object({ type: z.literal('sort-sessions') }),
  /** The uploader `pdf-upload` opened was closed without a file. */
  z.object({ type: z.literal('pdf-upload-closed') }),
  /** Answer to the desktop window's `token_request`. */
  z.object({ type: z.literal('token'), token: z.string().nullable() }),
]);
export type PortalMessage = z.infer<typeof portalMessageSchema>;
