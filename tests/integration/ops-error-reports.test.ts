import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@common/schemas/primitives';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { loggerOptions } from '@server/logging';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const report = (error = 'Network error') => ({
  time: new Date().toISOString(),
  store: 'labs',
  method: 'GET',
  error,
});

describe('POST /api/error-reports', () => {
  let t: TestApp;
  let token: string;
  const post = (payload: unknown, auth: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/error-reports',
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
      payload: payload as object,
    });

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
    token = await accessTokenFor(t.app, DEMO_USER_IDS.student);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes a batch from a signed-in caller and counts it', async () => {
    const res = await post({ reports: [report(), report('Server error 500'), report()] });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 3 });
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toContain('client_error_reports_total{kind="http"} 3');
  });

  it('is for signed-in callers only', async () => {
    expect((await post({ reports: [report()] }, null)).statusCode).toBe(401);
  });

  it('refuses call parameters, unknown fields and bad values with a 400', async () => {
    for (const body of [
      { reports: [{ ...report(), params: '{"content":"<p>my note</p>"}' }] },
      { reports: [] },
      { reports: [{ ...report(), store: 'labs and more text' }] },
      { reports: [{ ...report(), time: 'yesterday' }] },
      { reports: Array.from({ length: 21 }, () => report()) },
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorBodySchema.parse(res.json()).statusCode).toBe(400);
    }
  });

  it('refuses a body over 16 KB', async () => {
    const res = await post({ reports: [report('x'.repeat(17 * 1024))] });
    expect(res.statusCode).toBe(413);
  });
});

describe('error reports in the log and under the rate limit', () => {
  it('writes each report to the JSON log with the request id, and limits each caller', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const t = await createTestApp({}, { logger: { ...loggerOptions('info'), stream } });
    try {
      const token = await accessTokenFor(t.app, DEMO_USER_IDS.student);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/error-reports',
          headers: { authorization: `Bearer ${token}` },
          payload: { reports: [report(`failure ${i}`)] },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
      expect(statuses[10]).toBe(429);
      const logged = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === 'client error report');
      expect(logged).toHaveLength(10);
      expect(logged[0]).toMatchObject({
        reqId: expect.any(String),
        userId: DEMO_USER_IDS.student,
        clientError: { store: 'labs', method: 'GET', error: 'failure 0' },
      });
      // The app's logger never writes a credential: tokens, signatures, passwords.
      await t.app.inject({
        method: 'GET',
        url: '/files/x/y.png?exp=1&sig=signature-not-for-logs',
        headers: { authorization: `Bearer ${token}` },
      });
      const log = lines.join('\n');
      expect(log).not.toContain(token);
      expect(log).not.toContain('signature-not-for-logs');
      expect(log).toContain('sig=***');
    } finally {
      await t.close();
    }
  });
});
