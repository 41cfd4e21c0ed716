import { GRID_UNSET } from '@common/schemas/preset-objects';
import { LabType } from '@common/domain/labs';
import { INSTRUCTOR_PRESET_IDS, SYSTEM_PRESET_IDS } from './preset-ids';

/**
 * The seeded presets (seed-presets.ts): system presets named like real lab exercises, and the
 * demo instructor's own. Every object passes `parsePresetObject` (seed-presets.test.ts).
 * Bottle and unknown uuids are fixed too (`...-9b..`), so a preset reads the same on every start.
 */

export interface SeedPreset {
  uuid: string;
  labType: number;
  object: Record<string, unknown> & { name: string };
  /** Instructor presets: saved this many days ago (system presets carry the epoch). */
  savedDaysAgo?: number;
}

const part = (preset: number, n: number) =>
  `0b7e5a10-8c1d-4e2f-9b01-${String(preset).padStart(6, '0')}${String(n).padStart(6, '0')}`;

const ALL_TITRATION_CONTROLS = {
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

function bottle(b: Bottle) {
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
const GLASSWARE = {
  beakers: [
    { conVol: 250, materials: [] },
    { conVol: 250, materials: [] },
  ],
  burets: [{ conVol: 50, materials: [] }],
  pipets: [{ conVol: 25, materials: [] }],
  cylinders: [{ conVol: 100, materials: [] }],
};

function titration(
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

const DENSITY_CONTROLS = { balance: true, graduatedCylinder: true, unknownReporting: true };

function motion(name: string, labName: string, limits: number[], data: number[], grid: object) {
  const box = ([xMin, xMax, yMin, yMax]: number[]) => ({ xMin, xMax, yMin, yMax });
  return { name, labName, gridLimits: box(limits), gridData: box(data), json: { grid } };
}

const S = SYSTEM_PRESET_IDS;

export const SYSTEM_PRESETS: readonly SeedPreset[] = [
  {
    uuid: S.titrationStrongStrong,
    labType: LabType.Titrations,
    object: titration(
      1,
      'Strong acid - strong base titration',
      [
        {
          uuid: part(1, 1),
          material: 'hcl',
          shortName: 'HCl (unknown)',
          concentration: 0.1172,
          unknown: true,
        },
        { uuid: part(1, 2), material: 'naoh', shortName: 'NaOH 0.1000 M', concentration: 0.1 },
      ],
      'assigned',
    ),
  },
  {
    uuid: S.titrationWeakStrong,
    labType: LabType.Titrations,
    object: titration(
      2,
      'Weak acid - strong base titration',
      [
        {
          uuid: part(2, 1),
          material: 'acetic-acid',
          shortName: 'Acetic acid (unknown)',
          concentration: 0.0846,
          unknown: true,
        },
        { uuid: part(2, 2), material: 'naoh', shortName: 'NaOH 0.1000 M', concentration: 0.1 },
      ],
      'practice',
    ),
  },
  {
    uuid: S.titrationKhp,
    labType: LabType.Titrations,
    object: titration(
      3,
      'Standardizing NaOH with KHP',
      [
        {
          uuid: part(3, 1),
          material: 'khp',
          shortName: 'KHP (primary standard)',
          concentration: 0.998,
        },
        {
          uuid: part(3, 2),
          material: 'naoh',
          shortName: 'NaOH (to standardize)',
          concentration: 0.0987,
          unknown: true,
        },
      ],
      'assigned',
      {
        // A standardization needs the pH curve, not the conductivity.
        controls: { ...ALL_TITRATION_CONTROLS, conductivityMeter: false },
        papers: [
          { conVol: 10, materials: [{ id: 'khp', water: 0, amount: 0.5105, value: 0.998 }] },
        ],
      },
    ),
  },
  {
    uuid: S.densityUnknownSolids,
    labType: LabType.Density,
    object: {
      name: 'Density of unknown solids',
      labName: 'Density',
      controls: DENSITY_CONTROLS,
      unknownsData: {
        cylinderUnknowns: [
          { cylinder: 2, unknownType: 'assigned', unknownList: ['wood', 'plastic', 'rubber'] },
          { cylinder: 4, unknownType: 'assigned', unknownList: ['cement', 'steel', 'rubber'] },
        ],
      },
    },
  },
  {
    uuid: S.densityFloatOrSink,
    labType: LabType.Density,
    object: {
      name: 'Floating or sinking: density of unknown materials',
      labName: 'Density',
      controls: DENSITY_CONTROLS,
      unknownsData: {
        cylinderUnknowns: [
          { cylinder: 2, unknownType: 'practice', unknownList: ['wood', 'plastic'] },
          { cylinder: 3, unknownType: 'practice', unknownList: ['plastic', 'rubber'] },
          { cylinder: 5, unknownType: 'practice', unknownList: ['rubber', 'wood', 'plastic'] },
        ],
      },
    },
  },
  {
    uuid: S.inorganicGroupOne,
    labType: LabType.Inorganic,
    object: {
      name: 'Group I cations',
      labName: 'Inorganic Qualitative Analysis',
      unknownData: [{ uuid: part(21, 1), type: 'practice', cations: ['Ag+', 'Pb2+', 'Hg2 2+'] }],
    },
  },
  {
    uuid: S.inorganicUnknownMixture,
    labType: LabType.Inorganic,
    object: {
      name: 'Unknown cation mixture',
      labName: 'Inorganic Qualitative Analysis',
      unknownData: [
        {
          uuid: part(22, 1),
          type: 'assigned',
          cations: ['Ag+', 'Cu2+', 'Fe3+', 'Zn2+', 'Ba2+', 'Na+'],
        },
        {
          uuid: part(22, 2),
          type: 'assigned',
          cations: ['Pb2+', 'Bi3+', 'Al3+', 'Ni2+', 'Ca2+', 'K+'],
        },
      ],
    },
  },
  {
    uuid: S.calorimetryUnknownMetal,
    labType: LabType.Calorimetry,
    object: {
      name: 'Specific heat of an unknown metal',
      labName: 'Calorimetry',
      unknownsData: [
        { unknownUUID: part(31, 1), unknownType: 'assigned', material: 'Unknown metal A' },
      ],
    },
  },
  {
    uuid: S.quantumEmissionSpectra,
    labType: LabType.Quantum,
    object: {
      name: 'Emission spectra of unknown elements',
      labName: 'Quantum',
      SDKJSON: {
        unknowns: {
          assignedUnknowns: ['Hydrogen', 'Helium', 'Neon'],
          practiceUnknowns: [],
        },
      },
    },
  },
  {
    uuid: S.gasesBoyle,
    labType: LabType.Gases,
    object: {
      name: "Boyle's law",
      labName: 'Gases',
      // The lab's own settings: constant temperature and amount, volume varied.
      experiment: 'boyle',
      temperatureK: 298.15,
      moles: 0.1,
      gas: 'N2',
    },
  },
  {
    uuid: S.organicQualitativeAlcohols,
    labType: LabType.OrganicQualitative,
    object: {
      name: 'Identify an unknown alcohol or ketone',
      labName: 'Organic Qualitative Analysis',
      controls: {
        FTIR: true,
        MS: true,
        NMR: true,
        boilingPoint: true,
        CHAnalysis: true,
        sampleInfo: true,
        spectraLibrary: true,
        unknownReporting: true,
      },
      unknownData: {
        type: 'custom',
        customUnknownSet: ['ETOH1', 'MEOH1', 'IPRO1', 'BUOH1', 'ACET1', 'CYHN1', 'ACPH1'],
      },
      reactionSets: [
        {
          rid: 'alcohols-ketones',
          displayName: 'Alcohols and ketones',
          sets: { lucas: true, chromicAcid: true, iodoform: true, dnph: true, tollens: false },
        },
      ],
      selectedReactionSet: {
        rid: 'alcohols-ketones',
        displayName: 'Alcohols and ketones',
        sets: { lucas: true, chromicAcid: true, iodoform: true, dnph: true, tollens: false },
      },
    },
  },
  {
    uuid: S.organicSynthesisEster,
    labType: LabType.OrganicSynthesis,
    object: {
      name: 'Fischer esterification',
      labName: 'Organic Synthesis',
      controls: {
        canAccessSpectraLibrary: true,
        canSeeFlaskContents: false,
        isFTIRAllowed: true,
        isMSAllowed: true,
        isNMRAllowed: true,
      },
    },
  },
  {
    uuid: S.freeMotionProjectile,
    labType: LabType.FreeMotion,
    object: motion(
      'Projectile motion on a fixed grid',
      'Free Motion',
      [0, 50, 0, GRID_UNSET],
      [0, 50, 0, 25],
      { auto: false, limitsBySize: 'edge' },
    ),
  },
  {
    uuid: S.rampMotionFriction,
    labType: LabType.RampMotion,
    object: motion(
      'Friction on an inclined plane',
      'Ramp Motion',
      [0, GRID_UNSET, 0, 5],
      [0, 10, 0, 5],
      { auto: true, limitsBySize: 'centre' },
    ),
  },
];

const I = INSTRUCTOR_PRESET_IDS;

/** The demo instructor's own saved presets (type 1), saved in the last days. */
export const INSTRUCTOR_PRESETS: readonly SeedPreset[] = [
  {
    uuid: I.titration,
    labType: LabType.Titrations,
    savedDaysAgo: 2,
    object: titration(
      101,
      'My HCl titration (section 2)',
      [
        {
          uuid: part(101, 1),
          material: 'hcl',
          shortName: 'HCl sample A',
          concentration: 0.1347,
          unknown: true,
        },
        {
          uuid: part(101, 2),
          material: 'hcl',
          shortName: 'HCl sample B',
          concentration: 0.0815,
          unknown: true,
        },
        { uuid: part(101, 3), material: 'naoh', shortName: 'NaOH 0.1000 M', concentration: 0.1 },
      ],
      'assigned',
    ),
  },
  {
    uuid: I.density,
    labType: LabType.Density,
    savedDaysAgo: 5,
    object: {
      name: 'CHEM 101 density quiz',
      labName: 'Density',
      controls: DENSITY_CONTROLS,
      unknownsData: {
        cylinderUnknowns: [
          { cylinder: 1, unknownType: 'assigned', unknownList: ['steel', 'cement'] },
          { cylinder: 3, unknownType: 'assigned', unknownList: ['plastic', 'rubber', 'wood'] },
          { cylinder: 5, unknownType: 'practice', unknownList: ['rubber', 'plastic'] },
        ],
      },
    },
  },
  {
    uuid: I.inorganic,
    labType: LabType.Inorganic,
    savedDaysAgo: 9,
    object: {
      name: 'Group II cations practice',
      labName: 'Inorganic Qualitative Analysis',
      unknownData: [
        {
          uuid: part(103, 1),
          type: 'practice',
          cations: ['Hg2+', 'Cu2+', 'Bi3+', 'Cd2+', 'Sn4+', 'Sb3+'],
        },
      ],
    },
  },
];
