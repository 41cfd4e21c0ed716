import fc from 'fast-check';
import { z } from 'zod';

/**
 * Request values for the route fuzz test: plausible values made from a route's own zod schemas
 * (through their JSON Schema), and hostile values to put in their place.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}

/** Ids worth aiming at: the caller's own and other users' ids, and ids that exist. */
export interface KnownIds {
  /** The caller's own id, the most useful one. */
  self: string;
  uuids: readonly string[];
  ints: readonly number[];
}

export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const INT4_MAX = 2_147_483_647;

/** A value that the schema accepts (mostly: refinements are not known here). */
export function plausible(schema: JsonSchema, known: KnownIds): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => plausible(s, known)));
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], known);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -INT4_MAX, -INT4_MAX);
      const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? INT4_MAX, INT4_MAX);
      const inRange = known.ints.filter((n) => n >= min && n <= max);
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max), {
        weight: 3,
        arbitrary: fc.constantFrom(...(inRange.length ? inRange : [min])),
      });
    }
    case 'string':
      return plausibleString(schema, known);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? plausible(schema.items, known) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return plausibleObject(schema, known);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Mostly the caller's own id (so requests get past the access checks), sometimes others. */
export const knownUuid = (known: KnownIds): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(known.self) },
    { weight: 2, arbitrary: fc.constantFrom(...known.uuids) },
    { weight: 1, arbitrary: fc.uuid() },
  );

function plausibleString(schema: JsonSchema, known: KnownIds): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return knownUuid(known);
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return fc.string({
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 20, 20)),
  });
}

function plausibleObject(schema: JsonSchema, known: KnownIds): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(Object.entries(props).map(([k, s]) => [k, plausible(s, known)])),
    { requiredKeys: (schema.required ?? []).filter((k) => k in props) },
  );
  const extra = schema.additionalProperties;
  if (!extra || extra === true) return record;
  const keys = schema.propertyNames ? plausibleString(schema.propertyNames, known) : fc.string();
  return fc
    .tuple(record, fc.dictionary(keys, plausible(extra, known), { maxKeys: 3 }))
    .map(([a, b]) => ({ ...b, ...a }));
}

/** A structure `depth` levels deep. */
const nested = (depth: number, asArray: boolean): unknown => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};

export const hostileStrings: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0000'.repeat(3),
    '\ud800',
    'x\udfffy',
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    '1e309',
    '99999999999',
    '99999999999999',
    '9223372036854775808',
    '-2147483649',
    'null',
    'true',
    '{}',
    '[]',
    "'; DROP TABLE users; --",
    '%00',
    '%',
    '../../etc/passwd',
    '\u202eevil',
    '😀👩‍🔬',
    'İıﬃß',
    '<script>alert(1)</script>',
    // Times at and beyond the ends of what a Date or PostgreSQL holds, and days that do not exist.
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '2024-02-30T00:00:00Z',
    '2024-01-01T00:00:00+14:00',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(300, 5000, 70_000).map((n) => 'x'.repeat(n)),
);

export const hostileNumbers: fc.Arbitrary<number> = fc.oneof(
  // Beyond PostgreSQL's integer, bigint, a Date, or a double's whole numbers.
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      2_147_483_648,
      -2_147_483_649,
      99_999_999_999,
      99_999_999_999_999,
      9_007_199_254_740_991,
      -9_007_199_254_740_991,
      8_640_000_000_000_001,
      1e21,
      1e308,
      -1e308,
    ),
  },
  fc.constantFrom(-1, 0, 0.5, -0.5, 2_147_483_647),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything at all in place of a value: other types, huge structures, proto keys. */
export const hostileValues: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileStrings },
  { weight: 3, arbitrary: hostileNumbers },
  fc.constantFrom(null, true, false, [], {}, [null], [[]], { '': '' }),
  fc.constantFrom(
    JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'),
    JSON.parse('{"a\\u0000b":1}'),
    JSON.parse('{"\\ud800":"x"}'),
  ),
  fc.constantFrom(20, 200, 3000).chain((d) => fc.boolean().map((a) => nested(d, a))),
  fc.array(hostileStrings, { maxLength: 4 }),
  fc.dictionary(hostileStrings, hostileStrings, { maxKeys: 3 }),
);

/** Marks a new key beside the known ones in a path. */
export const NEW_KEY = Symbol('new key');
type Path = Array<string | number | typeof NEW_KEY>;

/** A hostile value for the place of `current`: mostly of its own type, sometimes of any. */
export function hostileFor(current: unknown): fc.Arbitrary<unknown> {
  if (typeof current === 'number')
    return fc.oneof({ weight: 3, arbitrary: hostileNumbers }, hostileValues);
  if (typeof current === 'string')
    return fc.oneof({ weight: 3, arbitrary: hostileStrings }, hostileValues);
  return hostileValues;
}

/** What is at `path` in `value` (undefined for a new key). */
export function valueAt(value: unknown, path: Path): unknown {
  let here = value;
  for (const key of path) {
    if (key === NEW_KEY || !here || typeof here !== 'object') return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

export const hostileKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'a\u0000',
  '\ud800',
  'extra',
);

/** Every place in a value that a hostile value may take: leaves, and containers themselves. */
export function placesIn(value: unknown, path: Path = []): Path[] {
  const here = [path];
  if (Array.isArray(value)) return here.concat(value.flatMap((v, i) => placesIn(v, [...path, i])));
  if (value && typeof value === 'object') {
    return here.concat(
      Object.entries(value).flatMap(([k, v]) => placesIn(v, [...path, k])),
      [[...path, NEW_KEY]],
    );
  }
  return here;
}

/** `value` with `replacement` at `path` (a copy); a new key is named `newKey`. */
export function putAt(value: unknown, path: Path, replacement: unknown, newKey: string): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (
    Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) }
  ) as Record<string | number, unknown>;
  const key = head === NEW_KEY ? newKey : head!;
  // An own property even for `__proto__`, as JSON.parse would make it.
  Object.defineProperty(copy, key, {
    value: putAt(copy[key], rest, replacement, newKey),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}
