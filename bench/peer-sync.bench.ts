/**
 * The peer comparison of issue 13 part 3: the same 1,000 offline notes (10 sessions) replayed
 * through Workbox background sync and through our outbox, on a clean network and on a flaky one,
 * each against the real server (Fastify + PGlite, a fresh database per run) through the flaky
 * proxy (flaky-proxy.ts; the same seed, so the n-th request of either meets the same fault).
 *
 * - Workbox: a service worker with `BackgroundSyncPlugin` (peer-sw/sw.ts) in Debian's Chromium.
 *   The page writes while the server is unreachable, as a typical app would: POST /lab-book per
 *   session, then PUT /lab-book per note (the lab-book write API, a real access token, no
 *   Idempotency-Key). Every failed request lands in Workbox's queue. Back online, the benchmark
 *   fires `sync` through CDP (`ServiceWorker.dispatchSyncEvent`) and fires it again at once after
 *   each replay that stopped on a network error. Chromium itself would wait minutes between
 *   attempts and give up after three: the figure is Workbox's best case.
 * - Ours: the outbox engine with fake-indexeddb in Node, as offline-drain.bench.ts runs it, with
 *   its own backoff (waits until the time the engine asks for).
 *
 * Measured per run: time from "back online" until the queue is empty, requests the proxy saw,
 * notes missing on the server, notes stored more than once (by content).
 */
import 'fake-indexeddb/auto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { openLabBookDb } from '@/offline/lab-book-db';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { createTestApp, type TestApp } from '../tests/helpers/app';
import { accessTokenFor } from '../tests/helpers/auth';
import { freePort } from '../tests/helpers/browserless';
import { startFlakyProxy, type FaultRates, type FlakyProxy, type ProxyCounts } from './flaky-proxy';
import { drainOutbox, writeOfflineNotes } from './outbox-drive';
import type { OursApi } from './peer-sw/ours-page';
import { seededRandom } from './peer-sw/seeded-random';

const NOTES = 1000;
const SESSIONS = 10;
const LAB_TYPE = 7;
const SEED = 13;
/** Of the requests on the flaky network: 5% reset, 5% answered 500, 5% applied but unanswered. */
const FLAKY: FaultRates = { drop: 0.05, error: 0.05, loseReply: 0.05 };
/** A safety net: a replay that never ends is a failure of the benchmark, not a figure. */
const MAX_SYNC_EVENTS = 2000;

const QUEUE_NAME = 'lab-book-writes';
// tsx keeps function names with a `__name` helper that the page does not have.
const KEEP_NAMES_SHIM = 'globalThis.__name = (f) => f;';
const here = path.dirname(fileURLToPath(import.meta.url));

type Network = 'clean' | 'flaky';

interface RunResult {
  drainMs: number;
  /** What the proxy saw while draining (requests, and the faults it made). */
  proxy: ProxyCounts;
  lost: number;
  duplicated: number;
  /** Workbox: sync events fired; ours: engine runs. */
  rounds: number;
}

const noteText = (run: string, i: number) =>
  `Offline note ${i} (${run}): cylinder ${(i % 5) + 1} weighs ${(i * 1.234).toFixed(3)} g`;

