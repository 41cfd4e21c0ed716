/**
 * `npm run backup [-- --out <folder>] [--force]`: a copy of the portal's data in one folder, with
 * the same environment as the server (DATABASE_URL, DATA_DIR, STORAGE_DRIVER, S3_*):
 *
 * - PostgreSQL (DATABASE_URL set): `pg_dump --format=custom` into `database.dump`. It reads one
 *   consistent snapshot, so the portal may keep running.
 * - PGlite (the embedded default): the folder DATA_DIR/pglite into `pglite/`. PGlite lives inside
 *   the server process, so the server must be stopped: refused while pglite/postmaster.pid exists.
 * - Files: every object of the S3 bucket, or the files of DATA_DIR/files, into `files/` under
 *   their file names (the same layout for both drivers, so a backup restores into either).
 * - `manifest.json` last (time, app version, migration level): a folder without it is incomplete.
 *
 * The database is copied before the files: a file uploaded during the backup may be in `files/`
 * without its row, never a row without its file. Restore: scripts/restore.ts.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { z } from 'zod';
import { ConfigError, loadConfig, type Config } from '../server/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A refusal or failure the operator can act on: printed as one message, no stack. */
export class BackupError extends Error {}

export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    /** `database.dump` (postgres) or `pglite` (a folder). */
    path: z.string(),
    migrations: z.number().int().min(0),
    latestMigration: z.string().nullable(),
  }),
  files: z.object({
    driver: z.enum(['local', 's3']),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const say = (line: string) => console.log(line);

/** user:password@ taken out of any URL in a text (pg_dump's messages, errors). */
export const redact = (text: string) => text.replace(/(\w+:\/\/)[^/@\s]*@/g, '$1***@');

export function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new BackupError(error.message);
    throw error;
  }
}

/** The URL without its password, which goes to the client tools in PGPASSWORD (not argv). */
export function clientToolTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL client tool; a failure becomes a BackupError with its last message lines. */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`
            : `${command} could not run: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const last = errors.trim().split('\n').slice(-5).join('\n');
      reject(new BackupError(`${command} failed (exit ${String(code)}):\n${redact(last)}`));
    });
  });
}

/** The migrations this version of the portal has, oldest first. */
export async function migrationJournal(): Promise<Array<{ tag: string; when: number }>> {
  const file = path.join(root, 'server/db/migrations/meta/_journal.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { entries: [] }).entries;
}

export async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

/** How many migrations the database has applied, and the latest one's name. */
export async function migrationLevel(
  query: Query,
): Promise<{ migrations: number; latestMigration: string | null }> {
  const rows = await query(
    'SELECT created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at',
  ).catch(() => []);
  const last = rows.at(-1)?.created_at;
  const journal = await migrationJournal();
  const latest = journal.find((entry) => String(entry.when) === last);
  return { migrations: rows.length, latestMigration: latest?.tag ?? (last ? 'unknown' : null) };
}

export async function withPostgres<T>(url: string, run: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the database: ${redact(String(error))}`);
  }
  try {
    return await run(
      async (sql) => (await client.query(sql)).rows as Array<Record<string, unknown>>,
    );
  } finally {
    await client.end();
  }
}

/** Opens a PGlite folder (not the running portal's: see pgliteInUse) for a few queries. */
export async function withPglite<T>(dir: string, run: (query: Query) => Promise<T>): Promise<T> {
  const client = await PGlite.create(dir);
  try {
    return await run(
      async (sql) => (await client.query(sql)).rows as Array<Record<string, unknown>>,
    );
  } finally {
    await client.close();
  }
}

/** PGlite keeps postmaster.pid while open and removes it when closed. */
export const pgliteInUse = (dir: string) => existsSync(path.join(dir, 'postmaster.pid'));

export const pgliteDir = (config: Config) => path.resolve(config.DATA_DIR, 'pglite');
export const filesDir = (config: Config) => path.resolve(config.DATA_DIR, 'files');

export function s3Client(config: Config): { client: S3Client; bucket: string } {
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  });
  return { client, bucket: config.S3_BUCKET! };
}

/** Every file under `dir` as a path relative to it ('/' separated); none when it is missing. */
export async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** An object key that is a plain relative path (the portal's are `<uuid>/<uuid>.<ext>`). */
export const isSafeKey = (key: string) =>
  key.length > 0 &&
  !key.startsWith('/') &&
  !key.includes('\\') &&
  key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Prints a line every `every` files, and the total at the end. */
export function progress(label: string, every = 100) {
  let count = 0;
  let bytes = 0;
  return {
    add(size: number) {
      count += 1;
      bytes += size;
      if (count % every === 0) say(`  ${label}: ${count} files (${megabytes(bytes)})`);
    },
    done() {
      say(`  ${label}: ${count} files (${megabytes(bytes)}), done`);
      return { count, bytes };
    },
  };
}

function parseArgs(argv: string[]): { out: string; force: boolean } {
  let out: string | undefined;
  let force = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--force') force = true;
    else if (arg === '--out') out = argv[++i];
    else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else
      throw new BackupError(
        `Unknown argument ${arg}. Usage: npm run backup -- [--out <folder>] [--force]`,
      );
  }
  if (out === '') throw new BackupError('--out needs a folder');
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\..*$/, '')
    .replace('T', '-');
  return { out: path.resolve(out ?? path.join('backups', `lab-portal-${stamp}`)), force };
}

async function backUpPostgres(url: string, out: string): Promise<Manifest['database']> {
  const level = await withPostgres(url, migrationLevel);
  say('Dumping the PostgreSQL database (pg_dump --format=custom)...');
  const target = clientToolTarget(url);
  const file = path.join(out, 'database.dump');
  await runTool(
    'pg_dump',
    ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${target.dbname}`],
    target.env,
  );
  say(`  database.dump: ${megabytes((await stat(file)).size)}, done`);
  return { kind: 'postgres', path: 'database.dump', ...level };
}

