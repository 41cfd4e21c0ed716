/**
 * Lab-book constants (spec 2 §3, §9), free of zod so the app shell and the service worker can use
 * them without the schema library. The API schemas are in common/schemas/lab-book.ts.
 */

/** Entry types of spec 2 §3. */
export const EntryType = { StudentNote: 1, Image: 3, InstructorNote: 5, File: 10 } as const;
export type EntryType = (typeof EntryType)[keyof typeof EntryType];

export const PORTAL_LAB_TYPE = 99;
/** Longest entry HTML accepted (the spec leaves the bound open). */
export const MAX_ENTRY_HTML = 200_000;
/** Largest upload (PDF, PNG, JPEG). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
