import { DESKTOP_PRODUCT_NAMES, LABS } from '@common/domain/labs';
import type { MetaData } from '@common/schemas/catalog';

/** Demo catalogue: one bench product per lab, the desktop products, worksheets and bundles. */

export interface DemoProduct {
  name: string;
  url: string;
  productType: 'Bench' | 'Worksheets' | 'Desktop';
  metaData: MetaData;
  description: string;
}

interface BenchExtras {
  tags: string[];
  introVideoID: string;
  description: string;
}

/** Keyed by lab identifier, so a lab added to LABS without an entry here fails the seed test. */
const BENCH_EXTRAS: Record<string, BenchExtras> = {
  'chemistry-titrations': {
    tags: ['Chemistry'],
    introVideoID: 'T1trAt10nQ4',
    description: 'Run acid-base titrations with burettes, indicators and a pH meter.',
  },
  'chemistry-inorganic': {
    tags: ['Chemistry'],
    introVideoID: 'In0rgQu4lX7',
    // Spec 2 §1: "inorganic qualitative analysis (described as up to 26 cations)".
    description: 'Identify up to 26 cations by precipitation, flame and gas tests.',
  },
  'chemistry-gases': {
    tags: ['Chemistry', 'Physical Science'],
    introVideoID: 'G4sL4wsPv3n',
    description: 'Explore the gas laws by changing pressure, volume, temperature and amount.',
  },
  'chemistry-calorimetry': {
    tags: ['Chemistry', 'Physical Science'],
    introVideoID: 'C4l0rImtRy2',
    description: 'Measure heats of reaction and specific heats in a coffee-cup calorimeter.',
  },
  'chemistry-quantum': {
    tags: ['Chemistry'],
    introVideoID: 'QuAnTm8sPc1',
    description: 'Study light, spectra and the photoelectric effect at the atomic scale.',
  },
  'chemistry-organicq': {
    tags: ['Chemistry', 'Organic Chemistry'],
    introVideoID: 'OrgQu4l5Ab9',
    description: 'Identify organic unknowns with functional-group tests and spectroscopy.',
  },
  'chemistry-organics': {
    tags: ['Chemistry', 'Organic Chemistry'],
    introVideoID: 'OrgSynTh3s6',
    description: 'Plan and run multi-step organic syntheses, then purify the products.',
  },
  'physics-density': {
    tags: ['Physics', 'Physical Science'],
    introVideoID: 'D3ns1tyLb0k',
    description: 'Find the density of solids and liquids with a balance and a graduated cylinder.',
  },
  'biology-microscopy': {
    tags: ['Biology'],
    introVideoID: 'M1crOsc0pE5',
    description: 'Prepare slides and observe cells with a virtual light microscope.',
  },
  'biology-genetics': {
    tags: ['Biology'],
    introVideoID: 'G3nEt1cSfLy',
    description: 'Breed fruit flies and test Mendelian inheritance across generations.',
  },
  'biology-ecology': {
    tags: ['Biology'],
    introVideoID: 'Ec0l0gYpOp3',
    description: 'Model populations, predators and prey in changing ecosystems.',
  },
  'biology-molecular': {
    tags: ['Biology'],
    introVideoID: 'M0lBi0PcR8d',
    description: 'Extract DNA, run PCR and read gels in a molecular biology bench.',
  },
  'biology-systematics': {
    tags: ['Biology'],
    introVideoID: 'SyStEm4tXc2',
    description: 'Classify organisms and build cladograms from observed traits.',
  },
  'physics-free-motion': {
    tags: ['Physics', 'Physical Science'],
    introVideoID: 'FrEeM0t1oN4',
    description: 'Launch projectiles and measure position, velocity and acceleration.',
  },
  'physics-ramp-motion': {
    tags: ['Physics', 'Physical Science'],
    introVideoID: 'R4mPm0tIoN7',
    description: 'Roll objects down inclined planes to study forces and friction.',
  },
  'physics-collisions': {
    tags: ['Physics', 'Physical Science'],
    introVideoID: 'C0lL1s10nZ5',
    description: 'Collide carts on a track to test conservation of momentum and energy.',
  },
  'physics-solar-system': {
    tags: ['Physics'],
    introVideoID: 'S0l4rSyStM1',
    description: 'Set planets in orbit and explore gravity and Kepler\u2019s laws.',
  },
  'physics-optics': {
    tags: ['Physics'],
    introVideoID: '0pT1csL3nS8',
    description: 'Trace rays through lenses, mirrors and prisms on an optical bench.',
  },
  'physics-circuits': {
    tags: ['Physics'],
    introVideoID: 'C1rCu1tSoHm',
    description: 'Build DC circuits with batteries, resistors and meters.',
  },
};

/** The one bench that is not working yet and the one in beta (spec 1 §6 hides beta labs). */
export const NON_WORKING_LAB = 'Circuits';
export const BETA_LAB = 'Solar System';

