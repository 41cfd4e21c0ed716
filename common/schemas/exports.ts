import { z } from 'zod';
import { pdfExportBodySchema, pdfPrintFields } from './functions';
import { idParamSchema, int, ms, rowId, userIdSchema } from './primitives';

/**
 * The Portfolio's two instructor exports (spec 3 §2 header buttons; spec 2 §4 "Export flow",
 * §9; spec 3 §7 "Unknown-report PDF export"), under `/functions`. Only an instructor of the group
 * (its owner or a co-instructor) may run them; TAs, students and everyone else get 403.
 */

export { MAX_LAB_CAM_ITEMS } from '../domain/lab-cam';

/** Spec 2 §4: 0 one week, 1 two weeks, 2 four weeks, 3 total time. */
export const labCamQuerySchema = z.object({
  scale: z.coerce
    .number({ message: 'scale must be 0, 1, 2 or 3' })
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]))
    .default(3),
});

export const labCamGroupParamsSchema = z.object({ groupId: idParamSchema });
export const labCamStudentParamsSchema = z.object({
  groupId: idParamSchema,
  studentId: userIdSchema,
});

/** `GET /functions/lab-cam/{groupId}`: the group and its students (the export's sheets). */
export const labCamRosterSchema = z.object({
  groupId: int(),
  groupName: z.string(),
  /** Student members (TAs included: they are students of the group), not co-instructors. */
  students: z.array(
    z.object({
      userId: userIdSchema,
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      username: z.string(),
    }),
  ),
});
export type LabCamRoster = z.infer<typeof labCamRosterSchema>;

/** One activity statement, reduced to what a row shows (common/domain/lab-cam.ts). */
export const labCamItemSchema = z.object({
  timestamp: ms(),
  verb: z.string(),
  activity: z.string(),
  labType: z.number().int().optional(),
  actionType: z.string().optional(),
  actions: z.record(z.string(), z.unknown()).optional(),
});

/** `GET /functions/lab-cam/{groupId}/{studentId}?scale=`: the student's statements, oldest first. */
export const labCamStatementsSchema = z.object({
  /** Start of the time scale (ms), null for total time. */
  since: ms().nullable(),
  items: z.array(labCamItemSchema),
  /** More than MAX_LAB_CAM_ITEMS: the newest were left out. */
  isTruncated: z.boolean(),
});
export type LabCamStatements = z.infer<typeof labCamStatementsSchema>;

export const EXPORT_LANGUAGES = ['en', 'es', 'pt'] as const;

/**
 * `POST /functions/pdf` with `isUnknownExport: true`: the group's unknown reports as one PDF
 * (spec 3 §7). The spec sends the reports' HTML; here the server reads them from the database
 * itself (only the group's students, only entries a lab marked as unknown reports), so no one can
 * print HTML of their own making under a group's name. `groupName` is not trusted either: the
 * server prints the group's stored name (a sent `groupName` is ignored).
 */
export const unknownExportBodySchema = z.object({
  isUnknownExport: z.literal(true),
  groupId: rowId(),
  /** Print "Student 1, 2 ..." instead of the students' names (and not the printer's name). */
  dontPrintName: z.boolean().default(false),
  /** Print no times (neither the reports' nor the print time). */
  dontPrintTime: z.boolean().default(false),
  /** The language of the PDF's own words (headings); the reports are as the students wrote them. */
  lang: z.enum(EXPORT_LANGUAGES).default('en'),
  ...pdfPrintFields,
});
export type UnknownExportBody = z.input<typeof unknownExportBodySchema>;

/** The lab-book export (no `isUnknownExport`) or the unknown-report export. */
export const pdfRequestBodySchema = z.discriminatedUnion('isUnknownExport', [
  pdfExportBodySchema.extend({ isUnknownExport: z.literal(false).optional() }),
  unknownExportBodySchema,
]);
export type PdfRequestBody = z.output<typeof pdfRequestBodySchema>;
