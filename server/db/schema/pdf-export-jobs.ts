import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PdfRequestBody } from '@common/schemas/exports';

/**
 * PDF exports accepted and not yet delivered (issue 13 §1), shared by every instance so an
 * export survives the instance that accepted it. A row holds what rendering needs (the client's
 * HTML for a lab book; for unknown reports only the request, the page is gathered again at render
 * time) and lives only until the export is delivered or failed for good, then it is deleted.
 * `available_at` is when a worker may take the row: at once when waiting, at the end of the
 * lease while claimed (the worker's heartbeat moves it on), later when a failed try waits to be
 * retried. See server/modules/functions/pdf-worker.ts.
 */
export const pdfExportJobs = pgTable(
  'pdf_export_jobs',
  {
    /** Increasing: the oldest waiting job is rendered first. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    exportId: text('export_id').notNull(),
    /** The exporting tab's auth-socket connection: the events go there. */
    connectionId: text('connection_id').notNull(),
    /** 'lab-book' or 'unknown-reports', for the logs. */
    kind: text('kind').notNull(),
    /** The validated request body (its HTML is bounded by MAX_PDF_HTML_CHARS). */
    request: jsonb('request').$type<PdfRequestBody>().notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the worker that holds the job; its writes name it, so a stale worker changes nothing. */
    claimToken: text('claim_token'),
    /** Tries started so far (a try whose instance died counts too). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pdf_export_jobs_user_export_idx').on(t.userId, t.exportId),
    index('pdf_export_jobs_available_idx').on(t.availableAt, t.id),
  ],
);
