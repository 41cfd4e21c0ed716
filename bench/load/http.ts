/**
 * One request as the outbox sends it (src/offline/outbox-http.ts): bearer token, the same
 * Idempotency-Key on every retry, 30 s timeout. Network errors, 5xx and 429 are tried again after
 * a backoff (Retry-After honoured, capped), on the next instance when there are several, as a
 * load balancer would route around a dead one; other 4xx are final.
 */
import type { Recorder } from './stats';

export const REQUEST_TIMEOUT_MS = 30_000;
const MAX_BACKOFF_MS = 5_000;

export interface Target {
  /** Instance origins; a student uses `preferred` and moves to the next one after a failure. */
  urls: readonly string[];
  preferred: number;
}

export interface SendRequest {
  operation: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Path and query, e.g. `/labbook-api/lab-book`. */
  path: string;
  token: string;
  idempotencyKey?: string;
  json?: unknown;
  /** Give up retrying after this time (ms since the epoch). */
  retryUntil: number;
}

export type SendResult = { ok: true; data: unknown } | { ok: false; reason: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function send(
  target: Target,
  request: SendRequest,
  recorder: Recorder,
): Promise<SendResult> {
  let instance = target.preferred;
  let backoff = 200;
  for (;;) {
    const url = `${target.urls[instance % target.urls.length]}${request.path}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${request.token}`,
    };
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    const start = performance.now();
    let reason: string;
    let retryAfterMs = 0;
    try {
      const response = await fetch(url, {
        method: request.method,
        headers,
        body: request.json === undefined ? undefined : JSON.stringify(request.json),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const elapsed = performance.now() - start;
      if (response.ok) {
        recorder.ok(request.operation, elapsed);
        return { ok: true, data: text ? (JSON.parse(text) as unknown) : null };
      }
      reason = `HTTP ${response.status}`;
      if (response.status !== 429 && response.status < 500) {
        recorder.error(request.operation, `${reason} ${text.slice(0, 200)}`);
        return { ok: false, reason };
      }
      retryAfterMs = Number(response.headers.get('retry-after') ?? 0) * 1000;
    } catch (error) {
      reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    if (Date.now() >= request.retryUntil) {
      recorder.error(request.operation, `gave up after retries (${reason})`);
      return { ok: false, reason };
    }
    recorder.retry(request.operation, reason);
    instance++;
    target.preferred = instance;
    await sleep(Math.min(MAX_BACKOFF_MS, Math.max(backoff, retryAfterMs)) * (0.5 + Math.random()));
    backoff = Math.min(MAX_BACKOFF_MS, backoff * 2);
  }
}
