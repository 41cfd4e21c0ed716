import { LabType } from '@common/domain/labs';
import { DENSITY_CONTROLS, part, titration, type SeedPreset } from './preset-builders';
import { INSTRUCTOR_PRESET_IDS } from './preset-ids';

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
