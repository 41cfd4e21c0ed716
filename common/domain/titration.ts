import { titrationMaterial } from './titration-materials';

/**
 * The chemistry of the titrations bench (labs/titrations): mixtures of the monoprotic acids and
 * bases of `titration-materials.ts` in water, their pH (charge balance solved for [H+], with Kw)
 * and their conductivity (ionic molar conductivities). Pure functions; 25 °C, activities taken
 * as concentrations (ideal dilute solutions), volumes additive.
 */

export const KW = 1e-14;

/** What a container holds: total volume (mL) and mmol of each material it was made from. */
export interface Mixture {
  /** mL */
  volume: number;
  /** mmol by material id (titration-materials.ts). */
  mmol: Readonly<Record<string, number>>;
}

export const EMPTY: Mixture = { volume: 0, mmol: {} };

/** `volume` mL of a `concentration` M solution of a material (water: concentration ignored). */
export function solution(id: string, concentration: number, volume: number): Mixture {
  if (!(volume >= 0) || !(concentration >= 0)) throw new RangeError('amounts must be >= 0');
  if (id === 'water' || volume === 0) return { volume, mmol: {} };
  return { volume, mmol: { [id]: concentration * volume } };
}

/** `grams` of a solid (purity as 0-1) dissolved: mmol from its molar mass; no volume. */
export function solid(id: string, grams: number, purity = 1): Mixture {
  const material = titrationMaterial(id);
  if (!material?.molarMass) throw new RangeError(`${id} is not a solid of the lab`);
  if (!(grams >= 0)) throw new RangeError('mass must be >= 0');
  return { volume: 0, mmol: { [id]: ((grams * purity) / material.molarMass) * 1000 } };
}

export function mix(...parts: readonly Mixture[]): Mixture {
  const mmol: Record<string, number> = {};
  let volume = 0;
  for (const part of parts) {
    volume += part.volume;
    for (const [id, amount] of Object.entries(part.mmol)) mmol[id] = (mmol[id] ?? 0) + amount;
  }
  return { volume, mmol };
}

/** Takes `volume` mL out of a well-mixed container: what was taken and what is left. */
export function take(from: Mixture, volume: number): { taken: Mixture; rest: Mixture } {
  const amount = Math.min(Math.max(volume, 0), from.volume);
  const share = from.volume > 0 ? amount / from.volume : 0;
  const scale = (f: number): Mixture => ({
    volume: from.volume * f,
    mmol: Object.fromEntries(Object.entries(from.mmol).map(([id, n]) => [id, n * f])),
  });
  const taken = scale(share);
  taken.volume = amount;
  const rest = scale(1 - share);
  rest.volume = from.volume - amount;
  return { taken, rest };
}

/** Molar concentration of a material in the mixture (M). */
export function concentrationOf(mixture: Mixture, id: string): number {
  return mixture.volume > 0 ? (mixture.mmol[id] ?? 0) / mixture.volume : 0;
}

/**
 * Limiting ionic molar conductivities at 25 °C, S cm²/mol (CRC Handbook). Hydrogen phthalate and
 * phthalate are approximate (38 and 2 × 52.3): KHP titrations are rarely followed by conductivity.
 */
export const IONIC_CONDUCTIVITY = {
  'H+': 349.8,
  'OH-': 198.6,
  'Na+': 50.1,
  'K+': 73.5,
  'Cl-': 76.3,
  'NO3-': 71.4,
  'CH3COO-': 40.9,
  'NH4+': 73.5,
  'HC8H4O4-': 38.0,
  'C8H4O4^2-': 104.6,
} as const;
export type Ion = keyof typeof IONIC_CONDUCTIVITY;

/** A spectator ion a material releases completely (per mol of material). */
interface FullIon {
  ion: Ion;
  charge: number;
}
/** A conjugate pair: acid form HA (charge `charge`) <-> base form A (charge - 1), constant Ka. */
interface Pair {
  ka: number;
  charge: number;
  /** The ions each form is, for conductivity (undefined: a neutral molecule). */
  acidIon?: Ion;
  baseIon?: Ion;
}

