import { createFetch, type FetchResponse } from 'ofetch';
import type { ErrorLog } from './error-log';

/** Spec 1 §7: every call gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The xAPI version the learning record store speaks (reference/protocols.md). */
export const XAPI_VERSION = '1.0.3';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

/**
 * Why a call failed. `status` is the HTTP status (0 when no answer came back); for 400 `body`
 * holds the parsed answer, as spec 1 §7 asks ("400 rejects with the parsed body").
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly kind: 'http' | 'network' | 'timeout' | 'invalid-response';
  /** Seconds the server asked to wait (Retry-After of a 429 or 503), when it said so. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: ApiError['kind'],
    status: number,
    message: string,
    body?: unknown,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** A 4xx other than 408/429 will fail the same way again. */
  get isPermanent(): boolean {
    return (
      this.kind === 'http' &&
      this.status >= 400 &&
      this.status < 500 &&
      this.status !== 408 &&
      this.status !== 429
    );
  }
}

export interface RequestOptions<T> {
  /** The area making the call, recorded with failures (the spec's "store"). */
  store: string;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** JSON bodies get the signed-in `userId` unless they name one. */
  body?: Record<string, unknown> | readonly unknown[];
  /** Send `X-Experience-API-Version` (learning record store calls). */
  xapi?: boolean;
  /** Calls documented "without auth header" (user search) pass false. */
  auth?: boolean;
  /**
   * False: made as the signed-in support user even while this tab proxies (the proxy tool's
   * own calls). Otherwise a proxying tab sends its `X-Proxy-Session` token.
   */
  proxy?: boolean;
  /** Extra request headers (`Idempotency-Key` of a purchase). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Parses the answer; a mismatch is a failure, never silently accepted. May be async, so the
   * zod contract schemas load on first use instead of with the first page.
   */
  parse?: (data: unknown) => T | Promise<T>;
}

export interface ApiClient {
  request<T>(url: string, options: RequestOptions<T>): Promise<T>;
}

export interface ApiClientOptions {
  getAccessToken: () => Promise<string | null> | string | null;
  getUserId: () => string | null;
  /** This tab's proxy token while a support user proxies (issue 12), else null. */
  getProxyToken?: () => string | null;
  /** HTTP 401 signs the user out (spec 1 §7). */
  onUnauthorized?: () => void;
  errorLog?: ErrorLog;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

const SECRET_KEY = /pass(word)?|token|secret|cvc|card|sig$/i;

/** Request params as shown on /debug, with secrets masked. */
export function describeParams(
  url: string,
  query?: RequestOptions<unknown>['query'],
  body?: unknown,
): string {
  const parts = [url];
  if (query && Object.keys(query).length > 0) parts.push(`query ${JSON.stringify(query)}`);
  if (body !== undefined) {
    parts.push(
      `body ${JSON.stringify(body, (key, value: unknown) => (key && SECRET_KEY.test(key) ? '***' : value))}`,
    );
  }
  return parts.join(' ');
}

function withUserId(body: RequestOptions<unknown>['body'], userId: string | null) {
  if (!body || Array.isArray(body) || !userId) return body;
  return 'userId' in body ? body : { ...body, userId };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const $fetch = createFetch({ fetch: options.fetch ?? globalThis.fetch.bind(globalThis) });
  const timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function request<T>(url: string, opts: RequestOptions<T>): Promise<T> {
    const method = opts.method ?? 'GET';
    const body = withUserId(opts.body, options.getUserId());
    const fail = (error: ApiError): never => {
      options.errorLog?.record({
        store: opts.store,
        method,
        params: describeParams(url, opts.query, body),
        error: error.message,
      });
      throw error;
    };

    const headers: Record<string, string> = { ...opts.headers, accept: 'application/json' };
    if (opts.auth !== false) {
      const token = await options.getAccessToken();
      if (token) headers.authorization = `Bearer ${token}`;
      const proxyToken = opts.proxy === false ? null : options.getProxyToken?.();
      if (token && proxyToken) headers['x-proxy-session'] = proxyToken;
    }
    if (opts.xapi) headers['x-experience-api-version'] = XAPI_VERSION;

    let response: FetchResponse<unknown>;
    try {
      response = await $fetch.raw(url, {
        method,
        headers,
        query: opts.query,
        body: body as Record<string, unknown> | undefined,
        timeout,
        retry: false,
        ignoreResponseError: true,
        signal: opts.signal,
      });
    } catch (error) {
      // A cancelled query is not a failure worth showing on /debug.
      if (opts.signal?.aborted) throw error;
      const isTimeout = isTimeoutError(error);
      return fail(
        new ApiError(
          isTimeout ? 'timeout' : 'network',
          0,
          isTimeout ? `No answer within ${timeout / 1000} s` : `Network error: ${errorText(error)}`,
        ),
      );
    }

    const { status } = response;
    const data: unknown = response._data;
    if ((status >= 200 && status < 300) || status === 421) {
      if (!opts.parse) return data as T;
      try {
        return await opts.parse(data);
      } catch (error) {
        return fail(
          new ApiError('invalid-response', status, `Unexpected answer: ${errorText(error)}`, data),
        );
      }
    }
    if (status === 401) options.onUnauthorized?.();
    const serverMessage = messageOf(data);
    return fail(
      new ApiError(
        'http',
        status,
        `HTTP ${status}${serverMessage ? `: ${serverMessage}` : response.statusText ? ` ${response.statusText}` : ''}`,
        status === 400 ? data : undefined,
        retryAfterSeconds(response.headers.get('retry-after'), Date.now()),
      ),
    );
  }

  return { request };
}

/** Retry-After as seconds (it is a number of seconds or an HTTP date); undefined when absent. */
export function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

function isTimeoutError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const name = (current as { name?: unknown }).name;
    if (name === 'TimeoutError') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
    return data.message;
  return undefined;
}
