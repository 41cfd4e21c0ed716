import type { UnknownType } from '@common/schemas/preset-objects';
import { SYSTEM_OWNER, type Preset } from '@common/schemas/presets';
import { LABS, type LabDefinition } from '@common/domain/labs';
import {
  isUnexpected,
  readUnknownType,
  supportsUnknownToggle,
} from '@common/domain/preset-unknowns';

/** One line of the presets list (spec 3 §2), derived once from the service's preset. */
export interface PresetRow {
  preset: Preset;
  isSystem: boolean;
  lab: LabDefinition | undefined;
  labName: string;
  /** The parsed `object`, or undefined when it is not JSON. */
  object: Record<string, unknown> | undefined;
  /** Assigned, practice, null without unknowns; 'unexpected' when the shape is not known. */
  unknownType: UnknownType | null | 'unexpected';
  /** ms since the epoch; null when the saved time is one of the blank markers. */
  savedAt: number | null;
}

export type PresetView = 'system' | 'mine';
export const ALL_LABS = 'all';
export type LabFilter = number | typeof ALL_LABS;
export type SortColumn = 'name' | 'lab' | 'saved' | 'unknownType';
export interface Sort {
  column: SortColumn;
  direction: 'asc' | 'desc';
}

/** Spec 3 §2: a saved timestamp of 0 or 2000000000 (seconds) shows blank. */
const BLANK_SECONDS = new Set([0, 2_000_000_000]);

export function savedTime(updated: string): number | null {
  const ms = Date.parse(updated);
  if (Number.isNaN(ms) || BLANK_SECONDS.has(ms / 1000)) return null;
  return ms;
}

/** MM/DD/YYYY (spec 3 §9), in the reader's time zone; blank markers give ''. */
export function formatSavedDate(savedAt: number | null): string {
  if (savedAt === null) return '';
  const date = new Date(savedAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function unknownTypeOf(labType: number, object: unknown): PresetRow['unknownType'] {
  const read = readUnknownType(labType, object);
  if (!isUnexpected(read)) return read;
  // Labs without unknowns show a dash; a known lab with a strange object is unexpected.
  return object !== undefined && supportsUnknownToggle(labType) ? 'unexpected' : null;
}

/**
 * The rows the user may see: saved presets (type 1) and system presets of labs that keep presets,
 * without the labs hidden from this user (beta labs for non-beta users).
 */
export function toRows(presets: readonly Preset[], hiddenLabTypes: readonly number[]): PresetRow[] {
  return presets
    .filter((p) => p.owner_id === SYSTEM_OWNER || p.type === 1)
    .filter((p) => !hiddenLabTypes.includes(p.labType))
    .map((preset) => {
      const lab = LABS.find((l) => l.labType === preset.labType);
      const object = parseObject(preset.object);
      return {
        preset,
        isSystem: preset.owner_id === SYSTEM_OWNER,
        lab,
        labName: preset.labName || lab?.name || '',
        object,
        unknownType: unknownTypeOf(preset.labType, object),
        savedAt: savedTime(preset.updated),
      };
    });
}

export const inView = (rows: readonly PresetRow[], view: PresetView) =>
  rows.filter((row) => row.isSystem === (view === 'system'));

/** The lab filter entries of a view: one per lab with its count, by lab name. */
export function labCounts(
  rows: readonly PresetRow[],
  locale?: string,
): Array<{ labType: number; name: string; count: number }> {
  const counts = new Map<number, { labType: number; name: string; count: number }>();
  for (const row of rows) {
    const entry = counts.get(row.preset.labType) ?? {
      labType: row.preset.labType,
      name: row.labName,
      count: 0,
    };
    entry.count += 1;
    counts.set(row.preset.labType, entry);
  }
  return [...counts.values()].sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function filterRows(
  rows: readonly PresetRow[],
  filter: { lab: LabFilter; search: string },
): PresetRow[] {
  const search = filter.search.trim().toLocaleLowerCase();
  return rows.filter(
    (row) =>
      (filter.lab === ALL_LABS || row.preset.labType === filter.lab) &&
      (!search || row.preset.name.toLocaleLowerCase().includes(search)),
  );
}

const TYPE_ORDER = { assigned: 0, practice: 1, none: 2 } as const;

export function sortRows(rows: readonly PresetRow[], sort: Sort, locale?: string): PresetRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: PresetRow, b: PresetRow) =>
    a.preset.name.localeCompare(b.preset.name, locale, { sensitivity: 'base' });
  const compare = (a: PresetRow, b: PresetRow): number => {
    switch (sort.column) {
      case 'lab':
        return a.labName.localeCompare(b.labName, locale, { sensitivity: 'base' });
      case 'saved':
        // Blank dates sort as the oldest.
        return (a.savedAt ?? -Infinity) - (b.savedAt ?? -Infinity) || 0;
      case 'unknownType': {
        const rank = (row: PresetRow) =>
          row.unknownType === 'assigned' || row.unknownType === 'practice'
            ? TYPE_ORDER[row.unknownType]
            : TYPE_ORDER.none;
        return rank(a) - rank(b);
      }
      default:
        return byName(a, b);
    }
  };
  return [...rows].sort((a, b) => sign * compare(a, b) || byName(a, b));
}
