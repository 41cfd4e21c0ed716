import { describe, expect, it } from 'vitest';
import {
  ALL_LABS,
  clampPage,
  dedupeAndSortSessions,
  formatDuration,
  isFilterableLabType,
  isInTimeScale,
  labFilterTypes,
  matchesLabFilter,
  pageCount,
  pageRange,
  pageSlice,
  parseLabFilter,
  parsePageSize,
  parseTimeScale,
  queueProgress,
  userRetrievalProgress,
  searchStudents,
  withLabBooks,
  timeScaleStart,
  visibleGroups,
  wrapAround,
} from './lab-book-rules';

describe('sessions', () => {
  it('de-duplicates by open time (first copy wins) and sorts ascending', () => {
    const sessions = [
      { id: 'c', open: 30 },
      { id: 'a', open: 10 },
      { id: 'b', open: 20 },
      { id: 'a2', open: 10 },
    ];
    expect(dedupeAndSortSessions(sessions).map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(dedupeAndSortSessions([])).toEqual([]);
  });

  it("shows '--:--:--' for no duration and no actions, '00:00:00' with actions", () => {
    expect(formatDuration(0, 0)).toBe('--:--:--');
    expect(formatDuration(-5, 0)).toBe('--:--:--');
    expect(formatDuration(0, 3)).toBe('00:00:00');
    expect(formatDuration(-1, 1)).toBe('00:00:00');
    expect(formatDuration(999, 0)).toBe('00:00:00');
    expect(formatDuration(3_723_000, 0)).toBe('01:02:03');
    expect(formatDuration(100 * 3_600_000 + 59_000, 2)).toBe('100:00:59');
  });
});

describe('lab filter', () => {
  it('leaves out type 8 and types 14 and above', () => {
    expect(isFilterableLabType(7)).toBe(true);
    expect(isFilterableLabType(8)).toBe(false);
    expect(isFilterableLabType(13)).toBe(true);
    expect(isFilterableLabType(14)).toBe(false);
    expect(isFilterableLabType(99)).toBe(false);
    expect(labFilterTypes([14, 7, 0, 8, 7, 17, 13, 99])).toEqual([0, 7, 13]);
  });

  it('always shows portal sessions (type 99)', () => {
    expect(matchesLabFilter(99, 7)).toBe(true);
    expect(matchesLabFilter(7, 7)).toBe(true);
    expect(matchesLabFilter(3, 7)).toBe(false);
    expect(matchesLabFilter(3, ALL_LABS)).toBe(true);
  });

  it('parses a filter value against the offered types', () => {
    expect(parseLabFilter('7', [0, 7])).toBe(7);
    expect(parseLabFilter(3, [0, 7])).toBe(ALL_LABS);
    expect(parseLabFilter('all', [0, 7])).toBe(ALL_LABS);
    expect(parseLabFilter(undefined, [0])).toBe(ALL_LABS);
  });
});

describe('time scale', () => {
  const now = Date.UTC(2026, 2, 20);
  const day = 86_400_000;

  it('reads the cookie value 0..3, total time otherwise', () => {
    expect(parseTimeScale('0')).toBe(0);
    expect(parseTimeScale('2')).toBe(2);
    expect(parseTimeScale('4')).toBe(3);
    expect(parseTimeScale('')).toBe(3);
    expect(parseTimeScale(undefined)).toBe(3);
  });

  it('spans one, two, four weeks or everything', () => {
    expect(timeScaleStart(0, now)).toBe(now - 7 * day);
    expect(timeScaleStart(1, now)).toBe(now - 14 * day);
    expect(timeScaleStart(2, now)).toBe(now - 28 * day);
    expect(timeScaleStart(3, now)).toBeNull();
    expect(isInTimeScale(now - 7 * day, 0, now)).toBe(true);
    expect(isInTimeScale(now - 7 * day - 1, 0, now)).toBe(false);
    expect(isInTimeScale(now - 20 * day, 2, now)).toBe(true);
    expect(isInTimeScale(0, 3, now)).toBe(true);
  });
});

describe('pagination', () => {
  it('offers 10, 25, 50, 100, default 10', () => {
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize(100)).toBe(100);
    expect(parsePageSize('30')).toBe(10);
    expect(parsePageSize(undefined)).toBe(10);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(101, 25)).toBe(5);
  });

  it('clamps a typed page to 1..total', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage('3', 5)).toBe(3);
    expect(clampPage('2.7', 5)).toBe(2);
    expect(clampPage('', 5)).toBe(1);
    expect(clampPage('abc', 5)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it("gives the 'a - b of total' range and the page's items", () => {
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
    expect(pageRange(1, 10, 7)).toEqual({ from: 1, to: 7, total: 7 });
    expect(pageRange(3, 10, 25)).toEqual({ from: 21, to: 25, total: 25 });
    expect(pageRange(9, 10, 25)).toEqual({ from: 21, to: 25, total: 25 });
    const items = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(pageSlice(items, 2, 10)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageSlice([], 1, 10)).toEqual([]);
  });
});

