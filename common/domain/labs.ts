/** Lab types of spec 2 §3. */
export const LabType = {
  Titrations: 0,
  Inorganic: 1,
  Gases: 2,
  Calorimetry: 3,
  Quantum: 4,
  OrganicQualitative: 5,
  OrganicSynthesis: 6,
  Density: 7,
  Physics: 8,
  Microscopy: 9,
  Genetics: 10,
  Ecology: 11,
  MolecularBiology: 12,
  Systematics: 13,
  FreeMotion: 14,
  RampMotion: 15,
  Collisions: 16,
  SolarSystem: 17,
  Optics: 18,
  Circuits: 19,
  Portal: 99,
} as const;
export type LabType = (typeof LabType)[keyof typeof LabType];

export interface LabDefinition {
  /** The bench product's Name; an owned bench is a product whose Name matches. */
  name: string;
  shortName: string;
  /** The loader path segment, e.g. `physics-density` (spec 2 "Labs open in a new tab"). */
  identifier: string;
  labType: LabType;
  /**
   * The bench product's Id in the catalogue (spec 2 §3). The demo seed inserts the benches in
   * this order into an empty catalogue, so they get these ids; an owned bench is still found by
   * its Name (spec 2 §3 "Owned bench: Name matching the lab name").
   */
  productId: number;
}

/** The 19 web labs of spec 2 (18 of spec 1 §1 plus the solar system lab). */
export const LABS: readonly LabDefinition[] = [
  {
    name: 'Titrations',
    shortName: 'Titrations',
    identifier: 'chemistry-titrations',
    labType: 0,
    productId: 1,
  },
  {
    name: 'Inorganic Qualitative Analysis',
    shortName: 'Inorganic',
    identifier: 'chemistry-inorganic',
    labType: 1,
    productId: 2,
  },
  { name: 'Gases', shortName: 'Gases', identifier: 'chemistry-gases', labType: 2, productId: 3 },
  {
    name: 'Calorimetry',
    shortName: 'Calorimetry',
    identifier: 'chemistry-calorimetry',
    labType: 3,
    productId: 4,
  },
  {
    name: 'Quantum',
    shortName: 'Quantum',
    identifier: 'chemistry-quantum',
    labType: 4,
    productId: 5,
  },
  {
    name: 'Organic Qualitative Analysis',
    shortName: 'Organic Qual.',
    identifier: 'chemistry-organicq',
    labType: 5,
    productId: 6,
  },
  {
    name: 'Organic Synthesis',
    shortName: 'Organic Synthesis',
    identifier: 'chemistry-organics',
    labType: 6,
    productId: 7,
  },
  {
    name: 'Density',
    shortName: 'Density',
    identifier: 'physics-density',
    labType: 7,
    productId: 8,
  },
  {
    name: 'Microscopy',
    shortName: 'Microscopy',
    identifier: 'biology-microscopy',
    labType: 9,
    productId: 9,
  },
  {
    name: 'Genetics',
    shortName: 'Genetics',
    identifier: 'biology-genetics',
    labType: 10,
    productId: 10,
  },
  {
    name: 'Ecology',
    shortName: 'Ecology',
    identifier: 'biology-ecology',
    labType: 11,
    productId: 11,
  },
  {
    name: 'Molecular Biology',
    shortName: 'Molecular',
    identifier: 'biology-molecular',
    labType: 12,
    productId: 12,
  },
  {
    name: 'Systematics',
    shortName: 'Systematics',
    identifier: 'biology-systematics',
    labType: 13,
    productId: 13,
  },
  {
    name: 'Free Motion',
    shortName: 'Free Motion',
    identifier: 'physics-free-motion',
    labType: 14,
    productId: 14,
  },
  {
    name: 'Ramp Motion',
    shortName: 'Ramp Motion',
    identifier: 'physics-ramp-motion',
    labType: 15,
    productId: 15,
  },
  {
    name: 'Collisions',
    shortName: 'Collisions',
    identifier: 'physics-collisions',
    labType: 16,
    productId: 16,
  },
  {
    name: 'Solar System',
    shortName: 'Solar System',
    identifier: 'physics-solar-system',
    labType: 17,
    productId: 17,
  },
  { name: 'Optics', shortName: 'Optics', identifier: 'physics-optics', labType: 18, productId: 18 },
  {
    name: 'Circuits',
    shortName: 'Circuits',
    identifier: 'physics-circuits',
    labType: 19,
    productId: 19,
  },
];

/**
 * Reference benches the portal serves itself (labs/ in the repository, built into /benches/),
 * by lab identifier: where those labs run when no BENCH_BASE_URL is configured.
 */
export const REFERENCE_BENCHES: Readonly<Record<string, string>> = {
  'physics-density': '/benches/density/',
  'chemistry-titrations': '/benches/titrations/',
};

/** `/chemistry-inorganic-local` opens the inorganic bench too (spec 2 route list). */
const IDENTIFIER_ALIASES: Record<string, string> = {
  'chemistry-inorganic-local': 'chemistry-inorganic',
};

export function findLabByIdentifier(identifier: string): LabDefinition | undefined {
  const id = IDENTIFIER_ALIASES[identifier] ?? identifier;
  return LABS.find((lab) => lab.identifier === id);
}

export function findLabByName(name: string): LabDefinition | undefined {
  return LABS.find((lab) => lab.name === name);
}

/** The five desktop products of spec 1 §3. */
export const DESKTOP_PRODUCT_NAMES = [
  'Biology 1.7',
  'Physics 1.7',
  'Chemistry 1.7',
  'Organic Chemistry 1.7',
  'Physical Science 1.7',
] as const;

export function isDesktopProductName(name: string): boolean {
  return (DESKTOP_PRODUCT_NAMES as readonly string[]).includes(name);
}
