import { describe, expect, it } from 'vitest';
import { listName } from '@common/domain/display-name';
import {
  averageSeries,
  buildDashboardView,
  histogramSeries,
  studentScale,
  studentSeries,
  studentsInListOrder,
} from './chart-data';
import { FIXTURE_IDS, statisticsFixture } from './statistics-fixture';

const stats = statisticsFixture();
const named = buildDashboardView(stats, (student) => listName(student));
const anonymous = buildDashboardView(stats, (_student, n) => `Student ${n}`);

describe('dashboard view', () => {
  it('keeps the groups and their students in list order, each student numbered once', () => {
    expect(studentsInListOrder(stats)).toEqual([
      FIXTURE_IDS.carter,
      FIXTURE_IDS.lopez,
      FIXTURE_IDS.diaz,
      FIXTURE_IDS.tran,
    ]);
    expect(named.groups.map((g) => g.name)).toEqual(['Biology 7', 'Chemistry 101']);
    expect(named.groups[1]!.students.map((s) => s.name)).toEqual([
      'carla',
      'Lopez, Ana',
      'Tran, Jr., Bea',
    ]);
    // Ana is Student 2 in both of her groups.
    expect(anonymous.groups[0]!.students.map((s) => s.name)).toEqual(['Student 1', 'Student 2']);
    expect(anonymous.groups[1]!.students.map((s) => s.name)).toEqual([
      'Student 3',
      'Student 2',
      'Student 4',
    ]);
  });

  it('sums each student over the labs for the histograms, students without data as zero', () => {
    expect(named.summary.totals.time).toEqual([1.75, 0, 1, 0]);
    expect(named.groups[1]!.totals.actions).toEqual([15, 28, 0]);
    expect(named.groups[1]!.usedLabs).toEqual([0, 7]);
    expect(named.groups[0]!.usedLabs).toEqual([0, 7]);
  });
});

describe('series', () => {
  it('draws averages per lab with the short names and colours, time in hours from 1 h', () => {
    const { scale, bars } = averageSeries(stats.summary.labs, 'time');
    expect(scale.unit).toBe('hours');
    expect(scale.axis.max).toBe(2);
    expect(bars.map((bar) => [bar.label, bar.value, bar.standardDeviation])).toEqual([
      ['Titrations', 1.5, 0.5],
      ['Density', 0.25, 0],
    ]);
  });

  it('switches to minutes under an hour and keeps counts whole', () => {
    const { scale, bars } = averageSeries([stats.summary.labs[1]!], 'time');
    expect(scale.unit).toBe('minutes');
    expect(bars[0]!.value).toBe(15);
    expect(scale.axis.max).toBe(20);
    expect(averageSeries(stats.summary.labs, 'actions').scale).toEqual({
      unit: null,
      axis: { max: 20, step: 5, ticks: [0, 5, 10, 15, 20] },
    });
  });

  it('bins the students by total', () => {
    const { scale, bins } = histogramSeries(named.summary.totals.time, 'time');
    expect(scale.unit).toBe('hours');
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(4);
    expect(bins[0]).toEqual({ from: 0, to: 0.2, count: 2 });
  });

  it("colours a student's bar by lab, or by the legend when one SD off the group's average", () => {
    const group = named.groups[1]!;
    const scale = studentScale(group, 'actions');
    expect(scale.axis.max).toBe(20);
    const ana = group.students[1]!;
    // Two students: each is exactly one SD from the average, which is within.
    expect(studentSeries(ana, group.labs, 'actions', scale).map((bar) => bar.band)).toEqual([
      'within',
      'within',
    ]);
    const spread = [
      { ...group.labs[0]!, average: { time: 1, actions: 10, entries: 2 } },
      { ...group.labs[1]!, standardDeviation: { time: 0.01, actions: 1, entries: 0.1 } },
    ];
    const bars = studentSeries(ana, spread, 'actions', scale);
    expect(bars.map((bar) => [bar.label, bar.band, bar.color])).toEqual([
      ['Titrations', 'above', '#e64980'],
      ['Density', 'within', '#e8590c'],
    ]);
    const time = studentSeries(ana, spread, 'time', studentScale(group, 'time'));
    expect(time.map((bar) => [bar.band, bar.value])).toEqual([
      ['above', 1.5],
      ['within', 0.25],
    ]);
    const carla = group.students[0]!;
    const low = [{ ...group.labs[0]!, average: { time: 3, actions: 40, entries: 9 } }];
    expect(studentSeries(carla, low, 'entries', scale)[0]).toMatchObject({
      band: 'below',
      color: '#868e96',
    });
  });
});
