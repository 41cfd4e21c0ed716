import { describe, expect, it } from 'vitest';
import {
  BACKOFF_CAP_MS,
  BACKOFF_MIN_MS,
  classifyReply,
  parseRetryAfter,
  retryDelay,
  type ReplyFacts,
} from './outbox-replies';

const NOW = Date.UTC(2026, 2, 10, 9, 0, 0);

function reply(facts: Partial<ReplyFacts>): ReturnType<typeof classifyReply> {
  return classifyReply({
    status: 200,
    contentType: 'application/json',
    text: '{"id":"x"}',
    redirected: false,
    retryAfter: null,
    isExpected: (data) => typeof data === 'object' && data !== null,
    now: NOW,
    ...facts,
  });
}

describe('classifyReply', () => {
  it('2xx with the expected JSON is success', () => {
    expect(reply({})).toEqual({ kind: 'ok', data: { id: 'x' } });
    expect(reply({ status: 201 })).toMatchObject({ kind: 'ok' });
  });

  it('a captive portal is not success: HTML, a redirect, JSON of the wrong shape, no body', () => {
    expect(reply({ contentType: 'text/html', text: '<html>Sign in</html>' })).toMatchObject({
      kind: 'retry',
      scope: 'all',
    });
    expect(reply({ redirected: true })).toMatchObject({ kind: 'retry' });
    expect(reply({ text: '[]', isExpected: () => false })).toMatchObject({ kind: 'retry' });
    expect(reply({ text: '' })).toMatchObject({ kind: 'retry' });
    expect(reply({ contentType: 'application/json', text: '{broken' })).toMatchObject({
      kind: 'retry',
    });
  });

  it('an empty 2xx is success only where the call expects no body (a file PUT)', () => {
    expect(reply({ status: 204, text: '', contentType: null, allowEmpty: true })).toMatchObject({
      kind: 'ok',
    });
    expect(
      reply({ status: 200, text: '<p>', contentType: 'text/html', allowEmpty: true }),
    ).toMatchObject({ kind: 'retry' });
  });

  it.each([408, 429, 502, 503, 504])('%i pauses everything and is retried', (status) => {
    expect(reply({ status, text: '' })).toMatchObject({ kind: 'retry', scope: 'all' });
  });

  it('500 is retried for this row only', () => {
    expect(reply({ status: 500, text: '{"message":"db down"}' })).toEqual({
      kind: 'retry',
      scope: 'row',
      reason: 'HTTP 500: db down',
    });
  });

  it('401 renews, 409 merges, other 4xx are dead letters with the server message', () => {
    expect(reply({ status: 401 })).toEqual({ kind: 'unauthorized' });
    expect(reply({ status: 409, text: '{"message":"conflict"}' })).toEqual({
      kind: 'conflict',
      message: 'HTTP 409: conflict',
    });
    expect(reply({ status: 400, text: '{"message":"content: too long"}' })).toEqual({
      kind: 'rejected',
      status: 400,
      message: 'HTTP 400: content: too long',
    });
    expect(reply({ status: 403, contentType: 'text/html', text: '<h1>no</h1>' })).toEqual({
      kind: 'rejected',
      status: 403,
      message: 'HTTP 403',
    });
  });

  it('Retry-After comes with the retry', () => {
    expect(reply({ status: 429, text: '', retryAfter: '7' })).toMatchObject({ retryAfterMs: 7000 });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, ignores nonsense', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000);
    expect(parseRetryAfter(new Date(NOW + 90_000).toUTCString(), NOW)).toBe(90_000);
    expect(parseRetryAfter(new Date(NOW - 90_000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
  });
});

describe('retryDelay', () => {
  it('grows exponentially with full jitter, within a floor and a cap', () => {
    expect(retryDelay(0, () => 1)).toBe(1000);
    expect(retryDelay(3, () => 1)).toBe(8000);
    expect(retryDelay(30, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(retryDelay(5, () => 0)).toBe(BACKOFF_MIN_MS);
    expect(retryDelay(0, () => 0.5, 60_000)).toBe(60_000);
  });
});
