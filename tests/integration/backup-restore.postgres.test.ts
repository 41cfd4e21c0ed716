import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '@server/storage/s3-test-server';
import { createPostgresDatabase } from '../helpers/app';
import { scaled } from '../helpers/time-limits';
import {
  cleanUps,
  downloadUrl,
  labBookSeen,
  PDF,
  runScript,
  startPortal,
  uploadUrl,
  writeLabBook,
} from './backup-restore-fixture';

/**
 * Issue 13 §4: a pg_dump of a live portal on PostgreSQL with its files in an S3-compatible store,
 * restored with pg_restore into an EMPTY new database and an empty bucket: the portal started on
 * them finds every lab-book entry and the file. Only in the postgres project (vitest.config.ts).
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL!;
const undo = cleanUps();
afterEach(() => undo.run());

async function database() {
  const created = await createPostgresDatabase(ADMIN_URL);
  undo.add(() => created.drop());
  return created.url;
}

async function store(): Promise<TestS3Server> {
  const s3 = await startS3Server();
  undo.add(() => s3.close());
  return s3;
}

const settings = (url: string, s3: TestS3Server, dataDir: string) => ({
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  STORAGE_DRIVER: 's3',
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
});

describe('backup and restore of PostgreSQL and the object store', () => {
  it(
    'restores a dump into an empty database and bucket where the portal finds every entry and the file',
    async () => {
      const source = settings(await database(), await store(), await undo.tempDir());
      const portal = await startPortal(source);
      undo.add(() => portal.app.close());
      await writeLabBook(portal);
      const up = await uploadUrl(portal);
      const put = await fetch(up.uploadURL, {
        method: 'PUT',
        body: new Uint8Array(PDF),
        headers: { 'content-type': 'application/pdf' },
      });
      expect(put.status).toBe(200);
      // The first download address checks the upload (size, type, sha256) and records it.
      await downloadUrl(portal, up.fileName);
      const before = await labBookSeen(portal);

      // pg_dump reads one snapshot: the portal keeps running during the backup.
      const out = path.join(await undo.tempDir(), 'nightly');
      const backup = await runScript('backup', ['--out', out], source);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain('files: 1 files');

      // The source is in use and not empty: restoring over it is refused without --force.
      const refused = await runScript('restore', [out], source);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/target is not empty: the database has \d+ tables/);
      expect(refused.output).not.toMatch(/\n\s+at /);

      const target = settings(await database(), await store(), await undo.tempDir());
      const restore = await runScript('restore', [out], target);
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain(`${before.entryIds.length} lab-book entries`);

      const restored = await startPortal({ ...target, SEED_DEMO: 'false' });
      undo.add(() => restored.app.close());
      const after = await labBookSeen(restored);
      expect(after.entryIds).toEqual(before.entryIds);
      expect(after.books).toEqual(before.books);
      const file = await fetch(await downloadUrl(restored, up.fileName));
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    },
    scaled(120_000),
  );
});
