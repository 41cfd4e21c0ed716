import { describe, expect, it } from 'vitest';
import {
  cellContent,
  cellLink,
  cellStatus,
  columnWindow,
  exportName,
  gradebookRoster,
  matchesStatusFilter,
  modeOfScale,
  scaleOfMode,
  scoreText,
  scoreValue,
} from './score-display';
import { NO_END_DATE as NO_END } from '../schemas/worksheets';

const NOW = 1_800_000_000;
const HOUR = 3600;
const unscheduled = { startdate: 0, enddate: NO_END, ptsposs: 10 };
const openEnded = { startdate: NOW - HOUR, enddate: NO_END, ptsposs: 10 };
const upcoming = { startdate: NOW + HOUR, enddate: NOW + 2 * HOUR, ptsposs: 10 };
const open = { startdate: NOW - HOUR, enddate: NOW + HOUR, ptsposs: 10 };
const closed = { startdate: NOW - 2 * HOUR, enddate: NOW - HOUR, ptsposs: 10 };

describe('status filter and cell status (spec 3 §2, §4)', () => {
  it('an open-ended started assessment is never closed: its cell says Not started', () => {
    expect(cellStatus(openEnded, NOW + 1000 * HOUR)).toBe('Not started');
  });
  it('filters by status; All keeps the unscheduled ones too', () => {
    const all = [unscheduled, upcoming, open, closed];
    expect(all.filter((a) => matchesStatusFilter(a, 'All', NOW))).toHaveLength(4);
    expect(all.filter((a) => matchesStatusFilter(a, 'Open', NOW))).toEqual([open]);
    expect(all.filter((a) => matchesStatusFilter(a, 'Upcoming', NOW))).toEqual([upcoming]);
    expect(all.filter((a) => matchesStatusFilter(a, 'Closed', NOW))).toEqual([closed]);
  });
});

describe('score cells (spec 3 §4, §6)', () => {
  it('shows the status without a score', () => {
    expect(cellStatus(unscheduled, NOW)).toBe('Unscheduled');
    expect(cellStatus(upcoming, NOW)).toBe('Scheduled');
    expect(cellStatus(closed, NOW)).toBe('Closed');
    expect(cellStatus(open, NOW)).toBe('Not started');
    expect(cellContent(open, undefined, 'points', NOW)).toEqual({
      kind: 'status',
      status: 'Not started',
    });
  });
  it('shows the score in points or percent when there is one, whatever the status', () => {
    expect(cellContent(closed, 8, 'points', NOW)).toEqual({
      kind: 'score',
      score: 8,
      text: '8/10',
    });
    expect(cellContent(open, 7.5, 'percent', NOW)).toEqual({
      kind: 'score',
      score: 7.5,
      text: '75%',
    });
    expect(scoreText(2, 3, 'percent')).toBe('66.7%');
    expect(scoreText(1 / 3, 1, 'points')).toBe('0.33/1');
    expect(scoreValue(5, 0, 'percent')).toBe('0');
    expect(scoreValue(0, 10, 'points')).toBe('0');
  });
  it('maps the grading modes 21 and 400021', () => {
    expect(scaleOfMode(21)).toBe('points');
    expect(scaleOfMode(400021)).toBe('percent');
    expect(modeOfScale('percent')).toBe(400021);
    expect(modeOfScale('points')).toBe(21);
  });
  it('links: blocked in proxy mode, own record stuview, others teachview', () => {
    expect(cellLink({ isProxying: true, isOwnRecord: false, hasWorksheetsId: true })).toBe(
      'blocked-proxy',
    );
    expect(cellLink({ isProxying: true, isOwnRecord: true, hasWorksheetsId: true })).toBe(
      'blocked-proxy',
    );
    expect(cellLink({ isProxying: false, isOwnRecord: true, hasWorksheetsId: true })).toBe(
      'stuview',
    );
    expect(cellLink({ isProxying: false, isOwnRecord: false, hasWorksheetsId: true })).toBe(
      'teachview',
    );
    expect(cellLink({ isProxying: false, isOwnRecord: false, hasWorksheetsId: false })).toBe(
      'none',
    );
  });
});

describe('roster (spec 3 §5)', () => {
  const member = (UserId: string, firstName: string, lastName: string, extra = {}) => ({
    UserId,
    firstName,
    lastName,
    username: `${firstName}.${lastName}`.toLowerCase(),
    email: `${UserId}@x.test`,
    roleName: 'Student',
    ...extra,
  });
  const ana = member('a', 'Ana', 'Lopez');
  const ben = member('b', 'Ben', 'Carter');
  const ta = member('t', 'Tomas', 'Reyes', { roleName: 'Teaching Assistant', isTA: true });
  const gone = member('d', 'Del', 'Eted', { email: 'deleted_d@x.test' });
  const co = member('c', 'Omar', 'Haddad', { roleName: 'Instructor', isInstructor: true });
  const viewer = member('v', 'Irene', 'Novak');

  it('hides deleted accounts, instructors and the viewer, lists each student once by last name', () => {
    const rows = gradebookRoster([ana, ben, ta, gone, co, viewer, { ...ana }], 'v');
    expect(rows.map((r) => r.UserId)).toEqual(['b', 'a', 't']);
  });
  it("searches 'last, first' and the full name, case-insensitively", () => {
    expect(gradebookRoster([ana, ben, ta], 'v', 'LOPEZ, a').map((r) => r.UserId)).toEqual(['a']);
    expect(gradebookRoster([ana, ben, ta], 'v', 'ben car').map((r) => r.UserId)).toEqual(['b']);
    expect(gradebookRoster([ana, ben, ta], 'v', 'zzz')).toEqual([]);
  });
});

describe('six columns with chevrons (spec 3 §9)', () => {
  it('shows all when there are six or fewer', () => {
    expect(columnWindow(4, 0)).toEqual({ start: 0, end: 4, canGoLeft: false, canGoRight: false });
    expect(columnWindow(0, 3)).toEqual({ start: 0, end: 0, canGoLeft: false, canGoRight: false });
  });
  it('moves within the assessments and clamps', () => {
    expect(columnWindow(9, 0)).toEqual({ start: 0, end: 6, canGoLeft: false, canGoRight: true });
    expect(columnWindow(9, 2)).toEqual({ start: 2, end: 8, canGoLeft: true, canGoRight: true });
    expect(columnWindow(9, 7)).toEqual({ start: 3, end: 9, canGoLeft: true, canGoRight: false });
    expect(columnWindow(9, -1).start).toBe(0);
  });
});

describe('export names (spec 3 §5)', () => {
  it("is 'last, first' cut to 31 characters", () => {
    expect(exportName({ firstName: 'Ana', lastName: 'Lopez' })).toBe('Lopez, Ana');
    const long = exportName({ firstName: 'Maximiliana', lastName: 'Hernandez-Villalobos Garcia' });
    expect(long).toHaveLength(31);
    expect(long).toBe('Hernandez-Villalobos Garcia, Ma');
  });
});
