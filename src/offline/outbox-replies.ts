/**
 * How the outbox reads a server reply (ARCHITECTURE.md "Offline first" point 4). Pure: no IO, so
 * every class of reply is tested without a network.
 */

/** What to do with a reply. `scope: 'all'` pauses the whole outbox (the network or the server). */
export type ReplyClass =
  | { kind: 'ok'; data: unknown }
  | {
      kind: 'retry';
      scope: 'all' | 'row';
      reason: string;
      retryAfterMs?: number;
      /** No server was reached (the device is offline): a delay, not a failed try. */
      unreachable?: true;
    }
  | { kind: 'unauthorized' }
  | { kind: 'conflict'; message: string }
  | { kind: 'rejected'; status: number; message: string };

/** Backoff base and cap (full jitter). */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 5 * 60_000;
/** Never retry sooner than this (a jitter of 0 must not become a busy loop). */
export const BACKOFF_MIN_MS = 500;
/** A Retry-After is honoured up to this long. */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;

/** Retry-After as ms from now: delta-seconds or an HTTP date; undefined when absent or bad. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else {
    const at = Date.parse(text);
    if (Number.isNaN(at)) return undefined;
    ms = at - now;
  }
  return Math.min(Math.max(ms, 0), RETRY_AFTER_MAX_MS);
}

/** Exponential backoff with full jitter; a Retry-After is a floor. */
export function retryDelay(attempts: number, random: () => number, retryAfterMs?: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempts, 20));
  const jittered = Math.max(BACKOFF_MIN_MS, Math.floor(random() * ceiling));
  return Math.max(jittered, retryAfterMs ?? 0);
}

export interface ReplyFacts {
  status: number;
  /** The Content-Type header. */
  contentType: string | null;
  /** The body as text ('' when none). */
  text: string;
  /** The fetch followed a redirect: the API never redirects, a captive portal does. */
  redirected: boolean;
  retryAfter: string | null;
  /** The reply's JSON is what this call expects (false for a captive portal's page). */
  isExpected: (data: unknown) => boolean;
  /** 204 and empty 2xx bodies are success for calls without a reply body. */
  allowEmpty?: boolean;
  now: number;
}

export function classifyReply(facts: ReplyFacts): ReplyClass {
  const { status, now } = facts;
  const data = parseJson(facts.text, facts.contentType);
  const retryAfterMs = parseRetryAfter(facts.retryAfter, now);
  if (status >= 200 && status < 300) {
    if (facts.redirected)
      return { kind: 'retry', scope: 'all', reason: 'Redirected (captive portal?)' };
    if (facts.allowEmpty && facts.text.trim() === '' && !isHtml(facts.contentType))
      return { kind: 'ok', data: undefined };
    if (data.ok && facts.isExpected(data.value)) return { kind: 'ok', data: data.value };
    // A sign-in page of a school or hotel network answers 200 with HTML: not success.
    return {
      kind: 'retry',
      scope: 'all',
      reason: `Unexpected answer (HTTP ${status}${facts.contentType ? `, ${facts.contentType}` : ''})`,
    };
  }
  const message = serverMessage(data.ok ? data.value : undefined, facts.text, status);
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 409) return { kind: 'conflict', message };
  if (status === 408 || status === 429 || status === 502 || status === 503 || status === 504)
    return { kind: 'retry', scope: 'all', reason: message, retryAfterMs };
  if (status >= 500) return { kind: 'retry', scope: 'row', reason: message, retryAfterMs };
  if (status >= 400) return { kind: 'rejected', status, message };
  // 1xx/3xx reaching us (an opaque redirect) are a network in the way, not an answer.
  return { kind: 'retry', scope: 'all', reason: `HTTP ${status}` };
}

function isHtml(contentType: string | null): boolean {
  return /text\/html/i.test(contentType ?? '');
}

function parseJson(
  text: string,
  contentType: string | null,
): { ok: true; value: unknown } | { ok: false } {
  if (!/json/i.test(contentType ?? '') || text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The server's own words (kept with a dead letter), never more than a line. */
function serverMessage(data: unknown, text: string, status: number): string {
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    for (const key of ['message', 'error', 'detail']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim())
        return `HTTP ${status}: ${value.slice(0, 300)}`;
    }
  }
  const plain = /<[a-z!]/i.test(text) ? '' : text.trim().slice(0, 200);
  return plain ? `HTTP ${status}: ${plain}` : `HTTP ${status}`;
}
