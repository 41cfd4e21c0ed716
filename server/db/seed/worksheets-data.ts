import { LabType } from '@common/domain/labs';
import { MATERIAL_DENSITY } from '@common/domain/density';

/**
 * The worksheets courses of the seed (seed-worksheets.ts): a bank of real assessments tied to
 * the labs, and for each syllabus template (templates-data.ts, by name) the assessments of its
 * first sections. A numeric question with `measurement` is answered from the student's own lab
 * work (what to measure, in words); `answer` is the reference value, accepted within
 * `tolerancePercent` (relative). Choice questions give the index of the right choice.
 */

export type SeedQuestion =
  | {
      kind: 'numeric';
      prompt: string;
      answer: number;
      tolerancePercent: number;
      unit: string;
      points: number;
      measurement?: string;
    }
  | { kind: 'choice'; prompt: string; choices: string[]; correctChoice: number; points: number };

export interface SeedAssessment {
  name: string;
  summary: string;
  labType: LabType | null;
  questions: SeedQuestion[];
}

const numeric = (
  prompt: string,
  answer: number,
  unit: string,
  options: { tolerancePercent?: number; points?: number; measurement?: string } = {},
): SeedQuestion => ({
  kind: 'numeric',
  prompt,
  answer,
  unit,
  tolerancePercent: options.tolerancePercent ?? 2,
  points: options.points ?? 2,
  ...(options.measurement ? { measurement: options.measurement } : {}),
});
const choice = (
  prompt: string,
  choices: string[],
  correctChoice = 0,
  points = 1,
): SeedQuestion => ({
  kind: 'choice',
  prompt,
  choices,
  correctChoice,
  points,
});

