/**
 * The 26 cations of the inorganic qualitative analysis lab (spec 2 §1 "up to 26 cations"); a
 * preset's unknown names the cations it may contain by these symbols.
 */
export const INORGANIC_CATIONS = [
  'Ag+',
  'Pb2+',
  'Hg2 2+',
  'Hg2+',
  'Cu2+',
  'Bi3+',
  'Cd2+',
  'Sn4+',
  'Sb3+',
  'As3+',
  'Fe2+',
  'Fe3+',
  'Al3+',
  'Cr3+',
  'Co2+',
  'Ni2+',
  'Mn2+',
  'Zn2+',
  'Ba2+',
  'Sr2+',
  'Ca2+',
  'Mg2+',
  'Na+',
  'K+',
  'NH4+',
  'Li+',
] as const;
export type InorganicCation = (typeof INORGANIC_CATIONS)[number];
