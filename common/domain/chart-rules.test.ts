import { describe, expect, it } from 'vitest';
import {
  DEVIATION_COLORS,
  histogram,
  inTimeUnit,
  labBar,
  niceAxis,
  studentRowHeight,
  timeUnitFor,
} from './chart-rules';
import { LABS, LabType } from './labs';

describe('time unit', () => {
  it('switches to minutes when the maximum is under 1 hour (spec 2 §9)', () => {
    expect(timeUnitFor(0)).toBe('minutes');
    expect(timeUnitFor(0.99)).toBe('minutes');
    expect(timeUnitFor(1)).toBe('hours');
    expect(timeUnitFor(12.5)).toBe('hours');
    expect(inTimeUnit(0.5, 'minutes')).toBe(30);
    expect(inTimeUnit(0.5, 'hours')).toBe(0.5);
  });
});

describe('axis maxima', () => {
  it.each([
    [0.45, 0.5],
    [1, 1],
    [1.2, 2],
    [3.2, 4],
    [4, 4],
    [4.5, 5],
    [5.5, 6],
    [6.1, 8],
    [8.5, 10],
    [10.5, 20],
    [41, 50],
    [55, 60],
    [61, 80],
    [81, 100],
    [150, 200],
    [1234, 2000],
  ])('rounds %d up to %d', (max, expected) => {
    expect(niceAxis(max).max).toBe(expected);
  });

  it('is 2, 4, 5, 6, 8 or 10 times a power of ten, with 4 to 7 ticks, for any maximum', () => {
    for (let max = 0.001; max < 100_000; max *= 1.37) {
      for (const integer of [false, true]) {
        const axis = niceAxis(max, { integer });
        expect(axis.max).toBeGreaterThanOrEqual(max);
        const mantissa = axis.max / 10 ** Math.floor(Math.log10(axis.max));
        expect([1, 2, 4, 5, 6, 8]).toContain(Number(mantissa.toFixed(9)));
        expect(axis.ticks.length).toBeGreaterThanOrEqual(4);
        expect(axis.ticks.length).toBeLessThanOrEqual(7);
        expect(axis.ticks[0]).toBe(0);
        expect(axis.ticks.at(-1)).toBe(axis.max);
        if (integer) expect(axis.ticks.every(Number.isInteger)).toBe(true);
      }
    }
  });

  it('gives counts whole-number ticks and an empty chart a small axis', () => {
    expect(niceAxis(1, { integer: true })).toEqual({ max: 4, step: 1, ticks: [0, 1, 2, 3, 4] });
    expect(niceAxis(3, { integer: true }).max).toBe(4);
    expect(niceAxis(7, { integer: true }).max).toBe(8);
    expect(niceAxis(11, { integer: true })).toEqual({
      max: 20,
      step: 5,
      ticks: [0, 5, 10, 15, 20],
    });
    expect(niceAxis(0).max).toBe(1);
    expect(niceAxis(Number.NaN).max).toBe(1);
    expect(niceAxis(0.6).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
  });
});

describe('student rows', () => {
  it('are 15 px plus 18 per lab with data, or 40 px without data (spec 2 §9)', () => {
    expect(studentRowHeight(0)).toBe(40);
    expect(studentRowHeight(1)).toBe(33);
    expect(studentRowHeight(2)).toBe(51);
    expect(studentRowHeight(5)).toBe(105);
  });

  it('have two legend colours for values one standard deviation off the average', () => {
    expect(DEVIATION_COLORS.above).not.toBe(DEVIATION_COLORS.below);
  });
});

describe('lab bars', () => {
  const spec = {
    chemistry: [
      'Calorimetry',
      'Gases',
      'Inorganic',
      'Quantum',
      'Titrations',
      'Organic Qual.',
      'Organic Synthesis',
    ],
    biology: ['Ecology', 'Genetics', 'Microscopy', 'Molecular Biology', 'Systematics'],
    physics: [
      'Circuits',
      'Density',
      'Mechanics',
      'Optics',
      'Free Motion',
      'Ramp Motion',
      'Collisions',
    ],
  };
  const types = [...LABS.map((lab) => lab.labType), LabType.Physics];

  it('have the spec 2 §3 names, by family', () => {
    for (const [family, names] of Object.entries(spec)) {
      const bars = types.map(labBar).filter((bar) => bar.family === family);
      expect(bars.map((bar) => bar.short).sort()).toEqual(
        family === 'physics' ? [...names, 'Solar System'].sort() : [...names].sort(),
      );
    }
    expect(labBar(LabType.OrganicQualitative).short).toBe('Organic Qual.');
    expect(labBar(LabType.Physics).short).toBe('Mechanics');
  });

  it('have one colour per lab, none taken by the deviation legend', () => {
    const colors = [...types, LabType.Portal].map((type) => labBar(type).color);
    expect(new Set(colors).size).toBe(colors.length);
    for (const color of Object.values(DEVIATION_COLORS)) expect(colors).not.toContain(color);
    expect(labBar(42)).toEqual({ short: 'UNKNOWN LAB 42', color: '#495057', family: 'other' });
  });
});

describe('histogram', () => {
  it('bins every student, zero included, in 1-2-5 widths, at most ten bins', () => {
    const bins = histogram([0, 0, 1.5, 2, 9.9, 10]);
    expect(bins).toHaveLength(10);
    expect(bins[0]).toEqual({ from: 0, to: 1, count: 2 });
    expect(bins[1]).toEqual({ from: 1, to: 2, count: 1 });
    expect(bins[2]).toEqual({ from: 2, to: 3, count: 1 });
    // The maximum goes in the last bin.
    expect(bins[9]).toEqual({ from: 9, to: 10, count: 2 });
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(6);
  });

  it('uses wider bins for larger totals and whole bins for counts', () => {
    const actions = histogram([3, 40, 120, 377], { integer: true });
    expect(actions[1]).toEqual({ from: 50, to: 100, count: 0 });
    expect(actions).toHaveLength(8);
    expect(histogram([0, 1, 2, 3], { integer: true }).map((b) => b.count)).toEqual([1, 1, 1, 1]);
    expect(histogram([0.2, 0.45], {}).map((b) => b.to)).toEqual([
      0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5,
    ]);
    expect(histogram([0, 0])).toEqual([{ from: 0, to: 1, count: 2 }]);
    expect(histogram([])).toEqual([]);
  });
});
