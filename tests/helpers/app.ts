import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '@server/app';
import { loadConfig } from '@server/config';
import { openPostgres, type Database } from '@server/db/client';
import { openMemoryPglite } from './pglite-template';

/** The demo users' password in every test app. */
export const TEST_PASSWORD = 'Demo-lab-1';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Closes the app and the database, and drops the test database / data dir. */
  close(): Promise<void>;
}

/** The configuration of a test portal: demo data, the test password, no logs, and `env`. */
export function testConfig(env: Record<string, string | undefined> = {}) {
  return loadConfig({
    DEMO_PASSWORD: TEST_PASSWORD,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    ...env,
  });
}

/**
 * The whole app, seeded with the demo data, on its own database: an in-memory PGlite, or a
 * fresh PostgreSQL database when TEST_DATABASE_URL is set. Nothing is shared, so test files
 * run in parallel. `overrides` are environment variables for loadConfig.
 */
export async function createTestApp(
  overrides: Record<string, string | undefined> = {},
  options: Pick<BuildOptions, 'onRoute' | 'logger'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lab-portal-test-'));
  const config = testConfig({ DATA_DIR: dataDir, ...overrides });
  const testDb = await openTestDatabase(process.env.TEST_DATABASE_URL);
  const cleanUp = async () => {
    await testDb.database.close();
    await testDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database: testDb.database, logger: false, ...options });
    await app.ready();
  } catch (err) {
    await cleanUp();
    throw err;
  }
  return {
    app,
    database: testDb.database,
    close: async () => {
      await app.close();
      await cleanUp();
    },
  };
}

interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

export async function openTestDatabase(adminUrl: string | undefined): Promise<TestDatabase> {
  if (!adminUrl) return { database: await openMemoryPglite(), drop: async () => undefined };
  const created = await createPostgresDatabase(adminUrl);
  try {
    return { database: await openPostgres(created.url), drop: created.drop };
  } catch (err) {
    await created.drop();
    throw err;
  }
}

/** A new, empty PostgreSQL database next to `adminUrl`'s: its URL, and how to drop it. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  // A name made of [a-z0-9_] only, so quoting it is safe; under PostgreSQL's 63-byte limit.
  const name = `lab_portal_test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

async function withAdmin(url: string, run: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}

/** Two instances of the portal on one database, as a deployment runs them. */
export interface TwoInstances {
  apps: [FastifyInstance, FastifyInstance];
  database: Database;
  close(): Promise<void>;
}

/**
 * Two apps on one new database: two connection pools on PostgreSQL when `TEST_DATABASE_URL` is
 * set (as two processes have), one PGlite shared otherwise.
 */
export async function createTwoInstances(
  env: Record<string, string | undefined> = {},
): Promise<TwoInstances> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lab-portal-instances-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  let drop = async (): Promise<void> => undefined;
  const databases: Database[] = [];
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    drop = created.drop;
    databases.push(await openPostgres(created.url), await openPostgres(created.url));
  } else {
    const shared = await openMemoryPglite();
    databases.push(shared, shared);
  }
  const config = testConfig({ DATA_DIR: dataDir, ...env });
  const apps: FastifyInstance[] = [];
  for (const database of databases) {
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    apps.push(app);
  }
  return {
    apps: apps as [FastifyInstance, FastifyInstance],
    database: databases[0]!,
    close: async () => {
      for (const app of apps) await app.close();
      for (const database of new Set(databases)) await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
