import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGLITE_TEMPLATE_ENV, writePgliteTemplate } from './helpers/pglite-template';

/**
 * Once per `vitest run`: a migrated PGlite data folder that every test's in-memory database
 * starts from (tests/helpers/pglite-template.ts). The workers start after this and inherit the
 * environment.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'lab-portal-pglite-template-'));
  const file = path.join(folder, 'template.tar');
  await writePgliteTemplate(file);
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => rm(folder, { recursive: true, force: true });
}
