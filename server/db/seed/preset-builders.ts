import { GRID_UNSET } from '@common/schemas/preset-objects';

/** Builders of the seeded preset objects (presets-data.ts, instructor-presets-data.ts). */

export { GRID_UNSET };

export interface SeedPreset {
  uuid: string;
  labType: number;
  object: Record<string, unknown> & { name: string };
  /** Instructor presets: saved this many days ago (system presets carry the epoch). */
  savedDaysAgo?: number;
}

export const part = (preset: number, n: number) =>
  `0b7e5a10-8c1d-4e2f-9b01-${String(preset).padStart(6, '0')}${String(n).padStart(6, '0')}`;

export const ALL_TITRATION_CONTROLS = {
  pHMeter: true,
  conductivityMeter: true,
  graph: true,
  saveData: true,
};

type Bottle = {
  uuid: string;
  material: string;
  shortName: string;
  concentration: number;
  unknown?: boolean;
};

export function bottle(b: Bottle) {
  const solid = b.material === 'khp';
  return {
    uuid: b.uuid,
    shortName: b.shortName,
    phase: solid ? 1 : 0,
    concentration: b.concentration,
    min: b.material === 'water' ? 0 : solid ? 0.5 : 0.001,
    max: b.material === 'water' ? 0 : solid ? 1 : 6,
    unknown: b.unknown ?? false,
    jsonStr: { materials: [{ id: b.material }] },
  };
}

/** The glassware of the titrations bench: a beaker, a buret, a pipet, a graduated cylinder. */
export const GLASSWARE = {
  beakers: [
    { conVol: 250, materials: [] },
    { conVol: 250, materials: [] },
  ],
  burets: [{ conVol: 50, materials: [] }],
  pipets: [{ conVol: 25, materials: [] }],
  cylinders: [{ conVol: 100, materials: [] }],
};

export function titration(
  n: number,
  name: string,
  bottles: Bottle[],
  unknowns: 'assigned' | 'practice',
  extra: Record<string, unknown> = {},
) {
  const unknownRefs = bottles
    .filter((b) => b.unknown)
    .map((b) => ({ uuid: b.uuid, unknownType: unknowns }));
  return {
    name,
    labName: 'Titrations',
    controls: ALL_TITRATION_CONTROLS,
    bottles: [
      ...bottles.map(bottle),
      bottle({
        uuid: part(n, 99),
        material: 'water',
        shortName: 'Distilled water',
        concentration: 0,
      }),
    ],
    ...GLASSWARE,
    papers: [],
    unknownData: {
      assigned: unknowns === 'assigned' ? unknownRefs : [],
      practice: unknowns === 'practice' ? unknownRefs : [],
    },
    ...extra,
  };
}

export const DENSITY_CONTROLS = { balance: true, graduatedCylinder: true, unknownReporting: true };

export function motion(
  name: string,
  labName: string,
  limits: number[],
  data: number[],
  grid: object,
) {
  const box = ([xMin, xMax, yMin, yMax]: number[]) => ({ xMin, xMax, yMin, yMax });
  return { name, labName, gridLimits: box(limits), gridData: box(data), json: { grid } };
}
