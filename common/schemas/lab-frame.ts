import { z } from 'zod';
import { actionTypeSchema, MAX_ENTRY_HTML, MAX_UPLOAD_BYTES } from './lab-book';

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

/** ms since the epoch. */
const msSchema = z.number().int().min(0).max(8_640_000_000_000_000);

/** Spec 2 §3 "Activity statement": what the lab did, in the lab's own words. */
export const labStatementSchema = z.object({
  actionType: actionTypeSchema,
  /** When it happened (the lab's clock, ms); the portal uses its own clock when absent. */
  timestamp: msSchema.optional(),
  /** name, state, container, initialLocation, finalLocation, source, destination, volume, ... */
  actions: z.record(z.string().max(100), z.unknown()),
});
export type LabStatement = z.infer<typeof labStatementSchema>;

/**
 * A PDF sent by `pdf-upload`. Structured clone keeps a Blob a Blob, so the check is structural
 * (common/ has no DOM types); an ArrayBuffer or a typed array is accepted too.
 */
export interface BlobLike {
  size: number;
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}
const isBlobLike = (value: unknown): value is BlobLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BlobLike).size === 'number' &&
  typeof (value as BlobLike).type === 'string' &&
  typeof (value as BlobLike).arrayBuffer === 'function';
export const pdfDataSchema = z.union([
  z.custom<BlobLike>(isBlobLike, { message: 'must be a Blob' }),
  z.instanceof(ArrayBuffer),
  z.instanceof(Uint8Array),
]);

const noteText = z.string().trim().min(1).max(MAX_ENTRY_HTML);

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
  /** Attach a PDF the lab made to the lab book (entry type 10). */
  z.object({
    type: z.literal('pdf-upload'),
    file: pdfDataSchema,
    name: z.string().trim().min(1).max(200).optional(),
  }),
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

export const MAX_PDF_BYTES = MAX_UPLOAD_BYTES;

/** What the portal sends to the lab (`frame.contentWindow.postMessage(message, labOrigin)`). */
export const portalMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('init'),
    user: z.object({ userId: z.string(), name: z.string() }),
    labType: z.number().int(),
    preset: z.string(),
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
  /** Answer to the desktop window's `token_request`. */
  z.object({ type: z.literal('token'), token: z.string().nullable() }),
]);
export type PortalMessage = z.infer<typeof portalMessageSchema>;
