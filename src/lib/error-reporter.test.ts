import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReportBatchSchema } from '@common/schemas/error-reports';
import { createErrorLog } from './error-log';
import { startErrorReporter } from './error-reporter';

function setUp(initial: { isOnline?: boolean; status?: number } = {}) {
  const errorLog = createErrorLog();
  const state = { isOnline: initial.isOnline ?? true, status: initial.status ?? 202 };
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    if (!state.isOnline) throw new TypeError('Failed to fetch');
    bodies.push(JSON.parse(String(init?.body)));
    return new Response(null, { status: state.status });
  });
  const events = new EventTarget();
  const stop = startErrorReporter({
    errorLog,
    url: 'http://x/api/error-reports',
    getAccessToken: () => 'token',
    isOnline: () => state.isOnline,
    events,
    fetch: fetch as unknown as typeof globalThis.fetch,
    delayMs: 1000,
  });
  return { errorLog, state, bodies, fetch, events, stop };
}

describe('error reporter', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends recorded errors in one batch, oldest first, without the call parameters', async () => {
    const { errorLog, bodies, fetch, stop } = setUp();
    errorLog.record({
      store: 'lab-book',
      method: 'PUT',
      params: '/lab-book body {"content":"<p>my secret note</p>"}',
      error: 'HTTP 500',
    });
    errorLog.record({ store: 'user', method: 'GET', params: '/users/1', error: 'timeout' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    const batch = errorReportBatchSchema.parse(bodies[0]);
    expect(batch.reports.map((r) => [r.store, r.method, r.error])).toEqual([
      ['lab-book', 'PUT', 'HTTP 500'],
      ['user', 'GET', 'timeout'],
    ]);
    expect(JSON.stringify(bodies)).not.toContain('secret note');
    // Sent once only.
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the batch while offline and sends it when the device is back online', async () => {
    const { errorLog, state, bodies, events, stop } = setUp({ isOnline: false });
    errorLog.record({ store: 'labs', method: 'GET', params: '/products', error: 'offline' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(bodies).toHaveLength(0);
    state.isOnline = true;
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(bodies).toHaveLength(1);
    stop();
  });

  it('retries after a 429 or 5xx, drops a batch the server refused for good', async () => {
    const { errorLog, state, fetch, stop } = setUp({ status: 503 });
    errorLog.record({ store: 'labs', method: 'GET', params: '/p', error: 'x' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    state.status = 400;
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not resend what was in the log before it started (a reload)', async () => {
    const errorLog = createErrorLog();
    errorLog.record({ store: 'labs', method: 'GET', params: '/p', error: 'before' });
    const fetch = vi.fn();
    const stop = startErrorReporter({
      errorLog,
      url: 'http://x/api/error-reports',
      getAccessToken: () => 'token',
      isOnline: () => true,
      events: new EventTarget(),
      fetch,
      delayMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });
});
