import { describe, expect, it } from 'vitest';
import {
  conductivityOf,
  EMPTY,
  formatBuretVolume,
  formatMass,
  formatVolume,
  mix,
  pHOf,
  solid,
  solution,
  take,
  toBuretStep,
} from './titration';

/** 25.00 mL of the acid, then `v` mL of the titrant. */
const titrate = (acid: string, ca: number, base: string, cb: number, v: number) =>
  pHOf(mix(solution(acid, ca, 25), solution(base, cb, v)))!;

describe('titration chemistry: strong acid with strong base', () => {
  // Hand values: [H+] = (2.5 - 0.1 v) mmol / (25 + v) mL before equivalence, Kw after it.
  it('0.1000 M HCl with 0.1000 M NaOH', () => {
    expect(titrate('hcl', 0.1, 'naoh', 0.1, 0)).toBeCloseTo(1.0, 3);
    // 10.00 mL: 1.5 mmol / 35 mL = 0.042857 M -> 1.368
    expect(titrate('hcl', 0.1, 'naoh', 0.1, 10)).toBeCloseTo(1.368, 3);
    expect(titrate('hcl', 0.1, 'naoh', 0.1, 25)).toBeCloseTo(7.0, 3);
    // 35.00 mL: 1.0 mmol OH- / 60 mL = 0.016667 M -> pOH 1.778, pH 12.222
    expect(titrate('hcl', 0.1, 'naoh', 0.1, 35)).toBeCloseTo(12.222, 3);
  });

  it('nitric acid and potassium hydroxide behave the same', () => {
    expect(titrate('hno3', 0.1, 'koh', 0.1, 0)).toBeCloseTo(1.0, 3);
    expect(titrate('hno3', 0.1, 'koh', 0.1, 25)).toBeCloseTo(7.0, 3);
  });

  it('very dilute acid keeps water in the balance (1e-8 M HCl is slightly acidic)', () => {
    expect(pHOf(solution('hcl', 1e-8, 100))).toBeCloseTo(6.978, 3);
    expect(pHOf(solution('water', 0, 50))).toBeCloseTo(7.0, 6);
  });
});

describe('titration chemistry: weak acid with strong base', () => {
  it('0.1000 M acetic acid (Ka 1.75e-5) with 0.1000 M NaOH', () => {
    // [H+] from x²/(0.1 - x) = Ka: 1.314e-3 -> 2.881
    expect(titrate('acetic-acid', 0.1, 'naoh', 0.1, 0)).toBeCloseTo(2.881, 2);
    // Half-equivalence: pH = pKa = 4.757
    expect(titrate('acetic-acid', 0.1, 'naoh', 0.1, 12.5)).toBeCloseTo(4.757, 2);
    // Equivalence: 0.0500 M acetate, Kb 5.714e-10 -> [OH-] 5.345e-6 -> 8.728
    expect(titrate('acetic-acid', 0.1, 'naoh', 0.1, 25)).toBeCloseTo(8.728, 2);
  });

  it('KHP (pKa2 5.41) dissolved and half neutralised', () => {
    // 0.5106 g KHP = 2.500 mmol; with 1.250 mmol NaOH: pH = pKa2 = 5.409
    const khp = mix(solid('khp', 0.5106), solution('water', 0, 50));
    expect(pHOf(mix(khp, solution('naoh', 0.1, 12.5)))).toBeCloseTo(5.409, 2);
  });
});

describe('titration chemistry: weak base with strong acid', () => {
  it('0.1000 M ammonia (Kb 1.8e-5) with 0.1000 M HCl', () => {
    // [OH-] = 1.333e-3 -> pH 11.125
    expect(titrate('ammonia', 0.1, 'hcl', 0.1, 0)).toBeCloseTo(11.125, 2);
    // Half-equivalence: pH = 14 - pKb = 9.255
    expect(titrate('ammonia', 0.1, 'hcl', 0.1, 12.5)).toBeCloseTo(9.255, 2);
    // Equivalence: 0.05 M NH4+, Ka 5.556e-10 -> [H+] 5.270e-6 -> 5.278
    expect(titrate('ammonia', 0.1, 'hcl', 0.1, 25)).toBeCloseTo(5.278, 2);
  });
});

describe('titration chemistry: conductivity', () => {
  it('sums the ionic molar conductivities (mS/cm)', () => {
    // 0.1 M HCl: (349.8 + 76.3) × 0.1 = 42.61
    expect(conductivityOf(solution('hcl', 0.1, 25))).toBeCloseTo(42.61, 2);
    // At equivalence: 0.05 M NaCl -> (50.1 + 76.3) × 0.05 = 6.32
    expect(conductivityOf(mix(solution('hcl', 0.1, 25), solution('naoh', 0.1, 25)))).toBeCloseTo(
      6.32,
      2,
    );
    // Pure water: nearly nothing (H+ and OH- at 1e-7 M).
    expect(conductivityOf(solution('water', 0, 10))).toBeLessThan(0.0001);
  });

  it('falls to its lowest at the equivalence point, then rises', () => {
    const at = (v: number) =>
      conductivityOf(mix(solution('hcl', 0.1, 25), solution('naoh', 0.1, v)))!;
    expect(at(20)).toBeGreaterThan(at(25));
    expect(at(30)).toBeGreaterThan(at(25));
  });

  it('an empty container has no reading', () => {
    expect(pHOf(EMPTY)).toBeNull();
    expect(conductivityOf(EMPTY)).toBeNull();
  });
});

describe('titration chemistry: containers', () => {
  it('takes a share of a well-mixed solution', () => {
    const { taken, rest } = take(solution('naoh', 0.1, 50), 10);
    expect(taken.volume).toBe(10);
    expect(taken.mmol.naoh).toBeCloseTo(1, 10);
    expect(rest.volume).toBe(40);
    expect(rest.mmol.naoh).toBeCloseTo(4, 10);
    expect(take(solution('naoh', 0.1, 5), 10).taken.volume).toBe(5);
  });

  it('rounds burette volumes to its 0.05 mL step', () => {
    expect(toBuretStep(0.52)).toBe(0.5);
    expect(toBuretStep(12.374)).toBe(12.35);
    expect(toBuretStep(0.03)).toBe(0.05);
  });

  it('formats as spec 2 §9 says', () => {
    expect(formatVolume(25)).toBe('25.000');
    expect(formatBuretVolume(12.35)).toBe('12.35000');
    expect(formatMass(0.5106)).toBe('0.511');
  });

  it('refuses what it does not know', () => {
    expect(() => solution('hcl', -1, 1)).toThrow(RangeError);
    expect(() => solid('hcl', 1)).toThrow(RangeError);
    expect(() => pHOf({ volume: 1, mmol: { mystery: 1 } })).toThrow(RangeError);
  });
});
