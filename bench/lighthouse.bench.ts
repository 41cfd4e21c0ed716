/**
 * Lighthouse (mobile: a mid-range phone on a slow 4G network, simulated) against the built app
 * and the real server, in Debian's Chromium, on three screens:
 * - the sign-in page: a signed-out first visit of /labs (a fresh profile), which ends on the
 *   provider's sign-in page;
 * - Lab Home and the lab book, signed in: the student signs in through the UI in the same
 *   Chromium, then Lighthouse runs on its remote-debugging port keeping cookies and storage
 *   (`disableStorageReset`), so these are a signed-in return visit with the service worker.
 * Records the performance, accessibility and best-practices scores (0-100), FCP and LCP (ms).
 * Aims: 95 / 100 / 100. `LIGHTHOUSE_VERBOSE=1` prints what costs points (failing audits with their
 * items, and the audits named in LIGHTHOUSE_AUDITS, e.g. `bootup-time,long-tasks,layout-shifts`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { freePort } from '../tests/helpers/browserless';
import { startServer } from './server';

type Screen = 'sign-in page' | 'Lab Home' | 'lab book';

async function audit(url: string, port: number, keepStorage: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  // LIGHTHOUSE_VERBOSE=1: what costs points (failing audits with their items, the metrics).
  if (process.env.LIGHTHOUSE_VERBOSE) {
    console.log(url, '->', result.lhr.finalDisplayedUrl, failing);
    for (const id of [
      ...failing,
      ...(process.env.LIGHTHOUSE_AUDITS ?? 'total-blocking-time,cumulative-layout-shift').split(
        ',',
      ),
    ])
      console.log(
        ' ',
        id,
        audits[id]?.displayValue ?? '',
        JSON.stringify(audits[id]?.details ?? {}).slice(
          0,
          Number(process.env.LIGHTHOUSE_CHARS ?? 1500),
        ),
      );
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    'FCP ms': audits['first-contentful-paint']?.numericValue ?? NaN,
    'LCP ms': audits['largest-contentful-paint']?.numericValue ?? NaN,
  };
}

export async function lighthouseBench(): Promise<Record<string, number>> {
  const server = await startServer();
  const profile = mkdtempSync(path.join(tmpdir(), 'lab-portal-lighthouse-'));
  const port = await freePort();
  // One persistent profile: its default context is the one Lighthouse's tabs open in.
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH,
    args: [...(CHROMIUM_LAUNCH.args ?? []), `--remote-debugging-port=${port}`],
  });
  const results: Record<string, number> = {};
  const record = (screen: Screen, values: Record<string, number>) => {
    for (const [key, value] of Object.entries(values)) results[`${screen} ${key}`] = value;
  };
  try {
    // Warms the server (module loading, provider keys) so the first audit is not the slow one.
    await fetch(`${server.origin}/labs`);
    record('sign-in page', await audit(`${server.origin}/labs`, port, false));

    const page = await context.newPage();
    await page.goto(`${server.origin}/labs`);
    await page.getByLabel('Username or e-mail').fill('student');
    await page.getByLabel('Password').fill('Demo-lab-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Lab Home' }).waitFor({ timeout: 120_000 });
    // The banners once shown, so Lab Home's return visit draws them from the saved answer (as a
    // student's does) rather than fetching them after the first screen.
    await page.getByRole('region', { name: 'Announcements' }).waitFor({ timeout: 120_000 });
    // The lab book once in the UI, so its data and chunks are the student's return visit.
    await page.goto(`${server.origin}/labbook`);
    await page.getByRole('region', { name: 'Lab book editor' }).waitFor({ timeout: 120_000 });
    await page.close();

    record('Lab Home', await audit(`${server.origin}/labs`, port, true));
    record('lab book', await audit(`${server.origin}/labbook`, port, true));
    return results;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
}
