// Limits of the client error reports, free of zod so the app shell can use them without loading
// the schema library (common/schemas/error-reports.ts validates with them on the server).

/** The largest error-report body the server takes (bytes). */
export const ERROR_REPORT_MAX_BYTES = 16 * 1024;
/** Reports in one batch at most. */
export const ERROR_REPORT_MAX_BATCH = 20;
