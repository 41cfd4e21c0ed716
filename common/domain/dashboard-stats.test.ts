import { describe, expect, it } from 'vitest';
import {
  buildStatistics,
  deviationBand,
  isCountedMember,
  labStatistics,
  studentLabStats,
  toHours,
  type DashboardInput,
} from './dashboard-stats';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('toHours (spec 2 §4: durations are converted to hours in statistics)', () => {
  it('turns milliseconds into hours', () => {
    expect(toHours(90 * MINUTE)).toBe(1.5);
    expect(toHours(15 * MINUTE)).toBe(0.25);
    expect(toHours(0)).toBe(0);
  });
});

describe('studentLabStats', () => {
  it('gives each student the labs with data, in hours, sorted by lab type, Portal notes left out', () => {
    const labs = studentLabStats([
      { studentId: 'a', labType: 7, durationMs: 30 * MINUTE, actions: 9, entries: 2 },
      { studentId: 'a', labType: 0, durationMs: 45 * MINUTE, actions: 3, entries: 1 },
      // A second row of the same lab adds up (the query groups, but the rule does not rely on it).
      { studentId: 'a', labType: 7, durationMs: 60 * MINUTE, actions: 1, entries: 0 },
      { studentId: 'a', labType: 99, durationMs: 5 * MINUTE, actions: 0, entries: 4 },
      { studentId: 'b', labType: 99, durationMs: 0, actions: 0, entries: 1 },
    ]);
    expect(labs.get('a')).toEqual([
      { labType: 0, time: 0.75, actions: 3, entries: 1 },
      { labType: 7, time: 1.5, actions: 10, entries: 2 },
    ]);
    // Only Portal notes: no lab with data.
    expect(labs.has('b')).toBe(false);
  });
});

describe('labStatistics (spec 2 §3 chart data, §9 average and standard deviation per lab)', () => {
  it('averages over the students with data in the lab, with the population standard deviation', () => {
    // Actions 2, 4, 4, 4, 5, 5, 7, 9: mean 5, population standard deviation exactly 2.
    const actions = [2, 4, 4, 4, 5, 5, 7, 9];
    const students = actions.map((n, i) => [
      { labType: 7, time: i % 2 === 0 ? 0.5 : 1.5, actions: n, entries: i < 4 ? 1 : 3 },
    ]);
    students.push([{ labType: 0, time: 2, actions: 10, entries: 0 }]);
    // A student with no data does not count in any lab.
    students.push([]);
    expect(labStatistics(students)).toEqual([
      {
        labType: 0,
        average: { time: 2, actions: 10, entries: 0 },
        standardDeviation: { time: 0, actions: 0, entries: 0 },
        studentCount: 1,
      },
      {
        labType: 7,
        average: { time: 1, actions: 5, entries: 2 },
        standardDeviation: { time: 0.5, actions: 2, entries: 1 },
        studentCount: 8,
      },
    ]);
  });

  it('has no labs without data', () => {
    expect(labStatistics([[], []])).toEqual([]);
  });
});

describe('deviationBand (the legend: above or below 1 standard deviation)', () => {
  it('is above past average + 1 SD, below under average - 1 SD, within otherwise', () => {
    expect(deviationBand(7.01, 5, 2)).toBe('above');
    expect(deviationBand(7, 5, 2)).toBe('within');
    expect(deviationBand(3, 5, 2)).toBe('within');
    expect(deviationBand(2.99, 5, 2)).toBe('below');
    expect(deviationBand(5, 5, 2)).toBe('within');
  });

  it('colours nobody when everyone did the same', () => {
    expect(deviationBand(4, 4, 0)).toBe('within');
  });
});

describe('isCountedMember (spec 2 §5)', () => {
  it('skips instructor-role members other than the viewer', () => {
    expect(isCountedMember({ userId: 's', memberRole: 'Student' }, 'v')).toBe(true);
    expect(isCountedMember({ userId: 'i', memberRole: 'Instructor' }, 'v')).toBe(false);
    expect(isCountedMember({ userId: 'v', memberRole: 'Instructor' }, 'v')).toBe(true);
  });
});

describe('buildStatistics', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const member = (groupId: number, userId: string, lastName: string, memberRole = 'Student') => ({
    groupId,
    userId,
    memberRole,
    firstName: 'Al',
    lastName,
    username: userId,
  });
  const input: DashboardInput = {
    scale: 1,
    now,
    viewerId: 'viewer',
    groups: [
      { id: 2, name: 'biology' },
      { id: 1, name: 'Chemistry' },
      { id: 3, name: 'Archived? No: empty' },
    ],
    members: [
      member(1, 'c', 'Cruz'),
      member(1, 'a', 'Abe'),
      member(1, 'other-instructor', 'Ilic', 'Instructor'),
      member(1, 'viewer', 'Vega', 'Instructor'),
      member(2, 'a', 'Abe'),
      member(2, 'b', 'Baker'),
    ],
    totals: [
      { studentId: 'a', labType: 7, durationMs: 90 * MINUTE, actions: 30, entries: 3 },
      { studentId: 'c', labType: 7, durationMs: 30 * MINUTE, actions: 10, entries: 1 },
      { studentId: 'b', labType: 9, durationMs: 60 * MINUTE, actions: 4, entries: 0 },
    ],
  };
  const stats = buildStatistics(input);

  it('names the scale, its start and the time it was computed', () => {
    expect([stats.scale, stats.computedAt, stats.since]).toEqual([1, now, now - 14 * DAY]);
    expect(buildStatistics({ ...input, scale: 3 }).since).toBeNull();
  });

  it('lists groups by name, their students by last name, instructors other than the viewer skipped', () => {
    expect(stats.groups.map((g) => [g.name, g.studentCount, g.studentIds])).toEqual([
      ['Archived? No: empty', 0, []],
      ['biology', 2, ['a', 'b']],
      ['Chemistry', 3, ['a', 'c', 'viewer']],
    ]);
    expect(stats.groups[0]!.labs).toEqual([]);
  });

  it('computes each group over its own students, and the summary over every student once', () => {
    const chemistry = stats.groups[2]!;
    expect(chemistry.labs).toEqual([
      {
        labType: 7,
        average: { time: 1, actions: 20, entries: 2 },
        standardDeviation: { time: 0.5, actions: 10, entries: 1 },
        studentCount: 2,
      },
    ]);
    expect(stats.summary.studentCount).toBe(4);
    expect(stats.summary.labs.map((l) => [l.labType, l.studentCount])).toEqual([
      [7, 2],
      [9, 1],
    ]);
    expect(stats.students.map((s) => [s.id, s.labs.length])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 1],
      ['viewer', 0],
    ]);
  });
});
