/**
 * Sign-in to first screen in Debian's Chromium against the built app and the real server, as a
 * new user on a new device would (a fresh browser context each time): where the time goes.
 *
 * Phases of one sign-in, from the click on "Sign in":
 * - provider: the login form post (argon2id verify) and the provider's redirects, until the
 *   browser is on /callback.html;
 * - callback: the code exchange and userinfo, until the browser is back on the portal;
 * - first screen: the app's start (config, saved data, the user's licenses and catalogue) until
 *   Lab Home shows.
 * Run once on a quiet machine and once beside two CPU-bound processes (the e2e suite's "busy
 * machine"), so a regression under load shows here and not as a flaky test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { hash, verify } from '@node-rs/argon2';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { percentile, startServer, type StartedServer } from './server';

const RUNS = 12;

interface Phases {
  loginPage: number;
  provider: number;
  callback: number;
  firstScreen: number;
  total: number;
}

async function signInOnce(browser: Browser, origin: string): Promise<Phases> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const start = performance.now();
    await page.goto(`${origin}/labs`);
    await page.getByLabel('Username or e-mail').waitFor({ timeout: 120_000 });
    const loginShown = performance.now();
    await page.getByLabel('Username or e-mail').fill('student');
    await page.getByLabel('Password').fill('Demo-lab-1');
    const clicked = performance.now();
    const atCallback = page
      .waitForURL(/\/callback\.html/, { timeout: 120_000, waitUntil: 'commit' })
      .then(() => performance.now());
    const backInApp = page
      .waitForURL(/\/labs/, { timeout: 120_000, waitUntil: 'commit' })
      .then(() => performance.now());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Lab Home' }).waitFor({ timeout: 120_000 });
    const shown = performance.now();
    const callback = await atCallback;
    const app = await backInApp;
    return {
      loginPage: loginShown - start,
      provider: callback - clicked,
      callback: app - callback,
      firstScreen: shown - app,
      total: shown - clicked,
    };
  } finally {
    await context.close();
  }
}

/** Two processes that keep both cores busy, as another job on the machine would. */
function burnCpu(): ChildProcess[] {
  return [0, 1].map(() =>
    spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' }),
  );
}

async function argon2VerifyMs(): Promise<number> {
  const stored = await hash('Demo-lab-1');
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await verify(stored, 'Demo-lab-1');
    times.push(performance.now() - start);
  }
  return percentile(times, 50);
}

export async function signInBench(): Promise<Record<string, number>> {
  const server: StartedServer = await startServer();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const results: Record<string, number> = {};
  try {
    results.argon2VerifyMedianMs = await argon2VerifyMs();
    // A first sign-in warms the server (module loading, provider keys) as e2e's first test does.
    await signInOnce(browser, server.origin);
    for (const load of ['quiet', 'busy'] as const) {
      const burners = load === 'busy' ? burnCpu() : [];
      try {
        const runs: Phases[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await signInOnce(browser, server.origin));
        for (const phase of ['loginPage', 'provider', 'callback', 'firstScreen'] as const)
          results[`${load} ${phase} median ms`] = percentile(
            runs.map((run) => run[phase]),
            50,
          );
        results[`${load} sign-in to first screen median ms`] = percentile(
          runs.map((run) => run.total),
          50,
        );
        results[`${load} sign-in to first screen p95 ms`] = percentile(
          runs.map((run) => run.total),
          95,
        );
      } finally {
        burners.forEach((burner) => burner.kill());
      }
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
