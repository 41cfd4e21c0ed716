/**
 * Worksheet names of the lab-cam export (spec 2 §9, spec 3 §5: "student names cut to 31
 * characters"). Excel refuses a workbook whose sheet names are longer than 31 characters, contain
 * \ / ? * [ ] :, start or end with an apostrophe, are empty, are "History", or repeat (ignoring
 * case): LibreOffice and other readers follow the same rules. So each name is cleaned, cut, and
 * made unique with a " (2)" suffix that fits inside the 31 characters.
 */

export const MAX_SHEET_NAME = 31;

const FORBIDDEN = /[\\/?*[\]:]/g;
// Control characters are not allowed in XML attribute values either.
const CONTROL = /[\u0000-\u001f\u007f]/g;
/** Reserved by Excel for its change history. */
const RESERVED = 'history';

/** At most `max` UTF-16 units, never splitting a character (a surrogate pair stays whole). */
export function cutToLength(text: string, max: number): string {
  let result = '';
  for (const char of text) {
    if (result.length + char.length > max) break;
    result += char;
  }
  return result;
}

/** One name as a sheet may carry it: forbidden characters become spaces, apostrophes trimmed. */
export function cleanSheetName(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(CONTROL, ' ')
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim();
  const base = cleaned || fallback;
  return base.toLowerCase() === RESERVED ? `${base} 1` : base;
}

/**
 * Sheet names for `names`, in order: cleaned, cut to 31 characters, unique (case-insensitively).
 * When a cut name is taken, the name is cut shorter and numbered: "Lopez, Ana Maria de la Cru (2)".
 * `fallback` names a sheet whose name has nothing left (e.g. only forbidden characters).
 */
export function sheetNames(names: readonly string[], fallback = 'Sheet'): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = cleanSheetName(name, fallback);
    let candidate = trimEnd(cutToLength(base, MAX_SHEET_NAME));
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      candidate = `${trimEnd(cutToLength(base, MAX_SHEET_NAME - suffix.length))}${suffix}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** A cut may end in a space or an apostrophe, which a sheet name must not. */
function trimEnd(name: string): string {
  return name.replace(/[\s']+$/, '') || name;
}
