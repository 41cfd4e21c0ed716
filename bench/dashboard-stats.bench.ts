/**
 * The dashboard statistics request (`GET /labbook-api/statistics`) for a big school (see
 * dashboard-school.ts: 10 groups x 30 students x 40 sessions), through `app.inject` with a real
 * access token: the whole request (token check, group lookups, the one query, the rules and the
 * response schema). On PGlite, and on PostgreSQL when one answers at BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) in a fresh database
 * that is dropped afterwards. The aim (issue 9) is an answer within 100 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { statisticsSchema } from '@common/schemas/dashboard';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { sumStudentLabs } from '@server/modules/dashboard/repository';
import { openTestDatabase } from '../tests/helpers/app';
import { accessTokenFor } from '../tests/helpers/auth';
import { demoInstitutionId } from '../tests/integration/dashboard-fixture';
import { buildBigSchool, SCHOOL } from './dashboard-school';
import { percentile } from './server';

const RUNS = 40;
const WARM_UP = 5;

async function postgresUrl(): Promise<string | undefined> {
  const url =
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

async function timed(run: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

async function benchOn(kind: 'PGlite' | 'PostgreSQL', adminUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lab-portal-bench-'));
  const testDb = await openTestDatabase(adminUrl);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    SEED_DEMO: 'true',
  });
  const app = await buildApp({ config, database: testDb.database, logger: false });
  const results: Record<string, number> = {};
  try {
    await app.ready();
    const { db } = testDb.database;
    const buildStart = performance.now();
    const { ownerId, studentIds } = await buildBigSchool(db, await demoInstitutionId(db));
    results[`${kind} school build s`] = (performance.now() - buildStart) / 1000;
    const token = await accessTokenFor(app, ownerId);

    for (const scale of [3, 2, 0] as const) {
      let students = 0;
      const times = await timed(async () => {
        const res = await app.inject({
          method: 'GET',
          url: `/labbook-api/statistics?scale=${scale}`,
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.statusCode !== 200) throw new Error(`statistics: ${res.statusCode} ${res.body}`);
        students = statisticsSchema.parse(res.json()).summary.studentCount;
      });
      if (students !== SCHOOL.groups * SCHOOL.students) throw new Error(`${students} students`);
      const label = ['one week', 'two weeks', 'four weeks', 'total'][scale];
      results[`${kind} request (${label}) median ms`] = percentile(times, 50);
      results[`${kind} request (${label}) p95 ms`] = percentile(times, 95);
    }
    // The numbers query alone, for where the time goes.
    const query = await timed(async () => {
      await sumStudentLabs(db, studentIds, null);
    });
    results[`${kind} numbers query (total) median ms`] = percentile(query, 50);
  } finally {
    await app.close();
    await testDb.database.close();
    await testDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

export async function dashboardStatsBench(): Promise<Record<string, number>> {
  const results = await benchOn('PGlite');
  const url = await postgresUrl();
  if (url) Object.assign(results, await benchOn('PostgreSQL', url));
  else console.warn('dashboard statistics: no PostgreSQL answered; PGlite only');
  return results;
}
