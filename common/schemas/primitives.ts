import { z } from 'zod';

/**
 * The building blocks of every request schema: what the database can hold is checked here, once,
 * so that bad input is a 400 that says what is wrong, never a 500 from PostgreSQL.
 *
 * - Text never holds NUL (`\u0000`), which PostgreSQL refuses in `text` and `jsonb`, nor an
 *   unpaired UTF-16 surrogate, which `jsonb` refuses and `text` would silently turn into U+FFFD.
 *   Names, codes and ids with one are refused; the prose of a note has them removed instead
 *   (`prose`), since a student cannot see them and a refused note would never sync.
 * - Whole numbers fit the column they go to: `int4` for ids and integer columns, `ms` for
 *   millisecond times (a `bigint` column, within what a JavaScript Date holds).
 * - JSON kept as `jsonb` is checked at any depth (`jsonRecord`).
 */

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** The largest time a JavaScript Date holds (ms); PostgreSQL's bigint and timestamptz hold it. */
export const MS_MAX = 8_640_000_000_000_000;
/** Deeper JSON is refused: no lab statement needs more, and PostgreSQL has a recursion limit. */
export const JSON_MAX_DEPTH = 32;

const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode';

/** Why `value` cannot be stored as text, or undefined when it can. */
export function textProblem(value: string): string | undefined {
  return NUL.test(value) || LONE_SURROGATE.test(value) ? TEXT_MESSAGE : undefined;
}

/** A string the database can store as it is; add `.trim()`, `.max()` etc. as usual. */
export const text = (params?: { message?: string }) =>
  z.string(params).refine((value) => textProblem(value) === undefined, { message: TEXT_MESSAGE });

/** `value` made storable: NUL removed and unpaired surrogates replaced by U+FFFD. */
export function storableText(value: string): string {
  return value.replaceAll('\u0000', '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
}

/** Free text a person wrote (notes), made storable (`storableText`). */
export const prose = (params?: { message?: string }) => z.string(params).overwrite(storableText);

/**
 * A whole number within `[min, max]` (by default PostgreSQL's `integer`); `message` is for a
 * missing value or one that is not a whole number.
 */
export const int = (options: { min?: number; max?: number; message?: string } = {}) => {
  const { min = INT4_MIN, max = INT4_MAX, message = 'must be a whole number' } = options;
  return z
    .number({ message })
    .int({ message })
    .min(min, { message: `must be ${min} or more` })
    .max(max, { message: `must be at most ${max}` });
};

/** A row id in a body (PostgreSQL `serial`). */
export const rowId = (params?: { message?: string }) => int({ min: 1, ...params });

/** Milliseconds since the epoch. */
export const ms = () => int({ min: 0, max: MS_MAX });

export const userIdSchema = z.uuid({ message: 'must be a user id (UUID)' });

/** Path ids; `0` is the spec's "any institution" placeholder. */
export const idParamSchema = z.coerce
  .number({ message: 'must be a whole number' })
  .int({ message: 'must be a whole number' })
  .min(0, { message: 'must be 0 or more' })
  .max(INT4_MAX, { message: 'is too large' });
export const isoDateSchema = z.string().datetime({ offset: true });

/** Where in `value` JSON cannot go to `jsonb`, or undefined when it can. */
export function jsonProblem(
  value: unknown,
  path: Array<string | number> = [],
): { path: Array<string | number>; message: string } | undefined {
  if (path.length > JSON_MAX_DEPTH)
    return { path, message: `is nested more than ${JSON_MAX_DEPTH} levels deep` };
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && textProblem(key))
      return { path: [...path, key], message: `has a key that ${TEXT_MESSAGE}` };
    const problem = jsonProblem(item, [...path, key]);
    if (problem) return problem;
  }
  return undefined;
}

/** A refinement for any value stored as `jsonb`: `.superRefine(storableJson)`. */
export function storableJson(value: unknown, ctx: z.RefinementCtx): void {
  const problem = jsonProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
}

/** A JSON object stored as `jsonb` (lab statements' details, xAPI extensions). */
export const jsonRecord = (key: z.ZodString = z.string()) =>
  z.record(key, z.unknown()).superRefine(storableJson);

/** Body of every 4xx/5xx answer. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
