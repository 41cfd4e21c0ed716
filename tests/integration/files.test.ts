import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { downloadUrlSchema, MAX_UPLOAD_BYTES, uploadUrlSchema } from '@common/schemas/lab-book';
import { errorBodySchema } from '@common/schemas/primitives';
import { serverSecrets } from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { UrlSigner } from '@server/storage/local-disk';
import { SIGNED_URL_TTL_MS } from '@server/storage/storage';
import { createTestApp, type TestApp } from '../helpers/app';
import { injectAs } from '../helpers/inject';
import { accessTokenFor } from '../helpers/auth';

const { student, student2, instructor } = DEMO_USER_IDS;
const PUBLIC_URL = 'http://localhost:8080';

/** A real one-page PDF and a real 1x1 PNG. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9,
]);

describe('lab-book files (local disk, signed addresses)', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const inject = injectAs(() => t.app, tokens);
  const api = (url: string, as: string | undefined, payload: object) =>
    inject('POST', `/labbook-api/lab-book/${url}`, as, payload);
  /** The path of an absolute address of this app. */
  const local = (url: string) => {
    expect(url.startsWith(`${PUBLIC_URL}/files/`)).toBe(true);
    return url.slice(PUBLIC_URL.length);
  };
  const putFile = (url: string, body: Buffer, contentType: string) =>
    t.app.inject({
      method: 'PUT',
      url: local(url),
      headers: { 'content-type': contentType },
      payload: body,
    });
  const uploadUrl = async (contentType: string, as: string = student, actorId?: string) => {
    const res = await api('upload-url', as, {
      contentType,
      key: uuidv7(),
      ...(actorId ? { actor_id: actorId } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return uploadUrlSchema.strict().parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of [student, student2, instructor])
      tokens.set(id, await accessTokenFor(t.app, id));
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['a PDF', 'application/pdf', PDF, 'pdf'],
    ['a PNG', 'image/png', PNG, 'png'],
    ['a JPEG', 'image/jpeg', JPEG, 'jpg'],
  ])('%s goes up and comes back byte for byte', async (_name, type, bytes, ext) => {
    const before = Date.now();
    const up = await uploadUrl(type);
    expect(up.fileName).toMatch(new RegExp(`^${student}/[0-9a-f-]{36}\\.${ext}$`));
    expect(up.expiresAt).toBeGreaterThanOrEqual(before + SIGNED_URL_TTL_MS);
    expect(up.expiresAt).toBeLessThanOrEqual(Date.now() + SIGNED_URL_TTL_MS);
    const put = await putFile(up.uploadURL, bytes, type);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ fileName: up.fileName, size: bytes.length, contentType: type });

    const down = await api('download-url', student, { fileName: up.fileName });
    expect(down.statusCode).toBe(200);
    const { downloadURL } = downloadUrlSchema.strict().parse(down.json());
    const get = await t.app.inject({ method: 'GET', url: local(downloadURL) });
    expect(get.statusCode).toBe(200);
    expect(get.rawPayload.equals(bytes)).toBe(true);
    expect(get.headers['content-type']).toBe(type);
    const stored = up.fileName.split('/')[1];
    expect(get.headers['content-disposition']).toBe(
      `attachment; filename="${stored}"; filename*=UTF-8''${stored}`,
    );
    expect(get.headers['x-content-type-options']).toBe('nosniff');
  });

  it('downloads under the name the file had on the device, cleaned (RFC 6266)', async () => {
    const key = uuidv7();
    const named = async (name: string) => {
      const res = await api('upload-url', student, { contentType: 'application/pdf', key, name });
      expect(res.statusCode, res.body).toBe(200);
      return uploadUrlSchema.parse(res.json());
    };
    const up = await named('../Résumé "final"\u0007.pdf');
    // Asking again for the same key keeps the first name.
    await named('other.pdf');
    expect((await putFile(up.uploadURL, PDF, 'application/pdf')).statusCode).toBe(200);
    const down = await api('download-url', instructor, { fileName: up.fileName });
    const { downloadURL } = downloadUrlSchema.parse(down.json());
    const get = await t.app.inject({ method: 'GET', url: local(downloadURL) });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20_final_.pdf`,
    );
  });

  it('a re-PUT of the same bytes is fine; other bytes under the same name are a 409', async () => {
    const up = await uploadUrl('application/pdf');
    expect((await putFile(up.uploadURL, PDF, 'application/pdf')).statusCode).toBe(200);
    expect((await putFile(up.uploadURL, PDF, 'application/octet-stream')).statusCode).toBe(200);
    const other = Buffer.concat([PDF, Buffer.from('% changed\n')]);
    expect((await putFile(up.uploadURL, other, 'application/pdf')).statusCode).toBe(409);
    // Asking again for the same key gives the same name.
    const again = await api('upload-url', student, {
      contentType: 'application/pdf',
      key: up.fileName.split('/')[1]!.replace('.pdf', ''),
    });
    expect(uploadUrlSchema.parse(again.json()).fileName).toBe(up.fileName);
  });

  it('content must match the declared type (415), with the spec’s words', async () => {
    const up = await uploadUrl('application/pdf');
    const res = await putFile(up.uploadURL, PNG, 'application/pdf');
    expect(res.statusCode).toBe(415);
    expect(errorBodySchema.parse(res.json()).message).toMatch(/not a PDF.*PNG.*Wrong file type/);
    const svg = await putFile(
      (await uploadUrl('image/png')).uploadURL,
      Buffer.from('<svg onload="alert(1)"/>'),
      'image/png',
    );
    expect(svg.statusCode).toBe(415);
    const text = await putFile((await uploadUrl('image/png')).uploadURL, PNG, 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/Content-Type/);
    expect(
      (await api('upload-url', student, { contentType: 'image/svg+xml', key: uuidv7() }))
        .statusCode,
    ).toBe(400);
  });

  it('a file over the limit is a 413; an empty one a 400', async () => {
    const up = await uploadUrl('application/pdf');
    const over = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF.length)]);
    const res = await putFile(up.uploadURL, over, 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 10 MB/);
    const far = await putFile(
      up.uploadURL,
      Buffer.alloc(MAX_UPLOAD_BYTES + 4096),
      'application/pdf',
    );
    expect(far.statusCode).toBe(413);
    expect(far.json().message).toMatch(/larger than 10 MB/);
    expect((await putFile(up.uploadURL, Buffer.alloc(0), 'application/pdf')).statusCode).toBe(400);
  });

  it('an expired, tampered, unsigned or download address cannot upload (403, "expired")', async () => {
    const up = await uploadUrl('image/png');
    const path = new URL(up.uploadURL).pathname;
    // The app's own key (made at start), with a clock 15 minutes and a second in the past.
    const [secret] = await t.database.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'files_url_key'));
    const key = secret!.value as string;
    const past = new UrlSigner(
      Buffer.from(key, 'base64url'),
      () => Date.now() - SIGNED_URL_TTL_MS - 1000,
    );
    const old = past.sign('upload', up.fileName);
    const expired = await putFile(
      `${PUBLIC_URL}${path}?exp=${old.exp}&sig=${old.sig}`,
      PNG,
      'image/png',
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/upload address has expired/);

    const url = new URL(up.uploadURL);
    const sig = url.searchParams.get('sig')!;
    url.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    const tampered = await putFile(url.toString(), PNG, 'image/png');
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().message).toMatch(/upload address .*expired/);
    const later = new URL(up.uploadURL);
    later.searchParams.set('exp', String(up.expiresAt + 3_600_000));
    expect((await putFile(later.toString(), PNG, 'image/png')).statusCode).toBe(403);
    expect((await putFile(`${PUBLIC_URL}${path}`, PNG, 'image/png')).statusCode).toBe(403);

    expect((await putFile(up.uploadURL, PNG, 'image/png')).statusCode).toBe(200);
    const down = downloadUrlSchema.parse(
      (await api('download-url', student, { fileName: up.fileName })).json(),
    );
    const asUpload = down.downloadURL.replace('/files/', '/files/upload/');
    expect((await putFile(asUpload, PNG, 'image/png')).statusCode).toBe(403);
    const oldGet = past.sign('download', up.fileName);
    const expiredGet = await t.app.inject({
      method: 'GET',
      url: `/files/${up.fileName}?exp=${oldGet.exp}&sig=${oldGet.sig}`,
    });
    expect(expiredGet.statusCode).toBe(403);
    expect(expiredGet.json().message).toMatch(/download address has expired/);
  });

  it.each([
    ['PUT', `/files/upload/..%2F..%2Fetc/passwd?exp=1&sig=x`],
    ['PUT', `/files/upload/${student}/..%2F..%2F..%2Fpackage.json?exp=1&sig=x`],
    ['GET', `/files/${student}/..%2Fx.pdf?exp=1&sig=x`],
    ['GET', `/files/..%2F..%2Fetc/passwd?exp=1&sig=x`],
    ['GET', `/files/${student.toUpperCase()}/0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b.pdf?exp=1&sig=x`],
    ['GET', `/files/${student}/0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b.svg?exp=1&sig=x`],
  ])('%s %s: names the server did not make are refused', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { 'content-type': 'application/pdf' },
      ...(method === 'PUT' ? { payload: PDF } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('download-url checks the name, then access, then existence', async () => {
    for (const fileName of ['../../etc/passwd', `${student}/../x.pdf`, 'x'.repeat(301)]) {
      expect((await api('download-url', student, { fileName })).statusCode).toBe(400);
    }
    const missing = `${student}/${uuidv7()}.pdf`;
    expect((await api('download-url', student2, { fileName: missing })).statusCode).toBe(403);
    expect((await api('download-url', student, { fileName: missing })).statusCode).toBe(404);
    const up = await uploadUrl('application/pdf');
    expect((await api('download-url', student, { fileName: up.fileName })).statusCode).toBe(404);
    await putFile(up.uploadURL, PDF, 'application/pdf');
    expect((await api('download-url', instructor, { fileName: up.fileName })).statusCode).toBe(200);
    expect((await api('download-url', student2, { fileName: up.fileName })).statusCode).toBe(403);
    expect((await api('download-url', undefined, { fileName: up.fileName })).statusCode).toBe(401);
  });

  it('upload-url: the owner, or a reviewer adding to a student’s book; nobody else', async () => {
    const byInstructor = await uploadUrl('image/png', instructor, student);
    expect(byInstructor.fileName.startsWith(`${student}/`)).toBe(true);
    expect(
      (
        await api('upload-url', student2, {
          contentType: 'image/png',
          key: uuidv7(),
          actor_id: student,
        })
      ).statusCode,
    ).toBe(403);
    // The student cannot take over the instructor's file key.
    const key = byInstructor.fileName.split('/')[1]!.replace('.png', '');
    const taken = await api('upload-url', student, { contentType: 'image/png', key });
    expect(taken.statusCode).toBe(409);
    expect(
      (await api('upload-url', student, { contentType: 'application/pdf', key: 'k1' })).statusCode,
    ).toBe(400);
  });
});
