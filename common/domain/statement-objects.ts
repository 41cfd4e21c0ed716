import { LabType } from './labs';

/**
 * The names of the labs' objects in lab-book statements (spec 2 §9), in English and Spanish.
 * Labs send their own identifiers ('cylinder 3', 'ball_12', 'Rack7', '1h nmr', 'jupiter',
 * 'steel'); numbered objects are named only within their lab's range (density cylinders 1-5;
 * balls, mirrors and lenses up to 15; racks 1-10 in inorganic and 1-8 in molecular biology).
 * Anything else is shown as the lab sent it.
 */

type Language = 'en' | 'es';
type Names = Record<Language, string>;

interface Numbered {
  names: Names;
  /** The highest number named, per lab type; `any` for every lab. */
  max: { any: number } | { byLab: ReadonlyMap<number, number> };
}

const NUMBERED: Readonly<Record<string, Numbered>> = {
  cylinder: {
    names: { en: 'Cylinder', es: 'Cilindro' },
    max: { byLab: new Map([[LabType.Density, 5]]) },
  },
  ball: { names: { en: 'Ball', es: 'Bola' }, max: { any: 15 } },
  mirror: { names: { en: 'Mirror', es: 'Espejo' }, max: { any: 15 } },
  lens: { names: { en: 'Lens', es: 'Lente' }, max: { any: 15 } },
  rack: {
    names: { en: 'Rack', es: 'Gradilla' },
    max: {
      byLab: new Map([
        [LabType.Inorganic, 10],
        [LabType.MolecularBiology, 8],
      ]),
    },
  },
};

/** Named objects: spectra devices, planets and materials of any lab. */
const NAMED: Readonly<Record<string, Names>> = {
  '1h nmr': { en: '¹H NMR', es: 'RMN de ¹H' },
  '13c nmr': { en: '¹³C NMR', es: 'RMN de ¹³C' },
  ms: { en: 'MS', es: 'EM' },
  ftir: { en: 'FTIR', es: 'FTIR' },
  tlc: { en: 'TLC', es: 'CCF' },
  'melting point': { en: 'Melting point', es: 'Punto de fusión' },
  sun: { en: 'Sun', es: 'Sol' },
  moon: { en: 'Moon', es: 'Luna' },
  mercury: { en: 'Mercury', es: 'Mercurio' },
  venus: { en: 'Venus', es: 'Venus' },
  earth: { en: 'Earth', es: 'Tierra' },
  mars: { en: 'Mars', es: 'Marte' },
  jupiter: { en: 'Jupiter', es: 'Júpiter' },
  saturn: { en: 'Saturn', es: 'Saturno' },
  uranus: { en: 'Uranus', es: 'Urano' },
  neptune: { en: 'Neptune', es: 'Neptuno' },
  pluto: { en: 'Pluto', es: 'Plutón' },
  steel: { en: 'Steel', es: 'Acero' },
  wood: { en: 'Wood', es: 'Madera' },
  plastic: { en: 'Plastic', es: 'Plástico' },
  cement: { en: 'Cement', es: 'Cemento' },
  rubber: { en: 'Rubber', es: 'Caucho' },
};

/** The places of the density bench (labs/density), which names them in its own words. */
const DENSITY_PLACES: Readonly<Record<string, Names>> = {
  bench: { en: 'Bench', es: 'Mesa' },
  shelf: { en: 'Shelf', es: 'Estante' },
  balance: { en: 'Balance', es: 'Balanza' },
  'graduated cylinder': { en: 'Graduated cylinder', es: 'Probeta' },
  water: { en: 'Water', es: 'Agua' },
};

/** 'Ball_12', 'rack-7', ' Lens  3 ' -> 'ball 12', 'rack 7', 'lens 3'. */
const normalise = (raw: string) =>
  raw
    .trim()
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^([a-z]+) ?(\d+)$/, '$1 $2');

function numberedName(key: string, labType: number | undefined, language: Language) {
  const match = /^([a-z]+) (\d+)$/.exec(key);
  const kind = match ? NUMBERED[match[1]!] : undefined;
  if (!match || !kind) return undefined;
  const number = Number(match[2]);
  const max =
    'any' in kind.max
      ? kind.max.any
      : labType === undefined
        ? undefined
        : kind.max.byLab.get(labType);
  if (max === undefined || number < 1 || number > max) return undefined;
  return `${kind.names[language]} ${number}`;
}

/** The object's name in the statement language, or the lab's own text when it is not one. */
export function objectName(raw: string, labType: number | undefined, language: Language): string {
  const key = normalise(raw);
  const named =
    NAMED[key] ?? (labType === LabType.Density ? DENSITY_PLACES[key] : undefined) ?? undefined;
  return named?.[language] ?? numberedName(key, labType, language) ?? raw.trim();
}
