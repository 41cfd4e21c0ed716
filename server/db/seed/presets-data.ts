import { LabType } from '@common/domain/labs';
import {
  ALL_TITRATION_CONTROLS,
  DENSITY_CONTROLS,
  GRID_UNSET,
  motion,
  part,
  titration,
  type SeedPreset,
} from './preset-builders';
import { SYSTEM_PRESET_IDS } from './preset-ids';

export type { SeedPreset };
export { INSTRUCTOR_PRESETS } from './instructor-presets-data';

/**
 * The seeded presets (seed-presets.ts): system presets named like real lab exercises, and the
 * demo instructor's own. Every object passes `parsePresetObject` (seed-presets.test.ts).
 * Bottle and unknown uuids are fixed too (`...-9b..`), so a preset reads the same on every start.
 */

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
