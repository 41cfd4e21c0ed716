import type { DeviationBand } from './dashboard-stats';
import { LabType } from './labs';
import { labName } from './lab-names';

/**
 * The instructor dashboard's chart rules (spec 2 §3 "Chart data", §9 "Charts"): time units, axis
 * maxima and ticks, student row heights, lab bar colours and the students' histograms.
 */

// ---- Time unit ------------------------------------------------------------------------------

export type TimeUnit = 'hours' | 'minutes';

/** Spec 2 §9: time charts switch to minutes when the maximum is under 1 hour. */
export function timeUnitFor(maxHours: number): TimeUnit {
  return maxHours < 1 ? 'minutes' : 'hours';
}

/** Statistics carry hours (spec 2 §4); a chart in minutes shows hours x 60. */
export function inTimeUnit(hours: number, unit: TimeUnit): number {
  return unit === 'minutes' ? hours * 60 : hours;
}

// ---- Axis -----------------------------------------------------------------------------------

/**
 * Spec 2 §9: axis maxima are 2, 4, 5, 6, 8 or 10 times a power of ten, with 4 to 7 ticks. Each
 * multiplier has the step that gives it 4 to 6 intervals (5 to 7 ticks counting zero).
 */
const MULTIPLIERS: ReadonlyArray<{ m: number; step: number }> = [
  { m: 2, step: 0.5 },
  { m: 4, step: 1 },
  { m: 5, step: 1 },
  { m: 6, step: 1 },
  { m: 8, step: 2 },
  { m: 10, step: 2 },
];

export interface Axis {
  max: number;
  step: number;
  /** From 0 to max, both included. */
  ticks: number[];
}

/** Removes binary noise (0.1 * 6 = 0.6000000000000001) so maxima and ticks read as written. */
const tidy = (value: number) => Number(value.toPrecision(12));

/**
 * The smallest allowed axis maximum at or above `max`. Counts (`integer`) get whole-number ticks
 * only: an axis of 2 actions ticked at 0.5 would read as half an action.
 */
export function niceAxis(max: number, options: { integer?: boolean } = {}): Axis {
  const value = Number.isFinite(max) && max > 0 ? max : 1;
  let power = Math.floor(Math.log10(value)) - 1;
  for (;;) {
    const scale = 10 ** power;
    for (const { m, step } of MULTIPLIERS) {
      const axisMax = tidy(m * scale);
      const axisStep = tidy(step * scale);
      if (axisMax < value) continue;
      if (options.integer && !Number.isInteger(axisStep)) continue;
      const count = Math.round(axisMax / axisStep);
      return {
        max: axisMax,
        step: axisStep,
        ticks: Array.from({ length: count + 1 }, (_, i) => tidy(i * axisStep)),
      };
    }
    power += 1;
  }
}

// ---- Student rows ---------------------------------------------------------------------------

/** Spec 2 §9: a student row is 15 px plus 18 per lab with data, or 40 px when there is none. */
export function studentRowHeight(labsWithData: number): number {
  return labsWithData > 0 ? 15 + 18 * labsWithData : 40;
}

/**
 * The legend's colours for a student's bar more than one standard deviation off the group's
 * average (`deviationBand` of dashboard-stats.ts, the rule the server's statistics follow).
 */
export const DEVIATION_COLORS: Readonly<Record<Exclude<DeviationBand, 'within'>, string>> = {
  above: '#e64980',
  below: '#868e96',
};

// ---- Lab bars -------------------------------------------------------------------------------

export interface LabBar {
  /** The chart's label: the spec's short names ("Organic Qual."). */
  short: string;
  color: string;
  family: 'chemistry' | 'biology' | 'physics' | 'other';
}

/**
 * Spec 2 §3: bar colours for chemistry (blues and violets), biology (greens) and physics
 * (oranges, yellows, browns and reds). Mechanics is the legacy physics bench (type 8). Solar
 * System, Portal notes (99) and unknown types are not in the spec's list: they get a colour of
 * their own so a bar is never unlabelled.
 */
