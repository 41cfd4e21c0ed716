import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from '../../bench/load/driver';
import { checkExactlyOnce, createStudents } from '../../bench/load/users';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/app';
import { freePort } from '../helpers/browserless';

/**
 * The load driver (`npm run load`) in a few seconds: ten students sign in through the real
 * provider over HTTP, write notes with Idempotency-Key headers and read pages of their books on
 * an in-process server; no request fails and every note is on the server exactly once.
 */
describe('load driver smoke run', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    testApp = await createTestApp({ PUBLIC_URL: origin, LOGIN_RATE_LIMIT: '1000' });
    await testApp.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => testApp?.close());

  it('writes and reads without errors and stores every note once', async () => {
    const db = testApp.database.db;
    const students = await createStudents(db, 'smoke', 10);

    const result = await runLoad({
      urls: [origin],
      signInUrl: origin,
      password: TEST_PASSWORD,
      students,
      durationMs: 4_000,
      writeEveryMs: 500,
      drainMs: 10_000,
    });

    expect(result.recorder.totalErrors(), [...result.recorder.errorSamples].join('\n')).toBe(0);
    expect(result.summary.find((s) => s.operation === 'sign in')?.count).toBe(10);
    const notes = [...result.acknowledged.values()].reduce((a, b) => a + b, 0);
    expect(notes).toBeGreaterThanOrEqual(10);
    expect(result.summary.find((s) => s.operation === 'read page')?.count).toBeGreaterThan(0);
    const check = await checkExactlyOnce(db, result.acknowledged, result.lost);
    expect(check).toEqual({
      acknowledged: notes,
      stored: notes,
      missing: 0,
      duplicated: 0,
      wrongStudents: 0,
    });
  });
});
