import { describe, expect, it } from 'vitest';
import { KNOWN_LAB_TYPES, labName, labNameOf } from './lab-names';

describe('labName', () => {
  it('names every lab type of spec 2 §3', () => {
    const expected: Record<number, string> = {
      0: 'Titrations',
      1: 'Inorganic Qualitative Analysis',
      2: 'Gases',
      3: 'Calorimetry',
      4: 'Quantum',
      5: 'Organic Qualitative Analysis',
      6: 'Organic Synthesis',
      7: 'Density',
      8: 'Physics',
      9: 'Microscopy',
      10: 'Genetics',
      11: 'Ecology',
      12: 'Molecular Biology',
      13: 'Systematics',
      14: 'Free Motion',
      15: 'Ramp Motion',
      16: 'Collisions',
      17: 'Solar System',
      18: 'Optics',
      19: 'Circuits',
      99: 'Portal',
    };
    for (const [type, name] of Object.entries(expected)) expect(labName(Number(type))).toBe(name);
    expect(KNOWN_LAB_TYPES).toHaveLength(21);
  });

  it("reads 'UNKNOWN LAB {type}' for an unknown type and flags it for the log", () => {
    expect(labNameOf(42)).toEqual({ name: 'UNKNOWN LAB 42', isKnown: false });
    expect(labNameOf(-1).name).toBe('UNKNOWN LAB -1');
  });

  it("reads 'UNKNOWN LAB NAME' without a type", () => {
    expect(labNameOf(undefined)).toEqual({ name: 'UNKNOWN LAB NAME', isKnown: false });
    expect(labName(null)).toBe('UNKNOWN LAB NAME');
    expect(labName(Number.NaN)).toBe('UNKNOWN LAB NAME');
  });
});
