import { describe, expect, it } from 'vitest';
import { listName } from '@common/domain/display-name';
import { buildDashboardView } from './chart-data';
import { csvCell, csvFileName, dashboardCsv } from './csv';
import { statisticsFixture } from './statistics-fixture';

const headers = {
  group: 'Group',
  student: 'Student',
  username: 'Username',
  lab: 'Lab',
  time: 'Time (hours)',
  actions: 'Actions',
  entries: 'Entries',
};

describe('dashboard CSV', () => {
  it('has a row per group, student and lab, and one for a student without data', () => {
    const stats = statisticsFixture();
    const view = buildDashboardView(stats, (student) => listName(student));
    const usernames = new Map(stats.students.map((s) => [s.id, s.username]));
    const lines = dashboardCsv(view, usernames, headers)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines).toEqual([
      'Group,Student,Username,Lab,Time (hours),Actions,Entries',
      'Biology 7,"Carter, Ben",student2,,0,0,0',
      'Biology 7,"Lopez, Ana",student,Titrations,1.5,20,3',
      'Biology 7,"Lopez, Ana",student,Density,0.25,8,1',
      'Chemistry 101,carla,carla,Titrations,1,15,2',
      'Chemistry 101,"Lopez, Ana",student,Titrations,1.5,20,3',
      'Chemistry 101,"Lopez, Ana",student,Density,0.25,8,1',
      'Chemistry 101,"Tran, Jr., Bea",beta,,0,0,0',
      '',
    ]);
  });

  it('anonymized: the numbers of the screen and no usernames', () => {
    const stats = statisticsFixture();
    const view = buildDashboardView(stats, (_s, n) => `Student ${n}`);
    const csv = dashboardCsv(view, null, headers);
    expect(csv.startsWith('\uFEFFGroup,')).toBe(true);
    expect(csv).toContain('Chemistry 101,Student 2,,Density,0.25,8,1');
    expect(csv).not.toMatch(/Lopez|student2/);
  });

  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(-1)).toBe('-1');
    expect(csvFileName(3, Date.UTC(2026, 10, 24))).toBe('dashboard-total-2026-11-24.csv');
    expect(csvFileName(0, Date.UTC(2026, 10, 24))).toBe('dashboard-one-week-2026-11-24.csv');
  });
});
