import { v5 as uuidv5 } from 'uuid';

/**
 * Legacy fields of a lab-book session (spec 2 §3): `entries_raw` and `actions.detail_raw` hold
 * base64 JSON lists that belong in `entries` and `actions.detail`; `joinedEntries` are entries
 * kept apart; `saveRequestedMigration` says the host wants the session stored in list form.
 * `mergeLegacyFields` puts everything into the lists, so a session reads the same whichever
 * form it came in. Items without an id get one made from their content (the same on every read,
 * so merging twice never duplicates). A payload that does not decode is left out and reported.
 */

export interface LegacyProblem {
  field: 'entries_raw' | 'actions.detail_raw' | 'joinedEntries';
  message: string;
}

export interface LegacyMerge {
  /** The session without legacy fields; anything that is not an object, unchanged. */
  session: unknown;
  problems: LegacyProblem[];
  /** The host asked for the session to be saved again in list form. */
  saveRequestedMigration: boolean;
}

/** Ids of items that came without one: UUIDv5 in this namespace. */
const LEGACY_ID_NAMESPACE = '6f1c2a4e-3b7d-4c8a-9e2f-51d0b7a3c901';

// atob and TextDecoder exist in browsers, workers and Node; common/ is built without their types.
const platform = globalThis as unknown as {
  atob(data: string): string;
  TextDecoder: new (
    label: string,
    options: { fatal: boolean },
  ) => {
    decode(bytes: Uint8Array): string;
  };
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A base64 (or base64url) JSON list; a list given as is is taken too. */
function decodeList(value: unknown, field: LegacyProblem['field'], problems: LegacyProblem[]) {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value;
  const fail = (message: string) => {
    problems.push({ field, message: `${field}: ${message}` });
    return [];
  };
  if (typeof value !== 'string') return fail('must be base64 text');
  let text: string;
  try {
    const base64 = value.trim().replace(/-/g, '+').replace(/_/g, '/');
    const binary = platform.atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    text = new platform.TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('is not valid base64 UTF-8 text');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('is not valid JSON');
  }
  return Array.isArray(parsed) ? parsed : fail('is not a JSON list');
}

const stableId = (sessionId: unknown, kind: string, item: unknown) =>
  uuidv5(`${String(sessionId)}|${kind}|${JSON.stringify(item)}`, LEGACY_ID_NAMESPACE);

/** Entries by `metaData.entry_id`, actions by `id`: the first copy wins, none without an id. */
function mergeById(
  items: readonly unknown[],
  idOf: (item: Json) => unknown,
  withId: (item: Json) => Json,
): Json[] {
  const seen = new Set<string>();
  const merged: Json[] = [];
  for (const candidate of items) {
    if (!isObject(candidate)) continue;
    const item = typeof idOf(candidate) === 'string' ? candidate : withId(candidate);
    const id = String(idOf(item));
    if (seen.has(id)) continue;
    seen.add(id);
    merged.push(item);
  }
  return merged;
}

/** Spec 2 §3 action items carry no id; this portal's do. */
const lacksIds = (list: unknown, idOf: (item: Json) => unknown) =>
  Array.isArray(list) && list.some((item) => isObject(item) && typeof idOf(item) !== 'string');

export function mergeLegacyFields(value: unknown): LegacyMerge {
  const problems: LegacyProblem[] = [];
  if (!isObject(value)) return { session: value, problems, saveRequestedMigration: false };
  const { entries_raw, joinedEntries, saveRequestedMigration, ...session } = value;
  const actions = isObject(session.actions) ? session.actions : undefined;
  const hasLegacy =
    entries_raw !== undefined ||
    joinedEntries !== undefined ||
    saveRequestedMigration !== undefined ||
    (actions !== undefined && 'detail_raw' in actions) ||
    lacksIds(session.entries, (entry) =>
      isObject(entry.metaData) ? entry.metaData.entry_id : 0,
    ) ||
    lacksIds(actions?.detail, (item) => item.id);
  if (!hasLegacy) return { session: value, problems, saveRequestedMigration: false };

  const extraEntries = [
    ...decodeList(entries_raw, 'entries_raw', problems),
    ...decodeList(joinedEntries, 'joinedEntries', problems),
  ];
  if (extraEntries.length > 0 || Array.isArray(session.entries)) {
    session.entries = mergeById(
      [...(Array.isArray(session.entries) ? session.entries : []), ...extraEntries],
      (entry) => (isObject(entry.metaData) ? entry.metaData.entry_id : undefined),
      (entry) => ({
        ...entry,
        metaData: {
          ...(isObject(entry.metaData) ? entry.metaData : {}),
          entry_id: stableId(session.id, 'entry', entry),
        },
      }),
    );
  }
  if (actions) {
    const { detail_raw, ...rest } = actions;
    const detail = [
      ...(Array.isArray(rest.detail) ? rest.detail : []),
      ...decodeList(detail_raw, 'actions.detail_raw', problems),
    ];
    session.actions = {
      ...rest,
      detail: mergeById(
        detail,
        (item) => item.id,
        (item) => ({ ...item, id: stableId(session.id, 'action', item) }),
      ),
    };
  }
  return { session, problems, saveRequestedMigration: saveRequestedMigration === true };
}
