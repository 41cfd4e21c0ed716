import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LabBookPage, SAVED_ON_DEVICE, SYNCED } from './page-models/lab-book-page';
import {
  expectOnServerOnce,
  serverOf,
  uniqueNote,
  waitForServiceWorker,
} from './page-models/outbox';
import { Shell } from './page-models/shell';

/**
 * Issue 3 §5 scenario 10, second half: an app upgrade (a new service worker, taken with the
 * 'Update available' prompt) never loses queued work. It deploys a new worker into the served
 * build, so it runs in the 'new-version' project, alone, after every other spec.
 */

const workerFile = path.resolve(process.env.STATIC_DIR ?? 'dist', 'sw.js');
let original = '';
test.beforeAll(async () => {
  original = await readFile(workerFile, 'utf8');
});
test.afterAll(async () => {
  await writeFile(workerFile, original);
});

test('queued lab-book work survives an app upgrade and is sent once by the new worker', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Sign-in, a new worker installed and taken, a reload and a sync: three times the usual time,
  // so a loaded CI machine does not cut it short.
  test.slow();
  // Other specs add sessions to the student's book (and a refresh may bring them in while this
  // note waits): up to 100 sessions a page keep the note's session on screen wherever it sorts.
  await context.addCookies([{ name: 'labbook_pagination', value: '100', url: baseURL! }]);
  await new Shell(page).signIn('student', '/labbook');
  await waitForServiceWorker(page);
  const book = new LabBookPage(page);
  await book.open();
  const { userId, api } = await serverOf(page, request);

  // The lab-book service cannot be reached: the note waits in the outbox.
  await context.route('**/labbook-api/lab-book', (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.abort('internetdisconnected'),
  );
  const note = uniqueNote('queued across an upgrade');
  await book.write(note);
  await book.expectStatus(note, SAVED_ON_DEVICE);

  // A new deployment; the student takes it with Reload.
  await appendFile(workerFile, `\n// next version ${Date.now()}\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const prompt = page.getByRole('alert').filter({ hasText: 'Update available' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await book.editor().waitFor();
  await expect(book.entry(note)).toBeVisible();
  await book.expectStatus(note, SAVED_ON_DEVICE);

  // Without waiting for a handler the upgraded worker may still hold (it kept the context open).
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expectOnServerOnce(api, userId, note);
  await book.expectStatus(note, SYNCED);
});
