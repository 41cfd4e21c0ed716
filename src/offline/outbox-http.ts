import { classifyReply, type ReplyClass } from './outbox-replies';

/** One request of the outbox, and its reply sorted (outbox-replies.ts). Plain fetch, no DOM. */

export const REQUEST_TIMEOUT_MS = 30_000;
export const XAPI_VERSION = '1.0.3';

export type CallResult = ReplyClass | { kind: 'aborted' };

export interface CallContext {
  fetch: typeof fetch;
  now: () => number;
  timeoutMs: number;
  /** The runner's signal: aborting is not a failure (nothing is counted or changed). */
  signal?: AbortSignal;
}

export interface CallRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** Made fresh for each send; never stored. */
  token?: string;
  idempotencyKey?: string;
  json?: unknown;
  blob?: Blob;
  contentType?: string;
  headers?: Record<string, string>;
  isExpected?: (data: unknown) => boolean;
  allowEmpty?: boolean;
}

export async function call(ctx: CallContext, request: CallRequest): Promise<CallResult> {
  const timeout = AbortSignal.timeout(ctx.timeoutMs);
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.blob) {
    headers['content-type'] =
      request.contentType ?? (request.blob.type || 'application/octet-stream');
    body = request.blob;
  }
  try {
    const response = await ctx.fetch(request.url, {
      method: request.method,
      headers,
      body,
      signal,
      cache: 'no-store',
    });
    const text = await response.text();
    return classifyReply({
      status: response.status,
      contentType: response.headers.get('content-type'),
      text,
      redirected: response.redirected,
      retryAfter: response.headers.get('retry-after'),
      isExpected: request.isExpected ?? isObject,
      allowEmpty: request.allowEmpty ?? false,
      now: ctx.now(),
    });
  } catch (error) {
    if (ctx.signal?.aborted) return { kind: 'aborted' };
    if (timeout.aborted)
      return { kind: 'retry', scope: 'all', reason: `No answer within ${ctx.timeoutMs / 1000} s` };
    return {
      kind: 'retry',
      scope: 'all',
      reason: `Network error: ${errorText(error)}`,
      unreachable: true,
    };
  }
}

export function isObject(data: unknown): data is Record<string, unknown> {
  return !!data && typeof data === 'object' && !Array.isArray(data);
}

/** Joins a service base URL and path segments, encoding each segment. */
export function endpoint(base: string, ...segments: Array<string | number>): string {
  const path = segments.map((segment) => encodeURIComponent(String(segment))).join('/');
  return absolute(`${base.replace(/\/+$/, '')}/${path}`);
}

/** Relative addresses (a base of '/labbook-api', an upload URL) against this origin. */
export function absolute(url: string, base?: string): string {
  const origin = (globalThis as { location?: { href: string } }).location?.href;
  try {
    return new URL(url, base ? new URL(base, origin) : origin).toString();
  } catch {
    return url;
  }
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
