import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OAuth 1.0a request signing with HMAC-SHA1 (RFC 5849 §3.4), as LTI 1.1 uses it: the signature
 * base string, the signature and its check. Own code, checked in the tests against the published
 * vectors and against two independent implementations (`oauth-1.0a` signs, `ims-lti` verifies).
 */

/** Parameters as a form gives them: a name may repeat (an array of values). */
export type OAuthParams = Record<string, string | readonly string[] | undefined>;

/** RFC 3986 percent-encoding (RFC 5849 §3.6): only `A-Za-z0-9-._~` stay as they are. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The base string URI (RFC 5849 §3.4.1.2): lower-case scheme and host, the port only when it is
 * not the scheme's default, the path; no query, no fragment.
 */
export function baseStringUri(url: string): string {
  const u = new URL(url);
  const scheme = u.protocol.toLowerCase();
  // URL already drops a default port (80 for http:, 443 for https:) and lower-cases the host.
  const path = u.pathname === '' ? '/' : u.pathname;
  return `${scheme}//${u.host.toLowerCase()}${path}`;
}

/** Every (name, value) pair of the request: the URL's query and the body, without oauth_signature. */
function requestPairs(url: string, params: OAuthParams): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [k, v] of new URL(url).searchParams) pairs.push([k, v]);
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v as readonly string[]) pairs.push([k, String(item)]);
    else pairs.push([k, String(v)]);
  }
  return pairs.filter(([k]) => k !== 'oauth_signature');
}

/** The normalized parameters (RFC 5849 §3.4.1.3.2): encoded, sorted by name then value, `k=v&...`. */
export function normalizeParameters(url: string, params: OAuthParams): string {
  const encoded = requestPairs(url, params).map(([k, v]) => [percentEncode(k), percentEncode(v)]);
  encoded.sort(([ak, av], [bk, bv]) =>
    ak! < bk! ? -1 : ak! > bk! ? 1 : av! < bv! ? -1 : av! > bv! ? 1 : 0,
  );
  return encoded.map(([k, v]) => `${k}=${v}`).join('&');
}

/** `METHOD&enc(base string URI)&enc(normalized parameters)` (RFC 5849 §3.4.1.1). */
export function signatureBaseString(method: string, url: string, params: OAuthParams): string {
  return [
    method.toUpperCase(),
    percentEncode(baseStringUri(url)),
    percentEncode(normalizeParameters(url, params)),
  ].join('&');
}

/** base64(HMAC-SHA1(enc(consumer secret) & enc(token secret), base string)) (RFC 5849 §3.4.2). */
export function hmacSha1(baseString: string, consumerSecret: string, tokenSecret = ''): string {
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return createHmac('sha1', key).update(baseString).digest('base64');
}

export function signRequest(
  method: string,
  url: string,
  params: OAuthParams,
  consumerSecret: string,
  tokenSecret = '',
): string {
  return hmacSha1(signatureBaseString(method, url, params), consumerSecret, tokenSecret);
}

/** Whether `params.oauth_signature` is the HMAC-SHA1 signature of the request (constant time). */
export function verifySignature(
  method: string,
  url: string,
  params: OAuthParams,
  consumerSecret: string,
  tokenSecret = '',
): boolean {
  const given = params.oauth_signature;
  if (typeof given !== 'string' || given === '') return false;
  const expected = Buffer.from(signRequest(method, url, params, consumerSecret, tokenSecret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface SignFormOptions {
  /** Where the form is posted (its query, if any, is signed too). */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  /** Unix seconds; defaults to now. */
  timestamp?: number;
  /** Defaults to 32 random hex characters. */
  nonce?: string;
  /** Defaults to `about:blank` (LTI 1.1 has no callback). */
  callback?: string;
}

/**
 * Adds the oauth_* fields to a form's fields and signs it for a POST to `url`: what an LTI 1.1
 * consumer posts (protocols.md "LTI 1.1 launch").
 */
export function signForm(
  fields: Record<string, string>,
  options: SignFormOptions,
): Record<string, string> {
  const params: Record<string, string> = {
    ...fields,
    oauth_consumer_key: options.consumerKey,
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
    oauth_nonce: options.nonce ?? randomBytes(16).toString('hex'),
    oauth_version: '1.0',
    oauth_callback: options.callback ?? 'about:blank',
  };
  params.oauth_signature = signRequest('POST', options.url, params, options.consumerSecret);
  return params;
}
