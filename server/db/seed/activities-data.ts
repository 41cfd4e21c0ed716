import { LabType } from '@common/domain/labs';
import type { SYSTEM_PRESET_IDS } from './preset-ids';

/**
 * The activities library (seed-activities.ts): the system's Template Tags, the activities (a lab
 * with a system preset; biology and the physics labs without presets open the lab alone) and
 * syllabus templates for the subjects of spec 3 §9, their topics in syllabus order.
 */

export const TEMPLATE_TAGS = [
  'Acids and Bases',
  'Measurement',
  'Thermochemistry',
  'Gases',
  'Atomic Structure',
  'Qualitative Analysis',
  'Organic Chemistry',
  'Spectroscopy',
  'Kinematics',
  'Forces and Energy',
  'Cell and Molecular Biology',
  'Ecology and Evolution',
] as const;
type Tag = (typeof TEMPLATE_TAGS)[number];

const [
  ACIDS,
  MEASURE,
  THERMO,
  GASES,
  ATOMS,
  QUAL,
  ORGANIC,
  SPECTRA,
  MOTION,
  FORCES,
  CELLS,
  ECOLOGY,
] = TEMPLATE_TAGS;

type PresetKey = keyof typeof SYSTEM_PRESET_IDS;

export interface SeedActivity {
  name: string;
  labType: number;
  /** A system preset; none: the lab opens without a preset (labs that keep none). */
  preset?: PresetKey;
  templateTags: Tag[];
  /** The level ('General' or 'Advanced') first, then free tags. */
  tags: string[];
  lang: 'en' | 'es' | 'pt';
}

/** [name, template tags, 'level, more tags', {preset (else the lab's), lang (else en)}]. */
type Row = [string, Tag[], string, { preset?: PresetKey; lang?: 'es' | 'pt' }?];

function lab<K extends string>(
  labType: number,
  preset: PresetKey | undefined,
  rows: Record<K, Row>,
): Record<K, SeedActivity> {
  const entries = Object.entries<Row>(rows).map(([key, [name, templateTags, tags, more]]) => {
    const activity: SeedActivity = {
      name,
      labType,
      templateTags,
      tags: tags.split(', '),
      lang: more?.lang ?? 'en',
    };
    const chosen = more?.preset ?? preset;
    if (chosen) activity.preset = chosen;
    return [key, activity] as const;
  });
  return Object.fromEntries(entries) as Record<K, SeedActivity>;
}

const L = LabType;

