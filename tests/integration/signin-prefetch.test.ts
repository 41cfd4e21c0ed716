import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PWA_CLIENT_ID } from '@server/plugins/oidc/clients';
import { createTestApp, type TestApp } from '../helpers/app';

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/** A build's manifest (vite build.manifest), cut down to the app start and one lazy route. */
const MANIFEST = {
  'index.html': {
    file: 'assets/main-1.js',
    isEntry: true,
    imports: ['_preload-1.js'],
    dynamicImports: ['src/features/auth/sign-in-first.ts', 'src/app/bootstrap.tsx'],
  },
  '_preload-1.js': { file: 'assets/preload-1.js' },
  'callback.html': { file: 'assets/callback-1.js', isEntry: true, imports: ['_user-manager-1.js'] },
  '_user-manager-1.js': { file: 'assets/user-manager-1.js' },
  'src/features/auth/sign-in-first.ts': { file: 'assets/sign-in-first-1.js', isDynamicEntry: true },
  'src/app/bootstrap.tsx': {
    file: 'assets/bootstrap-1.js',
    css: ['assets/bootstrap-1.css'],
    imports: ['_react-1.js'],
    dynamicImports: [
      '_lab-book-device-1.js',
      '_user-manager-1.js',
      'src/app/routes/_app/_shell.tsx?tsr-split=component',
      'src/app/routes/_app/_shell/_teacher/dashboard.tsx?tsr-split=component',
    ],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_lab-book-device-1.js': { file: 'assets/lab-book-device-1.js' },
  'src/app/routes/_app/_shell.tsx?tsr-split=component': {
    file: 'assets/_shell-1.js',
    css: ['assets/_shell-1.css'],
  },
  'src/app/routes/_app/_shell/_teacher/dashboard.tsx?tsr-split=component': {
    file: 'assets/dashboard-1.js',
  },
};

async function signInPage(t: TestApp): Promise<string> {
  const authorize = await t.app.inject({
    method: 'GET',
    url: `/auth/auth?${new URLSearchParams({
      client_id: PWA_CLIENT_ID,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: 'http://localhost:8080/callback.html',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
    }).toString()}`,
  });
  expect(authorize.statusCode).toBe(303);
  const cookies = Object.fromEntries(authorize.cookies.map(({ name, value }) => [name, value]));
  const page = await t.app.inject({
    method: 'GET',
    url: String(authorize.headers.location),
    cookies,
  });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('type="password"');
  return page.body;
}

const prefetched = (html: string) =>
  [...html.matchAll(/<link rel="prefetch" href="([^"]+)">/g)].map((match) => match[1]);

describe('the sign-in page prefetches the app start (issue 13)', () => {
  let built: TestApp;
  let unbuilt: TestApp;
  let staticDir: string;
  let emptyDir: string;

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'lab-portal-static-'));
    emptyDir = await mkdtemp(path.join(tmpdir(), 'lab-portal-static-'));
    await mkdir(path.join(staticDir, '.vite'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Lab Portal</title>');
    await writeFile(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    built = await createTestApp({ STATIC_DIR: staticDir });
    unbuilt = await createTestApp({ STATIC_DIR: emptyDir });
  });
  afterAll(async () => {
    await built?.close();
    await unbuilt?.close();
    await rm(staticDir, { recursive: true, force: true });
    await rm(emptyDir, { recursive: true, force: true });
  });

  it('lists the callback, the entry, the app, its styles, the lab book and the app shell', async () => {
    const links = prefetched(await signInPage(built));
    expect([...links].sort()).toEqual(
      [
        '/assets/_shell-1.css',
        '/assets/_shell-1.js',
        '/assets/bootstrap-1.css',
        '/assets/bootstrap-1.js',
        '/assets/callback-1.js',
        '/assets/lab-book-device-1.js',
        '/assets/main-1.js',
        '/assets/preload-1.js',
        '/assets/react-1.js',
        '/assets/user-manager-1.js',
      ].sort(),
    );
    // Not the signed-out path or routes that are not the first screen.
    expect(links).not.toContain('/assets/sign-in-first-1.js');
    expect(links).not.toContain('/assets/dashboard-1.js');
  });

  it('lists nothing when there is no build', async () => {
    expect(prefetched(await signInPage(unbuilt))).toEqual([]);
  });
});
