import { exportName, scoreValue, type ScoreScale } from '@common/domain/score-display';
import type { NamedUser } from '@common/domain/display-name';

/**
 * "Export CSV" of the Portfolio (spec 3 §2): the gradebook as shown, one row per student (the
 * search applied) and one column per assessment (the status filter applied), scores in the scale
 * shown (points or percent), an empty cell where there is no score. Names are 'last, first' cut
 * to 31 characters (spec 3 §5).
 */
export interface CsvStudent extends NamedUser {
  UserId: string;
}
export interface CsvAssessment {
  id: number;
  name: string;
  ptsposs: number;
}

/**
 * RFC 4180 quoting, plus a leading apostrophe on text a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR): a student named "=HYPERLINK(...)" stays a name.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function gradebookCsv(options: {
  students: readonly CsvStudent[];
  assessments: readonly CsvAssessment[];
  /** The score of a student (UserId) in an assessment, or undefined. */
  scoreOf: (userId: string, assessmentId: number) => number | undefined;
  scale: ScoreScale;
  headers: { student: string; username: string };
}): string {
  const { students, assessments, scoreOf, scale, headers } = options;
  const unit = scale === 'percent' ? '%' : 'pts';
  const rows: string[][] = [
    [
      headers.student,
      headers.username,
      ...assessments.map((a) => `${a.name} (${scale === 'percent' ? 100 : a.ptsposs} ${unit})`),
    ],
  ];
  for (const student of students) {
    rows.push([
      exportName(student),
      student.username ?? '',
      ...assessments.map((a) => {
        const score = scoreOf(student.UserId, a.id);
        return score === undefined ? '' : scoreValue(score, a.ptsposs, scale);
      }),
    ]);
  }
  // A byte-order mark, so spreadsheet programs read accented names as UTF-8.
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** `gradebook-Chemistry 101 - Fall-2026-11-24.csv`, without characters file systems refuse. */
export function gradebookFileName(groupName: string, now: Date): string {
  const safe = groupName.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '').trim() || 'group';
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `gradebook-${safe}-${day}.csv`;
}
