import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scaled } from '../helpers/time-limits';
import {
  cleanUps,
  downloadUrl,
  labBookSeen,
  localPath,
  PDF,
  runScript,
  startPortal,
  uploadUrl,
  writeLabBook,
} from './backup-restore-fixture';

/**
 * Issue 13 §4: `npm run backup` and `npm run restore` of the embedded default (PGlite in DATA_DIR,
 * files on the local disk), run as the operator runs them. The PostgreSQL + S3 variant is
 * backup-restore.postgres.test.ts.
 */
const undo = cleanUps();
afterEach(() => undo.run());

describe('backup and restore of the embedded database (PGlite) and its files', () => {
  it(
    'restores into a new DATA_DIR where the portal finds every lab-book entry and the file',
    async () => {
      const source = await undo.tempDir();
      const portal = await startPortal({ DATA_DIR: source });
      let isOpen = true;
      undo.add(async () => isOpen && (await portal.app.close()));
      await writeLabBook(portal);
      const up = await uploadUrl(portal);
      const put = await portal.app.inject({
        method: 'PUT',
        url: localPath(up.uploadURL),
        headers: { 'content-type': 'application/pdf' },
        payload: PDF,
      });
      expect(put.statusCode, put.body).toBe(200);
      const before = await labBookSeen(portal);
      expect(before.entryIds.length).toBeGreaterThan(9);

      // PGlite lives in the server process: no backup while the portal has it open.
      const backups = await undo.tempDir();
      const refused = await runScript('backup', ['--out', path.join(backups, 'refused')], {
        DATA_DIR: source,
      });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/portal seems to be running .* stop it first/);
      expect(refused.output).not.toMatch(/\n\s+at /);

      await portal.app.close();
      isOpen = false;
      const out = path.join(backups, 'nightly');
      const backup = await runScript('backup', ['--out', out], { DATA_DIR: source });
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain('files: 1 files');
      expect(existsSync(path.join(out, 'manifest.json'))).toBe(true);

      const target = await undo.tempDir();
      const restore = await runScript('restore', [out], { DATA_DIR: target });
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain(`${before.entryIds.length} lab-book entries`);

      const restored = await startPortal({ DATA_DIR: target, SEED_DEMO: 'false' });
      undo.add(() => restored.app.close());
      const after = await labBookSeen(restored);
      expect(after.entryIds).toEqual(before.entryIds);
      expect(after.books).toEqual(before.books);
      const file = await restored.app.inject({
        method: 'GET',
        url: localPath(await downloadUrl(restored, up.fileName)),
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);

      // Restoring over the running portal is refused, before anything changes.
      const again = await runScript('restore', [out], { DATA_DIR: target });
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/target is not empty: the portal seems to be running/);
      expect((await labBookSeen(restored)).entryIds).toEqual(before.entryIds);
    },
    scaled(120_000),
  );
});