export const ACTIVITIES = {
  ...lab(L.Titrations, 'titrationStrongStrong', {
    vinegar: [
      'Titration of vinegar',
      [ACIDS],
      'General, Unknowns',
      { preset: 'titrationWeakStrong' },
    ],
    hcl: ['Finding the concentration of hydrochloric acid', [ACIDS], 'General, Unknowns'],
    khp: [
      'Standardizing sodium hydroxide with KHP',
      [ACIDS, MEASURE],
      'General',
      { preset: 'titrationKhp' },
    ],
    pka: [
      'Weak acid titration curve and pKa',
      [ACIDS],
      'Advanced, Graphing',
      { preset: 'titrationWeakStrong' },
    ],
    conductometric: ['Conductometric titration of a strong acid', [ACIDS], 'Advanced'],
    antacid: ['How much acid does an antacid neutralize?', [ACIDS], 'General'],
    buffer: [
      'The buffer region of acetic acid',
      [ACIDS],
      'Advanced',
      { preset: 'titrationWeakStrong' },
    ],
    titracion: [
      'Titulación de un ácido fuerte con una base fuerte',
      [ACIDS],
      'General',
      { lang: 'es' },
    ],
  }),
  ...lab(L.Density, 'densityUnknownSolids', {
    unknownMetal: ['Identifying an unknown metal by density', [MEASURE], 'General, Unknowns'],
    float: [
      'Will it float? Density and buoyancy',
      [MEASURE],
      'General',
      { preset: 'densityFloatOrSink' },
    ],
    displacement: ['Measuring volume by water displacement', [MEASURE], 'General'],
    sigFigs: ['Significant figures in density measurements', [MEASURE], 'General'],
    sinkOrFloat: [
      'Sink or float: a first density lab',
      [MEASURE],
      'General',
      { preset: 'densityFloatOrSink' },
    ],
    densidad: ['Densidad de sólidos desconocidos', [MEASURE], 'General', { lang: 'es' }],
  }),
  ...lab(L.Inorganic, 'inorganicUnknownMixture', {
    groupOne: [
      'Separating the Group I cations',
      [QUAL],
      'General',
      { preset: 'inorganicGroupOne' },
    ],
    mixture: ['Identifying cations in an unknown mixture', [QUAL], 'Advanced, Unknowns'],
    flowchart: ['Building a qualitative analysis flowchart', [QUAL], 'Advanced'],
    precipitation: [
      'Precipitation reactions of silver and lead',
      [QUAL],
      'General',
      { preset: 'inorganicGroupOne' },
    ],
    cationes: ['Análisis cualitativo de cationes', [QUAL], 'General', { lang: 'es' }],
  }),
  ...lab(L.Calorimetry, 'calorimetryUnknownMetal', {
    specificHeat: ['Specific heat of an unknown metal', [THERMO], 'General, Unknowns'],
    metalByHeat: ['Identifying a metal by its specific heat', [THERMO], 'Advanced'],
    heatTransfer: ['Heat transfer and the conservation of energy', [THERMO, FORCES], 'General'],
    calor: ['Calor específico de un metal desconocido', [THERMO], 'General', { lang: 'es' }],
  }),
  ...lab(L.Quantum, 'quantumEmissionSpectra', {
    emission: ['Emission spectra of the elements', [ATOMS, SPECTRA], 'General'],
    lineSpectra: [
      'Identifying elements by their line spectra',
      [ATOMS, SPECTRA],
      'General, Unknowns',
    ],
    flame: ['Flame tests and atomic emission', [ATOMS], 'General'],
    bohr: ['The Bohr model and the hydrogen spectrum', [ATOMS], 'Advanced'],
  }),
  ...lab(L.Gases, 'gasesBoyle', {
    boyle: ["Boyle's law: pressure and volume", [GASES], 'General'],
    syringe: ['Gas laws with a sealed syringe', [GASES], 'General'],
    idealGas: ['Testing the ideal gas law', [GASES], 'Advanced'],
    leyBoyle: ['Ley de Boyle: presión y volumen', [GASES], 'General', { lang: 'es' }],
  }),
  ...lab(L.OrganicQualitative, 'organicQualitativeAlcohols', {
    alcoholKetone: ['Identify an unknown alcohol or ketone', [ORGANIC], 'General, Unknowns'],
    functionalGroups: ['Chemical tests for functional groups', [ORGANIC], 'General'],
    irSpectra: ['IR spectroscopy of alcohols and ketones', [ORGANIC, SPECTRA], 'Advanced'],
    nmrUnknown: ['Using NMR to identify an unknown', [ORGANIC, SPECTRA], 'Advanced'],
    boilingPoint: ['Boiling point as a clue to identity', [ORGANIC, MEASURE], 'General'],
  }),
  ...lab(L.OrganicSynthesis, 'organicSynthesisEster', {
    fischer: ['Fischer esterification: making a fragrance', [ORGANIC], 'General'],
    ethylAcetate: ['Synthesis of ethyl acetate', [ORGANIC], 'General'],
    followByIr: ['Following a synthesis by IR spectroscopy', [ORGANIC, SPECTRA], 'Advanced'],
    percentYield: ['Percent yield of an esterification', [ORGANIC, MEASURE], 'Advanced'],
  }),
  ...lab(L.FreeMotion, 'freeMotionProjectile', {
    projectile: ['Projectile motion on a fixed grid', [MOTION], 'General'],
    range: ['The range of a projectile', [MOTION], 'General'],
    freeFall: ['Free fall and the acceleration due to gravity', [MOTION], 'General'],
    independence: ['Independence of horizontal and vertical motion', [MOTION], 'Advanced'],
    proyectiles: ['Movimiento de proyectiles', [MOTION], 'General', { lang: 'es' }],
  }),
  ...lab(L.RampMotion, 'rampMotionFriction', {
    friction: ['Friction on an inclined plane', [FORCES], 'General'],
    rampAcceleration: ['Acceleration down a ramp', [MOTION, FORCES], 'General'],
    frictionCoefficient: ['Measuring the coefficient of kinetic friction', [FORCES], 'Advanced'],
    rampEnergy: ['Potential and kinetic energy on a ramp', [FORCES], 'General'],
  }),
  ...lab(L.Collisions, undefined, {
    momentum: ['Conservation of momentum in collisions', [FORCES], 'General'],
    elastic: ['Elastic and inelastic collisions', [FORCES], 'Advanced'],
  }),
  ...lab(L.Optics, undefined, {
    refraction: ['Reflection and refraction of light', [FORCES], 'General'],
  }),
  ...lab(L.Circuits, undefined, {
    ohm: ["Ohm's law", [FORCES, MEASURE], 'General'],
    circuits: ['Series and parallel circuits', [FORCES], 'General'],
  }),
  ...lab(L.Microscopy, undefined, {
    cells: ['Observing plant and animal cells', [CELLS], 'General'],
    microscope: ['Using the compound microscope', [CELLS, MEASURE], 'General'],
    mitosis: ['Mitosis in onion root tips', [CELLS], 'General'],
  }),
  ...lab(L.Genetics, undefined, {
    monohybrid: ['Monohybrid crosses', [CELLS], 'General'],
    dihybrid: ['Dihybrid crosses and independent assortment', [CELLS], 'Advanced'],
    sexLinked: ['Sex-linked traits in fruit flies', [CELLS], 'Advanced'],
  }),
  ...lab(L.MolecularBiology, undefined, {
    gel: ['DNA extraction and gel electrophoresis', [CELLS], 'General'],
    pcr: ['PCR and restriction enzymes', [CELLS], 'Advanced'],
  }),
  ...lab(L.Ecology, undefined, {
    predatorPrey: ['Predator and prey populations', [ECOLOGY], 'General'],
    populationGrowth: ['Population growth and carrying capacity', [ECOLOGY], 'General'],
    ecosistemas: ['Ecosistemas y poblaciones', [ECOLOGY], 'General', { lang: 'es' }],
  }),
  ...lab(L.Systematics, undefined, {
    cladogram: ['Building a cladogram', [ECOLOGY], 'General'],
    dichotomousKey: ['Classifying organisms with a dichotomous key', [ECOLOGY], 'General'],
  }),
};