async function backUpPglite(config: Config, out: string, force: boolean) {
  const source = pgliteDir(config);
  if (!existsSync(path.join(source, 'PG_VERSION')))
    throw new BackupError(`No PGlite database in ${source} (check DATA_DIR).`);
  if (pgliteInUse(source) && !force)
    throw new BackupError(
      `The portal seems to be running on ${source} (postmaster.pid is there): stop it first. ` +
        'If it is stopped (it ended without shutting down), run again with --force.',
    );
  say(`Copying the PGlite folder ${source}...`);
  const target = path.join(out, 'pglite');
  await cp(source, target, { recursive: true, errorOnExist: true });
  // Opening the copy checks that it is a database, and reads its migration level.
  const level = await withPglite(target, migrationLevel);
  say(`  pglite: ${level.migrations} migrations, done`);
  return { kind: 'pglite' as const, path: 'pglite', ...level };
}

async function backUpFiles(config: Config, out: string): Promise<Manifest['files']> {
  const target = path.join(out, 'files');
  await mkdir(target, { recursive: true });
  const count = progress('files');
  if (config.STORAGE_DRIVER === 's3') {
    const { client, bucket } = s3Client(config);
    say(`Copying the objects of bucket ${bucket}...`);
    let token: string | undefined;
    try {
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key!;
          if (!isSafeKey(key)) throw new BackupError(`Object "${key}" is not a plain file name.`);
          const file = path.join(target, ...key.split('/'));
          await mkdir(path.dirname(file), { recursive: true });
          const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          await pipeline(got.Body as Readable, createWriteStream(file));
          count.add((await stat(file)).size);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`The object store failed: ${redact(String(error))}`);
    } finally {
      client.destroy();
    }
  } else {
    const source = filesDir(config);
    say(`Copying the files of ${source}...`);
    // *.tmp: uploads being written (local-disk.ts renames them when complete).
    for (const name of (await listFiles(source)).filter((name) => !name.endsWith('.tmp'))) {
      const file = path.join(target, ...name.split('/'));
      await cp(path.join(source, ...name.split('/')), file);
      count.add((await stat(file)).size);
    }
  }
  return { driver: config.STORAGE_DRIVER, ...count.done() };
}

export async function backup(argv: string[]): Promise<string> {
  const { out, force } = parseArgs(argv);
  const config = readConfig();
  if (existsSync(out) && (await readdir(out)).length > 0)
    throw new BackupError(`${out} is not empty: give a new folder with --out.`);
  await mkdir(out, { recursive: true });
  say(`Backing up Lab Portal into ${out}`);
  const database = config.DATABASE_URL
    ? await backUpPostgres(config.DATABASE_URL, out)
    : await backUpPglite(config, out, force);
  const files = await backUpFiles(config, out);
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    appVersion: await appVersion(),
    database,
    files,
  };
  await writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  say(`Backup complete: ${out}`);
  return out;
}

/** Runs a command of these scripts: its refusals and failures as one line, exit code 1. */
export function runMain(main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    const message =
      error instanceof BackupError ? error.message : `Unexpected error: ${redact(String(error))}`;
    console.error(message);
    process.exit(1);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  runMain(() => backup(process.argv.slice(2)));
