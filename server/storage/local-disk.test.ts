import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalDiskStorage, UrlSigner } from './local-disk';
import { fileStorageContract } from './storage-contract';
import { isFileName, makeFileName, sniffContentType, SIGNED_URL_TTL_MS } from './storage';

const owner = '5eed0000-0000-4000-8000-000000000001';
const key = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
const secret = randomBytes(32);

describe('UrlSigner', () => {
  const start = Date.UTC(2026, 2, 1, 12);

  it('accepts its own signature until the expiry, then says expired', () => {
    let now = start;
    const signer = new UrlSigner(secret, () => now);
    const { exp, sig } = signer.sign('upload', 'a/b.pdf');
    expect(exp).toBe(start + SIGNED_URL_TTL_MS);
    now = exp;
    expect(signer.verify('upload', 'a/b.pdf', exp, sig)).toBe('valid');
    now = exp + 1;
    expect(signer.verify('upload', 'a/b.pdf', exp, sig)).toBe('expired');
  });

  it('refuses a changed name, purpose, expiry or signature, and another key', () => {
    const signer = new UrlSigner(secret, () => start);
    const { exp, sig } = signer.sign('download', 'a/b.pdf');
    expect(signer.verify('download', 'a/c.pdf', exp, sig)).toBe('invalid');
    expect(signer.verify('upload', 'a/b.pdf', exp, sig)).toBe('invalid');
    expect(signer.verify('download', 'a/b.pdf', exp + 60_000, sig)).toBe('invalid');
    const tampered = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect(signer.verify('download', 'a/b.pdf', exp, tampered)).toBe('invalid');
    expect(signer.verify('download', 'a/b.pdf', exp, '')).toBe('invalid');
    expect(
      new UrlSigner(randomBytes(32), () => start).verify('download', 'a/b.pdf', exp, sig),
    ).toBe('invalid');
  });
});

describe('file names and content', () => {
  it('makes lower-case <owner>/<key>.<ext> names and accepts only those', () => {
    expect(makeFileName(owner.toUpperCase(), key, 'image/jpeg')).toBe(`${owner}/${key}.jpg`);
    expect(isFileName(`${owner}/${key}.pdf`)).toBe(true);
    for (const bad of [
      `../${owner}/${key}.pdf`,
      `${owner}/../${key}.pdf`,
      `${owner}/${key}.svg`,
      `${owner}/${key}.pdf/..`,
      `/etc/passwd`,
      `${owner}\\${key}.pdf`,
      `${owner}/${key}.PDF`,
    ]) {
      expect(isFileName(bad), bad).toBe(false);
    }
  });

  it('tells PDF, PNG and JPEG apart by their magic bytes', () => {
    expect(sniffContentType(Buffer.from('%PDF-1.4\n'))).toBe('application/pdf');
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from('<svg onload="alert(1)"/>'))).toBeNull();
    expect(sniffContentType(Buffer.from('%PD'))).toBeNull();
  });
});

describe('LocalDiskStorage', () => {
  let root: string;
  fileStorageContract(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lab-portal-files-'));
    return {
      storage: new LocalDiskStorage(root, 'https://portal.example/files', new UrlSigner(secret)),
      cleanup: () => rm(root, { recursive: true, force: true }),
    };
  });

  it('keeps one file per name under the root (the temporary file is renamed)', async () => {
    const storage = new LocalDiskStorage(
      root,
      'https://portal.example/files',
      new UrlSigner(secret),
    );
    await storage.write(`${owner}/${key}.pdf`, Buffer.from('%PDF-1.4 three'));
    expect(await readdir(path.join(root, owner))).toEqual([`${key}.pdf`]);
  });

  it('signs addresses under its files URL', async () => {
    const storage = new LocalDiskStorage(
      root,
      'https://portal.example/files',
      new UrlSigner(secret),
    );
    const { url, expiresAt } = await storage.uploadUrl(`${owner}/${key}.png`);
    expect(url).toMatch(
      new RegExp(
        `^https://portal\\.example/files/upload/${owner}/${key}\\.png\\?exp=${expiresAt}&sig=[\\w-]+$`,
      ),
    );
  });
});
