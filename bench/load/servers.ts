/**
 * What the load runs start on this machine: portal instances (real server processes on
 * PostgreSQL), a fresh database on the shared PostgreSQL, and a private PostgreSQL server for the
 * restart drill (the shared one is never restarted).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../../tests/helpers/app';
import { freePort } from '../../tests/helpers/browserless';

export const LOAD_PASSWORD = 'Demo-lab-1';
export const SHARED_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Instance {
  origin: string;
  process: ChildProcess;
  /** kill -9: no shutdown, connections cut. */
  crash(): void;
  stop(): Promise<void>;
}

export async function waitFor(check: () => Promise<boolean>, what: string, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what}: not within ${ms / 1000} s`);
}

/**
 * One portal process on `databaseUrl`. Every instance gets the same public URL (the first
 * one's), as behind a load balancer, so a token made on one is good on the others.
 */
export async function startInstance(options: {
  databaseUrl: string;
  publicUrl?: string;
  port?: number;
  env?: Record<string, string>;
  /** Another checkout to run the portal from (an A/B comparison); this one by default. */
  cwd?: string;
}): Promise<Instance> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lab-portal-load-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: options.publicUrl ?? origin,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      DEMO_PASSWORD: LOAD_PASSWORD,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      // Every simulated student signs in from 127.0.0.1.
      LOGIN_RATE_LIMIT: '1000000',
      // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where an instance's time goes.
      NODE_OPTIONS: [process.env.NODE_OPTIONS, process.env.LOAD_INSTANCE_NODE_OPTIONS]
        .filter(Boolean)
        .join(' '),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const instance: Instance = {
    origin,
    process: child,
    crash: () => {
      if (!exited) child.kill('SIGKILL');
    },
    stop: async () => {
      if (!exited) child.kill('SIGTERM');
      await Promise.race([exit, sleep(12_000)]);
      if (!exited) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitFor(async () => {
      if (exited) throw new Error('The portal exited while starting');
      return (await fetch(`${origin}/ready`)).ok;
    }, `The portal at ${origin} ready`);
  } catch (error) {
    await instance.stop();
    throw error;
  }
  return instance;
}

export interface LoadDatabase {
  url: string;
  drop(): Promise<void>;
}

/** DATABASE_URL as given, or a new database on the shared PostgreSQL (dropped afterwards). */
export async function loadDatabase(): Promise<LoadDatabase> {
  const given = process.env.DATABASE_URL;
  if (given) return { url: given, drop: async () => undefined };
  const created = await createPostgresDatabase(process.env.LOAD_ADMIN_URL ?? SHARED_POSTGRES);
  return { url: created.url, drop: created.drop };
}

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  url: string;
  /** pg_ctl and its arguments to restart -m fast: every connection is cut, back in seconds. */
  pgCtl: string;
  restartArgs: string[];
  stop(): void;
}

/** A PostgreSQL server of its own (initdb in a temporary folder, its own port and socket). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'lab-portal-load-pg-'));
  const data = path.join(dir, 'data');
  // PostgreSQL refuses to run as root: then its tools run as the system's postgres user.
  const isRoot = process.getuid?.() === 0;
  if (isRoot) spawnSync('chown', ['postgres:postgres', dir]);
  const command = (tool: string, args: string[]): [string, string[]] =>
    isRoot
      ? ['runuser', ['-u', 'postgres', '--', `${PG_BIN}/${tool}`, ...args]]
      : [`${PG_BIN}/${tool}`, args];
  const run = (tool: string, args: string[]) => {
    const [file, argv] = command(tool, args);
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} ${args[0]} failed: ${result.stderr}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const args = (action: string, ...extra: string[]) => [
    action,
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'log'),
    '-w',
    ...extra,
  ];
  run('pg_ctl', args('start'));
  const [pgCtl, restartArgs] = command('pg_ctl', args('restart', '-m', 'fast'));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pgCtl,
    restartArgs,
    stop: () => {
      try {
        run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