const LAB_BARS: ReadonlyMap<number, LabBar> = new Map<number, LabBar>([
  [LabType.Titrations, { short: 'Titrations', color: '#1971c2', family: 'chemistry' }],
  [LabType.Inorganic, { short: 'Inorganic', color: '#3b5bdb', family: 'chemistry' }],
  [LabType.Gases, { short: 'Gases', color: '#1098ad', family: 'chemistry' }],
  [LabType.Calorimetry, { short: 'Calorimetry', color: '#6741d9', family: 'chemistry' }],
  [LabType.Quantum, { short: 'Quantum', color: '#9c36b5', family: 'chemistry' }],
  [LabType.OrganicQualitative, { short: 'Organic Qual.', color: '#74c0fc', family: 'chemistry' }],
  [LabType.OrganicSynthesis, { short: 'Organic Synthesis', color: '#845ef7', family: 'chemistry' }],
  [LabType.Ecology, { short: 'Ecology', color: '#2b8a3e', family: 'biology' }],
  [LabType.Genetics, { short: 'Genetics', color: '#51cf66', family: 'biology' }],
  [LabType.Microscopy, { short: 'Microscopy', color: '#94d82d', family: 'biology' }],
  [LabType.MolecularBiology, { short: 'Molecular Biology', color: '#087f5b', family: 'biology' }],
  [LabType.Systematics, { short: 'Systematics', color: '#5c940d', family: 'biology' }],
  [LabType.Circuits, { short: 'Circuits', color: '#f59f00', family: 'physics' }],
  [LabType.Density, { short: 'Density', color: '#e8590c', family: 'physics' }],
  [LabType.Physics, { short: 'Mechanics', color: '#8d5524', family: 'physics' }],
  [LabType.Optics, { short: 'Optics', color: '#ffd43b', family: 'physics' }],
  [LabType.FreeMotion, { short: 'Free Motion', color: '#ff922b', family: 'physics' }],
  [LabType.RampMotion, { short: 'Ramp Motion', color: '#b08968', family: 'physics' }],
  [LabType.Collisions, { short: 'Collisions', color: '#c92a2a', family: 'physics' }],
  [LabType.SolarSystem, { short: 'Solar System', color: '#5f3dc4', family: 'physics' }],
  [LabType.Portal, { short: 'Portal', color: '#0ca678', family: 'other' }],
]);

const UNKNOWN_BAR_COLOR = '#495057';

export function labBar(labType: number): LabBar {
  return (
    LAB_BARS.get(labType) ?? { short: labName(labType), color: UNKNOWN_BAR_COLOR, family: 'other' }
  );
}

// ---- Histogram ------------------------------------------------------------------------------

export interface HistogramBin {
  /** Lower bound, included. */
  from: number;
  /** Upper bound, excluded (the last bin holds the maximum). */
  to: number;
  count: number;
}

/** At most this many bins: a class of 30 still reads as a shape, not as single students. */
const MAX_BINS = 10;

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (whole for counts). */
function binWidth(value: number, integer: boolean): number {
  if (!(value > 0)) return 1;
  let power = Math.floor(Math.log10(value));
  for (;;) {
    for (const m of [1, 2, 5]) {
      const width = tidy(m * 10 ** power);
      if (width >= value && (!integer || Number.isInteger(width))) return width;
    }
    power += 1;
  }
}

/**
 * Students binned by a total (time in their unit, actions or entries). Every value counts, zero
 * included: a student with no data is part of the class. Bins run from 0 to past the maximum in
 * equal widths of 1, 2 or 5 times a power of ten, at most ten of them.
 */
export function histogram(values: readonly number[], options: { integer?: boolean } = {}) {
  if (values.length === 0) return [] as HistogramBin[];
  const max = Math.max(...values, 0);
  const width = binWidth(max / MAX_BINS, options.integer ?? false);
  const count = Math.min(MAX_BINS, Math.floor(max / width) + 1);
  const bins: HistogramBin[] = Array.from({ length: count }, (_, i) => ({
    from: tidy(i * width),
    to: tidy((i + 1) * width),
    count: 0,
  }));
  for (const value of values) {
    const index = Math.min(count - 1, Math.max(0, Math.floor(value / width)));
    bins[index]!.count += 1;
  }
  return bins;
}
