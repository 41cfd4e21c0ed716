/**
 * Browser benchmarks in Debian's Chromium against the built app and the real server:
 * - a note from Enter to "saved on this device" (measured in the page, from the keydown);
 * - first render and scrolling of a 10,000-entry book (100 sessions x 100 entries): on a first
 *   visit, from the navigation until the frame after the newest session's note is in the page
 *   (measured in the page) and until every entry is on the device (older pages arrive in the
 *   background); after a reload, the same frame, drawn from the device (median of 5 reloads).
 */
import { chromium, type Page } from '@playwright/test';
import { v7 as uuidv7 } from 'uuid';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { percentile, startServer } from './server';

const NOTES = 30;
/** `BENCH_NOTE_ONLY=1`: only the note measure (a quick before/after while working on it). */
const NOTE_ONLY = process.env.BENCH_NOTE_ONLY === '1';
const SESSIONS = 100;
const ENTRIES_PER_SESSION = 100;
/** Reloads of the big book from the device (the median is reported). */
const RELOADS = 5;

// tsx keeps function names with a `__name` helper that the page does not have.
const KEEP_NAMES_SHIM = 'globalThis.__name = (f) => f;';

const NEWEST_NOTE = `Session ${SESSIONS - 1} note`;
/**
 * Notes, in the page, when the newest session's note is first in the document and the frame
 * after it (ms since the navigation started). Playwright's own waits poll (20 ms, then up to
 * 500 ms apart), which rounded these figures up by as much.
 */
