import type { ACTIVITIES } from './activities-data';

/** Syllabus templates for the subjects of spec 3 §9; topics in syllabus order (seed-activities.ts). */

type Key = keyof typeof ACTIVITIES;

export interface SeedTemplate {
  name: string;
  subject: string;
  lang?: 'en' | 'es' | 'pt';
  topics: Array<[string, Key[]]>;
}

export const TEMPLATES: readonly SeedTemplate[] = [
  {
    name: 'General Chemistry',
    subject: 'General, Majors',
    topics: [
      ['Measurement and matter', ['displacement', 'sigFigs', 'unknownMetal']],
      ['Atomic structure and light', ['emission', 'lineSpectra', 'flame']],
      ['Gases', ['boyle', 'syringe']],
      ['Thermochemistry', ['specificHeat', 'heatTransfer']],
      ['Acids and bases', ['vinegar', 'hcl', 'khp', 'antacid']],
      ['Qualitative analysis', ['groupOne', 'precipitation', 'mixture']],
    ],
  },
  {
    name: 'Chemistry for Majors',
    subject: 'Majors',
    topics: [
      ['Stoichiometry and titrations', ['khp', 'hcl', 'conductometric']],
      ['Acid-base equilibria', ['pka', 'buffer', 'vinegar']],
      ['Thermodynamics', ['specificHeat', 'metalByHeat', 'idealGas']],
      ['Quantum chemistry', ['bohr', 'emission', 'lineSpectra']],
      ['Qualitative analysis', ['mixture', 'flowchart']],
    ],
  },
  {
    name: 'Organic Chemistry',
    subject: 'Organic',
    topics: [
      ['Functional groups', ['functionalGroups', 'alcoholKetone', 'boilingPoint']],
      ['Spectroscopy', ['irSpectra', 'nmrUnknown', 'followByIr']],
      ['Carboxylic acids and esters', ['fischer', 'ethylAcetate', 'vinegar']],
      ['Synthesis in practice', ['percentYield', 'followByIr']],
    ],
  },
  {
    name: 'Introductory Biology',
    subject: 'Biology',
    topics: [
      ['Cells', ['microscope', 'cells', 'mitosis']],
      ['Genetics', ['monohybrid', 'dihybrid', 'sexLinked']],
      ['Molecular biology', ['gel', 'pcr']],
      [
        'Ecology and evolution',
        ['predatorPrey', 'populationGrowth', 'cladogram', 'dichotomousKey'],
      ],
    ],
  },
  {
    name: 'High School Chemistry',
    subject: 'High School Chemistry, Physical Science',
    topics: [
      ['Matter and density', ['sinkOrFloat', 'float', 'displacement']],
      ['Atoms and light', ['flame', 'emission']],
      ['Gas laws', ['boyle', 'syringe']],
      ['Acids and bases', ['hcl', 'antacid']],
      ['Energy and heat', ['heatTransfer', 'specificHeat']],
    ],
  },
  {
    name: 'College Physics',
    subject: 'Physics',
    topics: [
      ['Kinematics', ['freeFall', 'projectile', 'range', 'independence']],
      ['Forces and friction', ['friction', 'rampAcceleration', 'frictionCoefficient']],
      ['Work and energy', ['rampEnergy', 'freeFall']],
      ['Momentum', ['momentum', 'elastic']],
      ['Light and electricity', ['refraction', 'ohm', 'circuits']],
    ],
  },
  {
    name: 'Physical Science',
    subject: 'Physical Science',
    topics: [
      ['Measurement', ['displacement', 'sigFigs', 'microscope']],
      ['Density and buoyancy', ['float', 'sinkOrFloat', 'unknownMetal']],
      ['Motion', ['freeFall', 'rampAcceleration']],
      ['Energy', ['heatTransfer', 'rampEnergy', 'circuits']],
    ],
  },
  {
    name: 'Química General',
    subject: 'General',
    lang: 'es',
    topics: [
      ['Medición y materia', ['densidad', 'displacement']],
      ['Gases', ['leyBoyle', 'boyle']],
      ['Ácidos y bases', ['titracion', 'vinegar']],
      ['Termoquímica', ['calor', 'specificHeat']],
      ['Análisis cualitativo', ['cationes', 'groupOne']],
      ['Física y biología', ['proyectiles', 'ecosistemas']],
    ],
  },
  {
    name: 'Lab Skills Sampler',
    subject: '',
    topics: [
      ['Your first week in the lab', ['displacement', 'hcl', 'microscope']],
      ['Data and graphs', ['pka', 'freeFall']],
      ['Working with unknowns', ['unknownMetal', 'mixture', 'alcoholKetone']],
    ],
  },
];
