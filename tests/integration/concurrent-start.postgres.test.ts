import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { DEMO_USERS } from '@server/db/seed/demo-users';
import { DEMO_SCHOOL_NAME } from '@server/db/seed/places-data';
import { createPostgresDatabase } from '../helpers/app';
import { freePort } from '../helpers/browserless';
import { scaled } from '../helpers/time-limits';

/**
 * Issue 13 §1: instances start at the same moment on an empty database, as a deployment rolls
 * out replicas. The migrations and the demo seed run once, under an advisory lock, while the
 * others wait; every instance starts.
 *
 * Only in the postgres project (vitest.config.ts): PGlite lives in one process.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL!;
const PASSWORD = 'Demo-lab-1';
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const journal = JSON.parse(
  readFileSync(path.resolve('server/db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: Array<{ tag: string }> };

type EmptyDatabase = Awaited<ReturnType<typeof createPostgresDatabase>>;
const cleanUps: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  while (cleanUps.length > 0) await cleanUps.pop()!();
});

async function emptyDatabase(): Promise<EmptyDatabase> {
  const database = await createPostgresDatabase(ADMIN_URL);
  cleanUps.push(() => database.drop());
  return database;
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lab-portal-start-'));
  cleanUps.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Each migration applied once, the demo school seeded once. */
async function expectMigratedAndSeededOnce(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const migrations = await client.query<{ hash: string }>(
      'SELECT hash FROM drizzle.__drizzle_migrations',
    );
    expect(migrations.rows).toHaveLength(journal.entries.length);
    expect(new Set(migrations.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
    const demoUsers = Object.values(DEMO_USERS);
    const users = await client.query<{ username: string }>(
      'SELECT username FROM users WHERE username = ANY($1)',
      [demoUsers.map((user) => user.username)],
    );
    expect(users.rows.map((row) => row.username).sort()).toEqual(
      demoUsers.map((user) => user.username).sort(),
    );
    const schools = await client.query('SELECT id FROM institutions WHERE name = $1', [
      DEMO_SCHOOL_NAME,
    ]);
    expect(schools.rows).toHaveLength(1);
    const roles = await client.query<{ count: string }>('SELECT count(*) FROM roles');
    expect(Number(roles.rows[0]!.count)).toBeGreaterThan(0);
  } finally {
    await client.end();
  }
}

describe('instances starting together on an empty PostgreSQL database', () => {
  it(
    'all start; the migrations and the demo seed run once',
    async () => {
      const database = await emptyDatabase();
      const apps: FastifyInstance[] = [];
      cleanUps.push(() => Promise.all(apps.map((app) => app.close())));
      const starts = await Promise.allSettled(
        [1, 2, 3].map(async () => {
          const config = loadConfig({
            DATABASE_URL: database.url,
            DATA_DIR: await tempDir(),
            DEMO_PASSWORD: PASSWORD,
            SEED_DEMO: 'true',
            LOG_LEVEL: 'silent',
            PUBLIC_URL: 'http://localhost:8080',
          });
          const app = await buildApp({ config, logger: false });
          apps.push(app);
          await app.ready();
          return app;
        }),
      );
      expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
      for (const app of apps) {
        const health = await app.inject({ method: 'GET', url: '/health' });
        expect(health.statusCode).toBe(200);
      }
      await expectMigratedAndSeededOnce(database.url);
    },
    scaled(60_000),
  );

  it(
    'server processes started at once all come up',
    async () => {
      const database = await emptyDatabase();
      const servers: Array<{ process: ChildProcess; origin: string; output: () => string }> = [];
      cleanUps.push(() =>
        Promise.all(
          servers.map(async ({ process: server }) => {
            if (server.exitCode !== null || server.signalCode !== null) return;
            server.kill('SIGTERM');
            await once(server, 'exit');
          }),
        ),
      );
      for (let i = 0; i < 2; i++) {
        const port = await freePort();
        const dataDir = await tempDir();
        const origin = `http://127.0.0.1:${port}`;
        const server = spawn(process.execPath, [tsxCli, 'server/server.ts'], {
          env: {
            ...process.env,
            DATABASE_URL: database.url,
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: origin,
            DATA_DIR: dataDir,
            STATIC_DIR: dataDir,
            SEED_DEMO: 'true',
            DEMO_PASSWORD: PASSWORD,
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        servers.push({ process: server, origin, output: () => output });
      }
      for (const server of servers) {
        // A server that ends fails the test at once, with what it printed.
        const ended = once(server.process, 'exit').then(([code]) => {
          throw new Error(`A server ended (${String(code)}):\n${server.output()}`);
        });
        ended.catch(() => undefined);
        const up = vi.waitFor(
          async () => expect((await fetch(`${server.origin}/health`)).status).toBe(200),
          { timeout: scaled(60_000), interval: 250 },
        );
        await Promise.race([up, ended]);
      }
      await expectMigratedAndSeededOnce(database.url);
    },
    scaled(120_000),
  );
});
