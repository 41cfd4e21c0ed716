import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createAvailability, type Availability, type DatabaseLog } from './availability';
import { PgListener } from './pg-listener';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Cross-instance events (PostgreSQL LISTEN/NOTIFY, which PGlite also has). */
export interface Notifier {
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface Database {
  db: Db;
  notifier: Notifier;
  kind: 'pglite' | 'postgres';
  /** Whether the database answers; connection errors are reported to it (see availability.ts). */
  availability: Availability;
  /**
   * Runs `run` while no other instance on this database runs its own: migrations and seeds of
   * replicas that start together run one after the other. PostgreSQL: a session-level advisory
   * lock held on one dedicated connection, released when `run` ends (or the connection is lost).
   * PGlite lives in one process and runs it directly.
   */
  exclusively<T>(run: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** The connection pool's counts (PostgreSQL); PGlite has no pool. For /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The key of the start lock (any constant unlike the seed's SEED_LOCK_KEY, which the seed takes
 * in its transactions while this one is held).
 */
export const START_LOCK_KEY = 742_150_000;

const quoteChannel = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  return channel;
};

export interface OpenOptions {
  log?: DatabaseLog;
}

export interface PgliteOptions extends OpenOptions {
  /**
   * A data folder made by `dumpDataDir` to start from instead of a new one (the tests' migrated
   * template: a new PGlite runs initdb, which takes seconds).
   */
  loadDataDir?: Blob;
}

/** A PGlite client in `dataDir` (or in memory for `memory://`), migrated. */
export async function createMigratedPglite(
  dataDir: string,
  loadDataDir?: Blob,
): Promise<{ client: PGlite; db: ReturnType<typeof drizzlePglite<typeof schema>> }> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { client, db };
}

/** PGlite in `dataDir` (or in memory for `memory://`), migrated. It lives in the process. */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  const { client, db } = await createMigratedPglite(dataDir, options.loadDataDir);
  const ping = async () => {
    await client.query('SELECT 1');
  };
  const availability = createAvailability(ping, options);
  return {
    availability,
    db: db as unknown as Db,
    kind: 'pglite',
    exclusively: (run) => run(),
    notifier: {
      notify: async (channel, payload) => {
        await client.query(`SELECT pg_notify($1, $2)`, [quoteChannel(channel), payload]);
      },
      listen: async (channel, onMessage) => {
        const unsubscribe = await client.listen(quoteChannel(channel), onMessage);
        return unsubscribe;
      },
    },
    ping,
    close: async () => {
      availability.close();
      await client.close();
    },
  };
}

/**
 * PostgreSQL through `pg`, migrated. Every connection handles its errors: the pool drops a lost
 * client and connects anew on demand, the listener reconnects with backoff, and connection
 * errors mark the database away until a probe finds it again (see availability.ts).
 */
export async function openPostgres(url: string, options: OpenOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database that does not answer fails a request in seconds instead of holding it.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  const ping = async () => {
    await pool.query('SELECT 1');
  };
  const availability = createAvailability(ping, options);
  const report = (error: unknown) => void availability.report(error);
  watchPool(pool, report);
  const listener = new PgListener(
    () => new pg.Client({ connectionString: url, keepAlive: true }),
    report,
  );
  const exclusively = <T>(run: () => Promise<T>) =>
    withSessionLock(url, START_LOCK_KEY, run, options.log);
  try {
    const db = drizzlePg(pool, { schema });
    await exclusively(() => migratePg(db, { migrationsFolder }));
    await listener.start();
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      availability,
      exclusively,
      notifier: {
        notify: async (channel, payload) => {
          await pool.query(`SELECT pg_notify($1, $2)`, [quoteChannel(channel), payload]);
        },
        listen: (channel, onMessage) => listener.listen(quoteChannel(channel), onMessage),
      },
      ping,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: async () => {
        availability.close();
        await listener.close();
        await pool.end();
      },
    };
  } catch (error) {
    availability.close();
    await listener.close();
    await pool.end();
    throw error;
  }
}

/**
 * Runs `run` holding PostgreSQL's session-level advisory lock `key`, taken on a connection of its
 * own: other instances wait for it (`run` itself uses the pool). Ending that connection releases
 * the lock, so a process that dies while holding it does not block the others.
 */
export async function withSessionLock<T>(
  url: string,
  key: number,
  run: () => Promise<T>,
  log?: DatabaseLog,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // A lost connection fails the queries below; without a listener it would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const tried = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [key],
    );
    if (!tried.rows[0]?.locked) {
      log?.info({ lockKey: key }, 'Another instance is migrating or seeding the database: waiting');
      await client.query('SELECT pg_advisory_lock($1)', [key]);
    }
    return await run();
  } finally {
    // Closing the session releases its advisory locks, even when the unlock is not sent.
    await client
      .query('SELECT pg_advisory_unlock($1)', [key])
      .catch(() => undefined)
      .finally(() => client.end().catch(() => undefined));
  }
}

/** Every error event of the pool's connections goes to `report`, none to Node as unhandled. */
export function watchPool(pool: pg.Pool, report: (error: unknown) => void): void {
  // An idle client that loses its connection: the pool removes it.
  pool.on('error', report);
  // A client lent to a transaction can lose its connection between two queries; without a
  // listener, that `error` event would end the process. Its next query fails and it is dropped.
  pool.on('connect', (client) => client.on('error', report));
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: DatabaseLog;
}): Promise<Database> {
  const { log } = options;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { log })
    : openPglite(path.join(options.dataDir, 'pglite'), { log });
}
