import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { labBookPdfBody, openPdfTab as openTab, type PdfTab as Tab } from '../helpers/pdf-tab';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { freePort } from '../helpers/browserless';

const { student, student2, instructor } = DEMO_USER_IDS;

/** The PWA's lab-book export, with a button the PDF must not show. */
const body = (wsId: string, overrides: Record<string, unknown> = {}) =>
  labBookPdfBody(wsId, {
    html: '<article><h2>Density</h2><p>Water: <b>50.000 mL</b></p><button>Hide</button></article>',
    ...overrides,
  });

async function listening(overrides: Record<string, string> = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp({ PUBLIC_URL: origin, ...overrides });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return { testApp, origin };
}

describe('POST /functions/pdf (real Chromium, real socket)', () => {
  let t: TestApp;
  let origin: string;
  const tokens = new Map<string, string>();
  const tabs: Tab[] = [];
  const post = (as: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/functions/pdf',
      headers: as ? { authorization: `Bearer ${tokens.get(as)}` } : {},
      payload,
    });
  const tab = async (userId: string) => {
    const opened = await openTab(origin, tokens.get(userId)!);
    tabs.push(opened);
    return opened;
  };

  beforeAll(async () => {
    ({ testApp: t, origin } = await listening());
    for (const id of [student, student2, instructor])
      tokens.set(id, await accessTokenFor(t.app, id));
  });
  afterAll(async () => {
    for (const opened of tabs) opened.close();
    await t?.close();
  });

  it('401 without a token, before the body is looked at', async () => {
    const res = await post(undefined, {});
    expect(res.statusCode).toBe(401);
  });

  it('400 on a bad body, naming the field', async () => {
    const { connectionId } = await tab(student);
    const res = await post(student, body(connectionId, { timeZone: 'Mars/Olympus' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('timeZone');
    expect((await post(student, { html: '<p>x</p>' })).statusCode).toBe(400);
    expect((await post(student, body('not-a-connection'))).statusCode).toBe(400);
  });

  it("403 for another user's socket connection or book", async () => {
    const mine = await tab(student);
    const theirs = await tab(student2);
    const wrongSocket = await post(student, body(theirs.connectionId));
    expect(wrongSocket.statusCode).toBe(403);
    expect(wrongSocket.json().message).toMatch(/wsId/);
    // student2 is not Ana's instructor.
    const wrongBook = await post(student2, body(theirs.connectionId));
    expect(wrongBook.statusCode).toBe(403);
    expect(JSON.stringify(wrongBook.json())).not.toMatch(/stack|select /i);
    expect(mine.events).toEqual([]);
  });

  it('413 for a body over the limit', async () => {
    const { connectionId } = await tab(student);
    const res = await post(student, body(connectionId, { html: 'x'.repeat(11_000_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large to export/);
  });

  it('renders a real PDF, announced on that tab only, downloadable through the signed URL', async () => {
    const exporting = await tab(student);
    const other = await tab(student);
    // An image of the portal's own files is drawn; an image from elsewhere is dropped.
    const key = uuidv7();
    const upload = await t.app.inject({
      method: 'POST',
      url: '/labbook-api/lab-book/upload-url',
      headers: { authorization: `Bearer ${tokens.get(student)}` },
      payload: { contentType: 'image/png', key },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const put = await t.app.inject({
      method: 'PUT',
      url: upload.json().uploadURL.slice(origin.length),
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(put.statusCode, put.body).toBe(200);
    const download = await t.app.inject({
      method: 'POST',
      url: '/labbook-api/lab-book/download-url',
      headers: { authorization: `Bearer ${tokens.get(student)}` },
      payload: { fileName: upload.json().fileName },
    });
    expect(download.statusCode, download.body).toBe(200);

    const payload = body(exporting.connectionId, {
      html:
        '<article><h2>Density</h2><p>Ana’s notes</p>' +
        `<img src="${download.json().downloadURL}" alt="cylinder">` +
        '<img src="https://example.invalid/track.png"></article>',
    });
    const res = await post(student, payload);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ exportId: payload.exportId });

    await expect.poll(() => exporting.events, { timeout: 60_000 }).toHaveLength(1);
    const event = exporting.events[0]!;
    expect(event).toMatchObject({ type: 'pdf-ready', exportId: payload.exportId });
    if (event.type !== 'pdf-ready') throw new Error('not ready');
    expect(event.fileName).toMatch(/^lab-book-ana-lopez-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(event.url.startsWith(`${origin}/files/${student}/`)).toBe(true);
    expect(other.events).toEqual([]);

    const file = await fetch(event.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    // The portal's image was fetched through its signed address and drawn.
    expect(bytes.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);

    // The same export id again is refused (the stored file is never replaced).
    expect((await post(student, payload)).statusCode).toBe(409);
  });

  it("an instructor exports a student's book to their own tab", async () => {
    const teacher = await tab(instructor);
    const payload = body(teacher.connectionId, { printName: 'Irene Novak' });
    const res = await post(instructor, payload);
    expect(res.statusCode, res.body).toBe(202);
    await expect
      .poll(() => teacher.events.map((e) => e.type), { timeout: 60_000 })
      .toEqual(['pdf-ready']);
  });
});

describe('POST /functions/pdf when Chromium is missing', () => {
  let t: TestApp;
  let origin: string;
  let socket: Tab | undefined;

  beforeAll(async () => {
    ({ testApp: t, origin } = await listening({ CHROMIUM_PATH: '/nonexistent/chromium' }));
  });
  afterAll(async () => {
    socket?.close();
    await t?.close();
  });

  it('accepts, then sends pdf-failed to the tab (no details)', async () => {
    const token = await accessTokenFor(t.app, student);
    socket = await openTab(origin, token);
    const payload = body(socket.connectionId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/functions/pdf',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(202);
    await expect.poll(() => socket!.events, { timeout: 30_000 }).toHaveLength(1);
    expect(socket.events[0]).toStrictEqual({ type: 'pdf-failed', exportId: payload.exportId });
  });
});
