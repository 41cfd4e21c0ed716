import type { Readable } from 'node:stream';
import { storedFileName } from '@common/domain/stored-files';
import { UPLOAD_CONTENT_TYPES } from '@common/schemas/lab-book';

/**
 * Where lab-book files live (ARCHITECTURE.md "Files"). The API hands out signed, expiring
 * addresses; the bytes go straight to them. Drivers: local disk (local-disk.ts), S3 (s3.ts).
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** An address the client PUTs the file's bytes to (bound to the type, where the store can). */
  uploadUrl(fileName: string, contentType?: UploadContentType): Promise<SignedUrl>;
  /** An address the client GETs the file from (served with this type and disposition). */
  downloadUrl(fileName: string, file?: DownloadHeaders): Promise<SignedUrl>;
  /** Stores the bytes under the name, atomically (a reader never sees half a file). */
  write(fileName: string, bytes: Buffer): Promise<void>;
  /** The file's bytes as a stream, or null when nothing is stored under the name. */
  openRead(fileName: string): Promise<Readable | null>;
  /**
   * Throws when the store cannot take files now (readiness, GET /ready): local disk, the folder
   * is not writable; an object store, the bucket does not answer. A driver without it counts as
   * ready.
   */
  check?(): Promise<void>;
}

export interface DownloadHeaders {
  contentType: string;
  contentDisposition: string;
}

export interface SignedUrl {
  url: string;
  /** ms since the epoch. */
  expiresAt: number;
}

/** Upload and download addresses are valid this long. */
export const SIGNED_URL_TTL_MS = 15 * 60 * 1000;

export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * The only names the server makes: `<ownerId>/<clientKey>.<ext>`, lower case. Every name that
 * reaches a driver is checked against it, so no path can leave the store.
 */
export const FILE_NAME_PATTERN = new RegExp(`^(${UUID})/(${UUID})\\.(pdf|png|jpg)$`);
export const FILE_NAME_PART_PATTERN = new RegExp(`^${UUID}\\.(pdf|png|jpg)$`);

/** The device computes the same name (common/domain/stored-files.ts) for inline images. */
export const makeFileName = storedFileName;

export function isFileName(name: string): boolean {
  return FILE_NAME_PATTERN.test(name);
}

/** The owner id a valid file name starts with. */
export function fileOwnerId(name: string): string | null {
  return FILE_NAME_PATTERN.exec(name)?.[1] ?? null;
}

const MAGIC: Record<UploadContentType, Buffer> = {
  'application/pdf': Buffer.from('%PDF-', 'latin1'),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
};

/** The type the bytes really are (by their magic bytes), among the accepted ones. */
export function sniffContentType(bytes: Buffer): UploadContentType | null {
  for (const type of UPLOAD_CONTENT_TYPES) {
    const magic = MAGIC[type];
    if (bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic)) return type;
  }
  return null;
}

export class StorageUnavailableError extends Error {}
