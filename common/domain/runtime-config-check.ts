import type { RuntimeConfig } from '../schemas/config';

/**
 * A hand-written check of `GET /config.json` with the same rules as `runtimeConfigSchema`
 * (common/schemas/config.ts): the app reads it at every start, before anything else, and zod
 * (about 90 KB gzip with its locales) must not be on that path. The server still answers through
 * the zod schema; a test keeps the two in step.
 */
type Obj = Record<string, unknown>;

const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function strings<K extends string>(value: unknown, keys: readonly K[], where: string) {
  if (!isObject(value)) throw new TypeError(`${where} is not an object`);
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const field = value[key];
    if (typeof field !== 'string') throw new TypeError(`${where}.${key} is not a string`);
    out[key] = field;
  }
  return out;
}

function nullableString(value: Obj, key: string, where: string): string | null {
  const field = value[key];
  if (field === null || typeof field === 'string') return field;
  throw new TypeError(`${where}.${key} is not a string or null`);
}

const SERVICES = [
  'auth',
  'userApi',
  'presetsApi',
  'labbookApi',
  'api',
  'xapi',
  'functions',
  'files',
  'socket',
] as const;
const OIDC = [
  'authority',
  'client_id',
  'redirect_uri',
  'silent_redirect_uri',
  'post_logout_redirect_uri',
  'scope',
] as const;
const LINKS = ['support', 'desktop', 'terms', 'privacy', 'supportEmail'] as const;

/** The runtime config, or a TypeError naming the first field that is wrong. Unknown keys go. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isObject(value)) throw new TypeError('config is not an object');
  const benches = value.benches === undefined ? { baseUrl: null } : value.benches;
  if (!isObject(benches)) throw new TypeError('benches is not an object');
  const payments = value.payments === undefined ? { stripePublishableKey: null } : value.payments;
  if (!isObject(payments)) throw new TypeError('payments is not an object');
  if (!isObject(value.links)) throw new TypeError('links is not an object');
  return {
    services: strings(value.services, SERVICES, 'services'),
    oidc: strings(value.oidc, OIDC, 'oidc'),
    benches: { baseUrl: nullableString(benches, 'baseUrl', 'benches') },
    payments: {
      stripePublishableKey: nullableString(payments, 'stripePublishableKey', 'payments'),
    },
    links: {
      community: strings(value.links.community, ['instructor', 'student'], 'links.community'),
      ...strings(value.links, LINKS, 'links'),
    },
  };
}
