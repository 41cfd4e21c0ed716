import fc from 'fast-check';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { PWA_CLIENT_ID } from '@server/plugins/oidc/clients';
import {
  hostileFor,
  hostileKeys,
  hostileStrings,
  jsonSchemaOf,
  knownUuid,
  placesIn,
  plausible,
  putAt,
  valueAt,
  type KnownIds,
} from './fuzz-values';

/** What the route fuzz test sends to one route: requests made from the route's own schemas. */
export interface FuzzTarget {
  method: HTTPMethods;
  pattern: string;
  /** Path params, query, body and headers of one request. */
  parts: fc.Arbitrary<RequestParts>;
  /** Form-encoded bodies (the identity provider); JSON otherwise. */
  isForm: boolean;
}

export interface RequestParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: unknown;
}

export interface FuzzRequest {
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Header values a client could send (no NUL or line breaks: HTTP itself refuses those). */
const headerText = hostileStrings.filter((s) => /^[\x20-\x7e]{0,400}$/.test(s));

/** A request of plausible parts with, most of the time, one part (or a new key) made hostile. */
function withOneHostilePart(
  plausibleParts: fc.Arbitrary<RequestParts>,
): fc.Arbitrary<RequestParts> {
  return plausibleParts.chain((parts) => {
    const places = placesIn(parts).filter((p) => p.length > 0);
    const hostile = fc
      .constantFrom(...places)
      .chain((at) =>
        fc
          .tuple(hostileFor(valueAt(parts, at)), hostileKeys)
          .map(([value, key]) => putAt(parts, at, value, key) as RequestParts),
      );
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant(parts) },
      { weight: 8, arbitrary: hostile },
    );
  });
}

/** The targets of one route of the table; none for what plain HTTP cannot call. */
export function routeTargets(route: RouteOptions, known: KnownIds): FuzzTarget[] {
  // The websocket route needs an upgrade (its messages are checked in the auth socket tests).
  if ((route as { websocket?: boolean }).websocket) return [];
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const part = (name: string, fallback: fc.Arbitrary<unknown>) => {
    const json = jsonSchemaOf(schema[name]);
    return json ? plausible(json, known) : fallback;
  };
  // Without a params schema, every `:name` gets an id or any text, and `*` a page address.
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const anyParams = fc.record(
    Object.fromEntries([
      ...names.map((name) => [name, fc.oneof(knownUuid(known), fc.string())] as const),
      ...(route.url.endsWith('*')
        ? [['*', fc.constantFrom('', 'labs', 'a/b', 'x.js')] as const]
        : []),
    ]),
  );
  // HEAD routes are Fastify's copies of the GET routes.
  const methods = ([route.method].flat() as HTTPMethods[]).filter(
    (m) => m !== 'HEAD' && m !== 'OPTIONS',
  );
  return methods.map((method) => ({
    method,
    pattern: route.url,
    isForm: false,
    parts: withOneHostilePart(
      fc.record({
        params: part('params', anyParams),
        query: part('querystring', fc.constant({})),
        ...(BODY_METHODS.has(method) ? { body: part('body', fc.jsonValue({ maxDepth: 2 })) } : {}),
        headers: fc.record(
          { 'idempotency-key': fc.oneof(fc.uuid(), headerText) },
          { requiredKeys: [] },
        ),
      }),
    ),
  }));
}

/** The identity provider's endpoints (from its discovery document), with the OAuth parameters. */
export function providerTargets(discovery: Record<string, unknown>, known: KnownIds): FuzzTarget[] {
  const oauthParams = fc.record(
    {
      client_id: fc.constantFrom(PWA_CLIENT_ID, 'other'),
      redirect_uri: fc.constant('http://localhost:8080/callback.html'),
      response_type: fc.constantFrom('code', 'token'),
      scope: fc.constantFrom('openid profile', 'openid'),
      code_challenge: fc.constant('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'),
      code_challenge_method: fc.constant('S256'),
      code_verifier: fc.string(),
      grant_type: fc.constantFrom('authorization_code', 'refresh_token', 'client_credentials'),
      code: fc.string(),
      refresh_token: fc.string(),
      token: fc.string(),
      token_type_hint: fc.constantFrom('access_token', 'refresh_token'),
      id_token_hint: fc.string(),
      post_logout_redirect_uri: fc.constant('http://localhost:8080/'),
      state: fc.string(),
      nonce: fc.string(),
      login_hint: fc.string(),
      ui_locales: fc.constantFrom('en', 'es pt'),
      prompt: fc.constantFrom('login', 'none', 'consent'),
      max_age: fc.nat().map(String),
      claims: fc.constant('{"userinfo":{"email":null}}'),
      logout: fc.constantFrom('yes', ''),
      xsrf: fc.string(),
    },
    { requiredKeys: [] },
  );
  const addresses = Object.entries(discovery)
    .filter(
      ([key, value]) =>
        (key.endsWith('_endpoint') || key === 'jwks_uri') && typeof value === 'string',
    )
    .map(([, value]) => new URL(value as string).pathname);
  return addresses.flatMap((pathname) =>
    (['GET', 'POST'] as const).map((method) => ({
      method,
      pattern: pathname,
      isForm: true,
      parts: withOneHostilePart(
        fc.record({
          query: method === 'GET' ? oauthParams : fc.constant({}),
          ...(method === 'POST' ? { body: oauthParams } : {}),
          headers: fc.record(
            { authorization: fc.oneof(knownUuid(known), headerText).map((t) => `Bearer ${t}`) },
            { requiredKeys: [] },
          ),
        }),
      ),
    })),
  );
}

/** Percent-encoding that also sends an unpaired surrogate, as the bytes a hostile client would. */
function encode(value: string): string {
  return [...value]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
const entriesOf = (v: unknown): Array<[string, unknown]> =>
  v && typeof v === 'object' ? Object.entries(v) : [];

/** Path parameters filled in from the pattern (`:name`, `*`), then the query. */
function urlOf(pattern: string, params: unknown, query: unknown): string {
  const values = Object.fromEntries(entriesOf(params));
  const pathPart = pattern
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encode(asText(values[name])))
    .replace(/\*$/, () => asText(values['*']).split('/').map(encode).join('/'));
  const search = new URLSearchParams();
  for (const [key, value] of entriesOf(query)) {
    for (const item of [value].flat()) search.append(key, asText(item));
  }
  const qs = search.toString();
  return qs ? `${pathPart}?${qs}` : pathPart;
}

export function toRequest(target: FuzzTarget, parts: RequestParts): FuzzRequest {
  const headers = Object.fromEntries(
    entriesOf(parts.headers).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && /^[\x20-\x7e]*$/.test(e[1]),
    ),
  );
  const request: FuzzRequest = {
    method: target.method,
    url: urlOf(target.pattern, parts.params, parts.query),
    headers,
  };
  if (parts.body === undefined) return request;
  if (target.isForm) {
    const form = new URLSearchParams(entriesOf(parts.body).map(([k, v]) => [k, asText(v)]));
    request.payload = form.toString();
    request.headers['content-type'] = 'application/x-www-form-urlencoded';
  } else {
    request.payload = JSON.stringify(parts.body) ?? 'null';
    request.headers['content-type'] = 'application/json';
  }
  return request;
}
