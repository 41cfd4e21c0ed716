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
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const quoteChannel = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  return channel;
};

/** PGlite in `dataDir` (or in memory for `memory://`), migrated. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    notifier: {
      notify: async (channel, payload) => {
        await client.query(`SELECT pg_notify($1, $2)`, [quoteChannel(channel), payload]);
      },
      listen: async (channel, onMessage) => {
        const unsubscribe = await client.listen(quoteChannel(channel), onMessage);
        return unsubscribe;
      },
    },
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
  };
}

/** PostgreSQL through `pg`, migrated. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  const listeners: pg.PoolClient[] = [];
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    notifier: {
      notify: async (channel, payload) => {
        await pool.query(`SELECT pg_notify($1, $2)`, [quoteChannel(channel), payload]);
      },
      listen: async (channel, onMessage) => {
        const client = await pool.connect();
        listeners.push(client);
        client.on('notification', (msg) => {
          if (msg.channel === channel) onMessage(msg.payload ?? '');
        });
        await client.query(`LISTEN ${quoteChannel(channel)}`);
        return async () => {
          await client.query(`UNLISTEN ${quoteChannel(channel)}`).catch(() => undefined);
          client.release();
          listeners.splice(listeners.indexOf(client), 1);
        };
      },
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: async () => {
      for (const client of listeners.splice(0)) client.release();
      await pool.end();
    },
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'pglite'));
}
