/**
 * The physics of the reference density bench (labs/density): solid cylinders of five materials,
 * a balance and a graduated cylinder of water. Units: cm, cm³ (= mL), g, g/cm³.
 */

export const MATERIALS = ['steel', 'wood', 'plastic', 'cement', 'rubber'] as const;
export type Material = (typeof MATERIALS)[number];

/**
 * Densities at room temperature (g/cm³): carbon steel 7.85; oak 0.75 (seasoned white oak is
 * 0.60-0.90); HDPE 0.95; concrete/cement 2.4; natural rubber 1.1.
 */
export const MATERIAL_DENSITY: Record<Material, number> = {
  steel: 7.85,
  wood: 0.75,
  plastic: 0.95,
  cement: 2.4,
  rubber: 1.1,
};

/** Water at about 20 °C, rounded as the bench's readings are (g/mL). */
export const WATER_DENSITY = 1.0;

export interface SampleCylinder {
  /** 1-5 (spec 2 §9: density cylinders 1-5). */
  number: 1 | 2 | 3 | 4 | 5;
  material: Material;
  /** cm */
  diameter: number;
  /** cm */
  height: number;
}

/** The five cylinders on the bench: same diameter, different heights, so volumes differ. */
export const SAMPLE_CYLINDERS: readonly SampleCylinder[] = [
  { number: 1, material: 'steel', diameter: 2, height: 3 },
  { number: 2, material: 'wood', diameter: 2, height: 5 },
  { number: 3, material: 'plastic', diameter: 2, height: 4 },
  { number: 4, material: 'cement', diameter: 2, height: 3.5 },
  { number: 5, material: 'rubber', diameter: 2, height: 4.5 },
];

/** A 100 mL graduated cylinder (inner diameter 2.7 cm: one sample fits at a time). */
export const GRADUATED_CYLINDER = { capacity: 100, innerDiameter: 2.7, initialWater: 50 } as const;

/** Readings are shown with 3 decimals (spec 2 §9: volumes and masses 3 decimals). */
export function round3(value: number): number {
  return Math.round((value + Number.EPSILON) * 1000) / 1000;
}

export function formatReading(value: number): string {
  return round3(value).toFixed(3);
}

/** Volume of a right circular cylinder, cm³. */
export function cylinderVolume(diameter: number, height: number): number {
  if (!(diameter >= 0) || !(height >= 0)) throw new RangeError('dimensions must be >= 0');
  const radius = diameter / 2;
  return Math.PI * radius * radius * height;
}

/** mass = density × volume (g). */
export function massOf(density: number, volume: number): number {
  return density * volume;
}

/** density = mass / volume (g/cm³). */
export function densityOf(mass: number, volume: number): number {
  if (volume <= 0) throw new RangeError('volume must be > 0');
  return mass / volume;
}

export function floats(density: number, fluidDensity = WATER_DENSITY): boolean {
  return density < fluidDensity;
}

/**
 * Volume of fluid pushed aside by an object put in it. A floating object displaces its own mass
 * of fluid (Archimedes); one that sinks is fully under water and displaces its whole volume. The
 * bench's water column (about 8.7 cm) is taller than any sample, so a sinking one is covered.
 */
export function displacedVolume(
  density: number,
  volume: number,
  fluidDensity = WATER_DENSITY,
): number {
  if (floats(density, fluidDensity)) return massOf(density, volume) / fluidDensity;
  return volume;
}

/** The share of a floating object's volume under the surface (1 when it sinks). */
export function submergedFraction(density: number, fluidDensity = WATER_DENSITY): number {
  return Math.min(1, density / fluidDensity);
}

export interface CylinderFacts {
  number: SampleCylinder['number'];
  material: Material;
  density: number;
  /** cm³, exact (round for display). */
  volume: number;
  /** g, exact (round for display). */
  mass: number;
  /** mL of water pushed aside in the graduated cylinder. */
  displaced: number;
  floats: boolean;
}

export function cylinderFacts(sample: SampleCylinder): CylinderFacts {
  const density = MATERIAL_DENSITY[sample.material];
  const volume = cylinderVolume(sample.diameter, sample.height);
  return {
    number: sample.number,
    material: sample.material,
    density,
    volume,
    mass: massOf(density, volume),
    displaced: displacedVolume(density, volume),
    floats: floats(density),
  };
}

/** Mass on the balance pan (g). */
export function balanceReading(samples: readonly SampleCylinder[]): number {
  return samples.reduce((sum, sample) => sum + cylinderFacts(sample).mass, 0);
}

/** Level of the water in the graduated cylinder (mL) with these samples in it. */
export function waterLevel(
  samples: readonly SampleCylinder[],
  water: number = GRADUATED_CYLINDER.initialWater,
): number {
  return samples.reduce((sum, sample) => sum + cylinderFacts(sample).displaced, water);
}
