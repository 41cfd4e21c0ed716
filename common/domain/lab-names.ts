import { LABS, LabType } from './labs';

/**
 * Lab type -> lab name for the lab book (spec 2 §3 "Lab types"). The web labs take their names
 * from LABS; 8 (the legacy physics bench) and 99 (notes written in the portal) have no lab card.
 */
const NAMES: ReadonlyMap<number, string> = new Map<number, string>([
  ...LABS.map((lab) => [lab.labType, lab.name] as const),
  [LabType.Physics, 'Physics'],
  [LabType.Portal, 'Portal'],
]);

export const UNKNOWN_LAB_NAME = 'UNKNOWN LAB NAME';
export const unknownLabName = (labType: number) => `UNKNOWN LAB ${labType}`;

export interface LabNameResult {
  name: string;
  /** False for an unknown or missing type: the caller logs it (spec 2 §8). */
  isKnown: boolean;
}

/**
 * Spec 2 §8: an unknown lab type reads 'UNKNOWN LAB {type}', a session without a lab type
 * 'UNKNOWN LAB NAME'.
 */
export function labNameOf(labType: number | null | undefined): LabNameResult {
  if (labType === null || labType === undefined || Number.isNaN(labType)) {
    return { name: UNKNOWN_LAB_NAME, isKnown: false };
  }
  const name = NAMES.get(labType);
  return name ? { name, isKnown: true } : { name: unknownLabName(labType), isKnown: false };
}

export function labName(labType: number | null | undefined): string {
  return labNameOf(labType).name;
}

/** Every lab type that has a name, ascending. */
export const KNOWN_LAB_TYPES: readonly number[] = [...NAMES.keys()].sort((a, b) => a - b);
