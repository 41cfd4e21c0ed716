/**
 * `npm run load`: N students for M minutes on one or two instances on PostgreSQL (started here
 * on a fresh database), or against a running deployment (`--url`, with DATABASE_URL to make the
 * students and count their notes).
 */
import { randomUUID } from 'node:crypto';
import { openPostgres, type Database } from '@server/db/client';
import { runLoad, type LoadResult } from './driver';
import { machine, report } from './report';
import { LOAD_PASSWORD, loadDatabase, startInstance, type Instance } from './servers';
import { checkExactlyOnce, createStudents } from './users';

export interface LoadRunOptions {
  students: number;
  minutes: number;
  instances: number;
  writeEverySeconds: number;
  url?: string;
  /** Started with the load once everyone is signed in (the fault drills). */
  during?: (cluster: Cluster) => Promise<void>;
  /** The database, when a drill brings its own (a private PostgreSQL). */
  databaseUrl?: string;
  title?: string;
}

export interface Cluster {
  instances: Instance[];
  urls: string[];
  database: Database;
}

export async function loadRun(options: LoadRunOptions): Promise<boolean> {
  console.log(`Machine: ${machine()}`);
  const runId = randomUUID().slice(0, 8);
  const dbHandle = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : options.url
      ? { url: requiredDatabaseUrl(), drop: async () => undefined }
      : await loadDatabase();
  const instances: Instance[] = [];
  let database: Database | undefined;
  try {
    if (!options.url) {
      const first = await startInstance({ databaseUrl: dbHandle.url });
      instances.push(first);
      for (let i = 1; i < options.instances; i++)
        instances.push(await startInstance({ databaseUrl: dbHandle.url, publicUrl: first.origin }));
    }
    const urls = options.url ? [options.url.replace(/\/+$/, '')] : instances.map((i) => i.origin);
    database = await openPostgres(dbHandle.url);
    const students = await createStudents(database.db, runId, options.students);
    console.log(
      `${options.students} students, ${options.minutes} min, a note every ~${options.writeEverySeconds} s, on ${urls.join(' and ')}; signing in...`,
    );
    const cluster: Cluster = { instances, urls, database };
    let during: Promise<void> | undefined;
    const result: LoadResult = await runLoad({
      urls,
      signInUrl: urls[0]!,
      password: process.env.LOAD_PASSWORD ?? LOAD_PASSWORD,
      students,
      durationMs: options.minutes * 60_000,
      writeEveryMs: options.writeEverySeconds * 1000,
      drainMs: 120_000,
      signInConcurrency: 8,
      onStarted: () => {
        console.log('Everyone signed in; writing and reading.');
        during = options.during?.(cluster);
      },
    });
    await during;
    const check = await checkExactlyOnce(database.db, result.acknowledged, result.lost);
    return report(
      options.title ?? `${options.students} students on ${urls.length} instance(s)`,
      result,
      check,
    );
  } finally {
    await database?.close();
    await Promise.all(instances.map((i) => i.stop()));
    await dbHandle.drop();
  }
}

function requiredDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('--url needs DATABASE_URL (the deployment database) to make students');
  return url;
}
