import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/**
 * Plain query strings (`?groupid=1`), not the router's default JSON values (`?groupid=%221%22`):
 * strings are written as they are, and read back as strings (numbers and booleans as such), so
 * addresses stay readable and links from elsewhere parse. A JSON-quoted value of an older link
 * (`"1"`) is unquoted.
 */
export const parseSearch = parseSearchWith((value) =>
  /^".*"$/.test(value) ? (JSON.parse(value) as unknown) : value,
);
export const stringifySearch = stringifySearchWith(JSON.stringify);

/**
 * Search-param readers for route `validateSearch`. Route definitions load with the app, so they
 * use these few lines instead of zod (which loads lazily, see lib/contract.ts). Bad values are
 * dropped, never thrown: a mistyped link still opens the page.
 */
export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function optionalInt(value: unknown, min = Number.MIN_SAFE_INTEGER): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number >= min ? number : undefined;
}

/** Builds a validateSearch function from one reader per key; unknown keys are dropped. */
export function searchSchema<T extends Record<string, (value: unknown) => unknown>>(readers: T) {
  return (
    search: Record<string, unknown>,
  ): { [K in keyof T]?: Exclude<ReturnType<T[K]>, undefined> } => {
    const result: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(readers)) {
      const value = read(search[key]);
      if (value !== undefined) result[key] = value;
    }
    return result as { [K in keyof T]?: Exclude<ReturnType<T[K]>, undefined> };
  };
}
