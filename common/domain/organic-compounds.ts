/**
 * The organic qualitative analysis lab names its unknowns by fixed 5-character codes (spec 3 §3
 * "Compound names come from a fixed lookup"; the original list is not reproduced, this is ours).
 * The codes are stable: presets store them.
 */
export const ORGANIC_COMPOUNDS: Readonly<Record<string, string>> = {
  ACET1: 'Acetone',
  ETOH1: 'Ethanol',
  MEOH1: 'Methanol',
  IPRO1: '2-Propanol',
  BUOH1: '1-Butanol',
  ETAC1: 'Ethyl acetate',
  ACAC1: 'Acetic acid',
  BZAC1: 'Benzoic acid',
  BZAL1: 'Benzaldehyde',
  ACPH1: 'Acetophenone',
  PHEN1: 'Phenol',
  ANIL1: 'Aniline',
  TOLU1: 'Toluene',
  CYHX1: 'Cyclohexane',
  CYHN1: 'Cyclohexanone',
  HEXA1: 'Hexane',
  BUTA1: 'Butanal',
  PRAC1: 'Propanoic acid',
  DEEA1: 'Diethylamine',
  MEBZ1: 'Methyl benzoate',
};

export const ORGANIC_COMPOUND_CODES = Object.keys(ORGANIC_COMPOUNDS) as [string, ...string[]];

/** The name of a code, or the code itself when it is not in the lookup. */
export const organicCompoundName = (code: string) => ORGANIC_COMPOUNDS[code] ?? code;
