/**
 * The server of the dashboard-on-screen benchmark, in its own process (as the portal runs): the
 * demo data plus the big school of bench/dashboard-school.ts (10 groups x 30 students x 40
 * sessions) on an in-memory PGlite, whose owner `bench-owner` signs in with the demo password.
 * `node --import tsx bench/dashboard-ui-server.ts <port>`; prints READY when it listens.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openTestDatabase } from '../tests/helpers/app';
import { demoInstitutionId } from '../tests/integration/dashboard-fixture';
import { buildBigSchool } from './dashboard-school';

const port = Number(process.argv[2]);
const origin = `http://localhost:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'lab-portal-bench-'));
const testDb = await openTestDatabase(undefined);
const config = loadConfig({
  PORT: String(port),
  PUBLIC_URL: origin,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT: '1000',
  SEED_DEMO: 'true',
});
const app = await buildApp({ config, database: testDb.database, logger: false });
await app.ready();
const { db } = testDb.database;
const { ownerId } = await buildBigSchool(db, await demoInstitutionId(db));
// The school's owner signs in like the demo instructor (the school is built without passwords).
await db.execute(sql`
  update users set password_hash = (select password_hash from users where username = 'instructor')
  where id = ${ownerId}`);
await app.listen({ port, host: config.HOST });
console.log('READY');

const stop = async () => {
  await app.close();
  await testDb.database.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
