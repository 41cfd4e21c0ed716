import { readFile, writeFile } from 'node:fs/promises';
import { createMigratedPglite, openPglite, type Database } from '@server/db/client';

/**
 * Where vitest's global setup (tests/global-setup.ts) leaves a migrated, empty PGlite data folder
 * for this run. A new in-memory PGlite runs initdb, which takes seconds (most of a test app's
 * start); one made from the template skips it and its migrations are already applied.
 */
export const PGLITE_TEMPLATE_ENV = 'LAB_PORTAL_PGLITE_TEMPLATE';

/** Writes a migrated, empty PGlite data folder (a tarball) to `file`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const { client } = await createMigratedPglite('memory://');
  try {
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

let template: Promise<Blob> | undefined;

/** A new in-memory PGlite, migrated: from this run's template when there is one. */
export async function openMemoryPglite(): Promise<Database> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return openPglite('memory://');
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return openPglite('memory://', { loadDataDir: await template });
}
