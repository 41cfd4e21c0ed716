import { formatElapsed } from './relative-time';
import type { StatementKind } from './statement-kinds';
import { objectName } from './statement-objects';

/**
 * Lab actions as lab-book lines (spec 2 §4, §9): 'Action: details - mm:ss', the time elapsed
 * since the session started. Statements exist in English and Spanish; volumes show 3 decimals (5
 * for buret values) and masses 3, with the language's decimal mark and no grouping.
 */

export type StatementLanguage = 'en' | 'es';

export interface StatementItem {
  actionType: string;
  timestamp: number;
  /** Spec 2 §3 "Activity statement": name, state, container, volume, mass, materials, ... */
  actions: Record<string, unknown>;
}

interface Words {
  labels: Record<StatementKind, string>;
  presetLoaded: (preset: string) => string;
  labLaunched: (lab: string) => string;
  aLab: string;
  from: string;
  to: string;
  of: string;
  beaker: string;
  testTube: string;
}

const WORDS: Record<StatementLanguage, Words> = {
  en: {
    labels: {
      state: 'State',
      startup: 'Startup',
      move: 'Move',
      transfer: 'Transfer',
      calibration: 'Calibration',
    },
    presetLoaded: (preset) => `Preset "${preset}" loaded`,
    labLaunched: (lab) => `${lab} launched`,
    aLab: 'Lab',
    from: 'from',
    to: 'to',
    of: 'of',
    beaker: 'Beaker',
    testTube: 'Test tube',
  },
  es: {
    labels: {
      state: 'Estado',
      startup: 'Inicio',
      move: 'Movimiento',
      transfer: 'Transferencia',
      calibration: 'Calibración',
    },
    presetLoaded: (preset) => `Configuración "${preset}" cargada`,
    labLaunched: (lab) => `${lab} iniciado`,
    aLab: 'Laboratorio',
    from: 'de',
    to: 'a',
    of: 'de',
    beaker: 'Vaso',
    testTube: 'Tubo de ensayo',
  },
};

/** Labs send either camelCase or the spec's spaced names ('preset name', 'test tube number'). */
const FIELD_ALIASES: Record<string, readonly string[]> = {
  presetName: ['presetName', 'preset name', 'preset_name', 'preset'],
  labName: ['labName', 'lab name', 'lab_name', 'lab'],
  beakerNumber: ['beakerNumber', 'beaker number', 'beaker_number'],
  testTubeNumber: ['testTubeNumber', 'test tube number', 'test_tube_number'],
};

