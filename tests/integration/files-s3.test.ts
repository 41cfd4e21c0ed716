import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { downloadUrlSchema, MAX_UPLOAD_BYTES, uploadUrlSchema } from '@common/schemas/lab-book';
import { errorBodySchema } from '@common/schemas/primitives';
import { storedFiles } from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { startS3Server, type TestS3Server } from '@server/storage/s3-test-server';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { injectAs } from '../helpers/inject';

const { student, instructor } = DEMO_USER_IDS;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** The files module with STORAGE_DRIVER=s3: the portal through inject, the bytes over real HTTP. */
describe('lab-book files in an S3-compatible store', () => {
  let s3: TestS3Server;
  let t: TestApp;
  const tokens = new Map<string, string>();
  const inject = injectAs(() => t.app, tokens);
  const api = (url: string, as: string, payload: object) =>
    inject('POST', `/labbook-api/lab-book/${url}`, as, payload);
  const upload = async (contentType: string, bytes: Buffer, name?: string) => {
    const res = await api('upload-url', student, { contentType, key: uuidv7(), name });
    expect(res.statusCode, res.body).toBe(200);
    const up = uploadUrlSchema.strict().parse(res.json());
    expect(up.uploadURL.startsWith(`${s3.endpoint}/${s3.bucket}/${up.fileName}?`)).toBe(true);
    const put = await fetch(up.uploadURL, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'content-type': contentType },
    });
    expect(put.status).toBe(200);
    return up;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    for (const id of [student, instructor]) tokens.set(id, await accessTokenFor(t.app, id));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close().catch(() => undefined);
  });

  it('lets the browser reach the object store (CSP) and serves no /files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${s3.endpoint.replace(/\./g, '\\.')}`));
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/\./g, '\\.')}`));
    const files = await t.app.inject({ method: 'GET', url: `/files/${student}/${uuidv7()}.pdf` });
    expect(files.statusCode).toBe(404);
  });

  it('uploads to the store, checks the file once and downloads it under its name', async () => {
    const up = await upload('application/pdf', PDF, 'Lab report.pdf');
    const down = await api('download-url', instructor, { fileName: up.fileName });
    expect(down.statusCode, down.body).toBe(200);
    const { downloadURL } = downloadUrlSchema.strict().parse(down.json());
    const get = await fetch(downloadURL);
    expect(get.status).toBe(200);
    expect(Buffer.from(await get.arrayBuffer()).equals(PDF)).toBe(true);
    expect(get.headers.get('content-type')).toBe('application/pdf');
    expect(get.headers.get('content-disposition')).toContain('filename="Lab report.pdf"');
    const [row] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.fileName, up.fileName));
    expect(row).toMatchObject({ size: PDF.length });
    expect(row?.uploadedAt).toBeInstanceOf(Date);
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a file not uploaded yet, of the wrong type, or too large', async () => {
    const res = await api('upload-url', student, { contentType: 'image/png', key: uuidv7() });
    const pending = uploadUrlSchema.parse(res.json());
    const missing = await api('download-url', student, { fileName: pending.fileName });
    expect(missing.statusCode).toBe(404);

    const wrong = await upload('image/png', PDF);
    const refused = await api('download-url', student, { fileName: wrong.fileName });
    expect(refused.statusCode).toBe(415);
    expect(errorBodySchema.parse(refused.json()).message).toMatch(/not a PNG image.*PDF/);

    const large = await upload('image/png', Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]));
    const tooLarge = await api('download-url', student, { fileName: large.fileName });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorBodySchema.parse(tooLarge.json()).message).toMatch(/larger than 10 MB/);
    // Removed: the same name can be uploaded again, and then it is fine.
    await fetch(large.uploadURL, {
      method: 'PUT',
      body: new Uint8Array(PNG),
      headers: { 'content-type': 'image/png' },
    });
    expect((await api('download-url', student, { fileName: large.fileName })).statusCode).toBe(200);
  });

  it('answers 503 with a clear message when the object store is unavailable', async () => {
    const res = await api('upload-url', student, { contentType: 'image/png', key: uuidv7() });
    const pending = uploadUrlSchema.parse(res.json());
    await s3.close();
    const down = await api('download-url', student, { fileName: pending.fileName });
    expect(down.statusCode).toBe(503);
    expect(errorBodySchema.parse(down.json()).message).toMatch(/file store is briefly unavailable/);
    expect(down.headers['retry-after']).toBe('30');
  });
});