/** How each material dissolves. */
const DISSOLVES: Record<string, { ions: FullIon[]; pair?: Pair }> = {
  water: { ions: [] },
  hcl: { ions: [{ ion: 'Cl-', charge: -1 }] },
  hno3: { ions: [{ ion: 'NO3-', charge: -1 }] },
  'acetic-acid': { ions: [], pair: { ka: 1.75e-5, charge: 0, baseIon: 'CH3COO-' } },
  naoh: { ions: [{ ion: 'Na+', charge: 1 }] },
  koh: { ions: [{ ion: 'K+', charge: 1 }] },
  ammonia: { ions: [], pair: { ka: KW / 1.8e-5, charge: 1, acidIon: 'NH4+' } },
  khp: {
    ions: [{ ion: 'K+', charge: 1 }],
    pair: { ka: 3.9e-6, charge: -1, acidIon: 'HC8H4O4-', baseIon: 'C8H4O4^2-' },
  },
};

/** Strong acids release H+ by the charge balance: their anion is a spectator (above). */
function dissolving(id: string) {
  const how = DISSOLVES[id];
  if (!how) throw new RangeError(`unknown material ${id}`);
  return how;
}

export interface Speciation {
  /** [H+], M */
  h: number;
  pH: number;
  /** Molar concentration of each ion present (M). */
  ions: Partial<Record<Ion, number>>;
}

/**
 * Solves the charge balance for [H+]:
 * [H+] - Kw/[H+] + Σ z·c(spectators) + Σ C·(z_HA - α_A) = 0, with α_A = Ka / ([H+] + Ka).
 * The left side grows with [H+], so bisection on log10[H+] in [-16, 2] finds the one root.
 * Null for an empty container.
 */
export function speciate(mixture: Mixture): Speciation | null {
  if (mixture.volume <= 0) return null;
  let fixedCharge = 0;
  const pairs: Array<{ c: number; pair: Pair }> = [];
  const ions: Partial<Record<Ion, number>> = {};
  for (const [id, amount] of Object.entries(mixture.mmol)) {
    if (amount <= 0) continue;
    const c = amount / mixture.volume;
    const how = dissolving(id);
    for (const { ion, charge } of how.ions) {
      fixedCharge += charge * c;
      ions[ion] = (ions[ion] ?? 0) + c;
    }
    if (how.pair) pairs.push({ c, pair: how.pair });
  }
  const balance = (h: number) =>
    h -
    KW / h +
    fixedCharge +
    pairs.reduce((sum, { c, pair }) => sum + c * (pair.charge - pair.ka / (h + pair.ka)), 0);
  let lo = -16;
  let hi = 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    if (balance(10 ** mid) > 0) hi = mid;
    else lo = mid;
  }
  const h = 10 ** ((lo + hi) / 2);
  ions['H+'] = h;
  ions['OH-'] = KW / h;
  for (const { c, pair } of pairs) {
    const base = (c * pair.ka) / (h + pair.ka);
    if (pair.acidIon) ions[pair.acidIon] = (ions[pair.acidIon] ?? 0) + (c - base);
    if (pair.baseIon) ions[pair.baseIon] = (ions[pair.baseIon] ?? 0) + base;
  }
  return { h, pH: -Math.log10(h), ions };
}

export function pHOf(mixture: Mixture): number | null {
  return speciate(mixture)?.pH ?? null;
}

/**
 * Conductivity κ = Σ λi·ci / 1000 S/cm with λ in S cm²/mol and c in mol/L, i.e. Σ λi·ci mS/cm
 * (Kohlrausch at infinite dilution: a little high for concentrated solutions). Null when empty.
 */
export function conductivityOf(mixture: Mixture): number | null {
  const speciation = speciate(mixture);
  if (!speciation) return null;
  let sum = 0;
  for (const [ion, c] of Object.entries(speciation.ions) as Array<[Ion, number]>)
    sum += IONIC_CONDUCTIVITY[ion] * c;
  return sum;
}

/** Spec 2 §9: volumes 3 decimals, 5 for buret values; masses 3 decimals. */
export const formatVolume = (mL: number) => mL.toFixed(3);
export const formatBuretVolume = (mL: number) => mL.toFixed(5);
export const formatMass = (g: number) => g.toFixed(3);
export const formatPH = (pH: number) => pH.toFixed(2);
export const formatConductivity = (mScm: number) => mScm.toFixed(3);

/** The burette delivers and is read to 0.05 mL (a drop): a volume rounded to that step. */
export const BURET_STEP = 0.05;
export function toBuretStep(mL: number): number {
  return Math.round(Math.round(mL / BURET_STEP) * BURET_STEP * 1000) / 1000;
}