describe('students', () => {
  const students = [
    { UserId: 'u1', firstName: 'Ana', lastName: 'Zapata', username: 'ana' },
    { UserId: 'u2', firstName: 'Bruno', lastName: 'álvarez', username: 'bruno' },
    { UserId: 'me', firstName: 'Ina', lastName: 'Structor', username: 'ina' },
    { UserId: 'u1', firstName: 'Ana', lastName: 'Copy', username: 'ana2' },
    { UserId: 'u3', firstName: null, lastName: null, username: 'solo' },
    { UserId: 'u4', firstName: 'Carla', lastName: null, username: 'carla' },
  ];

  it('de-duplicates by UserId, leaves out the viewer, sorts by the listed name', () => {
    expect(searchStudents(students, '', 'me').map((s) => s.UserId)).toEqual([
      'u2',
      'u4',
      'u3',
      'u1',
    ]);
  });

  it('searches case-insensitively in either name order', () => {
    expect(searchStudents(students, 'ZAP', 'me').map((s) => s.UserId)).toEqual(['u1']);
    expect(searchStudents(students, 'ana zap', 'me').map((s) => s.UserId)).toEqual(['u1']);
    expect(searchStudents(students, 'zapata, a', 'me').map((s) => s.UserId)).toEqual(['u1']);
    expect(searchStudents(students, ' solo ', 'me').map((s) => s.UserId)).toEqual(['u3']);
    expect(searchStudents(students, 'structor', 'me')).toEqual([]);
    expect(searchStudents(students, 'copy', 'me')).toEqual([]);
  });

  it('wraps previous and next around the list', () => {
    const list = ['a', 'b', 'c'];
    expect(wrapAround(list, (x) => x === 'c', 1)).toBe('a');
    expect(wrapAround(list, (x) => x === 'a', -1)).toBe('c');
    expect(wrapAround(list, (x) => x === 'b', 1)).toBe('c');
    expect(wrapAround(['a'], (x) => x === 'a', 1)).toBe('a');
    expect(wrapAround(list, () => false, 1)).toBe('a');
    expect(wrapAround(list, () => false, -1)).toBe('c');
    expect(wrapAround([], () => true, 1)).toBeUndefined();
  });
});

describe('groups and progress', () => {
  const groups = [
    { Id: 1, Status: 'Open', isTA: false },
    { Id: 2, Status: 'Archived', isTA: true },
    { Id: 3, Status: 'Open', isTA: true },
    { Id: 4, Status: 'Open', isStudent: true },
  ];

  it('lists non-archived groups; TAs only their tutored groups and memberships', () => {
    expect(visibleGroups(groups, false).map((g) => g.Id)).toEqual([1, 3, 4]);
    expect(visibleGroups(groups, true).map((g) => g.Id)).toEqual([3, 4]);
  });

  it('gives the loading percentage', () => {
    expect(queueProgress(0, 4)).toBe(0);
    expect(queueProgress(1, 3)).toBe(33);
    expect(queueProgress(5, 4)).toBe(100);
    expect(queueProgress(0, 0)).toBe(100);
  });

  it('retrieves users in 6 steps: the groups, then the queue of their students', () => {
    expect(userRetrievalProgress(false, 0, 0)).toBe(0);
    expect(userRetrievalProgress(true, 0, 5)).toBe(17);
    expect(userRetrievalProgress(true, 1, 5)).toBe(33);
    expect(userRetrievalProgress(true, 4, 5)).toBe(83);
    expect(userRetrievalProgress(true, 5, 5)).toBe(100);
  });
});

describe('withLabBooks', () => {
  const students = [
    { UserId: 'a', firstName: 'Ana', lastName: 'Lopez' },
    { UserId: 'b', firstName: 'Ben', lastName: 'Carter' },
    { UserId: 'c', firstName: 'Cora', lastName: 'Diaz' },
  ];

  it('keeps the students whose book has a last update, in the given order', () => {
    const updates = new Map<string, number | null>([
      ['a', 5],
      ['b', null],
    ]);
    expect(withLabBooks(students, updates).map((s) => s.UserId)).toEqual(['a']);
  });

  it('keeps everyone while the last updates are unknown', () => {
    expect(withLabBooks(students, undefined)).toHaveLength(3);
  });
});
