import type * as Xlsx from 'xlsx';
import { excelSerial, labCamText, type LabCamItem } from '@common/domain/lab-cam';
import type { StatementLanguage } from '@common/domain/statement-format';
import { sheetNames } from '@common/domain/sheet-names';

/**
 * The lab-cam workbook (spec 2 §9 "Spreadsheet export"): one sheet per student, named by the
 * student ('last, first', cut to 31 characters and unique), two columns of widths 30 and 18: the
 * statement as the Lab Cam words it, and its time as a real date (ISO order, which every reader
 * keeps) in the exporting reader's time zone. The xlsx library is passed in: it is loaded only
 * when an export runs.
 */

export type XlsxModule = Pick<typeof Xlsx, 'utils' | 'write'>;

export interface WorkbookTexts {
  statement: string;
  time: string;
  /** The row of a student without statements in the time scale. */
  empty: string;
  /** The last row of a student whose statements were cut at the server's limit. */
  truncated: string;
  /** The name of a sheet whose student's name has no usable character. */
  student: string;
}

export interface StudentSheet {
  /** 'last, first' (common/domain/display-name.ts listName). */
  name: string;
  items: readonly LabCamItem[];
  isTruncated: boolean;
}

/** Spec 2 §9: column widths 30 and 18. */
export const COLUMN_WIDTHS = [30, 18] as const;
export const TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function labCamWorkbook(
  XLSX: XlsxModule,
  students: readonly StudentSheet[],
  texts: WorkbookTexts,
  language: StatementLanguage,
  /** The reader's UTC offset at a time (`Date#getTimezoneOffset`), for wall-clock times. */
  offsetAt: (ms: number) => number = (ms) => new Date(ms).getTimezoneOffset(),
): Xlsx.WorkBook {
  const workbook = XLSX.utils.book_new();
  const names = sheetNames(
    students.map((student) => student.name),
    texts.student,
  );
  students.forEach((student, index) => {
    const rows: unknown[][] = [[texts.statement, texts.time]];
    for (const item of student.items) {
      rows.push([
        labCamText(item, language),
        { t: 'n', v: excelSerial(item.timestamp, offsetAt(item.timestamp)), z: TIME_FORMAT },
      ]);
    }
    if (student.items.length === 0) rows.push([texts.empty]);
    if (student.isTruncated) rows.push([texts.truncated]);
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    sheet['!cols'] = COLUMN_WIDTHS.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(workbook, sheet, names[index]);
  });
  return workbook;
}

/** The workbook as the bytes of an .xlsx file (write-only use of the library). */
export function workbookBlob(XLSX: XlsxModule, workbook: Xlsx.WorkBook): Blob {
  const bytes = XLSX.write(workbook, {
    bookType: 'xlsx',
    type: 'array',
    compression: true,
  }) as ArrayBuffer;
  return new Blob([bytes], { type: XLSX_TYPE });
}
