/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { openLabBookDb, type LabBookDb } from '../src/offline/lab-book-db';
import {
  createOutboxHost,
  listUserSubs,
  OUTBOX_PROBLEM_MESSAGE,
  OUTBOX_RUN_MESSAGE,
  OUTBOX_SYNC_TAG,
  TOKEN_REQUEST_MESSAGE,
  type HostRunResult,
} from '../src/offline/outbox-host';
import { readEndpoints, readMirroredToken } from '../src/offline/token-mirror';
import { precacheAndRouteInParallel } from './precache';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

/** Paths served by the server, never by the app shell. */
const SERVER_PATHS = [
  /^\/auth(\/|$)/,
  /^\/user-api(\/|$)/,
  /^\/api(\/|$)/,
  /^\/xapi(\/|$)/,
  /^\/labbook-api(\/|$)/,
  /^\/presets-api(\/|$)/,
  /^\/functions(\/|$)/,
  /^\/files(\/|$)/,
  /^\/worksheets-site(\/|$)/,
  /^\/health(\/|$)/,
  /^\/legal(\/|$)/,
  /^\/config\.json$/,
  /^\/callback\.html/,
  /^\/silent-renew\.html/,
];

// The app shell, the reference labs and the icons: the app starts with no network at all.
const precache = precacheAndRouteInParallel(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The reference benches open in the lab frame at /benches/<bench>/?labType=...: their own page
// from the precache (the query would miss the precache, and the app shell is not the bench).
const BENCH_PAGE = /^\/benches\/([a-z0-9-]+)\/(?:index\.html)?$/;
registerRoute(
  ({ url, request }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    BENCH_PAGE.test(url.pathname),
  (options) => {
    const bench = BENCH_PAGE.exec(options.url.pathname)?.[1] ?? '';
    return precache.createHandlerBoundToURL(`benches/${bench}/index.html`)(options);
  },
);

// Every page address is the single-page app (loader paths like /physics-density included).
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), {
    denylist: [...SERVER_PATHS, /^\/benches\//],
  }),
);

// Runtime config: fresh when the network answers quickly, the last copy otherwise.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname === '/config.json' &&
    request.method === 'GET',
  new NetworkFirst({
    cacheName: 'runtime-config',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 1 })],
  }),
);

// A new version waits until the page asks (the 'Update available' prompt's Reload button), so a
// lab book entry in progress is never cut off by a surprise reload.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// ---- The lab-book outbox (src/offline, ARCHITECTURE.md "Offline first" point 3) ----

/** How long a refused token waits for an open page to renew it. */
const TOKEN_WAIT_MS = 10_000;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A refused (or missing) token: the pages of THAT user renew theirs and mirror it into that
 * user's database; the worker never borrows another user's token.
 */
async function askPagesForToken(
  sub: string,
  db: LabBookDb,
  rejected: string | null,
): Promise<string | null> {
  const current = await readMirroredToken(db, sub, Date.now());
  if (current && current !== rejected) return current;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.length === 0) return null;
  windows.forEach((client) => client.postMessage({ type: TOKEN_REQUEST_MESSAGE, sub }));
  for (const deadline = Date.now() + TOKEN_WAIT_MS; Date.now() < deadline;) {
    await pause(250);
    const token = await readMirroredToken(db, sub, Date.now());
    if (token && token !== rejected) return token;
  }
  return null;
}

const outbox = createOutboxHost({
  openDb: (sub) => openLabBookDb(sub),
  fetch: (input, init) => self.fetch(input, init),
  locks: self.navigator.locks,
  endpoints: readEndpoints,
  getToken: (sub, db) => readMirroredToken(db, sub, Date.now()),
  requestToken: askPagesForToken,
  log: (message, detail) => console.debug(message, detail),
  // The worker has no /debug of its own: that user's open pages log it.
  report: (sub, problem) =>
    void self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) =>
        windows.forEach((client) =>
          client.postMessage({ type: OUTBOX_PROBLEM_MESSAGE, sub, problem }),
        ),
      ),
});

/** Every user with a lab-book database on this device, one after another. */
async function runAllUsers(): Promise<HostRunResult[]> {
  const results: HostRunResult[] = [];
  for (const sub of await listUserSubs(self.indexedDB)) results.push(await outbox.runUser(sub));
  return results;
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    runAllUsers().then((results) => {
      // Rejecting asks the browser to fire the sync again later (with its own backoff).
      if (!sync.lastChance && results.some((result) => result.stop === 'waiting'))
        throw new Error('Lab-book outbox: waiting for the network');
    }),
  );
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; sub?: unknown } | null;
  if (data?.type !== OUTBOX_RUN_MESSAGE || typeof data.sub !== 'string') return;
  const sub = data.sub;
  event.waitUntil(
    listUserSubs(self.indexedDB).then((subs) => (subs.includes(sub) ? outbox.runUser(sub) : null)),
  );
});

// A new worker picks up whatever the old one left. Not inside waitUntil: activation must not
// wait for the network (page loads queue behind it).
self.addEventListener('activate', () => {
  void runAllUsers().catch((error: unknown) => console.warn('[outbox] run failed:', error));
});

clientsClaim();