export async function peerSyncBench(): Promise<Record<string, number>> {
  const scripts: Scripts = {
    serviceWorker: await bundle('peer-sw/sw.ts'),
    oursPage: await bundle('peer-sw/ours-page.ts'),
  };
  const contestants = [
    ['workbox (Chromium)', runWorkbox],
    ['ours (Chromium)', runOursInChromium],
    ['ours (Node)', runOursInNode],
  ] as const;
  const values: Record<string, number> = { notes: NOTES, sessions: SESSIONS };
  const rows: Array<[string, Network, RunResult]> = [];
  for (const network of ['clean', 'flaky'] as const) {
    for (const [name, run] of contestants) {
      const result = await withServer((server) => run(server, network, scripts));
      rows.push([name, network, result]);
      const key = `${name}, ${network}`;
      values[`${key}: drainMs`] = result.drainMs;
      values[`${key}: requests`] = result.proxy.requests;
      values[`${key}: server ms`] = result.proxy.serverMs;
      values[`${key}: notes lost`] = result.lost;
      values[`${key}: notes duplicated`] = result.duplicated;
      values[`${key}: ${name.startsWith('workbox') ? 'sync events' : 'engine runs'}`] =
        result.rounds;
    }
  }
  console.log(
    '\n| contestant | network | drain ms | requests | lost | duplicated | rounds | resets | 500s | replies lost | server ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, network, r] of rows)
    console.log(
      `| ${name} | ${network} | ${r.drainMs.toFixed(0)} | ${r.proxy.requests} | ${r.lost} | ${r.duplicated} | ${r.rounds} | ${r.proxy.dropped} | ${r.proxy.errors} | ${r.proxy.repliesLost} | ${r.proxy.serverMs.toFixed(0)} |`,
    );
  return values;
}

interface Scripts {
  serviceWorker: string;
  oursPage: string;
}

interface Server {
  app: TestApp;
  /** The server itself (for counting what it stored), not through the proxy. */
  origin: string;
  proxy: FlakyProxy;
  userId: string;
  token: string;
}

async function withServer(run: (server: Server) => Promise<RunResult>): Promise<RunResult> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = await createTestApp({ PUBLIC_URL: origin, SEED_DEMO: 'true' });
  await app.app.listen({ port, host: '127.0.0.1' });
  const proxy = await startFlakyProxy({
    target: origin,
    rates: FLAKY,
    apiPrefix: '/labbook-api/',
    assets: {
      '/peer/': ['text/html', '<!doctype html><html lang="en"><title>peer</title><h1>peer</h1>'],
    },
  });
  try {
    const userId = DEMO_USER_IDS.student2;
    const token = await accessTokenFor(app.app, userId);
    return await run({ app, origin, proxy, userId, token });
  } finally {
    await proxy.close();
    await app.close();
  }
}

/** Notes missing on the server, and notes stored more than once, by content. */
async function countOnServer(server: Server, run: string) {
  const response = await fetch(`${server.origin}/labbook-api/lab-book/${server.userId}`, {
    headers: { authorization: `Bearer ${server.token}` },
  });
  if (!response.ok) throw new Error(`reading the book: ${response.status}`);
  const sessions = (await response.json()) as Array<{
    entries: Array<{ metaData: { content: string } }>;
  }>;
  const seen = new Map<string, number>();
  for (const session of sessions)
    for (const entry of session.entries) {
      const content = entry.metaData.content;
      seen.set(content, (seen.get(content) ?? 0) + 1);
    }
  let lost = 0;
  let duplicated = 0;
  for (let i = 0; i < NOTES; i++) {
    const count = seen.get(`<p>${noteText(run, i)}</p>`) ?? 0;
    if (count === 0) lost += 1;
    else duplicated += count - 1;
  }
  return { lost, duplicated };
}

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(here, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    // Workbox's production build: no dev logging.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

async function runWorkbox(server: Server, network: Network, scripts: Scripts): Promise<RunResult> {
  const run = `workbox ${network}`;
  const { proxy } = server;
  proxy.setAsset('/peer-sw.js', 'text/javascript', scripts.serviceWorker);
  proxy.setMode('offline');
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(KEEP_NAMES_SHIM);
    const replays: Array<(replayed: boolean) => void> = [];
    await page.exposeFunction('peerSyncReplayed', (replayed: boolean) => {
      replays.shift()?.(replayed);
    });
    await page.goto(`${proxy.origin}/peer/`);
    await page.evaluate(async () => {
      const channel = new BroadcastChannel('peer-sync');
      channel.onmessage = (event: MessageEvent<{ replayed: boolean }>) =>
        void (window as unknown as { peerSyncReplayed(r: boolean): void }).peerSyncReplayed(
          event.data.replayed,
        );
      await navigator.serviceWorker.register('/peer-sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
    });

    // Offline: the app's plain REST writes; each one fails and Workbox stores it.
    const failed = await page.evaluate(
      async ({ notes, sessions, labType, userId, token, run }) => {
        const uuid = () => crypto.randomUUID();
        const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
        let failures = 0;
        const send = async (method: string, body: unknown) => {
          try {
            await fetch('/labbook-api/lab-book', { method, headers, body: JSON.stringify(body) });
          } catch {
            failures += 1;
          }
        };
        const open = Date.now();
        const ids: string[] = [];
        for (let s = 0; s < sessions; s++) {
          const id = uuid();
          ids.push(id);
          await send('POST', { id, actor_id: userId, labType, open });
        }
        for (let i = 0; i < notes; i++) {
          const content = `<p>Offline note ${i} (${run}): cylinder ${(i % 5) + 1} weighs ${(i * 1.234).toFixed(3)} g</p>`;
          await send('PUT', {
            id: ids[i % sessions],
            actor_id: userId,
            labType,
            open,
            entry: {
              timestamp: Date.now(),
              metaData: { entry_type: 1, entry_id: uuid(), content },
            },
          });
        }
        return failures;
      },
      {
        notes: NOTES,
        sessions: SESSIONS,
        labType: LAB_TYPE,
        userId: server.userId,
        token: server.token,
        run,
      },
    );
    if (failed !== NOTES + SESSIONS) throw new Error(`only ${failed} writes failed offline`);
    const queued = await queueSize(page);
    if (queued !== NOTES + SESSIONS) throw new Error(`Workbox queued ${queued} requests`);

    // Back online: fire `sync` until a replay ends with the queue empty.
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL === `${proxy.origin}/`);
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    proxy.setMode(network, SEED);
    const start = performance.now();
    let rounds = 0;
    for (;;) {
      if (rounds >= MAX_SYNC_EVENTS) throw new Error('Workbox never emptied its queue');
      rounds += 1;
      const replayed = new Promise<boolean>((resolve) => replays.push(resolve));
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: proxy.origin,
        registrationId,
        tag: `workbox-background-sync:${QUEUE_NAME}`,
        lastChance: false,
      });
      if (await replayed) break;
    }
    const drainMs = performance.now() - start;
    const counts = proxy.counts();
    const left = await queueSize(page);
    if (left !== 0) throw new Error(`Workbox left ${left} requests queued`);
    return { drainMs, proxy: counts, rounds, ...(await countOnServer(server, run)) };
  } finally {
    await browser.close();
  }
}

