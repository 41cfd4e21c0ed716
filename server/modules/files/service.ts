import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  MAX_UPLOAD_BYTES,
  type downloadUrlSchema,
  type uploadUrlBodySchema,
  type uploadUrlSchema,
} from '@common/schemas/lab-book';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import type { LocalDiskStorage, SignatureCheck } from '../../storage/local-disk';
import { S3Storage } from '../../storage/s3';
import {
  fileOwnerId,
  isFileName,
  makeFileName,
  sniffContentType,
  type FileStorage,
} from '../../storage/storage';
import { requireBookAccess } from '../lab-book/access';
import { cleanFileName, contentDisposition } from './download-name';
import * as repo from './repository';

const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'a PDF',
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
};

/** Signed addresses for lab-book files (asked for through the lab-book API). */
export function createFileUrlService(db: Db, storage: FileStorage) {
  return {
    /**
     * `POST lab-book/upload-url`. The name is made from the owner and the client's key, so
     * asking again for the same key gives the same name (and a fresh address).
     */
    async uploadUrl(
      request: FastifyRequest,
      body: z.output<typeof uploadUrlBodySchema>,
    ): Promise<z.output<typeof uploadUrlSchema>> {
      const caller = requireAuth(request).userId;
      const ownerId = (body.actor_id ?? caller).toLowerCase();
      // The owner's files, or the images of an instructor note in a student's book.
      await requireBookAccess(db, caller, [ownerId], ownerId === caller ? 'write' : 'note');
      const fileName = makeFileName(ownerId, body.key, body.contentType);
      const row = await repo.insertFileIfAbsent(db, {
        fileName,
        clientKey: body.key.toLowerCase(),
        ownerId,
        uploaderId: caller,
        contentType: body.contentType,
        originalName: body.name === undefined ? null : cleanFileName(body.name, body.contentType),
      });
      if (row.uploaderId !== caller) {
        throw new HttpError(409, 'This file key is already used by someone else; make a new key.');
      }
      const { url, expiresAt } = await storage.uploadUrl(fileName, body.contentType);
      return { uploadURL: url, fileName, expiresAt };
    },

    /** `POST lab-book/download-url`: for whoever may read the owner's book. */
    async downloadUrl(
      request: FastifyRequest,
      fileName: string,
    ): Promise<z.output<typeof downloadUrlSchema>> {
      const caller = requireAuth(request).userId;
      const ownerId = fileOwnerId(fileName);
      if (!ownerId || !isFileName(fileName)) {
        throw new HttpError(400, 'fileName is not a file name this server made.');
      }
      // Access first, so names in other books cannot be probed.
      await requireBookAccess(db, caller, [ownerId], 'read');
      const row = await repo.findFile(db, fileName);
      if (!row) throw new HttpError(404, NOT_UPLOADED);
      if (!row.uploadedAt) {
        // The bytes went straight to the object store: checked once, before their first use.
        if (!(storage instanceof S3Storage)) throw new HttpError(404, NOT_UPLOADED);
        await confirmS3Upload(db, storage, row);
      }
      const { url, expiresAt } = await storage.downloadUrl(fileName, {
        contentType: row.contentType,
        contentDisposition: contentDisposition(row.originalName ?? fileName.split('/')[1]!),
      });
      return { downloadURL: url, expiresAt };
    },
  };
}

const NOT_UPLOADED = 'No such file (or it is not uploaded yet).';

function wrongType(expected: string, actual: string | null | undefined): string {
  return (
    `The file's content is not ${TYPE_NAMES[expected] ?? expected}` +
    (actual ? ` (it looks like ${TYPE_NAMES[actual]}).` : '.') +
    ' Wrong file type - PDF and image files only.'
  );
}

/** Size, type and sha256 of what the client PUT to the object store; refused bytes are deleted. */
async function confirmS3Upload(db: Db, storage: S3Storage, row: repo.StoredFileRow) {
  const check = await storage.checkUpload(row.fileName, row.contentType);
  if (check.ok) {
    await repo.markUploaded(db, row.fileName, { size: check.size, sha256: check.sha256 });
    return;
  }
  const messages: Record<typeof check.status, string> = {
    400: 'The uploaded file was empty; upload it again.',
    404: NOT_UPLOADED,
    413: `The uploaded file was larger than ${MAX_UPLOAD_MB} MB; it was removed.`,
    415: `${wrongType(row.contentType, check.actual)} It was removed.`,
  };
  throw new HttpError(check.status, messages[check.status]);
}

/** The `/files` side of the local-disk driver: signed PUT and GET of the bytes. */
export function createLocalFileService(db: Db, storage: LocalDiskStorage) {
  function checkSignature(check: SignatureCheck, kind: 'upload' | 'download') {
    if (check === 'valid') return;
    throw new HttpError(
      403,
      check === 'expired'
        ? `This ${kind} address has expired. Ask for a new one.`
        : `This ${kind} address is not valid or has expired. Ask for a new one.`,
    );
  }

  return {
    /** Stores the bytes: they must be what the upload address was made for. Idempotent. */
    async receive(input: {
      fileName: string;
      exp: number;
      sig: string;
      body: unknown;
    }): Promise<{ fileName: string; size: number; contentType: string }> {
      checkSignature(
        storage.signer.verify('upload', input.fileName, input.exp, input.sig),
        'upload',
      );
      if (!Buffer.isBuffer(input.body)) {
        throw new HttpError(
          415,
          'Send the file itself as the body, with Content-Type application/pdf, image/png or image/jpeg.',
        );
      }
      const bytes = input.body;
      if (bytes.length > MAX_UPLOAD_BYTES) {
        throw new HttpError(413, `The file is larger than ${MAX_UPLOAD_MB} MB.`);
      }
      if (bytes.length === 0) throw new HttpError(400, 'The file is empty.');
      const row = await repo.findFile(db, input.fileName);
      if (!row) throw new HttpError(404, 'No upload was prepared under this name.');
      const actual = sniffContentType(bytes);
      if (actual !== row.contentType) {
        throw new HttpError(415, wrongType(row.contentType, actual));
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (row.uploadedAt) {
        if (row.sha256 === sha256) {
          return { fileName: row.fileName, size: bytes.length, contentType: row.contentType };
        }
        throw new HttpError(409, 'A different file was already uploaded under this name.');
      }
      await storage.write(input.fileName, bytes);
      await repo.markUploaded(db, input.fileName, { size: bytes.length, sha256 });
      return { fileName: row.fileName, size: bytes.length, contentType: row.contentType };
    },

    async open(input: { fileName: string; exp: number; sig: string }): Promise<{
      stream: Readable;
      contentType: string;
      size: number | null;
      contentDisposition: string;
    }> {
      checkSignature(
        storage.signer.verify('download', input.fileName, input.exp, input.sig),
        'download',
      );
      const row = await repo.findFile(db, input.fileName);
      const stream = row?.uploadedAt ? await storage.openRead(input.fileName) : null;
      if (!row || !stream) throw new HttpError(404, 'No such file.');
      return {
        stream,
        contentType: row.contentType,
        size: row.size,
        // The name on the student's device (cleaned when stored), else the server-made one.
        contentDisposition: contentDisposition(row.originalName ?? input.fileName.split('/')[1]!),
      };
    },
  };
}