export const ASSESSMENTS = {
  density: {
    name: 'Density of solid cylinders',
    summary: 'Measure the mass and volume of the sample cylinders in the density lab.',
    labType: LabType.Density,
    questions: [
      numeric(
        'Enter the density you measured for sample cylinder 1 (steel) in the density lab (g/mL)',
        MATERIAL_DENSITY.steel,
        'g/mL',
        { tolerancePercent: 3, points: 4, measurement: 'density of sample cylinder 1 (steel)' },
      ),
      numeric(
        'Enter the density you measured for sample cylinder 4 (cement) in the density lab (g/mL)',
        MATERIAL_DENSITY.cement,
        'g/mL',
        { tolerancePercent: 3, points: 4, measurement: 'density of sample cylinder 4 (cement)' },
      ),
      choice('Which of the sample cylinders floats in water?', [
        'Wood',
        'Steel',
        'Cement',
        'Rubber',
      ]),
      numeric(
        'A 10.0 mL sample has a mass of 26.98 g. What is its density (g/mL)?',
        2.698,
        'g/mL',
        {
          points: 1,
        },
      ),
    ],
  },
  displacement: {
    name: 'Volume by water displacement',
    summary: 'Read the graduated cylinder before and after the sample goes in.',
    labType: LabType.Density,
    questions: [
      numeric(
        'Water rises from 50.0 mL to 59.4 mL when sample cylinder 1 goes in. What is its volume (mL)?',
        9.4,
        'mL',
        { points: 2 },
      ),
      choice('Which reading should you take at the graduated cylinder?', [
        'The bottom of the meniscus, at eye level',
        'The top of the meniscus, from above',
        'The highest mark the water touched',
        'Any reading: the meniscus does not matter',
      ]),
      choice('One millilitre is the same volume as', [
        'one cubic centimetre',
        'one cubic metre',
        'one litre',
        'ten cubic centimetres',
      ]),
    ],
  },
  titration: {
    name: 'Concentration of hydrochloric acid by titration',
    summary: 'Titrate the HCl sample with standard NaOH to the phenolphthalein end point.',
    labType: LabType.Titrations,
    questions: [
      numeric(
        'Enter the concentration of HCl you found by titration with 0.100 M NaOH (M)',
        0.1,
        'M',
        { tolerancePercent: 5, points: 4, measurement: 'concentration of the HCl sample' },
      ),
      numeric(
        '25.00 mL of HCl needs 20.00 mL of 0.125 M NaOH. What is the concentration of the HCl (M)?',
        0.1,
        'M',
      ),
      choice('Which indicator changes colour between pH 8.2 and 10?', [
        'Phenolphthalein',
        'Methyl orange',
        'Bromocresol green',
        'Methyl red',
      ]),
    ],
  },
  khp: {
    name: 'Standardizing NaOH with KHP',
    summary: 'Weigh potassium hydrogen phthalate and titrate it with the NaOH solution.',
    labType: LabType.Titrations,
    questions: [
      numeric('What is the molar mass of KHP, KHC8H4O4 (g/mol)?', 204.22, 'g/mol', {
        tolerancePercent: 1,
      }),
      numeric(
        '0.5105 g of KHP needs 25.00 mL of NaOH. What is the concentration of the NaOH (M)?',
        0.1,
        'M',
      ),
      choice('KHP reacts with NaOH in a mole ratio of', ['1 : 1', '1 : 2', '2 : 1', '1 : 3']),
    ],
  },
  gases: {
    name: "Boyle's law",
    summary: 'Change the volume of a gas at constant temperature and record its pressure.',
    labType: LabType.Gases,
    questions: [
      numeric(
        'A gas at 1.00 atm fills 4.00 L. What is its volume at 2.00 atm and the same temperature (L)?',
        2,
        'L',
      ),
      choice('At constant temperature, the pressure and the volume of a gas are', [
        'inversely proportional',
        'directly proportional',
        'unrelated',
        'always equal',
      ]),
      numeric('Convert 760 mmHg to kilopascals (kPa)', 101.325, 'kPa', { tolerancePercent: 1 }),
    ],
  },
  calorimetry: {
    name: 'Specific heat of a metal',
    summary: 'Drop a hot metal into water in the calorimeter and follow the temperature.',
    labType: LabType.Calorimetry,
    questions: [
      numeric(
        '50.0 g of water warms by 2.00 °C. How much heat did it take in (J)? (c = 4.184 J/g·°C)',
        418.4,
        'J',
      ),
      numeric('Enter the specific heat of copper you measured (J/g·°C)', 0.385, 'J/g·°C', {
        tolerancePercent: 10,
        points: 3,
        measurement: 'specific heat of the copper sample',
      }),
      choice('In a coffee-cup calorimeter, heat lost by the metal equals', [
        'heat gained by the water',
        'the mass of the water',
        'zero',
        'the temperature change',
      ]),
    ],
  },
  light: {
    name: 'Flame tests and emission spectra',
    summary: 'Observe the colours and lines that heated atoms give off.',
    labType: LabType.Quantum,
    questions: [
      choice('Which ion gives a crimson-red flame?', ['Lithium', 'Sodium', 'Potassium', 'Copper']),
      numeric(
        'What is the frequency of 589 nm light, in units of 10^14 Hz? (c = 3.00 × 10^8 m/s)',
        5.09,
        '× 10^14 Hz',
      ),
      choice('An emission line comes from an electron that', [
        'falls to a lower energy level',
        'leaves the nucleus',
        'rises to a higher energy level',
        'stays in its level',
      ]),
    ],
  },
  qualitative: {
    name: 'Group I cations',
    summary: 'Separate and identify Ag⁺, Pb²⁺ and Hg₂²⁺ with chloride.',
    labType: LabType.Inorganic,
    questions: [
      choice('Which reagent precipitates the Group I cations as chlorides?', [
        '6 M HCl',
        '6 M NaOH',
        '6 M NH3',
        '6 M HNO3',
      ]),
      choice('Which chloride dissolves in hot water?', ['PbCl2', 'AgCl', 'Hg2Cl2', 'None of them']),
      choice('AgCl dissolves in', ['aqueous ammonia', 'cold water', 'dilute HCl', 'ethanol']),
    ],
  },
  spectroscopy: {
    name: 'Identifying functional groups by IR',
    summary: 'Read the IR spectra of the unknowns and name their functional groups.',
    labType: LabType.OrganicQualitative,
    questions: [
      choice('A strong IR band near 1715 cm⁻¹ shows', [
        'a carbonyl group (C=O)',
        'an O–H group',
        'a C≡C triple bond',
        'an aromatic ring',
      ]),
      choice('A broad band from 3200 to 3550 cm⁻¹ shows', [
        'an alcohol O–H',
        'a ketone',
        'an alkane only',
        'a nitrile',
      ]),
      numeric('How many degrees of unsaturation has benzene, C6H6?', 4, '', {
        tolerancePercent: 0,
      }),
    ],
  },
  functionalGroups: {
    name: 'Functional groups and boiling points',
    summary: 'Test the unknowns for functional groups and compare their boiling points.',
    labType: LabType.OrganicQualitative,
    questions: [
      choice('Which compound has the highest boiling point?', [
        '1-butanol',
        'butanal',
        'diethyl ether',
        'pentane',
      ]),
      choice('The 2,4-DNP test gives a yellow-orange precipitate with', [
        'aldehydes and ketones',
        'alcohols',
        'alkanes',
        'ethers',
      ]),
      choice('Which functional group is in acetone?', ['Ketone', 'Aldehyde', 'Alcohol', 'Ester']),
    ],
  },
  synthesis: {
    name: 'Fischer esterification: ethyl acetate',
    summary: 'Make ethyl acetate from acetic acid and ethanol and find the yield.',
    labType: LabType.OrganicSynthesis,
    questions: [
      numeric(
        '0.100 mol of acetic acid reacts completely. What mass of ethyl acetate (88.11 g/mol) forms (g)?',
        8.811,
        'g',
      ),
      numeric(
        'You collected 5.73 g of the 8.81 g possible. What is the percent yield (%)?',
        65,
        '%',
        {
          tolerancePercent: 1,
        },
      ),
      choice('Which catalyst speeds up a Fischer esterification?', [
        'Sulfuric acid',
        'Sodium hydroxide',
        'Sodium chloride',
        'Water',
      ]),
    ],
  },
  microscopy: {
    name: 'Using the microscope',
    summary: 'Focus the specimens and work out magnification and field of view.',
    labType: LabType.Microscopy,
    questions: [
      choice('A 10x eyepiece with a 40x objective gives a total magnification of', [
        '400x',
        '50x',
        '4000x',
        '40x',
      ]),
      numeric('The field of view is 4.5 mm at 40x. How wide is it at 400x (mm)?', 0.45, 'mm'),
      choice('Which knob do you use at high power?', [
        'The fine focus only',
        'The coarse focus only',
        'Both, coarse first',
        'Neither',
      ]),
    ],
  },
  genetics: {
    name: 'Monohybrid crosses',
    summary: 'Cross pea plants and count the offspring of each phenotype.',
    labType: LabType.Genetics,
    questions: [
      numeric(
        'What percent of the offspring of Aa × Aa show the recessive phenotype (%)?',
        25,
        '%',
        {
          tolerancePercent: 0,
        },
      ),
      choice('The phenotype ratio of a monohybrid cross of two heterozygotes is', [
        '3 : 1',
        '1 : 2 : 1',
        '9 : 3 : 3 : 1',
        '1 : 1',
      ]),
      choice('An organism with two different alleles of a gene is', [
        'heterozygous',
        'homozygous',
        'haploid',
        'recessive',
      ]),
    ],
  },
  molecular: {
    name: 'Gel electrophoresis',
    summary: 'Run DNA fragments on an agarose gel and compare their sizes.',
    labType: LabType.MolecularBiology,
    questions: [
      choice('DNA fragments move through the gel towards the', [
        'positive electrode',
        'negative electrode',
        'top of the well',
        'loading dye',
      ]),
      choice('Which fragments travel farthest?', [
        'The smallest',
        'The largest',
        'All travel equally',
        'The most charged per base',
      ]),
      numeric('How many cycles of PCR make 1024 copies from one DNA molecule?', 10, 'cycles', {
        tolerancePercent: 0,
      }),
    ],
  },
  ecology: {
    name: 'Predators and prey',
    summary: 'Follow two populations over time and explain the cycles.',
    labType: LabType.Ecology,
    questions: [
      choice('When the prey population rises, the predator population usually', [
        'rises a little later',
        'falls at once',
        'stays the same',
        'rises before it',
      ]),
      numeric(
        'A population of 200 grows by 10% a year. How large is it after one year?',
        220,
        'individuals',
        { tolerancePercent: 0 },
      ),
      choice('The largest population an environment can sustain is its', [
        'carrying capacity',
        'growth rate',
        'niche',
        'biomass',
      ]),
    ],
  },
  freeFall: {
    name: 'Free fall',
    summary: 'Drop a ball and measure how its speed grows.',
    labType: LabType.FreeMotion,
    questions: [
      numeric('Enter the acceleration of the falling ball you measured (m/s²)', 9.81, 'm/s²', {
        tolerancePercent: 5,
        points: 3,
        measurement: 'acceleration of the falling ball',
      }),
      numeric(
        'A ball falls from rest for 2.00 s. How far does it fall (m)? (g = 9.81 m/s²)',
        19.62,
        'm',
      ),
      choice('Without air resistance, a heavy and a light ball dropped together', [
        'land at the same time',
        'land heavy first',
        'land light first',
        'never land',
      ]),
    ],
  },
  ramp: {
    name: 'Motion on a ramp',
    summary: 'Roll a cart down the ramp at several angles.',
    labType: LabType.RampMotion,
    questions: [
      numeric(
        'What is the acceleration down a frictionless ramp at 30° (m/s²)? (g = 9.81 m/s²)',
        4.905,
        'm/s²',
      ),
      numeric('Enter the acceleration you measured on the ramp at 30° (m/s²)', 4.9, 'm/s²', {
        tolerancePercent: 10,
        points: 3,
        measurement: 'acceleration of the cart on the 30° ramp',
      }),
      choice('Friction on the ramp makes the acceleration', [
        'smaller',
        'larger',
        'unchanged',
        'negative at once',
      ]),
    ],
  },
  collisions: {
    name: 'Momentum in collisions',
    summary: 'Collide two carts and compare momentum before and after.',
    labType: LabType.Collisions,
    questions: [
      numeric(
        'A 1.0 kg cart at 2.0 m/s hits a resting 1.0 kg cart and they stick. How fast do they move (m/s)?',
        1,
        'm/s',
      ),
      choice('In every collision of two carts on a level track', [
        'momentum is conserved',
        'kinetic energy is conserved',
        'both carts stop',
        'speed is conserved',
      ]),
    ],
  },
  circuits: {
    name: "Ohm's law",
    summary: 'Measure current and voltage across resistors.',
    labType: LabType.Circuits,
    questions: [
      numeric('12 V across a 4.0 Ω resistor drives what current (A)?', 3, 'A'),
      choice('Two equal resistors in series have a total resistance of', [
        'twice one resistor',
        'half of one resistor',
        'the same as one',
        'zero',
      ]),
    ],
  },
} satisfies Record<string, SeedAssessment>;