export const BENCH_PRODUCTS: readonly DemoProduct[] = LABS.map((lab) => {
  const extras = BENCH_EXTRAS[lab.identifier];
  if (!extras) throw new Error(`Demo seed: no catalogue entry for lab ${lab.identifier}`);
  return {
    name: lab.name,
    // Where the bench is hosted, relative to BENCH_BASE_URL (or the portal's own reference
    // bench when none is configured); the portal's loader (`/${lab.identifier}`) frames it.
    url: `${lab.identifier}/`,
    productType: 'Bench',
    metaData: {
      tags: extras.tags,
      workingBench: lab.name !== NON_WORKING_LAB,
      beta: lab.name === BETA_LAB,
      introVideoID: extras.introVideoID,
    },
    description: extras.description,
  };
});

export const DESKTOP_PRODUCTS: readonly DemoProduct[] = DESKTOP_PRODUCT_NAMES.map((name) => {
  const slug = name.toLowerCase().replaceAll(' ', '-');
  return {
    name,
    url: `https://desktop.example.org/download/${slug}`,
    productType: 'Desktop',
    metaData: {},
    description: `Installable ${name.replace(/ [\d.]+$/, '')} labs for Windows and macOS.`,
  };
});

export const WORKSHEETS_PRODUCT: DemoProduct = {
  name: 'Worksheets',
  url: 'https://worksheets.example.org',
  productType: 'Worksheets',
  metaData: {},
  description: 'Online worksheets and auto-graded assignments that go with the labs.',
};

export interface DemoBundle {
  name: string;
  price: string;
  /** Days: 365 '1 year', 180 and 126 '1 term', anything else 'N day' (spec 1 §5). */
  expirationPeriod: number;
  metaData: Required<Pick<MetaData, 'canPurchase' | 'description' | 'iconURL' | 'backgroundColor'>>;
  /** Product names. */
  products: readonly string[];
}

const benchesTagged = (tag: string) =>
  BENCH_PRODUCTS.filter((p) => p.metaData.tags?.includes(tag)).map((p) => p.name);
const labNamesWithPrefix = (prefix: string) =>
  LABS.filter((lab) => lab.identifier.startsWith(prefix)).map((lab) => lab.name);

const bundleMeta = (
  slug: string,
  description: string,
  backgroundColor: string,
  canPurchase = true,
) => ({
  canPurchase,
  description,
  iconURL: `/icons/bundles/${slug}.svg`,
  backgroundColor,
});

export const BUNDLES: readonly DemoBundle[] = [
  {
    name: 'Full Suite',
    price: '99.99',
    expirationPeriod: 365,
    metaData: bundleMeta(
      'full-suite',
      'Every chemistry, physics and biology lab, plus worksheets.',
      '#1f6feb',
    ),
    products: [...BENCH_PRODUCTS.map((p) => p.name), WORKSHEETS_PRODUCT.name],
  },
  {
    name: 'Chemistry',
    price: '49.99',
    expirationPeriod: 180,
    metaData: bundleMeta(
      'chemistry',
      'General and organic chemistry labs for one term.',
      '#d9480f',
    ),
    products: labNamesWithPrefix('chemistry-'),
  },
  {
    name: 'Physics',
    price: '49.99',
    expirationPeriod: 180,
    metaData: bundleMeta('physics', 'Mechanics, optics, circuits and astronomy labs.', '#1971c2'),
    products: labNamesWithPrefix('physics-'),
  },
  {
    name: 'Biology',
    price: '44.99',
    expirationPeriod: 126,
    metaData: bundleMeta(
      'biology',
      'Cells, genetics, ecology and molecular biology labs.',
      '#2f9e44',
    ),
    products: labNamesWithPrefix('biology-'),
  },
  {
    name: 'Organic Chemistry',
    price: '29.99',
    expirationPeriod: 126,
    metaData: bundleMeta(
      'organic-chemistry',
      'Organic qualitative analysis and synthesis.',
      '#ae3ec9',
    ),
    products: benchesTagged('Organic Chemistry'),
  },
  {
    name: 'Physical Science',
    price: '39.99',
    expirationPeriod: 90,
    metaData: bundleMeta(
      'physical-science',
      'Matter, energy and motion for introductory courses.',
      '#f08c00',
    ),
    products: benchesTagged('Physical Science'),
  },
  {
    name: 'Worksheets',
    price: '19.99',
    expirationPeriod: 365,
    metaData: bundleMeta('worksheets', 'Worksheets only; sold through schools.', '#5f3dc4', false),
    products: [WORKSHEETS_PRODUCT.name],
  },
  {
    name: 'Desktop Suite',
    price: '79.99',
    expirationPeriod: 365,
    metaData: bundleMeta('desktop-suite', 'The five installable desktop lab packages.', '#495057'),
    products: DESKTOP_PRODUCTS.map((p) => p.name),
  },
];
