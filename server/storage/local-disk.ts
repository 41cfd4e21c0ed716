import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FILE_NAME_PATTERN, SIGNED_URL_TTL_MS, type FileStorage, type SignedUrl } from './storage';

export type UrlPurpose = 'upload' | 'download';
export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * HMAC-SHA256 over purpose, file name and expiry. The clock is injectable so tests can make
 * addresses that have already expired.
 */
export class UrlSigner {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  sign(purpose: UrlPurpose, fileName: string, ttlMs = SIGNED_URL_TTL_MS) {
    const exp = this.now() + ttlMs;
    return { exp, sig: this.mac(purpose, fileName, exp) };
  }

  verify(purpose: UrlPurpose, fileName: string, exp: number, sig: string): SignatureCheck {
    const expected = Buffer.from(this.mac(purpose, fileName, exp));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return exp >= this.now() ? 'valid' : 'expired';
  }

  private mac(purpose: UrlPurpose, fileName: string, exp: number): string {
    return createHmac('sha256', this.key)
      .update(`${purpose}\n${fileName}\n${exp}`)
      .digest('base64url');
  }
}

/**
 * Files under `root` (DATA_DIR/files), served by the files module at `/files` through signed,
 * expiring addresses: `<publicUrl>/files/upload/<name>?exp&sig` and `<publicUrl>/files/<name>?exp&sig`.
 */
export class LocalDiskStorage implements FileStorage {
  readonly driver = 'local';

  constructor(
    private readonly root: string,
    private readonly filesUrl: string,
    readonly signer: UrlSigner,
  ) {}

  async uploadUrl(fileName: string): Promise<SignedUrl> {
    return this.signedUrl('upload', fileName, `${this.filesUrl}/upload/${fileName}`);
  }

  /** The files module sends the stored type and disposition itself. */
  async downloadUrl(fileName: string): Promise<SignedUrl> {
    return this.signedUrl('download', fileName, `${this.filesUrl}/${fileName}`);
  }

  async write(fileName: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(fileName);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async openRead(fileName: string): Promise<Readable | null> {
    const target = this.pathOf(fileName);
    try {
      if (!(await stat(target)).isFile()) return null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    return createReadStream(target);
  }

  /** The folder exists (made if need be) and takes a file: one written and removed. */
  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.ready-${randomUUID()}.tmp`);
    try {
      await writeFile(probe, '', { flag: 'wx' });
    } finally {
      await rm(probe, { force: true });
    }
  }

  private signedUrl(purpose: UrlPurpose, fileName: string, base: string): SignedUrl {
    this.pathOf(fileName);
    const { exp, sig } = this.signer.sign(purpose, fileName);
    return { url: `${base}?exp=${exp}&sig=${sig}`, expiresAt: exp };
  }

  /** Only server-made names map to a path, and the path never leaves the root. */
  private pathOf(fileName: string): string {
    const match = FILE_NAME_PATTERN.exec(fileName);
    if (!match) throw new Error('Not a stored file name');
    const target = path.resolve(this.root, match[1]!, `${match[2]}.${match[3]}`);
    if (!target.startsWith(path.resolve(this.root) + path.sep)) throw new Error('Bad file path');
    return target;
  }
}