export type AssessmentKey = keyof typeof ASSESSMENTS;

/**
 * For each template (by name): the assessments of its first sections (sections are the first 3-4
 * topics of the template, in order). The index is the section's position.
 */
export const TEMPLATE_COURSES: Record<string, Array<[number, AssessmentKey]>> = {
  'General Chemistry': [
    [0, 'density'],
    [0, 'displacement'],
    [1, 'light'],
    [2, 'gases'],
    [3, 'calorimetry'],
  ],
  'Chemistry for Majors': [
    [0, 'khp'],
    [0, 'titration'],
    [2, 'calorimetry'],
    [3, 'light'],
  ],
  'Organic Chemistry': [
    [0, 'functionalGroups'],
    [1, 'spectroscopy'],
    [2, 'synthesis'],
  ],
  'Introductory Biology': [
    [0, 'microscopy'],
    [1, 'genetics'],
    [2, 'molecular'],
    [3, 'ecology'],
  ],
  'High School Chemistry': [
    [0, 'density'],
    [1, 'light'],
    [2, 'gases'],
    [3, 'titration'],
  ],
  'College Physics': [
    [0, 'freeFall'],
    [1, 'ramp'],
    [3, 'collisions'],
  ],
  'Physical Science': [
    [0, 'displacement'],
    [1, 'density'],
    [2, 'freeFall'],
    [3, 'circuits'],
  ],
  'Química General': [
    [0, 'density'],
    [1, 'gases'],
    [2, 'titration'],
    [3, 'calorimetry'],
  ],
  'Lab Skills Sampler': [
    [0, 'displacement'],
    [0, 'titration'],
    [1, 'freeFall'],
    [2, 'qualitative'],
  ],
};

