import { compareListNames, displayName, listName, type NamedUser } from './display-name';
import { isDeletedAccount } from './groups';
import { assessmentStatus } from './assessment-status';
import { GB_MODE } from '../schemas/worksheets';

/**
 * The Portfolio gradebook's pure rules (spec 3 §2 "Portfolio", §4 "Score-cell status", §5 roster
 * rules, §6 score-cell links, §9 six columns and grading modes). Dates are unix seconds: start 0 is
 * an unscheduled start, end NO_END_DATE no end (spec 3 §3).
 */

/** Spec 3 §9: the Portfolio shows 6 assessment columns. */
export const GRID_COLUMNS = 6;
/** Spec 3 §5: exported student names are cut to 31 characters (the spreadsheet name limit). */
export const EXPORT_NAME_MAX = 31;
export type ScoreScale = 'points' | 'percent';

export const scaleOfMode = (mode: number): ScoreScale =>
  mode === GB_MODE.percent ? 'percent' : 'points';
export const modeOfScale = (scale: ScoreScale) =>
  scale === 'percent' ? GB_MODE.percent : GB_MODE.points;

export interface DatedAssessment {
  startdate: number;
  enddate: number;
}

/** The grid's status filter (spec 3 §2): All, Upcoming, Closed, Open. */
export const STATUS_FILTERS = ['All', 'Upcoming', 'Closed', 'Open'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export function matchesStatusFilter(
  a: DatedAssessment,
  filter: StatusFilter,
  nowSeconds: number,
): boolean {
  return filter === 'All' || assessmentStatus(a, nowSeconds) === filter;
}

/**
 * Spec 3 §4 score-cell status, for a cell without a score: Unscheduled when the assessment has no
 * dates (a missing one, as the assessment status), Scheduled before its start, Closed after its
 * end, Not started otherwise.
 */
export type CellStatus = 'Unscheduled' | 'Scheduled' | 'Closed' | 'Not started';
export function cellStatus(a: DatedAssessment, nowSeconds: number): CellStatus {
  const status = assessmentStatus(a, nowSeconds);
  if (status === 'Unscheduled') return 'Unscheduled';
  if (status === 'Upcoming') return 'Scheduled';
  if (status === 'Closed') return 'Closed';
  return 'Not started';
}

function trimNumber(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  return String(Math.round(value * factor) / factor);
}

/** The score as the grid shows it: '8/10' in points, '80%' in percent (spec 3 §6, §9). */
export function scoreText(score: number, pointsPossible: number, scale: ScoreScale): string {
  if (scale === 'points') return `${trimNumber(score, 2)}/${trimNumber(pointsPossible, 2)}`;
  return `${scoreValue(score, pointsPossible, 'percent')}%`;
}

/** The bare number of a score in a scale (the CSV's cell): points, or percent with 1 decimal. */
export function scoreValue(score: number, pointsPossible: number, scale: ScoreScale): string {
  if (scale === 'points') return trimNumber(score, 2);
  if (pointsPossible <= 0) return '0';
  return trimNumber((score / pointsPossible) * 100, 1);
}

export type CellContent =
  { kind: 'score'; score: number; text: string } | { kind: 'status'; status: CellStatus };

/** What a cell shows: the score when there is one, otherwise the cell status. */
export function cellContent(
  a: DatedAssessment & { ptsposs: number },
  score: number | undefined,
  scale: ScoreScale,
  nowSeconds: number,
): CellContent {
  if (score !== undefined)
    return { kind: 'score', score, text: scoreText(score, a.ptsposs, scale) };
  return { kind: 'status', status: cellStatus(a, nowSeconds) };
}

export interface RosterMember extends NamedUser {
  UserId: string;
  email?: string | null;
  roleName?: string | null;
  isTA?: boolean;
  isInstructor?: boolean;
}

/**
 * Spec 3 §5: the grid's rows are the group's students (TAs included, marked; instructors are not
 * students), deleted accounts (`deleted_`) hidden, never the viewer, each UserId once, matching
 * the name search ('last, first' or the full name), sorted by 'last, first'.
 */
export function gradebookRoster<T extends RosterMember>(
  members: readonly T[],
  viewerId: string,
  query = '',
  locale?: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const member of members) {
    if (member.UserId === viewerId || seen.has(member.UserId)) continue;
    if (isDeletedAccount(member.email)) continue;
    if (member.isInstructor || member.roleName === 'Instructor') continue;
    seen.add(member.UserId);
    if (
      needle &&
      !listName(member).toLocaleLowerCase(locale).includes(needle) &&
      !displayName(member).toLocaleLowerCase(locale).includes(needle)
    )
      continue;
    rows.push(member);
  }
  return rows.sort((a, b) => compareListNames(a, b, locale) || a.UserId.localeCompare(b.UserId));
}

/** The six-column window (spec 3 §9) and whether the chevrons can move it. */
export interface ColumnWindow {
  start: number;
  end: number;
  canGoLeft: boolean;
  canGoRight: boolean;
}
export function columnWindow(total: number, start: number, size = GRID_COLUMNS): ColumnWindow {
  const maxStart = Math.max(0, total - size);
  const first = Math.min(Math.max(0, Math.trunc(start)), maxStart);
  const end = Math.min(total, first + size);
  return { start: first, end, canGoLeft: first > 0, canGoRight: end < total };
}

/**
 * Spec 3 §6 score-cell link: blocked in proxy mode; instructors and TAs looking at another
 * student's record get the assessment view (teachview); a TA's own record the grade view
 * (stuview). No worksheets id: nothing to open yet.
 */
export type CellLink = 'teachview' | 'stuview' | 'blocked-proxy' | 'none';
export function cellLink(options: {
  isProxying: boolean;
  isOwnRecord: boolean;
  hasWorksheetsId: boolean;
}): CellLink {
  if (options.isProxying) return 'blocked-proxy';
  if (options.isOwnRecord) return 'stuview';
  return options.hasWorksheetsId ? 'teachview' : 'none';
}

/** Exported names (spec 3 §5): 'last, first', cut to 31 characters. */
export function exportName(user: NamedUser): string {
  return [...listName(user)].slice(0, EXPORT_NAME_MAX).join('');
}
