import { createHash } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@common/schemas/lab-book';
import { ConfigError, loadConfig } from '../config';
import { sanitizePdfHtml } from '../modules/functions/pdf-html';
import { createS3Storage, s3Origin, type S3Storage } from './s3';
import { startS3Server, type TestS3Server } from './s3-test-server';
import { contractKey, contractOwner, fileStorageContract } from './storage-contract';
import { SIGNED_URL_TTL_MS, StorageUnavailableError } from './storage';

describe('choosing the file store', () => {
  it('defaults to the local disk and accepts only local or s3', () => {
    expect(loadConfig({}).STORAGE_DRIVER).toBe('local');
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files' }).STORAGE_DRIVER).toBe('s3');
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });

  it('stops the start when s3 has no bucket, a bad endpoint or half the keys', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() =>
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b1x', S3_ENDPOINT: 'ftp://x' }),
    ).toThrow(/S3_ENDPOINT/);
    expect(() =>
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'a' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
      S3_REGION: 'us-east-1',
    });
  });
});

const name = `${contractOwner}/${contractKey}.pdf`;

const keys = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCY' };

describe('where S3 addresses point', () => {
  it('at the bucket subdomain on AWS, and under the endpoint path-style', async () => {
    const aws = createS3Storage({ bucket: 'lab-files', region: 'eu-west-1', ...keys });
    expect(aws.filesPrefix).toBe('https://lab-files.s3.eu-west-1.amazonaws.com/');
    expect((await aws.downloadUrl(name)).url.startsWith(aws.filesPrefix)).toBe(true);
    expect(
      s3Origin({ S3_BUCKET: 'lab-files', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: false }),
    ).toBe('https://lab-files.s3.eu-west-1.amazonaws.com');
    const minio = createS3Storage({
      bucket: 'lab-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      ...keys,
    });
    expect(minio.filesPrefix).toBe('http://127.0.0.1:9000/lab-files/');
    const signed = await minio.uploadUrl(name, 'application/pdf');
    expect(signed.url.startsWith(`${minio.filesPrefix}${name}?`)).toBe(true);
  });

  it('lets PDF exports load images from the store, and from nowhere else', async () => {
    const minio = createS3Storage({
      bucket: 'lab-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      ...keys,
    });
    const { url } = await minio.downloadUrl(name);
    const html = sanitizePdfHtml(
      `<p><img src="${url}"><img src="http://127.0.0.1:9000/other/x.png"></p>`,
      'http://localhost:8080',
      [minio.filesPrefix],
    );
    expect(html).toContain(`src="${url.replaceAll('&', '&amp;')}"`);
    expect(html).not.toContain('/other/');
  });
});

describe('S3Storage against an S3-compatible server', () => {
  let server: TestS3Server;
  const storageAt = (now?: () => number) =>
    createS3Storage({
      bucket: server.bucket,
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      accessKeyId: server.accessKeyId,
      secretAccessKey: server.secretAccessKey,
      now,
    });

  fileStorageContract(async () => {
    server = await startS3Server();
    // Closed last, by the check of an unreachable store below.
    return { storage: storageAt(), cleanup: async () => {} };
  });

  let storage: S3Storage;
  beforeAll(() => {
    storage = storageAt();
  });

  const name = (ext: 'pdf' | 'png' = 'pdf', key = contractKey) => `${contractOwner}/${key}.${ext}`;
  const put = async (fileName: string, body: Buffer, type = 'application/pdf') => {
    const { url } = await storage.uploadUrl(fileName, type as 'application/pdf');
    return fetch(url, { method: 'PUT', body, headers: { 'content-type': type } });
  };

  it('takes the bytes at the presigned PUT and gives them at the presigned GET, as an attachment', async () => {
    const fileName = name('pdf', '0190a1b2-c3d4-7e5f-8a6b-000000000001');
    const bytes = Buffer.from('%PDF-1.4 presigned');
    // The declared type is part of the signature: a PUT with another type is refused by S3.
    expect((await storage.uploadUrl(fileName, 'application/pdf')).url).toContain(
      'X-Amz-SignedHeaders=content-type%3Bhost',
    );
    expect((await put(fileName, bytes)).status).toBe(200);
    expect(await storage.checkUpload(fileName, 'application/pdf')).toEqual({
      ok: true,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    const { url, expiresAt } = await storage.downloadUrl(fileName, {
      contentType: 'application/pdf',
      contentDisposition: 'attachment; filename="report.pdf"',
    });
    expect(expiresAt).toBeGreaterThan(Date.now());
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="report.pdf"');
    expect(await res.text()).toBe('%PDF-1.4 presigned');
  });

  it('refuses an address that has expired', async () => {
    const fileName = name('pdf', '0190a1b2-c3d4-7e5f-8a6b-000000000002');
    await storage.write(fileName, Buffer.from('%PDF-1.4 old'));
    const past = Date.now() - SIGNED_URL_TTL_MS - 60_000;
    const old = storageAt(() => past);
    const download = await old.downloadUrl(fileName);
    expect(download.expiresAt).toBeLessThan(Date.now());
    expect((await fetch(download.url)).status).toBe(403);
    const upload = await old.uploadUrl(fileName, 'application/pdf');
    const res = await fetch(upload.url, {
      method: 'PUT',
      body: Buffer.from('%PDF-1.4 new'),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(res.status).toBe(403);
    expect(await text((await storage.openRead(fileName))!)).toBe('%PDF-1.4 old');
  });

  it('checks what was uploaded: missing, empty, too large and wrong type are refused and removed', async () => {
    expect(
      await storage.checkUpload(
        name('pdf', '0190a1b2-c3d4-7e5f-8a6b-00000000000a'),
        'application/pdf',
      ),
    ).toEqual({
      ok: false,
      status: 404,
    });

    const empty = name('pdf', '0190a1b2-c3d4-7e5f-8a6b-000000000003');
    await put(empty, Buffer.alloc(0));
    expect(await storage.checkUpload(empty, 'application/pdf')).toMatchObject({ status: 400 });
    expect(await storage.openRead(empty)).toBeNull();

    const large = name('pdf', '0190a1b2-c3d4-7e5f-8a6b-000000000004');
    await put(large, Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(MAX_UPLOAD_BYTES)]));
    expect(await storage.checkUpload(large, 'application/pdf')).toMatchObject({ status: 413 });
    expect(await storage.openRead(large)).toBeNull();

    const svg = name('png', '0190a1b2-c3d4-7e5f-8a6b-000000000005');
    await put(svg, Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(await storage.checkUpload(svg, 'image/png')).toEqual({
      ok: false,
      status: 415,
      actual: null,
    });
    expect(await storage.openRead(svg)).toBeNull();

    const pdfAsPng = name('png', '0190a1b2-c3d4-7e5f-8a6b-000000000006');
    await put(pdfAsPng, Buffer.from('%PDF-1.4'), 'image/png');
    expect(await storage.checkUpload(pdfAsPng, 'image/png')).toMatchObject({
      status: 415,
      actual: 'application/pdf',
    });
  });

  afterAll(async () => {
    // A store that cannot be reached is a StorageUnavailableError (the API answers 503).
    const down = storageAt();
    await server.close();
    await expect(down.openRead(name())).rejects.toThrow(StorageUnavailableError);
    await expect(down.checkUpload(name(), 'application/pdf')).rejects.toThrow(/cannot be reached/);
    await expect(down.write(name(), Buffer.from('%PDF-'))).rejects.toThrow(StorageUnavailableError);
    // The readiness check (/ready) says so too.
    await expect(down.check()).rejects.toThrow(StorageUnavailableError);
  });
});
