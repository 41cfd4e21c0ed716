/**
 * What the dashboard benchmark does in the page: sign in, watch for the charts on screen, leave
 * and forget the saved data, navigate inside the app, open a students list.
 */
import type { Page } from '@playwright/test';
import type { Statistics } from '@common/schemas/dashboard';

declare global {
  interface Window {
    __chartsShown?: Promise<number>;
    __headingShown?: number;
  }
}

/**
 * In every page: a promise of the time (ms since navigation start) when the charts on screen are
 * drawn: all `expected` figures are in the page, and each one in the viewport has its bars.
 * (Charts below the fold are drawn as they come near the viewport, see use-drawing-width.ts.)
 */
export function watchCharts(expected: number) {
  (window as unknown as { __watch: (n: number) => void }).__watch = watchCharts;
  window.__chartsShown = new Promise<number>((resolve) => {
    const isDrawn = () => {
      const figures = [...document.querySelectorAll('main figure')];
      const inView = figures.filter((f) => f.getBoundingClientRect().top < window.innerHeight);
      return (
        figures.length >= expected &&
        inView.length > 0 &&
        inView.every((figure) => figure.querySelector('svg rect') !== null)
      );
    };
    const observer = new MutationObserver(() => {
      if (window.__headingShown === undefined && document.querySelector('main h1'))
        window.__headingShown = performance.now();
      if (!isDrawn()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

export async function signIn(page: Page, origin: string, username: string) {
  await page.goto(`${origin}/dashboard`);
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password').fill('Demo-lab-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 60_000 });
}

export async function statistics(page: Page, origin: string): Promise<Statistics> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
    return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
  });
  const response = await fetch(`${origin}/labbook-api/statistics?scale=3`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`statistics: ${response.status} ${await response.text()}`);
  return (await response.json()) as Statistics;
}

/** Leaves the app (a static page of the same origin) and deletes its saved query cache. */
export async function forgetSavedData(page: Page, origin: string) {
  await page.goto(`${origin}/legal/terms.html`);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('lab-portal-cache');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
        request.onblocked = () => reject(new Error('the saved cache is still open'));
      }),
  );
}

/** Heading and charts, in ms since the document's navigation start. */
export async function measure(page: Page) {
  const charts = (await page.evaluate(() => window.__chartsShown!)) as number;
  const heading = (await page.evaluate(() => window.__headingShown ?? 0)) as number;
  return { heading, charts };
}

/** From Lab Home, a click on the side menu's Dashboard until the charts are drawn. */
export async function inAppNavigation(page: Page, origin: string, expected: number) {
  if (!page.url().endsWith('/labs')) {
    await page.goto(`${origin}/labs`);
  }
  await page.getByRole('heading', { name: 'Lab Home' }).waitFor({ timeout: 60_000 });
  return page.evaluate(async (count) => {
    (window as unknown as { __watch: (n: number) => void }).__watch(count);
    const start = performance.now();
    document.querySelector<HTMLAnchorElement>('nav a[href="/dashboard"]')!.click();
    const shown = await window.__chartsShown!;
    history.back();
    return shown - start;
  }, expected);
}

/** From a click on a group's Students until the rows in view have their three charts. */
export async function openStudents(page: Page, group: string): Promise<number> {
  const toggle = page
    .getByRole('region', { name: group, exact: true })
    .getByRole('button', { name: 'Students', exact: true });
  await toggle.waitFor();
  return page.evaluate(async (name) => {
    const section = [...document.querySelectorAll('section')].find(
      (s) => s.querySelector('h2')?.textContent === name,
    )!;
    const button = [...section.querySelectorAll('button')].find(
      (b) => b.textContent === 'Students',
    )!;
    // The list below it fills the screen.
    button.scrollIntoView({ block: 'start' });
    const start = performance.now();
    button.click();
    return new Promise<number>((resolve) => {
      const check = () => {
        // The students' rows (the charts' data tables have rows too, without links).
        const rows = [...section.querySelectorAll('tbody tr')].filter((row) =>
          row.querySelector('a[href^="/portfolio/"]'),
        );
        const inView = rows.filter((row) => row.getBoundingClientRect().top < window.innerHeight);
        const drawn = inView.every(
          (row) => row.querySelector('svg') !== null || row.querySelectorAll('td').length === 1,
        );
        if (rows.length > 0 && drawn) resolve(performance.now() - start);
        else requestAnimationFrame(check);
      };
      check();
    });
  }, group);
}
