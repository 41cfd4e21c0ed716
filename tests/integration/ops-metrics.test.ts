import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const { beta } = DEMO_USER_IDS;

/** One sample's value in Prometheus text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  let token: string;
  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };

  beforeAll(async () => {
    // An empty build folder: with a built dist/ the static plugin's routes answer unknown paths.
    const staticDir = mkdtempSync(path.join(tmpdir(), 'lab-portal-metrics-static-'));
    t = await createTestApp({ METRICS_TOKEN, STATIC_DIR: staticDir });
    token = await accessTokenFor(t.app, beta);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is only for the holder of METRICS_TOKEN', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    // A user's access token is not the metrics token.
    const user = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(user.statusCode).toBe(401);
  });

  it('counts requests and latencies by route pattern, never by address', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/user-api/users/${beta}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/user-api/no-such-route/secret-id' });
    const text = await scrape();
    expect(
      sample(
        text,
        'http_requests_total{method="GET",route="/user-api/users/:userId",status_code="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/user-api/users/:userId"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(beta);
    expect(text).not.toContain('secret-id');
    expect(text).not.toContain(token);
    expect(sample(text, 'db_available')).toBe(1);
    // PGlite has no pool; PostgreSQL's is counted.
    const poolTotal = sample(text, 'db_pool_connections{state="total"}');
    if (t.database.kind === 'postgres') expect(poolTotal).toBeGreaterThanOrEqual(1);
    else expect(poolTotal).toBeUndefined();
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('counts offline writes accepted and replayed', async () => {
    const before = await scrape();
    const open = Date.now() - 3_600_000;
    const body = {
      id: uuidv7(),
      actor_id: beta,
      labType: 7,
      open,
      duration: 60_000,
      metaData: { labType: 7, version: 1 },
      entries: [
        {
          timestamp: open + 1000,
          metaData: { entry_type: 1, entry_id: uuidv7(), content: '<p>x</p>' },
        },
      ],
    };
    const key = `key-${uuidv7()}`;
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/labbook-api/lab-book',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    }
    const after = await scrape();
    const delta = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(delta('outbox_writes_total{outcome="accepted"}')).toBe(1);
    expect(delta('outbox_writes_total{outcome="replayed"}')).toBe(2);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
