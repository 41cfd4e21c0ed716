import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/** Issue 8 §2: the portal's pages reach any client, not only one that asks for text/html. */
describe('the app shell', () => {
  let t: TestApp;
  let staticDir: string;
  const PAGE = '<!doctype html><title>Lab Portal</title>';
  const BIG = 'export const labs = ["density", "titrations"];\n'.repeat(200);

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'lab-portal-static-'));
    await writeFile(path.join(staticDir, 'index.html'), PAGE);
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log(1);');
    // What the build writes beside a hashed asset (vite.config.ts precompress).
    await writeFile(path.join(staticDir, 'assets', 'big-abc.js'), BIG);
    await writeFile(path.join(staticDir, 'assets', 'big-abc.js.br'), brotliCompressSync(BIG));
    await writeFile(path.join(staticDir, 'assets', 'big-abc.js.gz'), gzipSync(BIG));
    t = await createTestApp({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, accept?: string) =>
    t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

  it.each([
    ['/', '*/*'],
    ['/', undefined],
    ['/', 'text/html'],
    ['/labs/physics-density', '*/*'],
    ['/portfolio?groupid=1', undefined],
  ])('GET %s with Accept %s is the page', async (url, accept) => {
    const res = await get(url, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(PAGE);
  });

  it('serves the files themselves', async () => {
    const res = await get('/assets/app.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1);');
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ])(
    'sends a hashed asset %s-compressed to a browser that accepts it, cached for good',
    async (encoding, accepted, decode) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/big-abc.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(res.rawPayload).toString()).toBe(BIG);
    },
  );

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await get('/assets/big-abc.js', '*/*');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BIG);
  });

  it.each([
    ['a missing file', '/assets/missing.js', '*/*'],
    ['a missing image', '/favicon-old.png', 'image/*'],
    ['an unknown API address', '/user-api/nothing-here', 'text/html'],
    ['an unknown health address', '/health/more', '*/*'],
  ])('%s is a 404 JSON answer, never the page', async (_what, url, accept) => {
    const res = await get(url, accept);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
