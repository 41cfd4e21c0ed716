/**
 * How soon after a student's first sign-in on a device the portal opens with no network: from
 * the start of the app's page (after the sign-in's redirects) until the service worker has the
 * whole precache and is active, on loopback and through a 100 ms network (`latency-proxy.ts`).
 * Lab Home's own time is recorded beside it: the precache downloads while the first screen loads.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { freePort } from '../tests/helpers/browserless';
import { startLatencyProxy } from './latency-proxy';
import { percentile, startServer } from './server';

const RUNS = 5;
const LATENCIES_MS = [0, 100];

async function firstVisit(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/labs`);
    await page.getByLabel('Username or e-mail').fill('student');
    await page.getByLabel('Password').fill('Demo-lab-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Lab Home' }).waitFor({ timeout: 120_000 });
    const labHome = await page.evaluate(() => performance.now());
    const offlineReady = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return performance.now();
    });
    return { labHome, offlineReady };
  } finally {
    await context.close();
  }
}

export async function offlineReadyBench(): Promise<Record<string, number>> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const results: Record<string, number> = {};
  try {
    for (const latency of LATENCIES_MS) {
      const serverPort = await freePort();
      const proxyPort = latency > 0 ? await freePort() : serverPort;
      const server = await startServer({
        port: serverPort,
        publicOrigin: `http://localhost:${proxyPort}`,
      });
      const proxy = latency > 0 ? await startLatencyProxy(proxyPort, serverPort, latency) : null;
      try {
        const origin = proxy?.origin ?? server.origin;
        // A first visit warms the server (module loading, provider keys).
        await firstVisit(browser, origin);
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await firstVisit(browser, origin));
        results[`${latency} ms network: Lab Home median ms`] = percentile(
          runs.map((run) => run.labHome),
          50,
        );
        results[`${latency} ms network: offline-ready median ms`] = percentile(
          runs.map((run) => run.offlineReady),
          50,
        );
      } finally {
        await proxy?.close();
        await server.stop();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
