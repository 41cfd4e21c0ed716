/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/** Precache downloads at once: what a browser opens to one host. */
const PARALLEL_DOWNLOADS = 6;

/**
 * Workbox's precache and its route, with the install downloading several entries at a time.
 * Workbox's own install takes them one after the other (workbox#2528): the app's ~300 chunks
 * cost ~300 round trips in a row before the app opens offline, which on a slow school network
 * is minutes, and on a slow device keeps the first minutes of every new browser busy.
 */
export function precacheAndRouteInParallel(entries: Array<PrecacheEntry | string>) {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  self.addEventListener('install', (event) => event.waitUntil(install(controller, event)));
  // Deletes what the new manifest no longer lists (it calls waitUntil itself).
  self.addEventListener('activate', (event) => void controller.activate(event));
  registerRoute(new PrecacheRoute(controller));
  return controller;
}

async function install(controller: PrecacheController, event: ExtendableEvent): Promise<void> {
  const queue = [...controller.getURLsToCacheKeys()];
  const downloader = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, cacheKey] = next;
      const request = new Request(url, {
        integrity: controller.getIntegrityForCacheKey(cacheKey),
        // As Workbox does: an entry with a revision (in its cache key) skips the HTTP cache; a
        // hashed file may come from it.
        cache: cacheKey === url ? 'default' : 'reload',
        credentials: 'same-origin',
      });
      // Fails the install if any entry cannot be cached, as Workbox's own does.
      await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, downloader));
}
