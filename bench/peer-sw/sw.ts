/**
 * The peer's service worker: Workbox background sync used as its documentation shows. Lab-book
 * writes go to the network (NetworkOnly); a write that fails on the network is stored by
 * BackgroundSyncPlugin in Workbox's IndexedDB queue and replayed, oldest first, when a `sync`
 * event comes. The replay is Workbox's own `queue.replayRequests()`; `onSync` only wraps it to
 * tell the benchmark page when a replay ended and how (a BroadcastChannel message), nothing else.
 * Bundled by esbuild in peer-sync.bench.ts; it runs in the browser, not in Node.
 */
import { BackgroundSyncPlugin } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

/** The service worker global, typed here without the WebWorker lib (bench/ compiles with DOM). */
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
};

export const QUEUE_NAME = 'lab-book-writes';
export const CHANNEL = 'peer-sync';

const channel = new BroadcastChannel(CHANNEL);

const backgroundSync = new BackgroundSyncPlugin(QUEUE_NAME, {
  // Workbox's example value: a day, in minutes.
  maxRetentionTime: 24 * 60,
  onSync: async ({ queue }) => {
    try {
      await queue.replayRequests();
      channel.postMessage({ replayed: true });
    } catch (error) {
      channel.postMessage({ replayed: false });
      throw error;
    }
  },
});

const isLabBookWrite = ({ url }: { url: URL }) => url.pathname.startsWith('/labbook-api/lab-book');
for (const method of ['POST', 'PUT'] as const)
  registerRoute(isLabBookWrite, new NetworkOnly({ plugins: [backgroundSync] }), method);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
