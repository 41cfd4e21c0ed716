import { listName } from '@common/domain/display-name';
import type { StatementLanguage } from '@common/domain/statement-format';
import type { LabCamRoster, LabCamStatements } from '@common/schemas/exports';
import {
  labCamWorkbook,
  workbookBlob,
  type StudentSheet,
  type WorkbookTexts,
  type XlsxModule,
} from './lab-cam-workbook';

/**
 * The lab-cam export's flow (spec 2 §4 "Export flow": choose scale, initializing, fetching data
 * with percentage, compiling, done) as plain TypeScript: the dialog shows the phases it reports.
 * One request per student, one at a time; a failed one is tried once more (spec 2 §4 "a failed
 * activity request is retried once per item"). Cancelling aborts the request in flight.
 */

export type LabCamProgress =
  { phase: 'initializing' } | { phase: 'fetching'; percent: number } | { phase: 'compiling' };

export interface LabCamExportDeps {
  roster(signal: AbortSignal): Promise<LabCamRoster>;
  statements(studentId: string, signal: AbortSignal): Promise<LabCamStatements>;
  /** `import('xlsx')`: the library loads only when an export compiles. */
  loadXlsx(): Promise<XlsxModule>;
  save(blob: Blob, fileName: string): void;
  fileName(groupName: string): string;
  texts: WorkbookTexts;
  language: StatementLanguage;
  locale: string;
}

export interface LabCamExportResult {
  fileName: string;
  studentCount: number;
  /** Some student had more statements than one export holds. */
  isTruncated: boolean;
}

export class NoStudentsError extends Error {
  constructor() {
    super('The group has no students');
    this.name = 'NoStudentsError';
  }
}

async function once<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (signal.aborted) throw error;
    return call();
  }
}

export async function runLabCamExport(
  deps: LabCamExportDeps,
  onProgress: (progress: LabCamProgress) => void,
  signal: AbortSignal,
): Promise<LabCamExportResult> {
  onProgress({ phase: 'initializing' });
  const roster = await deps.roster(signal);
  const students = [...roster.students].sort((a, b) =>
    listName(a).localeCompare(listName(b), deps.locale, { sensitivity: 'base' }),
  );
  if (students.length === 0) throw new NoStudentsError();

  const sheets: StudentSheet[] = [];
  onProgress({ phase: 'fetching', percent: 0 });
  for (const [index, student] of students.entries()) {
    const answer = await once(() => deps.statements(student.userId, signal), signal);
    sheets.push({ name: listName(student), items: answer.items, isTruncated: answer.isTruncated });
    onProgress({ phase: 'fetching', percent: Math.round(((index + 1) / students.length) * 100) });
  }

  onProgress({ phase: 'compiling' });
  const XLSX = await deps.loadXlsx();
  signal.throwIfAborted();
  const workbook = labCamWorkbook(XLSX, sheets, deps.texts, deps.language);
  const fileName = deps.fileName(roster.groupName);
  deps.save(workbookBlob(XLSX, workbook), fileName);
  return {
    fileName,
    studentCount: sheets.length,
    isTruncated: sheets.some((sheet) => sheet.isTruncated),
  };
}
