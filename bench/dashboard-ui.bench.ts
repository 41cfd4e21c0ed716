/**
 * The instructor dashboard in Debian's Chromium against the built app and the real server: from
 * navigation until the charts on screen are drawn (every chart of the summary and the groups is
 * in the page, and those in the viewport have their SVG bars), measured in the page.
 * - online: the app installed (service worker), nothing saved on the device: the app starts,
 *   loads the user, asks the server for the statistics, loads nivo and draws;
 * - saved, online: the usual daily open: the saved answer is drawn (a refresh follows);
 * - from the device: offline, the saved answer;
 * - a group's Students list opened: from the click until the rows in view have their charts.
 * For the demo instructor (4 groups, 26 students) and a big school (10 groups x 30 students x
 * 40 sessions, bench/dashboard-school.ts), on one server with an in-memory PGlite.
 */
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { freePort } from '../tests/helpers/browserless';
import {
  forgetSavedData,
  inAppNavigation,
  measure,
  openStudents,
  signIn,
  statistics,
  watchCharts,
} from './dashboard-ui-page';
import { percentile } from './server';

const RUNS = 10;
/** The big school's owner (bench/dashboard-ui-server.ts, bench/dashboard-school.ts). */
const BIG_SCHOOL_OWNER = 'bench-owner';
// tsx keeps function names with a `__name` helper that the page does not have.
const KEEP_NAMES_SHIM = 'globalThis.__name = (f) => f;';

function summary(name: string, times: number[]): Record<string, number> {
  return { [`${name}MedianMs`]: percentile(times, 50), [`${name}P95Ms`]: percentile(times, 95) };
}

/** The server with the demo data and the big school, in its own process. */
async function startBenchServer() {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/dashboard-ui-server.ts', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('READY')) resolve();
    });
  });
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

async function benchFor(origin: string, username: string): Promise<Record<string, number>> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addCookies([{ name: 'instructorhome', value: 'dashboard', url: origin }]);
    await context.addInitScript({ content: KEEP_NAMES_SHIM });
    const page = await context.newPage();
    await signIn(page, origin, username);
    const stats = await statistics(page, origin);
    const withData = stats.groups.filter((group) => group.labs.length > 0);
    // The summary and each group with data: a histogram and three averages.
    const expected = 4 * (1 + withData.length);
    await page.addInitScript(watchCharts, expected);
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      return Boolean(registration.active) && navigator.serviceWorker.controller !== null;
    });

    const online: Array<{ heading: number; charts: number }> = [];
    for (let i = 0; i < RUNS; i++) {
      await forgetSavedData(page, origin);
      await page.goto(`${origin}/dashboard`);
      online.push(await measure(page));
    }
    const saved: Array<{ heading: number; charts: number }> = [];
    for (let i = 0; i < RUNS; i++) {
      await page.reload();
      saved.push(await measure(page));
    }
    const inAppOnline: number[] = [];
    for (let i = 0; i < RUNS; i++) inAppOnline.push(await inAppNavigation(page, origin, expected));
    // The last refresh is over (and saved) before the network goes.
    await page.goto(`${origin}/dashboard`);
    await measure(page);
    await page.getByText('Refreshing…').waitFor({ state: 'detached' });
    await context.setOffline(true);
    const device: Array<{ heading: number; charts: number }> = [];
    for (let i = 0; i < RUNS; i++) {
      await page.reload();
      device.push(await measure(page));
    }
    const inAppDevice: number[] = [];
    for (let i = 0; i < RUNS; i++) inAppDevice.push(await inAppNavigation(page, origin, expected));
    await context.setOffline(false);

    const results: Record<string, number> = {
      groups: stats.groups.length,
      students: stats.students.length,
      ...summary(
        'onlineLoad',
        online.map((m) => m.charts),
      ),
      onlineLoadHeadingMedianMs: percentile(
        online.map((m) => m.heading),
        50,
      ),
      ...summary(
        'savedOnlineLoad',
        saved.map((m) => m.charts),
      ),
      ...summary('onlineInApp', inAppOnline),
      ...summary(
        'deviceLoad',
        device.map((m) => m.charts),
      ),
      deviceLoadHeadingMedianMs: percentile(
        device.map((m) => m.heading),
        50,
      ),
      ...summary('deviceInApp', inAppDevice),
    };
    // The biggest group's students list, opened on a fresh page each time.
    const biggest = [...withData].sort((a, b) => b.studentIds.length - a.studentIds.length)[0];
    if (biggest) {
      const lists: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        await page.goto(`${origin}/dashboard`);
        await measure(page);
        lists.push(await openStudents(page, biggest.name));
      }
      Object.assign(results, summary('studentList', lists));
      results.studentListRows = biggest.studentIds.length;
    }
    await context.close();
    return results;
  } finally {
    await browser.close();
  }
}

export async function dashboardUiBench(): Promise<Record<string, number>> {
  const server = await startBenchServer();
  try {
    const prefixed = (prefix: string, values: Record<string, number>) =>
      Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix} ${key}`, value]));
    return {
      ...prefixed('demo', await benchFor(server.origin, 'instructor')),
      ...prefixed('big school', await benchFor(server.origin, BIG_SCHOOL_OWNER)),
    };
  } finally {
    await server.stop();
  }
}