function raw(actions: Record<string, unknown>, field: string): unknown {
  for (const key of FIELD_ALIASES[field] ?? [field]) {
    const value = actions[key];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const named = (value as { name?: unknown }).name;
    if (named !== undefined) return text(named);
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${text(inner)}`)
      .join('; ');
  }
  return '';
}

const field = (actions: Record<string, unknown>, name: string) => text(raw(actions, name));

/** A number with exactly `decimals` decimals in the statement language; other text as is. */
export function formatQuantity(value: unknown, decimals: number, language: StatementLanguage) {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (typeof value === 'string' && value.trim() === '') return '';
  if (!Number.isFinite(number)) return text(value);
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(number);
}

const BURET = /\bburet(te|a)?s?\b/i;

/** Buret readings carry 5 decimals (spec 2 §9). */
export function isBuretAction(actions: Record<string, unknown>): boolean {
  if (actions.buret === true) return true;
  return ['name', 'container', 'source', 'destination', 'initialLocation', 'finalLocation'].some(
    (key) => BURET.test(field(actions, key)),
  );
}

function measures(actions: Record<string, unknown>, language: StatementLanguage): string[] {
  const result: string[] = [];
  const volume = raw(actions, 'volume');
  if (volume !== undefined)
    result.push(`${formatQuantity(volume, isBuretAction(actions) ? 5 : 3, language)} mL`);
  const mass = raw(actions, 'mass');
  if (mass !== undefined) result.push(`${formatQuantity(mass, 3, language)} g`);
  return result;
}

interface Context {
  words: Words;
  language: StatementLanguage;
  labType: number | undefined;
}

/** A field naming objects (name, container, places, materials), each by its spec 2 §9 name. */
function named(actions: Record<string, unknown>, key: string, ctx: Context): string {
  const nameAll = (value: unknown): string => {
    if (typeof value === 'string') return objectName(value, ctx.labType, ctx.language);
    if (Array.isArray(value)) return value.map(nameAll).filter(Boolean).join(', ');
    const inner = value && typeof value === 'object' ? (value as { name?: unknown }).name : null;
    return typeof inner === 'string' ? nameAll(inner) : text(value);
  };
  return nameAll(raw(actions, key));
}

/** What the action is about: its name or container, with a beaker or test tube number. */
function subject(actions: Record<string, unknown>, ctx: Context): string {
  const name = named(actions, 'name', ctx) || named(actions, 'container', ctx);
  const beaker = field(actions, 'beakerNumber');
  const tube = field(actions, 'testTubeNumber');
  const number = beaker || tube;
  if (!number) return name;
  return `${name || (beaker ? ctx.words.beaker : ctx.words.testTube)} ${number}`;
}

/** The subject with what it is made of: 'Cylinder 1 (Steel)'. */
function subjectWithMaterials(actions: Record<string, unknown>, ctx: Context): string {
  const what = subject(actions, ctx);
  const materials = named(actions, 'materials', ctx);
  return what && materials ? `${what} (${materials})` : what || materials;
}

function place(actions: Record<string, unknown>, first: string, second: string, ctx: Context) {
  return named(actions, first, ctx) || named(actions, second, ctx);
}

function details(item: Omit<StatementItem, 'timestamp'>, ctx: Context): string {
  const { words, language } = ctx;
  const { actions } = item;
  const join = (parts: string[]) => parts.filter(Boolean).join(', ');
  const fromTo = (from: string, to: string) => [
    from ? `${words.from} ${from}` : '',
    to ? `${words.to} ${to}` : '',
  ];
  switch (item.actionType) {
    case 'startup': {
      const preset = field(actions, 'presetName');
      if (preset) return words.presetLoaded(preset);
      return words.labLaunched(field(actions, 'labName') || words.aLab);
    }
    case 'move':
      return [
        subjectWithMaterials(actions, ctx),
        ...fromTo(
          place(actions, 'initialLocation', 'source', ctx),
          place(actions, 'finalLocation', 'destination', ctx),
        ),
      ]
        .filter(Boolean)
        .join(' ');
    case 'transfer': {
      const amount = measures(actions, language).join(', ');
      // An amount is of its materials ('10.000 mL of Water'); an object moves with its own.
      const what = amount
        ? named(actions, 'materials', ctx) || subject(actions, ctx)
        : subjectWithMaterials(actions, ctx);
      return [
        amount,
        amount && what ? `${words.of} ${what}` : what,
        ...fromTo(
          place(actions, 'source', 'initialLocation', ctx),
          place(actions, 'destination', 'finalLocation', ctx),
        ),
      ]
        .filter(Boolean)
        .join(' ');
    }
    case 'calibration':
      return join([subject(actions, ctx), field(actions, 'data'), ...measures(actions, language)]);
    default:
      return join([
        subjectWithMaterials(actions, ctx),
        field(actions, 'state'),
        ...measures(actions, language),
        item.actionType === 'state' ? '' : field(actions, 'data'),
      ]);
  }
}

export function actionLabel(actionType: string, language: StatementLanguage): string {
  const labels: Record<string, string> = WORDS[language].labels;
  return labels[actionType] ?? actionType.charAt(0).toUpperCase() + actionType.slice(1);
}

/**
 * 'Action: details - mm:ss', elapsed since `sessionOpen` (ms). `labType` names the lab's numbered
 * objects (a rack number means something only in its lab).
 */
export function formatStatement(
  item: StatementItem,
  sessionOpen: number,
  language: StatementLanguage,
  labType?: number,
): string {
  const elapsed = formatElapsed(item.timestamp - sessionOpen);
  return `${formatStatementBody(item, language, labType)} - ${elapsed}`;
}

/** 'Action: details', without the elapsed time (where the session's start is not known). */
export function formatStatementBody(
  item: Omit<StatementItem, 'timestamp'>,
  language: StatementLanguage,
  labType?: number,
): string {
  const body = details(item, { words: WORDS[language], language, labType });
  return `${actionLabel(item.actionType, language)}: ${body}`;
}

/** Statements exist in English and Spanish; other languages read them in English. */
export function statementLanguage(language: string | undefined): StatementLanguage {
  return language?.toLowerCase().startsWith('es') ? 'es' : 'en';
}
