/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

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
  /^\/health(\/|$)/,
  /^\/legal(\/|$)/,
  /^\/config\.json$/,
  /^\/callback\.html/,
  /^\/silent-renew\.html/,
];

// The app shell, the reference labs and the icons: the app starts with no network at all.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page address is the single-page app (loader paths like /physics-density included).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_PATHS }),
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

clientsClaim();
