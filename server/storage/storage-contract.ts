import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SIGNED_URL_TTL_MS, type FileStorage } from './storage';

export const contractOwner = '5eed0000-0000-4000-8000-000000000001';
export const contractKey = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';

/**
 * What every file store must do (test support, run by local-disk.test.ts and s3.test.ts):
 * write and read back under server-made names, sign expiring addresses, refuse foreign names.
 */
export function fileStorageContract(
  setup: () => Promise<{ storage: FileStorage; cleanup: () => Promise<void> }>,
): void {
  let storage: FileStorage;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, cleanup } = await setup());
  });
  afterAll(async () => {
    await cleanup();
  });

  it('writes, replaces and reads back; nothing stored reads as null', async () => {
    const name = `${contractOwner}/${contractKey}.pdf`;
    await storage.write(name, Buffer.from('%PDF-1.4 one'));
    await storage.write(name, Buffer.from('%PDF-1.4 two'));
    expect(await text((await storage.openRead(name))!)).toBe('%PDF-1.4 two');
    expect(await storage.openRead(`${contractOwner}/${contractKey}.png`)).toBeNull();
  });

  it('is ready while the store answers (the readiness check of /ready)', async () => {
    await expect(
      storage.check?.() ?? Promise.reject(new Error('no check')),
    ).resolves.toBeUndefined();
  });

  it('signs upload and download addresses valid for 15 minutes', async () => {
    const before = Date.now();
    for (const signed of [
      await storage.uploadUrl(`${contractOwner}/${contractKey}.png`, 'image/png'),
      await storage.downloadUrl(`${contractOwner}/${contractKey}.png`),
    ]) {
      expect(signed.url).toMatch(/^https?:\/\//);
      expect(signed.url).toContain(`${contractOwner}/${contractKey}.png`);
      expect(signed.expiresAt).toBeGreaterThanOrEqual(before + SIGNED_URL_TTL_MS - 1000);
      expect(signed.expiresAt).toBeLessThanOrEqual(Date.now() + SIGNED_URL_TTL_MS);
    }
    const upload = await storage.uploadUrl(`${contractOwner}/${contractKey}.png`, 'image/png');
    const download = await storage.downloadUrl(`${contractOwner}/${contractKey}.png`);
    expect(upload.url).not.toBe(download.url);
  });

  it('never maps a foreign name to a stored object', async () => {
    await expect(storage.downloadUrl('../../etc/passwd')).rejects.toThrow();
    await expect(storage.uploadUrl(`${contractOwner}/${contractKey}.svg`)).rejects.toThrow();
    await expect(
      storage.write(`${contractOwner}/../../x.pdf`, Buffer.from('%PDF-')),
    ).rejects.toThrow();
    await expect(storage.openRead('../secrets')).rejects.toThrow();
  });
}
