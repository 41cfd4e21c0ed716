import {
  DEVIATION_COLORS,
  histogram,
  inTimeUnit,
  labBar,
  niceAxis,
  timeUnitFor,
  type Axis,
  type HistogramBin,
  type TimeUnit,
} from '@common/domain/chart-rules';
import { deviationBand, type DeviationBand } from '@common/domain/dashboard-stats';
import type { LabStats, Statistics, StudentLabStats } from '@common/schemas/dashboard';

/**
 * The statistics answer turned into what the charts draw (spec 2 §2): one block for the summary
 * and one per group, each with its students' totals (histogram) and per-lab averages, and per
 * student the bars of the small charts. Pure, so the rules are tested without a browser.
 */
export type Metric = 'time' | 'actions' | 'entries';
export const METRICS: readonly Metric[] = ['time', 'actions', 'entries'];

export interface StudentRow {
  id: string;
  /** 'last, first' or, anonymized, 'Student n'. */
  name: string;
  labs: readonly StudentLabStats[];
}

export interface StatsBlock {
  studentCount: number;
  labs: readonly LabStats[];
  /** Each student's total over every lab, hours for time (the histogram's values). */
  totals: Record<Metric, number[]>;
}

export interface GroupBlock extends StatsBlock {
  id: number;
  name: string;
  students: StudentRow[];
  /** Lab types any student of the group used (the legend). */
  usedLabs: number[];
}

export interface DashboardView {
  summary: StatsBlock;
  groups: GroupBlock[];
}

const total = (labs: readonly StudentLabStats[], metric: Metric) =>
  labs.reduce((sum, lab) => sum + lab[metric], 0);

function totalsOf(students: ReadonlyArray<{ labs: readonly StudentLabStats[] }>) {
  return Object.fromEntries(
    METRICS.map((metric) => [metric, students.map((student) => total(student.labs, metric))]),
  ) as Record<Metric, number[]>;
}

/** Students in list order: by group (groups by name), then the group's order; each once. */
export function studentsInListOrder(stats: Statistics): string[] {
  const seen = new Set<string>();
  for (const group of stats.groups) for (const id of group.studentIds) seen.add(id);
  for (const student of stats.students) seen.add(student.id);
  return [...seen];
}

export function buildDashboardView(
  stats: Statistics,
  nameOf: (student: Statistics['students'][number], position: number) => string,
): DashboardView {
  const byId = new Map(stats.students.map((student) => [student.id, student]));
  const position = new Map(studentsInListOrder(stats).map((id, index) => [id, index + 1]));
  const row = (id: string): StudentRow | undefined => {
    const student = byId.get(id);
    return student && { id, name: nameOf(student, position.get(id)!), labs: student.labs };
  };
  return {
    summary: {
      studentCount: stats.summary.studentCount,
      labs: stats.summary.labs,
      totals: totalsOf(stats.students),
    },
    groups: stats.groups.map((group) => {
      const students = group.studentIds.map(row).filter((s): s is StudentRow => Boolean(s));
      const used = new Set(students.flatMap((s) => s.labs.map((lab) => lab.labType)));
      return {
        id: group.id,
        name: group.name,
        studentCount: group.studentCount,
        labs: group.labs,
        students,
        totals: totalsOf(students),
        usedLabs: [...used].sort((a, b) => a - b),
      };
    }),
  };
}

/** A metric's scale: time in hours or minutes (spec 2 §9), counts whole. */
export interface MetricScale {
  unit: TimeUnit | null;
  axis: Axis;
}

export function metricScale(metric: Metric, max: number): MetricScale {
  if (metric !== 'time') return { unit: null, axis: niceAxis(max, { integer: true }) };
  const unit = timeUnitFor(max);
  return { unit, axis: niceAxis(inTimeUnit(max, unit)) };
}

export const inScale = (value: number, scale: MetricScale) =>
  scale.unit ? inTimeUnit(value, scale.unit) : value;

export interface Bar {
  labType: number;
  label: string;
  value: number;
  color: string;
}

export interface AverageBar extends Bar {
  standardDeviation: number;
  studentCount: number;
}

/** The average per lab of one metric (summary or group), in the chart's unit. */
export function averageSeries(labs: readonly LabStats[], metric: Metric) {
  const scale = metricScale(metric, Math.max(0, ...labs.map((lab) => lab.average[metric])));
  const bars: AverageBar[] = labs.map((lab) => ({
    labType: lab.labType,
    label: labBar(lab.labType).short,
    value: inScale(lab.average[metric], scale),
    standardDeviation: inScale(lab.standardDeviation[metric], scale),
    studentCount: lab.studentCount,
    color: labBar(lab.labType).color,
  }));
  return { scale, bars };
}

/** Students binned by their total of one metric, in the chart's unit. */
export function histogramSeries(
  totals: readonly number[],
  metric: Metric,
): { scale: MetricScale; bins: HistogramBin[] } {
  const scale = metricScale(metric, Math.max(0, ...totals));
  const values = totals.map((value) => inScale(value, scale));
  return { scale, bins: histogram(values, { integer: metric !== 'time' }) };
}

/** One scale per group and metric, so a list of small charts compares at a glance. */
export function studentScale(group: GroupBlock, metric: Metric): MetricScale {
  const max = Math.max(0, ...group.students.flatMap((s) => s.labs.map((lab) => lab[metric])));
  return metricScale(metric, max);
}

export interface StudentBar extends Bar {
  band: DeviationBand;
}

/** A student's bars: the lab's colour, or the legend's when one SD off the group's average. */
export function studentSeries(
  student: StudentRow,
  groupLabs: readonly LabStats[],
  metric: Metric,
  scale: MetricScale,
): StudentBar[] {
  return student.labs.map((lab) => {
    const stats = groupLabs.find((candidate) => candidate.labType === lab.labType);
    const band = stats
      ? deviationBand(lab[metric], stats.average[metric], stats.standardDeviation[metric])
      : 'within';
    return {
      labType: lab.labType,
      label: labBar(lab.labType).short,
      value: inScale(lab[metric], scale),
      color: band === 'within' ? labBar(lab.labType).color : DEVIATION_COLORS[band],
      band,
    };
  });
}
