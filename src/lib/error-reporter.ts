import type { ErrorReport } from '@common/schemas/error-reports';
import { ERROR_REPORT_MAX_BATCH } from '@common/domain/error-reports';
import type { ErrorLog, RecordedError } from './error-log';

export interface ErrorReporterOptions {
  errorLog: ErrorLog;
  /** `<services.api>/error-reports`. */
  url: string;
  getAccessToken: () => Promise<string | null> | string | null;
  isOnline: () => boolean;
  /** Where `online` fires (window). */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  fetch?: typeof globalThis.fetch;
  /** Errors recorded within this long go in one batch. */
  delayMs?: number;
}

/** Reports waiting to be sent beyond this are dropped, oldest first (a storm must not grow). */
const MAX_QUEUED = 100;
const SHORT_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const OPERATION = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

/** What leaves the device: where and what failed, never the call's parameters (note content). */
export function toReport(entry: RecordedError): ErrorReport {
  return {
    time: entry.time,
    store: SHORT_NAME.test(entry.store) ? entry.store : 'unknown',
    method: OPERATION.test(entry.method) ? entry.method : 'unknown',
    error: entry.error.slice(0, 500) || 'unknown',
  };
}

/**
 * Sends the errors the app records (the /debug list) to the server, best effort: batched, only
 * while online and signed in, retried when the device comes back online, never recorded again
 * when sending fails (that would feed itself). Errors already in the log at start (a reload of
 * the tab) were reported by the page before. Returns a stop function.
 */
export function startErrorReporter(options: ErrorReporterOptions): () => void {
  const $fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const delayMs = options.delayMs ?? 5000;
  const seen = new Set(options.errorLog.list().map((e) => e.id));
  let queue: ErrorReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isSending = false;

  const schedule = () => {
    if (timer === undefined && queue.length > 0) timer = setTimeout(() => void flush(), delayMs);
  };

  async function flush() {
    timer = undefined;
    if (isSending || queue.length === 0 || !options.isOnline()) return;
    isSending = true;
    const batch = queue.slice(0, ERROR_REPORT_MAX_BATCH);
    try {
      const token = await options.getAccessToken();
      if (!token) return;
      const res = await $fetch(options.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ reports: batch }),
      });
      // Sent, or refused for good (a 4xx other than 429): either way not sent again.
      if (res.ok || (res.status >= 400 && res.status < 500 && res.status !== 429)) {
        queue = queue.slice(batch.length);
      }
    } catch {
      // Offline or the server is away: the batch stays for the next try.
    } finally {
      isSending = false;
      schedule();
    }
  }

  const unsubscribe = options.errorLog.subscribe(() => {
    const fresh = options.errorLog.list().filter((e) => !seen.has(e.id));
    for (const entry of fresh) seen.add(entry.id);
    // The list is newest first; the queue is oldest first.
    queue = [...queue, ...fresh.reverse().map(toReport)].slice(-MAX_QUEUED);
    schedule();
  });
  const onOnline = () => schedule();
  options.events.addEventListener('online', onOnline);

  return () => {
    unsubscribe();
    options.events.removeEventListener('online', onOnline);
    clearTimeout(timer);
  };
}
