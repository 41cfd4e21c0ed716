/**
 * `npm run restore -- <backup folder> [--force]`: puts a backup made by `npm run backup` back,
 * into the database and file store the environment names (DATABASE_URL or DATA_DIR,
 * STORAGE_DRIVER, S3_*), which may be new and empty. Every check runs before anything changes:
 *
 * - the target database must be empty (no tables) and have no other connections, the PGlite folder
 *   absent or empty, the file store empty; `--force` restores over what is there (PostgreSQL:
 *   `pg_restore --clean --if-exists` replaces the backup's objects; PGlite: the old folder is kept
 *   beside it as pglite.replaced-<time>; files of the same name are overwritten).
 * - a backup made by a newer portal (more migrations than this one has) is refused.
 *
 * The portal must not be running on the target while it is restored. Start it afterwards: it
 * applies any newer migrations of this version on start.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Config } from '../server/config';
import {
  BackupError,
  clientToolTarget,
  filesDir,
  listFiles,
  manifestSchema,
  migrationJournal,
  pgliteDir,
  pgliteInUse,
  progress,
  readConfig,
  redact,
  runMain,
  runTool,
  s3Client,
  say,
  withPglite,
  withPostgres,
  type Manifest,
} from './backup';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

function parseArgs(argv: string[]): { folder: string; force: boolean } {
  const force = argv.includes('--force');
  const rest = argv.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('--'))
    throw new BackupError('Usage: npm run restore -- <backup folder> [--force]');
  return { folder: path.resolve(rest[0]!), force };
}

async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, 'manifest.json');
  if (!existsSync(file))
    throw new BackupError(`${folder} has no manifest.json: not a backup, or an incomplete one.`);
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new BackupError(`${file} is not a backup manifest this portal reads.`);
  return parsed.data;
}

/** What would be overwritten; empty when the target is clean. */
async function checkTarget(config: Config, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  const { kind } = manifest.database;
  if (kind === 'postgres' && !config.DATABASE_URL)
    throw new BackupError(
      'This backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore into.',
    );
  if (kind === 'pglite' && config.DATABASE_URL)
    throw new BackupError(
      'This backup is of the embedded PGlite database: unset DATABASE_URL and set DATA_DIR to restore into.',
    );
  if (config.DATABASE_URL) {
    const { tables, others } = await withPostgres(config.DATABASE_URL, async (query) => {
      const [row] = await query(
        `SELECT (SELECT count(*) FROM pg_tables
                  WHERE schemaname NOT IN ('pg_catalog', 'information_schema'))::int AS tables,
                (SELECT count(*) FROM pg_stat_activity
                  WHERE datname = current_database() AND pid <> pg_backend_pid())::int AS others`,
      );
      return row as { tables: number; others: number };
    });
    if (tables > 0) problems.push(`the database has ${tables} tables`);
    if (others > 0)
      problems.push(`${others} other connections use the database (is the portal running?)`);
  } else {
    const dir = pgliteDir(config);
    if (pgliteInUse(dir))
      problems.push(`the portal seems to be running on ${dir} (postmaster.pid)`);
    else if (existsSync(dir) && (await readdir(dir)).length > 0)
      problems.push(`${dir} holds a database`);
  }
  if (config.STORAGE_DRIVER === 's3') {
    const { client, bucket } = s3Client(config);
    try {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: 1 }));
      if ((page.KeyCount ?? 0) > 0) problems.push(`bucket ${bucket} holds objects`);
    } catch (error) {
      throw new BackupError(`The object store failed: ${redact(String(error))}`);
    } finally {
      client.destroy();
    }
  } else if ((await listFiles(filesDir(config))).length > 0) {
    problems.push(`${filesDir(config)} holds files`);
  }
  return problems;
}

async function restorePostgres(url: string, dump: string): Promise<void> {
  say('Restoring the PostgreSQL database (pg_restore)...');
  const target = clientToolTarget(url);
  await runTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-acl',
      // All or nothing: a failed restore leaves the database as it was.
      '--single-transaction',
      '--no-password',
      `--dbname=${target.dbname}`,
      dump,
    ],
    target.env,
  );
}

async function restorePglite(config: Config, source: string): Promise<void> {
  const target = pgliteDir(config);
  if (existsSync(target) && (await readdir(target)).length > 0) {
    const aside = `${target}.replaced-${Date.now()}`;
    await rename(target, aside);
    say(`  the database that was there is kept in ${aside}`);
  }
  say(`Copying the PGlite folder into ${target}...`);
  await mkdir(path.dirname(target), { recursive: true });
  await cp(source, target, { recursive: true });
}

async function restoreFiles(config: Config, source: string): Promise<void> {
  const names = await listFiles(source);
  const count = progress('files');
  if (config.STORAGE_DRIVER === 's3') {
    const { client, bucket } = s3Client(config);
    say(`Putting ${names.length} files into bucket ${bucket}...`);
    try {
      for (const name of names) {
        const body = await readFile(path.join(source, ...name.split('/')));
        const contentType =
          CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: name, Body: body, ContentType: contentType }),
        );
        count.add(body.length);
      }
    } catch (error) {
      throw new BackupError(`The object store failed: ${redact(String(error))}`);
    } finally {
      client.destroy();
    }
  } else {
    const target = filesDir(config);
    say(`Copying ${names.length} files into ${target}...`);
    for (const name of names) {
      const file = path.join(source, ...name.split('/'));
      await cp(file, path.join(target, ...name.split('/')));
      count.add((await stat(file)).size);
    }
  }
  count.done();
}

/** What the restored database holds: its migration level and lab-book entries, as a check. */
async function summary(config: Config): Promise<string> {
  const read = async (query: (sql: string) => Promise<Array<Record<string, unknown>>>) => {
    const [row] = await query(
      `SELECT (SELECT count(*) FROM drizzle.__drizzle_migrations)::int AS migrations,
              (SELECT count(*) FROM labbook_entries)::int AS entries`,
    );
    return row as { migrations: number; entries: number };
  };
  const { migrations, entries } = config.DATABASE_URL
    ? await withPostgres(config.DATABASE_URL, read)
    : await withPglite(pgliteDir(config), read);
  return `${migrations} migrations, ${entries} lab-book entries`;
}

export async function restore(argv: string[]): Promise<void> {
  const { folder, force } = parseArgs(argv);
  const config = readConfig();
  const manifest = await readManifest(folder);
  say(
    `Restoring the backup of ${manifest.createdAt} (portal ${manifest.appVersion}, ` +
      `${manifest.database.kind}, ${manifest.files.count} files) from ${folder}`,
  );
  const known = (await migrationJournal()).length;
  if (manifest.database.migrations > known)
    throw new BackupError(
      `The backup was made by a newer portal (${manifest.database.migrations} migrations, this one has ${known}): restore it with that version.`,
    );
  const problems = await checkTarget(config, manifest);
  if (problems.length > 0 && !force)
    throw new BackupError(
      `The target is not empty: ${problems.join('; ')}. Stop the portal and restore into an empty ` +
        'database and store, or run again with --force to restore over it.',
    );
  const database = path.join(folder, manifest.database.path);
  if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, database);
  else await restorePglite(config, database);
  await restoreFiles(config, path.join(folder, 'files'));
  say(`Restore complete: ${await summary(config)}.`);
}

runMain(() => restore(process.argv.slice(2)));
