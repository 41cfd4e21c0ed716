import { StorageUnavailableError, type FileStorage } from './storage';

/**
 * The S3-compatible driver (ARCHITECTURE.md "Files": `@aws-sdk/client-s3`). Not available in
 * this build: the SDK is not installed, so choosing it stops the start with a clear message
 * rather than pretending. What it has to do when it is built:
 * - uploadUrl: a presigned PUT (15 min) bound to the declared Content-Type;
 * - the bytes then bypass this server, so a file becomes usable only after a check of its first
 *   bytes (ranged GET) against the declared type and of its size (HEAD), which fills
 *   stored_files.size / sha256 / uploaded_at;
 * - downloadUrl: a presigned GET with ResponseContentDisposition=attachment and the stored type;
 * - write / openRead: PutObject / GetObject under the same server-made names.
 */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, ...). */
  endpoint?: string;
  forcePathStyle?: boolean;
}

export function createS3Storage(_options?: S3StorageOptions): FileStorage {
  throw new StorageUnavailableError(
    'STORAGE_DRIVER=s3: the S3-compatible storage driver is not available in this build. ' +
      'Use STORAGE_DRIVER=local.',
  );
}
