import { labNameOf } from './lab-names';
import { formatStatementBody, type StatementLanguage } from './statement-format';
import { XAPI_EXTENSIONS } from './xapi-extensions';

/**
 * The lab-cam export's rows (spec 2 §4 "Export flow", §9 "Spreadsheet export"): one line per
 * activity statement of the learning record store, as the Lab Cam shows them. The server reduces
 * each stored xAPI statement to a `LabCamItem` (`labCamItem`); the client words it in the
 * reader's language (`labCamText`).
 */

const EXT = XAPI_EXTENSIONS;

/** Statements of one student in one lab-cam export; more are left out and the answer says so. */
export const MAX_LAB_CAM_ITEMS = 20_000;

export interface LabCamItem {
  /** When it happened (the statement's timestamp, ms). */
  timestamp: number;
  /** The verb's display text, else the last part of its IRI. */
  verb: string;
  /** The activity's name, else its IRI. */
  activity: string;
  labType?: number;
  /** The lab's own action, when the statement carries it (the portal's labs do). */
  actionType?: string;
  actions?: Record<string, unknown>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objectAt = (value: unknown, key: string): Json | undefined => {
  const inner = isObject(value) ? value[key] : undefined;
  return isObject(inner) ? inner : undefined;
};
const stringAt = (value: Json | undefined, key: string) =>
  typeof value?.[key] === 'string' ? value[key] : undefined;
const numberAt = (value: Json | undefined, key: string) =>
  typeof value?.[key] === 'number' && Number.isInteger(value[key]) ? value[key] : undefined;

/** en-US first, then en, then any language. */
function display(map: Json | undefined): string | undefined {
  if (!map) return undefined;
  const text = map['en-US'] ?? map.en ?? Object.values(map)[0];
  return typeof text === 'string' && text.trim() ? text.trim() : undefined;
}

/**
 * One stored statement as an item. Reads the portal's form (result and context extensions,
 * src/features/lab-frame/xapi-statement.ts) and the plain form of older statements (the demo
 * seed's `result.actions`, `context.labType`).
 */
export function labCamItem(statement: unknown, fallbackTime: number): LabCamItem {
  const root = isObject(statement) ? statement : {};
  const verb = objectAt(root, 'verb');
  const object = objectAt(root, 'object');
  const definition = objectAt(object, 'definition');
  const result = objectAt(root, 'result');
  const context = objectAt(root, 'context');
  const resultExt = objectAt(result, 'extensions');
  const contextExt = objectAt(context, 'extensions');
  const time = Date.parse(stringAt(root, 'timestamp') ?? '');
  const verbId = stringAt(verb, 'id') ?? '';
  const actions = objectAt(resultExt, EXT.actions) ?? objectAt(result, 'actions');
  const actionType = stringAt(resultExt, EXT.actionType) ?? stringAt(result, 'actionType');
  const labType =
    numberAt(contextExt, EXT.labType) ??
    numberAt(context, 'labType') ??
    numberAt(definition, 'labType');
  return {
    timestamp: Number.isFinite(time) ? time : fallbackTime,
    verb: display(objectAt(verb, 'display')) ?? verbId.split('/').pop() ?? '',
    activity: display(objectAt(definition, 'name')) ?? stringAt(object, 'id') ?? '',
    ...(labType !== undefined ? { labType } : {}),
    ...(actionType && actions ? { actionType, actions } : {}),
  };
}

/**
 * The statement's line: 'Density · Move: Cylinder 1 (Steel) from Bench to Balance' for a lab
 * action (spec 2 §4 statement format, without the elapsed time, which needs the session's start),
 * else 'verb activity' as the Lab Cam shows it.
 */
export function labCamText(item: LabCamItem, language: StatementLanguage): string {
  if (item.actionType && item.actions) {
    const body = formatStatementBody(
      { actionType: item.actionType, actions: item.actions },
      language,
      item.labType,
    );
    const lab = labNameOf(item.labType);
    return lab.isKnown ? `${lab.name} · ${body}` : body;
  }
  return [item.verb, item.activity].filter(Boolean).join(' ');
}

const DAY_MS = 86_400_000;
/** 1970-01-01 as an Excel date serial (the 1900 date system). */
const EPOCH_SERIAL = 25_569;

/**
 * A time as an Excel date serial showing the reader's wall-clock time (spreadsheets have no
 * time zones): `offsetMinutes` is `Date#getTimezoneOffset()` at that time.
 */
export function excelSerial(ms: number, offsetMinutes: number): number {
  return (ms - offsetMinutes * 60_000) / DAY_MS + EPOCH_SERIAL;
}

/** `LabCam-Chemistry 101 - Fall.xlsx`: the group's name without characters file systems refuse. */
export function exportFileName(prefix: string, groupName: string, extension: string): string {
  const name = groupName
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 100)
    .trim();
  return `${prefix}-${name || 'group'}.${extension}`;
}
