import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadOrCreateSecret } from '../db/secrets';
import { LocalDiskStorage, UrlSigner } from './local-disk';
import { createS3Storage } from './s3';
import type { FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

/**
 * The configured file store as `app.fileStorage`; `filesUrl` is where the files module serves
 * signed addresses. The URL key is kept in the database, shared by all instances.
 */
export default fp<{ filesUrl: string }>(
  async function fileStorage(app: FastifyInstance, options) {
    const { config } = app;
    if (config.STORAGE_DRIVER === 's3') {
      app.decorate(
        'fileStorage',
        createS3Storage({
          bucket: config.S3_BUCKET!,
          region: config.S3_REGION,
          endpoint: config.S3_ENDPOINT,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        }),
      );
      return;
    }
    const key = await loadOrCreateSecret(app.database.db, 'files_url_key', () =>
      randomBytes(32).toString('base64url'),
    );
    const storage = new LocalDiskStorage(
      path.resolve(config.DATA_DIR, 'files'),
      options.filesUrl,
      new UrlSigner(Buffer.from(key, 'base64url')),
    );
    app.decorate('fileStorage', storage);
  },
  { name: 'file-storage' },
);
