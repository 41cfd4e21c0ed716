import { z } from 'zod';
import { ERROR_REPORT_MAX_BATCH } from '../domain/error-reports';

/**
 * One error the app recorded (the /debug list), as sent to the server: where and what failed,
 * never the call's parameters (they can hold note content or secrets).
 */
export const errorReportSchema = z.strictObject({
  time: z.iso.datetime(),
  /** The area that made the call, e.g. `user`, `labs`. */
  store: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, 'must be a short area name'),
  /** HTTP method or operation name. */
  method: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,39}$/, 'must be a short operation name'),
  error: z.string().min(1).max(500),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const errorReportBatchSchema = z.strictObject({
  reports: z.array(errorReportSchema).min(1).max(ERROR_REPORT_MAX_BATCH),
});
export type ErrorReportBatch = z.infer<typeof errorReportBatchSchema>;

export const errorReportAcceptedSchema = z.object({ accepted: z.number().int().min(0) });
