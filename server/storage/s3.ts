import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MAX_UPLOAD_BYTES } from '@common/schemas/lab-book';
import {
  FILE_NAME_PATTERN,
  SIGNED_URL_TTL_MS,
  sniffContentType,
  StorageUnavailableError,
  type FileStorage,
  type SignedUrl,
  type UploadContentType,
} from './storage';

/**
 * The S3-compatible driver (ARCHITECTURE.md "Files": `@aws-sdk/client-s3`):
 * - uploadUrl: a presigned PUT (15 min) bound to the declared Content-Type;
 * - the bytes then bypass this server, so a file becomes usable only after `checkUpload`: its
 *   size (HEAD) and its bytes (GET: magic bytes against the declared type, sha256), which fill
 *   stored_files.size / sha256 / uploaded_at. A file that fails the check is deleted;
 * - downloadUrl: a presigned GET with ResponseContentDisposition=attachment and the stored type;
 * - write / openRead: PutObject / GetObject under the same server-made names.
 * A store that cannot be reached is a StorageUnavailableError (503), never a 500.
 */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, ...). */
  endpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** The signing clock (tests make addresses that have already expired). */
  now?: () => number;
}

export type UploadCheck =
  | { ok: true; size: number; sha256: string }
  | { ok: false; status: 400 | 404 | 413 | 415; actual?: UploadContentType | null };

export class S3Storage implements FileStorage {
  readonly driver = 's3';
  private readonly client: S3Client;
  private readonly now: () => number;

  constructor(private readonly options: S3StorageOptions) {
    this.now = options.now ?? Date.now;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // A store that is down answers quickly with a 503 instead of retrying for long.
      maxAttempts: 2,
      ...(options.accessKeyId && options.secretAccessKey
        ? {
            credentials: {
              accessKeyId: options.accessKeyId,
              secretAccessKey: options.secretAccessKey,
            },
          }
        : {}),
    });
  }

  async uploadUrl(fileName: string, contentType?: UploadContentType): Promise<SignedUrl> {
    return this.presign(
      new PutObjectCommand({ Bucket: this.bucket, Key: key(fileName), ContentType: contentType }),
      // The Content-Type is signed: the PUT must declare the type the upload was made for.
      contentType ? new Set(['content-type']) : undefined,
    );
  }

  async downloadUrl(
    fileName: string,
    file?: { contentType: string; contentDisposition: string },
  ): Promise<SignedUrl> {
    return this.presign(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key(fileName),
        ResponseContentDisposition: file?.contentDisposition ?? 'attachment',
        ResponseContentType: file?.contentType,
      }),
    );
  }

  /** Readiness: the bucket answers (HeadBucket) with these credentials. */
  async check(): Promise<void> {
    await this.send(() => this.client.send(new HeadBucketCommand({ Bucket: this.bucket })));
  }

  async write(fileName: string, bytes: Buffer): Promise<void> {
    const type = sniffContentType(bytes) ?? 'application/octet-stream';
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key(fileName),
      Body: bytes,
      ContentType: type,
    });
    await this.send(() => this.client.send(command));
  }

  async openRead(fileName: string): Promise<Readable | null> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: key(fileName) });
    const object = await this.send(() => this.client.send(command), true);
    if (!object?.Body) return null;
    return object.Body instanceof Readable
      ? object.Body
      : Readable.from(Buffer.from(await object.Body.transformToByteArray()));
  }

  /**
   * Is what the client PUT there, within the size limit and of the declared type? A refused
   * object is deleted, so the client can upload again under the same name.
   */
  async checkUpload(fileName: string, contentType: string): Promise<UploadCheck> {
    const command = new HeadObjectCommand({ Bucket: this.bucket, Key: key(fileName) });
    const head = await this.send(() => this.client.send(command), true);
    if (!head) return { ok: false, status: 404 };
    const size = head.ContentLength ?? 0;
    if (size === 0 || size > MAX_UPLOAD_BYTES) {
      await this.remove(fileName);
      return { ok: false, status: size === 0 ? 400 : 413 };
    }
    const stream = await this.openRead(fileName);
    if (!stream) return { ok: false, status: 404 };
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    let length = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        length += chunk.length;
        if (length > MAX_UPLOAD_BYTES) break;
        hash.update(chunk);
        if (chunks.reduce((n, c) => n + c.length, 0) < 16) chunks.push(chunk);
      }
    } catch (error) {
      throw unavailable(error);
    } finally {
      stream.destroy();
    }
    if (length > MAX_UPLOAD_BYTES) {
      await this.remove(fileName);
      return { ok: false, status: 413 };
    }
    const actual = sniffContentType(Buffer.concat(chunks));
    if (actual !== contentType) {
      await this.remove(fileName);
      return { ok: false, status: 415, actual };
    }
    return { ok: true, size: length, sha256: hash.digest('hex') };
  }

  async remove(fileName: string): Promise<void> {
    const command = new DeleteObjectCommand({ Bucket: this.bucket, Key: key(fileName) });
    await this.send(() => this.client.send(command));
  }

  /** What every address of a file starts with (the PDF renderer may load images from it). */
  get filesPrefix(): string {
    const origin = s3Origin({
      S3_BUCKET: this.options.bucket,
      S3_REGION: this.options.region,
      S3_ENDPOINT: this.options.endpoint,
      S3_FORCE_PATH_STYLE: this.options.forcePathStyle ?? false,
    });
    return this.options.forcePathStyle ? `${origin}/${this.options.bucket}/` : `${origin}/`;
  }

  private get bucket() {
    return this.options.bucket;
  }

  private async presign(
    command: PutObjectCommand | GetObjectCommand,
    signableHeaders?: Set<string>,
  ): Promise<SignedUrl> {
    const signingDate = new Date(Math.floor(this.now() / 1000) * 1000);
    const expiresIn = SIGNED_URL_TTL_MS / 1000;
    let url: string;
    try {
      url = await getSignedUrl(this.client, command, { expiresIn, signingDate, signableHeaders });
    } catch (error) {
      // No credentials found (S3_ACCESS_KEY_ID unset and no other source): a 503, logged.
      throw unavailable(error);
    }
    return { url, expiresAt: signingDate.getTime() + SIGNED_URL_TTL_MS };
  }

  /** Sends a command; with `missingIsNull`, a missing object is null instead of an error. */
  private async send<T>(run: () => Promise<T>, missingIsNull = false): Promise<T | null> {
    try {
      return await run();
    } catch (error) {
      if (missingIsNull && isMissing(error)) return null;
      throw unavailable(error);
    }
  }
}

function key(fileName: string): string {
  if (!FILE_NAME_PATTERN.test(fileName)) throw new Error('Not a stored file name');
  return fileName;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

function unavailable(error: unknown): StorageUnavailableError {
  if (error instanceof StorageUnavailableError) return error;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new StorageUnavailableError(`The file store (S3) cannot be reached: ${detail}`, {
    cause: error,
  });
}

export function createS3Storage(options: S3StorageOptions): S3Storage {
  return new S3Storage(options);
}

/**
 * The origin the browser PUTs to and GETs from when STORAGE_DRIVER=s3 (for the CSP's
 * connect-src and img-src): the endpoint, or AWS's, with the bucket as a subdomain unless
 * path-style addressing is forced.
 */
export function s3Origin(config: {
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE: boolean;
}): string {
  const base = new URL(config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`);
  if (!config.S3_FORCE_PATH_STYLE && config.S3_BUCKET)
    base.host = `${config.S3_BUCKET}.${base.host}`;
  return base.origin;
}
