import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import { downloadUrlSchema, sessionSchema, uploadUrlSchema } from '@common/schemas/lab-book';
import { buildApp } from '@server/app';
import { labbookEntries } from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { accessTokenFor } from '../helpers/auth';
import { testConfig } from '../helpers/app';

/** Test support for the backup-restore tests: the portal, its lab book and the two scripts. */
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const PUBLIC_URL = 'http://localhost:8080';
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n', 'latin1');
/** Whose books are compared: `beta` writes in the test, `student` has the seed's entries. */
const READERS = [DEMO_USER_IDS.beta, DEMO_USER_IDS.student] as const;

/** Temp folders and other clean-ups, undone last first. */
export function cleanUps() {
  const list: Array<() => Promise<unknown>> = [];
  return {
    add: (undo: () => Promise<unknown>) => list.push(undo),
    async tempDir(): Promise<string> {
      const dir = await mkdtemp(path.join(tmpdir(), 'lab-portal-backup-'));
      list.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
    async run() {
      while (list.length > 0) await list.pop()!();
    },
  };
}

/** The portal on the given environment (its own database: PGlite in DATA_DIR, or DATABASE_URL). */
export async function startPortal(env: Record<string, string>): Promise<Portal> {
  const config = testConfig({ PUBLIC_URL, ...env });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  const tokens = new Map<string, string>();
  for (const id of READERS) tokens.set(id, await accessTokenFor(app, id));
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens.get(as)!}` },
      ...(payload ? { payload } : {}),
    });
  return { app, call };
}

export interface Portal {
  app: FastifyInstance;
  call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    as: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

/** Three sessions of beta's with entries, written through the lab-book API. */
export async function writeLabBook({ call }: Portal): Promise<void> {
  const { beta } = DEMO_USER_IDS;
  const start = Date.now() - 3 * 3_600_000;
  for (let s = 0; s < 3; s++) {
    const open = start + s * 600_000;
    const entries = [1, 2, 3].map((n) => ({
      timestamp: open + n * 1000,
      metaData: { entry_type: 1, entry_id: uuidv7(), content: `<p>Session ${s}, note ${n}</p>` },
    }));
    const res = await call('POST', '/labbook-api/lab-book', beta, {
      id: uuidv7(),
      actor_id: beta,
      labType: 7,
      open,
      duration: 60_000,
      metaData: { labType: 7, version: 1 },
      entries,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** What a user sees of the lab book: each reader's whole book, and every entry id stored. */
export async function labBookSeen({ app, call }: Portal) {
  const books: Record<string, unknown> = {};
  for (const id of READERS) {
    const res = await call('GET', `/labbook-api/lab-book/${id}`, id);
    expect(res.statusCode, res.body).toBe(200);
    books[id] = sessionSchema.array().parse(res.json());
  }
  const rows = await app.database.db.select({ id: labbookEntries.id }).from(labbookEntries);
  return { books, entryIds: rows.map((row) => row.id).sort() };
}

/** An upload address for a PDF in beta's book. */
export async function uploadUrl({ call }: Portal) {
  const { beta } = DEMO_USER_IDS;
  const res = await call('POST', '/labbook-api/lab-book/upload-url', beta, {
    contentType: 'application/pdf',
    key: uuidv7(),
    name: 'Report.pdf',
  });
  expect(res.statusCode, res.body).toBe(200);
  return uploadUrlSchema.parse(res.json());
}

/** The download address beta gets for a stored file. */
export async function downloadUrl({ call }: Portal, fileName: string): Promise<string> {
  const res = await call('POST', '/labbook-api/lab-book/download-url', DEMO_USER_IDS.beta, {
    fileName,
  });
  expect(res.statusCode, res.body).toBe(200);
  return downloadUrlSchema.parse(res.json()).downloadURL;
}

/** The path of one of the portal's own absolute addresses (local-disk files). */
export const localPath = (url: string) => url.slice(PUBLIC_URL.length);

/** Environment variables the scripts read, taken out of the test process's own. */
const SCRIPT_SETTINGS = /^(DATABASE_URL|DATA_DIR|STORAGE_DRIVER|S3_.*)$/;

/** Runs `npm run backup|restore` (the script through tsx) with the given settings. */
export function runScript(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !SCRIPT_SETTINGS.test(key)),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, `scripts/${name}.ts`, ...args], {
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