/** How many of a template's topics become sections. */
export const SECTIONS_PER_COURSE = 4;

/**
 * The demo course: the General Chemistry syllabus attached to the demo instructor's open group,
 * its assessments scheduled (by name) relative to the day the seed runs.
 */
export const DEMO_COURSE = {
  template: 'General Chemistry',
  groupAccessCode: 'CHEM101',
  schedule: {
    /** Open: started a week ago, due in four weeks. */
    'Density of solid cylinders': { startDays: -7, endDays: 28 },
    /** Closed: ran three to two weeks ago. */
    'Volume by water displacement': { startDays: -21, endDays: -14 },
    /** Upcoming: opens in two weeks. */
    'Flame tests and emission spectra': { startDays: 14, endDays: 28 },
    // "Boyle's law" and "Specific heat of a metal" stay unscheduled.
  } as Record<string, { startDays: number; endDays: number }>,
  /** Scores (points) per student of the closed and the open assessment. */
  scores: [
    { student: 'student', assessment: 'Volume by water displacement', score: 3 },
    { student: 'student2', assessment: 'Volume by water displacement', score: 4 },
    { student: 'beta', assessment: 'Volume by water displacement', score: 2 },
    { student: 'student2', assessment: 'Density of solid cylinders', score: 9 },
  ],
  students: ['student', 'student2', 'beta', 'ta'],
  coInstructors: ['instructor2'],
  tutors: ['ta'],
} as const;
