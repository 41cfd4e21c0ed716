import type { UnknownType } from '../schemas/preset-objects';
import { LabType } from './labs';

/**
 * Assigned or practice unknowns of a preset (spec 3 §3 "Unknown data by lab", §4). 'Make
 * practice' and 'Make assigned' flip every unknown of a preset; the list shows the preset's type.
 * Works on the plain object (JSON-parsed `object` of a preset) and keeps every other key.
 */

/** The labs whose unknowns can be read and flipped (spec 3 §4). */
export const UNKNOWN_TOGGLE_LAB_TYPES: readonly number[] = [
  LabType.Inorganic,
  LabType.Calorimetry,
  LabType.Density,
  LabType.Titrations,
  LabType.Quantum,
];

export const supportsUnknownToggle = (labType: number) =>
  UNKNOWN_TOGGLE_LAB_TYPES.includes(labType);

/** A lab or an object shape the mapping does not know: the UI logs an unexpected state. */
export interface UnexpectedState {
  unexpected: string;
}

export const isUnexpected = (value: unknown): value is UnexpectedState =>
  typeof value === 'object' && value !== null && 'unexpected' in value;

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isType = (value: unknown): value is UnknownType =>
  value === 'assigned' || value === 'practice';
const recordsOf = (value: unknown): Json[] | undefined =>
  Array.isArray(value) && value.every(isRecord) ? value : undefined;

/**
 * The majority of the types decides; a tie counts as assigned (spec 3 §4 for Density; the same
 * rule for every lab, so a mixed preset reads the same everywhere). Empty: null (no unknowns).
 */
export function majorityType(types: readonly UnknownType[]): UnknownType | null {
  if (types.length === 0) return null;
  const practice = types.filter((type) => type === 'practice').length;
  return practice > types.length - practice ? 'practice' : 'assigned';
}

interface Mapping {
  read(object: Json): UnknownType[] | UnexpectedState;
  flip(object: Json, type: UnknownType): Json | UnexpectedState;
}

/** Lists of records whose `field` holds the type (Inorganic, Calorimetry, Density cylinders). */
function listMapping(path: readonly string[], field: string): Mapping {
  const where = [...path, field].join('.');
  const container = (object: Json): Json | undefined => {
    let node: Json | undefined = object;
    for (const key of path.slice(0, -1)) node = isRecord(node?.[key]) ? node[key] : undefined;
    return node;
  };
  const list = (object: Json) => recordsOf(container(object)?.[path[path.length - 1]!]);
  return {
    read(object) {
      const items = list(object);
      if (!items || !items.every((item) => isType(item[field])))
        return { unexpected: `no ${where} list` };
      return items.map((item) => item[field] as UnknownType);
    },
    flip(object, type) {
      const items = list(object);
      if (!items) return { unexpected: `no ${where} list` };
      const flipped = items.map((item) => ({ ...item, [field]: type }));
      const copy: Json = structuredClone(object);
      const parent = container(copy);
      if (!parent) return { unexpected: `no ${where} list` };
      parent[path[path.length - 1]!] = flipped;
      return copy;
    },
  };
}

/** Titrations: the unknowns sit in an assigned and a practice list (items carry unknownType). */
const titrations: Mapping = {
  read(object) {
    const data = isRecord(object.unknownData) ? object.unknownData : undefined;
    const assigned = recordsOf(data?.assigned);
    const practice = recordsOf(data?.practice);
    if (!assigned || !practice) return { unexpected: 'no unknownData.assigned/practice lists' };
    return [
      ...assigned.map((): UnknownType => 'assigned'),
      ...practice.map((): UnknownType => 'practice'),
    ];
  },
  flip(object, type) {
    const data = isRecord(object.unknownData) ? object.unknownData : undefined;
    const assigned = recordsOf(data?.assigned);
    const practice = recordsOf(data?.practice);
    if (!data || !assigned || !practice)
      return { unexpected: 'no unknownData.assigned/practice lists' };
    const moved = [...assigned, ...practice].map((item) => ({ ...item, unknownType: type }));
    return {
      ...structuredClone(object),
      unknownData: {
        ...structuredClone(data),
        assigned: type === 'assigned' ? moved : [],
        practice: type === 'practice' ? moved : [],
      },
    };
  },
};

/** Quantum: SDKJSON.unknowns.assignedUnknowns and practiceUnknowns (lists of names). */
const quantum: Mapping = {
  read(object) {
    const sdk = isRecord(object.SDKJSON) ? object.SDKJSON : undefined;
    const unknowns = isRecord(sdk?.unknowns) ? sdk.unknowns : undefined;
    const assigned = unknowns?.assignedUnknowns;
    const practice = unknowns?.practiceUnknowns;
    if (!Array.isArray(assigned) || !Array.isArray(practice))
      return { unexpected: 'no SDKJSON.unknowns lists' };
    return [
      ...assigned.map((): UnknownType => 'assigned'),
      ...practice.map((): UnknownType => 'practice'),
    ];
  },
  flip(object, type) {
    const copy = structuredClone(object);
    const sdk = isRecord(copy.SDKJSON) ? copy.SDKJSON : undefined;
    const unknowns = isRecord(sdk?.unknowns) ? sdk.unknowns : undefined;
    const assigned = unknowns?.assignedUnknowns;
    const practice = unknowns?.practiceUnknowns;
    if (!unknowns || !Array.isArray(assigned) || !Array.isArray(practice))
      return { unexpected: 'no SDKJSON.unknowns lists' };
    const all: unknown[] = [...assigned, ...practice];
    unknowns.assignedUnknowns = type === 'assigned' ? all : [];
    unknowns.practiceUnknowns = type === 'practice' ? all : [];
    return copy;
  },
};

const MAPPINGS: Record<number, Mapping> = {
  [LabType.Inorganic]: listMapping(['unknownData'], 'type'),
  [LabType.Calorimetry]: listMapping(['unknownsData'], 'unknownType'),
  [LabType.Density]: listMapping(['unknownsData', 'cylinderUnknowns'], 'unknownType'),
  [LabType.Titrations]: titrations,
  [LabType.Quantum]: quantum,
};

/**
 * The preset's unknown type: 'assigned', 'practice', null when it has no unknowns, or an
 * unexpected state (a lab without a mapping, or an object that does not have the lab's shape).
 */
export function readUnknownType(
  labType: number,
  object: unknown,
): UnknownType | null | UnexpectedState {
  const mapping = MAPPINGS[labType];
  if (!mapping) return { unexpected: `no unknown mapping for lab type ${labType}` };
  if (!isRecord(object)) return { unexpected: 'the preset object is not an object' };
  const types = mapping.read(object);
  return isUnexpected(types) ? types : majorityType(types);
}

/** The object with every unknown made `type` (a new object; the input is not changed). */
export function setUnknownType(
  labType: number,
  object: unknown,
  type: UnknownType,
): Json | UnexpectedState {
  const mapping = MAPPINGS[labType];
  if (!mapping) return { unexpected: `no unknown mapping for lab type ${labType}` };
  if (!isRecord(object)) return { unexpected: 'the preset object is not an object' };
  return mapping.flip(object, type);
}
