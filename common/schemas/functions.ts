import { z } from 'zod';
import { prose, text, userIdSchema } from './primitives';

/**
 * `/functions` (spec 2 §7 "PDF export"): the lab book's HTML is rendered to PDF in the
 * background; the file comes back to the exporting tab as the socket event `pdf-ready`.
 */

/** The HTML of one export; a longer body is refused with 413 before it is parsed. */
export const MAX_PDF_HTML_CHARS = 5_000_000;

/** Spec 2 §9: images in the PDF are at most this wide. */
export const PDF_IMAGE_MAX_WIDTH_PX = 950;

/** Spec 2 §8/§9: the export notification shows this long. */
export const PDF_EXPORT_NOTIFICATION_MS = 25_000;

/** An auth-socket connection id (`<nonce>.<signature>`, made by the server on `register`). */
export const connectionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{16,128}$/, {
    message: 'must be the connection id the auth socket gave this tab',
  });

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const line = (max: number) => text().trim().max(max);

/** IANA time zone of the exporting user (the PDF's dates are rendered in it). */
export const timeZoneSchema = text()
  .max(100)
  .refine(isTimeZone, { message: 'must be an IANA time zone such as Europe/Madrid' });

/** What every PDF export says about the exporting tab and the reader's clock. */
export const pdfPrintFields = {
  /** The exporting tab's auth-socket connection: `pdf-ready` goes there. */
  wsId: connectionIdSchema,
  timeZone: timeZoneSchema,
  /** Its abbreviation as the user sees it (CET, GMT-3). */
  shortTimeZone: line(40),
  /** Who prints, and when (already formatted for the reader). */
  printName: line(200),
  printTime: line(100).min(1, { message: 'is empty' }),
  /** Made by the client so it can match the socket event to its request; else by the server. */
  exportId: z.uuid().optional(),
};

/** `POST /functions/pdf`. */
export const pdfExportBodySchema = z.object({
  /** The sessions list, with elements marked for exclusion removed; sanitized again here. */
  html: prose()
    .min(1, { message: 'is empty' })
    .max(MAX_PDF_HTML_CHARS, { message: `must be at most ${MAX_PDF_HTML_CHARS} characters` }),
  /** Whose lab book. */
  uuid: userIdSchema,
  /** The book owner's name and e-mail, printed in the header. */
  name: line(200),
  email: line(320).default(''),
  ...pdfPrintFields,
});
export type PdfExportBody = z.input<typeof pdfExportBodySchema>;

export const pdfExportAcceptedSchema = z.object({ exportId: z.uuid() });
export type PdfExportAccepted = z.infer<typeof pdfExportAcceptedSchema>;

/** What the exporting tab hears on the auth socket. */
export const pdfSocketEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('pdf-ready'),
    exportId: z.uuid(),
    /** A signed download address, valid 15 minutes. */
    url: z.string(),
    fileName: z.string(),
  }),
  /** Rendering failed (logged on the server): the client rejects its export, no message. */
  z.object({ type: z.literal('pdf-failed'), exportId: z.uuid() }),
]);
export type PdfSocketEvent = z.infer<typeof pdfSocketEventSchema>;
