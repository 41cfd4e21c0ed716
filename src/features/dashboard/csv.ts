import { labName } from '@common/domain/lab-names';
import type { DashboardView } from './chart-data';

/**
 * "Download CSV" (beyond the spec): the dashboard's statistics, one row per group, student and lab
 * (a student without data gets one row with an empty lab), so a teacher can sort and filter them
 * in any spreadsheet. Names follow the screen: anonymized there, anonymized here.
 */
export interface CsvHeaders {
  group: string;
  student: string;
  username: string;
  lab: string;
  time: string;
  actions: string;
  entries: string;
}

/**
 * RFC 4180 quoting, plus a leading apostrophe on text a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR): a student named "=HYPERLINK(...)" stays a name.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Hours with at most three decimals (about 4 s): enough, and readable in a cell. */
const hours = (value: number) => Math.round(value * 1000) / 1000;

export function dashboardCsv(
  view: DashboardView,
  usernames: ReadonlyMap<string, string> | null,
  headers: CsvHeaders,
): string {
  const rows: Array<Array<string | number>> = [
    [
      headers.group,
      headers.student,
      headers.username,
      headers.lab,
      headers.time,
      headers.actions,
      headers.entries,
    ],
  ];
  for (const group of view.groups) {
    for (const student of group.students) {
      const who = [group.name, student.name, usernames?.get(student.id) ?? ''];
      if (student.labs.length === 0) rows.push([...who, '', 0, 0, 0]);
      for (const lab of student.labs)
        rows.push([...who, labName(lab.labType), hours(lab.time), lab.actions, lab.entries]);
    }
  }
  // A byte-order mark, so spreadsheet programs read accented names as UTF-8.
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** `dashboard-total-2026-11-24.csv`: the scale and the day, so two downloads do not collide. */
export function csvFileName(scale: number, computedAt: number): string {
  const scaleName = ['one-week', 'two-weeks', 'four-weeks', 'total'][scale] ?? 'total';
  return `dashboard-${scaleName}-${new Date(computedAt).toISOString().slice(0, 10)}.csv`;
}
