import { describe, expect, it } from 'vitest';
import {
  balanceReading,
  cylinderFacts,
  cylinderVolume,
  densityOf,
  displacedVolume,
  floats,
  formatReading,
  GRADUATED_CYLINDER,
  MATERIAL_DENSITY,
  massOf,
  round3,
  SAMPLE_CYLINDERS,
  submergedFraction,
  waterLevel,
} from './density';

const sample = (n: number) => {
  const found = SAMPLE_CYLINDERS.find((s) => s.number === n);
  if (!found) throw new Error(`no cylinder ${n}`);
  return found;
};

describe('density physics', () => {
  it('computes the volume of a cylinder', () => {
    expect(cylinderVolume(2, 3)).toBeCloseTo(3 * Math.PI, 12);
    expect(cylinderVolume(0, 3)).toBe(0);
    expect(() => cylinderVolume(-1, 3)).toThrow(RangeError);
  });

  it('mass = density × volume and density = mass / volume', () => {
    expect(massOf(7.85, 10)).toBeCloseTo(78.5, 12);
    expect(densityOf(78.5, 10)).toBeCloseTo(7.85, 12);
    expect(() => densityOf(1, 0)).toThrow(RangeError);
  });

  it('uses real densities for the five materials', () => {
    expect(MATERIAL_DENSITY).toEqual({
      steel: 7.85,
      wood: 0.75,
      plastic: 0.95,
      cement: 2.4,
      rubber: 1.1,
    });
    expect(SAMPLE_CYLINDERS.map((s) => s.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('an object denser than water sinks and displaces its whole volume', () => {
    expect(floats(7.85)).toBe(false);
    expect(displacedVolume(7.85, 9.5)).toBe(9.5);
    expect(submergedFraction(2.4)).toBe(1);
    // Neutral buoyancy: fully under, displaces its volume.
    expect(floats(1)).toBe(false);
    expect(displacedVolume(1, 4)).toBe(4);
  });

  it('a floating object displaces its own mass of water', () => {
    expect(floats(0.75)).toBe(true);
    expect(displacedVolume(0.75, 10)).toBeCloseTo(7.5, 12);
    expect(submergedFraction(0.75)).toBe(0.75);
    // In a denser fluid (salt water 1.025) less is displaced.
    expect(displacedVolume(0.75, 10, 1.025)).toBeCloseTo(7.5 / 1.025, 12);
  });

  it('gives the readings of cylinder 1 (steel) with 3 decimals', () => {
    const facts = cylinderFacts(sample(1));
    expect(formatReading(facts.volume)).toBe('9.425');
    expect(formatReading(facts.mass)).toBe('73.985');
    expect(formatReading(waterLevel([sample(1)]))).toBe('59.425');
    expect(formatReading(balanceReading([sample(1)]))).toBe('73.985');
  });

  it('the wooden cylinder floats: the water rises by its mass, not its volume', () => {
    const wood = cylinderFacts(sample(2));
    expect(wood.floats).toBe(true);
    expect(formatReading(wood.volume)).toBe('15.708');
    expect(formatReading(wood.mass)).toBe('11.781');
    expect(formatReading(waterLevel([sample(2)]) - GRADUATED_CYLINDER.initialWater)).toBe('11.781');
  });

  it('a student recovers each material density from the two readings', () => {
    for (const s of SAMPLE_CYLINDERS) {
      const facts = cylinderFacts(s);
      const measuredVolume = facts.floats ? null : round3(waterLevel([s]) - 50);
      if (measuredVolume === null) continue;
      expect(densityOf(round3(facts.mass), measuredVolume)).toBeCloseTo(facts.density, 2);
    }
  });

  it('the empty balance reads 0.000 and the water starts at 50.000 mL', () => {
    expect(formatReading(balanceReading([]))).toBe('0.000');
    expect(formatReading(waterLevel([]))).toBe('50.000');
  });

  it('rounds half up to 3 decimals', () => {
    expect(round3(1.0005)).toBe(1.001);
    expect(formatReading(2)).toBe('2.000');
  });
});
