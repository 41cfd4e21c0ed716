/**
 * The chemicals of the titrations lab (reference bench `labs/titrations/`, presets of spec 3 §3
 * "Titration advanced customization"). A preset names them by `id`; the bench knows their
 * chemistry. Monoprotic acids and bases only, plus water and a solid primary standard (KHP).
 *
 * Sources: Ka/Kb at 25 °C (CRC Handbook): acetic acid Ka 1.75e-5; ammonia Kb 1.8e-5; KHP is the
 * hydrogen phthalate ion, Ka2 3.9e-6 (pKa2 5.41), M = 204.22 g/mol.
 */

export type TitrationMaterialKind =
  'strong-acid' | 'weak-acid' | 'strong-base' | 'weak-base' | 'water';

export interface TitrationMaterial {
  id: string;
  /** English name (the bench translates by id). */
  name: string;
  formula: string;
  kind: TitrationMaterialKind;
  /** 0: a solution (concentration in M); 1: a solid (percent weight, stored as 0-1). */
  phase: 0 | 1;
  /** Ka of an acid, Kb of a base; undefined for strong ones and water. */
  k?: number;
  /** g/mol (solids). */
  molarMass?: number;
  /** Bounds of the concentration a preset may set: M for solutions, a 0-1 fraction for solids. */
  min: number;
  max: number;
}

export const TITRATION_MATERIALS: readonly TitrationMaterial[] = [
  { id: 'water', name: 'Distilled water', formula: 'H2O', kind: 'water', phase: 0, min: 0, max: 0 },
  {
    id: 'hcl',
    name: 'Hydrochloric acid',
    formula: 'HCl',
    kind: 'strong-acid',
    phase: 0,
    min: 0.001,
    max: 6,
  },
  {
    id: 'hno3',
    name: 'Nitric acid',
    formula: 'HNO3',
    kind: 'strong-acid',
    phase: 0,
    min: 0.001,
    max: 6,
  },
  {
    id: 'acetic-acid',
    name: 'Acetic acid',
    formula: 'CH3COOH',
    kind: 'weak-acid',
    phase: 0,
    k: 1.75e-5,
    min: 0.001,
    max: 6,
  },
  {
    id: 'naoh',
    name: 'Sodium hydroxide',
    formula: 'NaOH',
    kind: 'strong-base',
    phase: 0,
    min: 0.001,
    max: 6,
  },
  {
    id: 'koh',
    name: 'Potassium hydroxide',
    formula: 'KOH',
    kind: 'strong-base',
    phase: 0,
    min: 0.001,
    max: 6,
  },
  {
    id: 'ammonia',
    name: 'Ammonia',
    formula: 'NH3',
    kind: 'weak-base',
    phase: 0,
    k: 1.8e-5,
    min: 0.001,
    max: 6,
  },
  {
    id: 'khp',
    name: 'Potassium hydrogen phthalate',
    formula: 'KHC8H4O4',
    kind: 'weak-acid',
    phase: 1,
    k: 3.9e-6,
    molarMass: 204.22,
    min: 0.5,
    max: 1,
  },
];

export const TITRATION_MATERIAL_IDS = TITRATION_MATERIALS.map((m) => m.id) as [string, ...string[]];

export function titrationMaterial(id: string): TitrationMaterial | undefined {
  return TITRATION_MATERIALS.find((m) => m.id === id);
}

/** Container capacities of the titrations bench (mL), the `conVol` bounds of a preset. */
export const TITRATION_CONTAINERS = {
  beaker: 250,
  buret: 50,
  pipet: 25,
  cylinder: 100,
  /** Weighing paper holds solids: 0-1000 g (spec 3 §5). */
  paperMaxGrams: 1000,
} as const;