const SHOWN_AT_PROBE = `(() => {
  const text = ${JSON.stringify(NEWEST_NOTE)};
  const observer = new MutationObserver(() => {
    if (!document.body || !document.body.textContent.includes(text)) return;
    observer.disconnect();
    requestAnimationFrame(() => { globalThis.__newestNoteShownAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** The probe's time on this page (waits for it). */
async function newestNoteShownAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => (globalThis as { __newestNoteShownAt?: number }).__newestNoteShownAt,
    undefined,
    { timeout: 120_000 },
  );
  return Number(await handle.jsonValue());
}

async function signIn(page: Page, origin: string, username: string, path = '/labbook') {
  await page.goto(`${origin}${path}`);
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password').fill('Demo-lab-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key.startsWith('oidc.user:'))
        return JSON.parse(localStorage.getItem(key)!).access_token as string;
    }
    throw new Error('not signed in');
  });
}

/** Milliseconds from the Enter keydown until the entry shows a device or server status. */
async function timeNote(page: Page, text: string): Promise<number> {
  const measured = page.evaluate(
    (note) =>
      new Promise<number>((resolve) => {
        let start = 0;
        const onKey = (event: KeyboardEvent) => {
          if (event.key === 'Enter') start = performance.now();
        };
        window.addEventListener('keydown', onKey, { capture: true });
        const observer = new MutationObserver(() => {
          for (const item of document.querySelectorAll('[role="listitem"], li')) {
            const content = item.textContent ?? '';
            if (start && content.includes(note) && /Saved on this device|Synced/.test(content)) {
              observer.disconnect();
              window.removeEventListener('keydown', onKey, { capture: true });
              resolve(performance.now() - start);
              return;
            }
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
  const editor = page
    .getByRole('region', { name: 'Lab book editor' })
    .getByRole('textbox', { name: 'Notes...' });
  await editor.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  return measured;
}

async function seedBigBook(origin: string, token: string, userId: string) {
  const start = Date.now() - SESSIONS * 3_600_000;
  for (let s = 0; s < SESSIONS; s++) {
    const open = start + s * 3_600_000;
    const body = {
      id: uuidv7(),
      actor_id: userId,
      labType: 7,
      open,
      duration: 1_800_000,
      entries: Array.from({ length: ENTRIES_PER_SESSION }, (_, e) => ({
        timestamp: open + e * 10_000,
        metaData: {
          entry_type: 1,
          entry_id: uuidv7(),
          content: `<p>Session ${s} note ${e}: the steel cylinder weighs 73.985 g.</p>`,
        },
      })),
    };
    const response = await fetch(`${origin}/labbook-api/lab-book`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
  }
}

/** Waits until the user's device database holds `count` lab-book entries. */
async function waitForEntriesOnDevice(page: Page, userId: string, count: number) {
  await page.waitForFunction(
    async ({ name, count: wanted }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains('entries')) return false;
        const stored = await new Promise<number>((resolve, reject) => {
          const request = db.transaction('entries').objectStore('entries').count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        return stored >= wanted;
      } finally {
        db.close();
      }
    },
    { name: `lab-portal-${userId}`, count },
    { timeout: 120_000, polling: 50 },
  );
}

/** Frame times while the sessions list scrolls for `ms`. */
async function scrollFrames(page: Page, ms: number): Promise<number[]> {
  return page.evaluate(async (duration) => {
    const list = document.querySelector('[aria-label="Lab book sessions"]') as HTMLElement;
    const frames: number[] = [];
    let last = performance.now();
    const end = last + duration;
    await new Promise<void>((resolve) => {
      const step = (now: number) => {
        frames.push(now - last);
        last = now;
        list.scrollTop += 40; // about 2,400 px/s at 60 fps
        if (now < end) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    return frames.slice(1);
  }, ms);
}

export async function browserBench(): Promise<Record<string, number>> {
  const server = await startServer();
  const { origin } = server;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const results: Record<string, number> = {};

    const writer = await browser.newPage();
    await writer.addInitScript({ content: KEEP_NAMES_SHIM });
    await signIn(writer, origin, 'student');
    await writer.getByRole('region', { name: 'Lab book editor' }).waitFor({ timeout: 30_000 });
    const times: number[] = [];
    for (let i = 0; i < NOTES; i++)
      times.push(await timeNote(writer, `Bench note ${i} ${uuidv7()}`));
    results.noteSavedMedianMs = percentile(times, 50);
    results.noteSavedP95Ms = percentile(times, 95);
    await writer.close();
    if (NOTE_ONLY) return results;

    const context = await browser.newContext();
    await context.addCookies([
      { name: 'labbook_pagination', value: String(SESSIONS), url: origin },
      { name: 'labbook_timescale', value: '3', url: origin },
    ]);
    await context.addInitScript({ content: KEEP_NAMES_SHIM });
    await context.addInitScript({ content: SHOWN_AT_PROBE });
    const reader = await context.newPage();
    await signIn(reader, origin, 'student2', '/labs');
    await reader.getByRole('heading', { name: 'Lab Home' }).waitFor({ timeout: 30_000 });
    await seedBigBook(origin, await accessToken(reader), DEMO_USER_IDS.student2);

    const firstVisit = performance.now();
    await reader.goto(`${origin}/labbook`);
    results.bigBookFirstVisitMs = await newestNoteShownAt(reader);
    await waitForEntriesOnDevice(reader, DEMO_USER_IDS.student2, SESSIONS * ENTRIES_PER_SESSION);
    results.bigBookFirstVisitAllOnDeviceMs = performance.now() - firstVisit;

    // Several reloads, their median: one reload's figure moves with whatever else the machine
    // does at that moment.
    const reloads: number[] = [];
    for (let i = 0; i < RELOADS; i++) {
      await reader.reload();
      reloads.push(await newestNoteShownAt(reader));
    }
    console.log('big book reloads (ms):', reloads.map(Math.round).join(', '));
    results.bigBookFromDeviceMs = percentile(reloads, 50);

    const frames = await scrollFrames(reader, 3000);
    results.scrollFrameP50Ms = percentile(frames, 50);
    results.scrollFrameP95Ms = percentile(frames, 95);
    results.scrolledPx = await reader.evaluate(
      () => (document.querySelector('[aria-label="Lab book sessions"]') as HTMLElement).scrollTop,
    );
    results.mountedListItems = await reader.getByRole('listitem').count();
    await context.close();
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