/** Requests in Workbox's queue (its IndexedDB store, read from the page). */
async function queueSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('requests').objectStore('requests').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

async function runOursInChromium(
  server: Server,
  network: Network,
  scripts: Scripts,
): Promise<RunResult> {
  const run = `ours in Chromium ${network}`;
  const { proxy, userId, token } = server;
  proxy.setAsset(
    '/peer/ours',
    'text/html',
    '<!doctype html><html lang="en"><title>ours</title><script src="/peer-ours.js"></script>',
  );
  proxy.setAsset('/peer-ours.js', 'text/javascript', scripts.oursPage);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await (await browser.newContext()).newPage();
    await page.addInitScript(KEEP_NAMES_SHIM);
    await page.goto(`${proxy.origin}/peer/ours`);
    const contents = Array.from({ length: NOTES }, (_, i) => `<p>${noteText(run, i)}</p>`);
    await page.evaluate(
      (input) => (window as unknown as { peerOurs: OursApi }).peerOurs.write(input),
      { sessions: SESSIONS, labType: LAB_TYPE, userId, contents },
    );
    proxy.setMode(network, SEED);
    const { drainMs, rounds, left } = await page.evaluate(
      (input) => (window as unknown as { peerOurs: OursApi }).peerOurs.drain(input),
      { userId, token, seed: SEED + 1 },
    );
    if (left !== 0) throw new Error(`our outbox kept ${left} rows (dead letters)`);
    const counts = proxy.counts();
    return { drainMs, proxy: counts, rounds, ...(await countOnServer(server, run)) };
  } finally {
    await browser.close();
  }
}

async function runOursInNode(server: Server, network: Network): Promise<RunResult> {
  const run = `ours in Node ${network}`;
  const { proxy, userId, token } = server;
  const db = openLabBookDb(`${userId}-${network}`);
  try {
    const contents = Array.from({ length: NOTES }, (_, i) => `<p>${noteText(run, i)}</p>`);
    await writeOfflineNotes(db, { userId, sessions: SESSIONS, labType: LAB_TYPE, contents });
    proxy.setMode(network, SEED);
    const { drainMs, rounds, left } = await drainOutbox(db, {
      origin: proxy.origin,
      token,
      random: seededRandom(SEED + 1),
    });
    if (left !== 0) throw new Error(`our outbox kept ${left} rows (dead letters)`);
    const counts = proxy.counts();
    return { drainMs, proxy: counts, rounds, ...(await countOnServer(server, run)) };
  } finally {
    db.close();
  }
}
