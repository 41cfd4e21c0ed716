import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { DensityBench } from './page-models/density-bench';
import { LabBookPage, SAVED_ON_DEVICE, SYNCED } from './page-models/lab-book-page';
import { LoginPage } from './page-models/login-page';
import {
  countOnServer,
  dispatchBackgroundSync,
  expectOnServerOnce,
  serverNotes,
  serverOf,
  uniqueNote,
  waitForServiceWorker,
} from './page-models/outbox';
import { PortalApi, signedInUser } from './page-models/portal-api';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';
import { REQUEST_TIMEOUT_MS } from '../src/offline/outbox-http';

/**
 * Issue 3 §5, end to end: the offline lab book against the built app and the real server. Every
 * scenario ends by reading the SERVER's lab book: each note exactly once, nothing lost.
 */

const LAB_BOOK_WRITES = '**/labbook-api/lab-book';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function openBook(page: Page, user = 'student') {
  await new Shell(page).signIn(user, '/labbook');
  await waitForServiceWorker(page);
  const book = new LabBookPage(page);
  await book.open();
  return book;
}

/** Faults for the outbox's own writes (the worker's requests pass through context routes). */
async function routeWrites(
  context: BrowserContext,
  handler: (route: Route, method: string) => Promise<'handled' | 'pass'>,
) {
  await context.route(LAB_BOOK_WRITES, async (route) => {
    const method = route.request().method();
    if (method === 'GET' || (await handler(route, method)) === 'pass') await route.fallback();
  });
}

test.describe('offline lab book', () => {
  // Other specs and the demo seed add sessions to the student's book; these tests look for their
  // own notes, wherever their session sorts, so the book shows up to 100 sessions a page.
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'labbook_pagination', value: '100', url: baseURL! }]);
  });

  test('1. a reload or a closed tab in the middle of a save loses nothing and sends it once', async ({
    page,
    context,
    request,
  }) => {
    const book = await openBook(page);
    const { userId, api } = await serverOf(page, request);
    // Hold the outbox's first PUT on the way to the server, then reload in the middle of it.
    let release = () => {};
    let markSeen = () => {};
    let held = 0;
    const holding = new Promise<void>((resolve) => (release = resolve));
    const seen = new Promise<void>((resolve) => (markSeen = resolve));
    await routeWrites(context, async (route, method) => {
      if (method !== 'PUT' || held >= 2) return 'pass';
      held += 1;
      markSeen();
      await holding;
      await route.continue().catch(() => undefined);
      return 'handled';
    });
    const reloaded = uniqueNote('reloaded mid-save');
    await book.write(reloaded);
    await seen;
    await page.reload();
    await book.open();
    await expect(book.entry(reloaded)).toBeVisible();
    await expect(book.entryStatus(reloaded)).toHaveText(/Saved on this device|Synced/);

    // A tab closed in the middle of a save: the next tab finds the note and it is sent.
    const closed = uniqueNote('tab closed mid-save');
    await book.write(closed);
    await expect(book.entry(closed)).toBeVisible();
    await page.close();
    release();
    const next = await context.newPage();
    const nextBook = new LabBookPage(next);
    await nextBook.open();
    await expect(nextBook.entry(closed)).toBeVisible();
    await expectOnServerOnce(api, userId, reloaded);
    await expectOnServerOnce(api, userId, closed);
    await nextBook.expectStatus(closed, SYNCED);
  });

  test('2. the server applied a write but the reply was lost: replayed, stored once', async ({
    page,
    context,
    request,
  }) => {
    const book = await openBook(page);
    const { userId, api } = await serverOf(page, request);
    const keys: string[] = [];
    let lost = false;
    await routeWrites(context, async (route, method) => {
      if (method !== 'PUT') return 'pass';
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (lost) return 'pass';
      lost = true;
      await route.fetch(); // the server applies it ...
      await route.abort('connectionreset'); // ... and the answer never arrives
      return 'handled';
    });
    const note = uniqueNote('reply lost');
    await book.write(note);

    await expectOnServerOnce(api, userId, note);
    await book.expectStatus(note, SYNCED);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test('3. 5xx, 429 with Retry-After and a captive portal 200 with HTML are not success', async ({
    page,
    context,
    request,
  }) => {
    const book = await openBook(page);
    const { userId, api } = await serverOf(page, request);
    const faults: Array<(route: Route) => Promise<void>> = [
      (route) => route.fulfill({ status: 503, json: { message: 'maintenance' } }),
      (route) =>
        route.fulfill({ status: 429, headers: { 'retry-after': '3' }, json: { message: 'slow' } }),
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>SchoolNet sign-in</title><form>Accept the terms</form>',
        }),
      (route) => route.fulfill({ status: 502, body: 'Bad gateway' }),
    ];
    const times: number[] = [];
    await routeWrites(context, async (route, method) => {
      if (method !== 'PUT') return 'pass';
      times.push(Date.now());
      const fault = faults.shift();
      if (!fault) return 'pass';
      await fault(route);
      return 'handled';
    });
    const note = uniqueNote('flaky network');
    await book.write(note);

    // While the faults are answered (with backoff between tries), nothing counts as saved.
    await expect.poll(() => faults.length, { timeout: TIMEOUT.sync }).toBeLessThan(3);
    await book.expectStatus(note, SAVED_ON_DEVICE);
    await expect(book.indicator()).toHaveText('1 not yet saved to the server');
    expect(await countOnServer(api, userId, note)).toBe(0);
    await expect.poll(() => faults.length, { timeout: TIMEOUT.sync }).toBe(0);
    await expectOnServerOnce(api, userId, note);
    await book.expectStatus(note, SYNCED);
    await expect(book.indicator()).toHaveText('All saved');
    // Retry-After: 3 was honoured between the 429 and the next try.
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(2900);
  });

  test('3b. a request with no answer times out (30 s) and is sent again', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(TIMEOUT.longTest);
    const book = await openBook(page);
    const { userId, api } = await serverOf(page, request);
    let hung = false;
    await routeWrites(context, async (route, method) => {
      if (method !== 'PUT' || hung) return 'pass';
      hung = true;
      // No answer until long after the engine gave up.
      await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS + 10_000));
      await route.abort('timedout').catch(() => undefined);
      return 'handled';
    });
    const note = uniqueNote('no answer');
    await book.write(note);
    await expect.poll(() => hung).toBe(true);
    await book.expectStatus(note, SAVED_ON_DEVICE);
    await expect
      .poll(() => countOnServer(api, userId, note), { timeout: REQUEST_TIMEOUT_MS + TIMEOUT.sync })
      .toBe(1);
    await book.expectStatus(note, SYNCED);
  });

  test('4a. a token that expired offline is renewed and the note resent', async ({
    page,
    context,
    request,
  }) => {
    const book = await openBook(page);
    const { userId, api, token } = await serverOf(page, request);
    await context.setOffline(true);
    const note = uniqueNote('token expired offline');
    await book.write(note);
    await book.expectStatus(note, SAVED_ON_DEVICE);

    // Back online, the server no longer takes the old token.
    const bearers: string[] = [];
    await routeWrites(context, async (route) => {
      const bearer = (await route.request().headerValue('authorization')) ?? '';
      bearers.push(bearer);
      if (bearer !== `Bearer ${token}`) return 'pass';
      await route.fulfill({ status: 401, json: { message: 'The access token has expired.' } });
      return 'handled';
    });
    await context.setOffline(false);

    await expectOnServerOnce(api, userId, note);
    await book.expectStatus(note, SYNCED);
    expect(bearers[0]).toBe(`Bearer ${token}`);
    expect(bearers.at(-1)).not.toBe(`Bearer ${token}`);
  });

  test('4b. with no way to renew, the note waits for sign-in and is sent after it', async ({
    page,
    context,
    request,
  }) => {
    const book = await openBook(page);
    const { userId, token } = await serverOf(page, request);
    await context.setOffline(true);
    const note = uniqueNote('kept for sign-in');
    await book.write(note);
    await book.expectStatus(note, SAVED_ON_DEVICE);

    // The old token is refused and renewing fails: the student must sign in again.
    await routeWrites(context, async (route) => {
      if ((await route.request().headerValue('authorization')) !== `Bearer ${token}`) return 'pass';
      await route.fulfill({ status: 401, json: { message: 'The access token has expired.' } });
      return 'handled';
    });
    // The refresh token is refused too, and the sign-in session at the provider is gone.
    await context.route('**/auth/token', async (route) => {
      if (!(route.request().postData() ?? '').includes('grant_type=refresh_token'))
        return route.fallback();
      await route.fulfill({
        status: 400,
        json: { error: 'invalid_grant', error_description: 'grant request is invalid' },
      });
    });
    // Every cookie but the page size (a preference of the device, not of the sign-in).
    await context.clearCookies({ name: /^(?!labbook_pagination$)/ });
    await context.setOffline(false);
    await dispatchBackgroundSync(context, page).catch(() => undefined);

    const login = new LoginPage(page);
    await login.expectShown();
    await login.signIn('student');
    await book.open();
    await expect(book.entry(note)).toBeVisible();
    const { api } = await serverOf(page, request);
    await expectOnServerOnce(api, userId, note);
    await book.expectStatus(note, SYNCED);
  });

  test('5. a refused record is dead-lettered and shown; other sessions keep syncing', async ({
    page,
    context,
    request,
  }) => {
    const book = await openBook(page);
    const { userId, api } = await serverOf(page, request);
    const bad = uniqueNote('refused note');
    await routeWrites(context, async (route, method) => {
      if (method !== 'PUT' || !(route.request().postData() ?? '').includes(bad)) return 'pass';
      await route.fulfill({ status: 400, json: { message: 'Entry content is not allowed' } });
      return 'handled';
    });
    await book.write(bad);
    await book.expectStatus(bad, 'Not saved: HTTP 400: Entry content is not allowed');
    await expect(book.indicator()).toHaveText('1 not saved');

    // The panel shows it with the reason, and Export saves a copy.
    await book.indicator().click();
    const panel = page.getByRole('region', { name: 'Not saved on the server' });
    await expect(panel).toContainText(bad);
    await expect(panel).toContainText('Reason: HTTP 400: Entry content is not allowed');
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export' }).click();
    const exported = JSON.parse(await readFile((await (await download).path()) ?? '', 'utf8')) as {
      deadLetters: Array<{ reason: string; entries: Array<{ content: string }> }>;
    };
    expect(exported.deadLetters[0]).toMatchObject({
      reason: 'HTTP 400: Entry content is not allowed',
      entries: [{ content: expect.stringContaining(bad) }],
    });

    // Another session (the density lab) is not held up by the refused one.
    const other = uniqueNote('density note');
    const bench = new DensityBench(page);
    await bench.open();
    await bench.expectConnected('Ana Lopez');
    await bench.writeNote(other);
    await expectOnServerOnce(api, userId, other);
    expect(await countOnServer(api, userId, bad)).toBe(0);

    // Retry, once the server takes it: sent once, and the book shows it synced.
    await book.open();
    await book.indicator().click();
    await context.unroute(LAB_BOOK_WRITES);
    await panel.getByRole('button', { name: 'Retry', exact: true }).click();
    await expectOnServerOnce(api, userId, bad);
    await book.expectStatus(bad, SYNCED);
  });

  test('5b. a refused upload holds only its own entry; the same session syncs; download, discard', async ({
    page,
    request,
  }) => {
    const book = await openBook(page);
    const { userId, api } = await serverOf(page, request);
    const before = uniqueNote('before the refused file');
    await book.write(before);
    await expectOnServerOnce(api, userId, before);

    // A PNG renamed .pdf: the server refuses its bytes (415) and the upload is a dead letter.
    const name = `${uniqueNote('photo').replace(/\s/g, '-')}.pdf`;
    await book.importFile({ name, mimeType: 'application/pdf', buffer: PNG });
    await book.expectStatus(name, /^Not saved: HTTP 415: The file's content is not a PDF/);

    // Notes written afterwards go into the same Portal session, and reach the server.
    const after = uniqueNote('after the refused file');
    await book.write(after);
    await expectOnServerOnce(api, userId, after);
    await book.expectStatus(after, SYNCED);
    await expect(book.indicator()).toHaveText('1 not saved');
    // Same session as the refused file (today's Portal session): the one holding both notes.
    const sessions = await api.labBook(userId);
    const holding = sessions.filter((s) =>
      [before, after].every((note) => s.entries.some((e) => e.metaData.content.includes(note))),
    );
    expect(holding).toHaveLength(1);

    // The refused file: Download gives it back as kept on the device, under its own name.
    const panel = await book.openNotSaved();
    const letter = panel.getByRole('listitem').filter({ hasText: name });
    await expect(letter).toContainText(/Reason: HTTP 415/);
    const download = page.waitForEvent('download');
    await letter.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe(name);
    expect((await readFile((await (await download).path()) ?? '')).equals(PNG)).toBe(true);

    // Discard asks first; Cancel keeps it, Discard removes the file and its entry only.
    await letter.getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard this file?' });
    await expect(confirm).toContainText(name);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(letter).toBeVisible();
    await letter.getByRole('button', { name: 'Discard' }).click();
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await expect(book.entry(name)).toHaveCount(0);
    await expect(book.indicator()).toHaveText('All saved');
    await expect(book.entry(before)).toBeVisible();
    await book.expectStatus(after, SYNCED);
    expect(await countOnServer(api, userId, name)).toBe(0);
    expect(await countOnServer(api, userId, after)).toBe(1);
  });

  test('6. an expired upload URL is fetched again and the file survives reloads', async ({
    page,
    context,
    request,
  }) => {
    const book = await openBook(page);
    const { userId, api } = await serverOf(page, request);
    await context.setOffline(true);
    const name = `${uniqueNote('report').replace(/\s/g, '-')}.pdf`;
    await book.importFile({ name, mimeType: 'application/pdf', buffer: PDF });
    await book.expectStatus(name, SAVED_ON_DEVICE);
    await page.reload();
    await book.editor().waitFor();
    await book.expectStatus(name, SAVED_ON_DEVICE);

    // Online again: the first upload address is refused as expired, and stays refused on every
    // retry, so the file can only arrive through a new address.
    let refusedUrl: string | undefined;
    await context.route('**/files/**', async (route) => {
      const url = route.request().url();
      if (route.request().method() !== 'PUT' || (refusedUrl && url !== refusedUrl)) {
        return route.fallback();
      }
      refusedUrl = url;
      await route.fulfill({ status: 403, json: { message: 'This upload address has expired.' } });
    });
    await context.setOffline(false);

    await expect
      .poll(
        async () => {
          const sessions = await api.labBook(userId);
          return sessions
            .flatMap((s) => s.entries)
            .filter((e) => e.metaData.content.includes(name) && e.metaData.entry_type === 10)
            .map((e) => (e.metaData as { fileName?: string }).fileName ?? '');
        },
        { timeout: TIMEOUT.sync },
      )
      .toEqual([expect.stringMatching(/\.pdf$/)]);
    expect(refusedUrl).toBeDefined();
    await book.expectStatus(name, SYNCED);
  });

  test('6b. "Open file" saves the file under its own name, from the device and from the server, with no tab left', async ({
    page,
    context,
  }) => {
    const book = await openBook(page);
    await context.setOffline(true);
    const name = `Informe de laboratorio – ${uniqueNote('final').replace(/\s/g, '-')}.pdf`;
    await book.importFile({ name, mimeType: 'application/pdf', buffer: PDF });
    await book.expectStatus(name, SAVED_ON_DEVICE);

    // Not on the server yet: the copy kept on this device.
    const local = await book.openFile(name);
    expect(local.suggestedFilename()).toBe(name);
    expect((await readFile((await local.path()) ?? '')).equals(PDF)).toBe(true);

    // On the server: its signed address names the file as it was named on the device.
    await context.setOffline(false);
    await book.expectStatus(name, SYNCED, TIMEOUT.sync);
    const stored = await book.openFile(name);
    expect(stored.suggestedFilename()).toBe(name);
    expect((await readFile((await stored.path()) ?? '')).equals(PDF)).toBe(true);
    expect(context.pages()).toEqual([page]);
  });

  test('7. two tabs and a background sync at once send each record once, in order', async ({
    page,
    context,
    request,
  }) => {
    const first = await openBook(page);
    const { userId, api } = await serverOf(page, request);
    const secondPage = await context.newPage();
    const second = new LabBookPage(secondPage);
    await second.open();
    let inFlight = 0;
    let most = 0;
    await routeWrites(context, async (route) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        await route.fulfill({ response: await route.fetch() });
      } finally {
        inFlight -= 1;
      }
      return 'handled';
    });

    await context.setOffline(true);
    const notes = [1, 2, 3, 4].map((n) => uniqueNote(`two tabs ${n}`));
    for (const [index, note] of notes.entries()) {
      const tab = index % 2 === 0 ? first : second;
      await tab.write(note);
      await expect(tab.entry(note)).toBeVisible();
    }
    await context.setOffline(false);
    await Promise.all([
      dispatchBackgroundSync(context, page),
      page.evaluate(() => window.dispatchEvent(new Event('online'))),
      secondPage.evaluate(() => window.dispatchEvent(new Event('online'))),
    ]);

    await expect
      .poll(
        async () =>
          (await serverNotes(api, userId)).filter((content) =>
            notes.some((note) => content.includes(note)),
          ),
        { timeout: TIMEOUT.sync },
      )
      .toHaveLength(4);
    const onServer = (await serverNotes(api, userId)).filter((content) =>
      notes.some((note) => content.includes(note)),
    );
    expect(onServer.map((content) => notes.findIndex((note) => content.includes(note)))).toEqual([
      0, 1, 2, 3,
    ]);
    expect(most).toBe(1);
  });

  test("8. on a shared device, A's queued work is never sent as B and waits for A", async ({
    page,
    context,
    request,
  }) => {
    // Three sign-ins: A, B, then A again.
    test.setTimeout(TIMEOUT.longTest);
    const book = await openBook(page, 'student');
    const a = await serverOf(page, request);
    // A writes while the lab-book service cannot be reached, then leaves the Chromebook.
    await routeWrites(context, async (route) => {
      await route.abort('internetdisconnected');
      return 'handled';
    });
    const note = uniqueNote('student A unsent');
    await book.write(note);
    await book.expectStatus(note, SAVED_ON_DEVICE);

    // Signing out with the note still on the device warns first.
    const shell = new Shell(page);
    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out?' });
    await expect(dialog).toContainText(
      'You have 1 note not yet saved to the server. It stays on this device and will be sent when you sign in again.',
    );
    await dialog.getByRole('button', { name: 'Sign out anyway' }).click();
    await new LoginPage(page).expectShown();

    // The service is back; B signs in on the same browser. Every request carrying A's note is
    // watched.
    await context.unroute(LAB_BOOK_WRITES);
    const carriers: string[] = [];
    await context.route(LAB_BOOK_WRITES, async (route) => {
      if ((route.request().postData() ?? '').includes(note))
        carriers.push((await route.request().headerValue('authorization')) ?? '');
      await route.fallback();
    });
    await shell.signIn('student2', '/labbook');
    await waitForServiceWorker(page);
    const b = await signedInUser(page);
    expect(b.userId).not.toBe(a.userId);
    const bBook = new LabBookPage(page);
    await bBook.open();
    const bNote = uniqueNote('student B note');
    await bBook.write(bNote);
    await expectOnServerOnce(new PortalApi(request, b.token), b.userId, bNote);
    await dispatchBackgroundSync(context, page);
    await expect(bBook.entry(note)).toHaveCount(0);
    // Nothing of A's went out while B was signed in (A's token left with A).
    expect(carriers).toEqual([]);

    // B leaves, A returns: the note is still there and goes under A's name.
    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await new LoginPage(page).expectShown();
    await shell.signIn('student', '/labbook');
    await book.open();
    await expect(book.entry(note)).toBeVisible();
    const back = await serverOf(page, request);
    await expectOnServerOnce(back.api, a.userId, note);
    await book.expectStatus(note, SYNCED);
    expect(carriers.length).toBeGreaterThan(0);
    expect(carriers.every((bearer) => bearer === `Bearer ${back.token}`)).toBe(true);
  });

  test('9. a storage error never shows "saved" before the commit', async ({
    page,
    context,
    request,
  }) => {
    // The device's disk, which lies outside the product: while "full", IndexedDB refuses the
    // lab book's writes the way Chromium does (QuotaExceededError, the transaction aborts).
    // (CDP Storage.overrideQuotaForOrigin is not enforced for IndexedDB by Chromium 156.)
    await context.addInitScript(() => {
      const flag = '__e2eDiskFull';
      for (const method of ['add', 'put'] as const) {
        const original = IDBObjectStore.prototype[method];
        IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: [unknown]) {
          if (localStorage.getItem(flag) === '1' && ['entries', 'outbox'].includes(this.name))
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return original.apply(this, args);
        } as (typeof IDBObjectStore.prototype)[typeof method];
      }
    });
    const book = await openBook(page);
    const { userId, api } = await serverOf(page, request);
    await page.evaluate(() => localStorage.setItem('__e2eDiskFull', '1'));
    const note = uniqueNote('disk full');
    await book.write(note);
    await expect(page.getByText(/could not be saved on this device/)).toBeVisible();
    await expect(book.entry(note)).toHaveCount(0);
    await expect(book.editor()).toContainText(note);
    expect(await countOnServer(api, userId, note)).toBe(0);

    await page.evaluate(() => localStorage.removeItem('__e2eDiskFull'));
    await book.editor().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(book.entry(note)).toBeVisible();
    await expectOnServerOnce(api, userId, note);
    await book.expectStatus(note, SYNCED);
  });

  test('10. a background refresh never loses or overwrites queued work', async ({
    page,
    context,
    request,
  }) => {
    const book = await openBook(page);
    const { userId, api, token } = await serverOf(page, request);
    const first = uniqueNote('before refresh');
    await book.write(first);
    await expectOnServerOnce(api, userId, first);
    const [session] = (await api.labBook(userId)).filter((s) =>
      s.entries.some((e) => e.metaData.content.includes(first)),
    );
    expect(session).toBeDefined();

    // The outbox cannot reach the server for now (reads still can).
    await routeWrites(context, async (route) => {
      await route.abort('internetdisconnected');
      return 'handled';
    });
    const queued = uniqueNote('queued during refresh');
    await book.write(queued);
    await book.expectStatus(queued, SAVED_ON_DEVICE);

    // Meanwhile the same session changes on the server (another device of the student).
    const fromElsewhere = uniqueNote('written elsewhere');
    const put = await request.put('/labbook-api/lab-book', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        id: session!.id,
        actor_id: userId,
        labType: session!.labType,
        open: session!.open,
        entries: [
          {
            timestamp: Date.now(),
            metaData: {
              entry_type: 1,
              entry_id: crypto.randomUUID(),
              content: `<p>${fromElsewhere}</p>`,
            },
          },
        ],
      },
    });
    expect(put.ok()).toBe(true);

    // A background refresh brings that in and keeps the queued note as it is.
    await page.reload();
    await book.editor().waitFor();
    await book.expectStatus(fromElsewhere, SYNCED);
    await book.expectStatus(queued, SAVED_ON_DEVICE);

    // (The app upgrade half of this scenario is in lab-book-update-prompt.spec.ts: it deploys
    // a new worker, so it runs alone after the other specs.)
    await context.unroute(LAB_BOOK_WRITES);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expectOnServerOnce(api, userId, queued);
    expect(await countOnServer(api, userId, first)).toBe(1);
    expect(await countOnServer(api, userId, fromElsewhere)).toBe(1);
    await book.expectStatus(queued, SYNCED);
  });

  test('11. a pasted image stays where it was pasted, in a student note and in an instructor note', async ({
    page,
    browser,
    request,
  }) => {
    // Two users, a PDF export and four reloads.
    test.setTimeout(TIMEOUT.longTest);
    const book = await openBook(page);
    const { userId, api, token } = await serverOf(page, request);
    const image = `<img src="data:image/png;base64,${PNG.toString('base64')}">`;
    const before = uniqueNote('text before the image');
    const after = uniqueNote('text after the image');
    await book.pasteHtml(`<p>${before}</p>${image}<p>${after}</p>`);
    await page.keyboard.press('Enter');
    await book.expectStatus(before, SYNCED, TIMEOUT.sync);
    await expect.poll(() => book.entryParts(before)).toEqual([before, 'image', after]);

    // The server copy names the stored file in place, and the file is there.
    const stored = new RegExp(
      `${before}.*<img src="/files/(${userId}/[0-9a-f-]{36}\\.png)" ?/?>.*${after}`,
    );
    const note = (await serverNotes(api, userId)).find((content) => content.includes(before));
    const fileName = stored.exec(note ?? '')?.[1];
    expect(fileName, note).toBeDefined();
    const download = await request.post('/labbook-api/lab-book/download-url', {
      headers: { authorization: `Bearer ${token}` },
      data: { fileName },
    });
    expect(download.ok()).toBe(true);
    await page.reload();
    await book.open();
    await expect.poll(() => book.entryParts(before)).toEqual([before, 'image', after]);
    // A screen reader names the pasted picture (it came with no text alternative).
    await expect(book.entry(before).getByRole('img', { name: 'Image' })).toBeVisible();

    // The PDF export gets the image in place, at a signed address of the stored file.
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/functions/pdf'),
    );
    const pdf = await book.exportPdf();
    const html = (JSON.parse((await posted).postData() ?? '{}') as { html?: string }).html ?? '';
    expect(html).toMatch(
      new RegExp(`${before}.*<img src="[^"]*/files/${fileName}\\?[^"]*sig=[^"]*"[^>]*>.*${after}`),
    );
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

    // A screenshot pasted as a file goes where the cursor is, too.
    const shot = uniqueNote('with a screenshot');
    await book.editor().click();
    await page.keyboard.type(shot);
    await book.pasteImage({ name: 'shot.png', type: 'image/png', base64: PNG.toString('base64') });
    await expect(book.editor().locator('img')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await book.expectStatus(shot, SYNCED, TIMEOUT.sync);
    await expect.poll(() => book.entryParts(shot)).toEqual([shot, 'image']);

    // What cannot be kept is said, never dropped silently.
    await book.pasteHtml('<p>chart</p><img src="https://example.com/chart.png">');
    await expect(page.getByText('An image from another page cannot be copied')).toBeVisible();

    // The instructor adds a note with an image into the same session of Ana's book.
    const origin = new URL(page.url()).origin;
    const teacherContext = await browser.newContext({ baseURL: origin });
    await teacherContext.addCookies([{ name: 'labbook_pagination', value: '100', url: origin }]);
    const teacher = await teacherContext.newPage();
    await new Shell(teacher).signIn('instructor', '/portfolio');
    await teacher.getByRole('button', { name: 'View the lab book of Lopez, Ana' }).click();
    const teacherBook = new LabBookPage(teacher);
    await teacherBook.noteInto(before);
    const noteBefore = uniqueNote('instructor text before');
    const noteAfter = uniqueNote('instructor text after');
    await teacherBook.pasteHtml(
      `<p>${noteBefore}</p>${image}<p>${noteAfter}</p>`,
      teacherBook.instructorEditor(),
    );
    await teacher.keyboard.press('Enter');
    await expect
      .poll(async () => (await serverNotes(api, userId)).find((c) => c.includes(noteBefore)), {
        timeout: TIMEOUT.sync,
      })
      .toMatch(
        new RegExp(
          `${noteBefore}.*<img src="/files/${userId}/[0-9a-f-]{36}\\.png" ?/?>.*${noteAfter}`,
        ),
      );
    await teacher.reload();
    await expect
      .poll(async () => (await teacherBook.entryParts(noteBefore)).slice(-3), {
        timeout: TIMEOUT.sync,
      })
      .toEqual([noteBefore, 'image', noteAfter]);
    // The student sees it too (the file is in her book's folder).
    await page.reload();
    await expect
      .poll(async () => (await book.entryParts(noteBefore)).slice(-3), { timeout: TIMEOUT.sync })
      .toEqual([noteBefore, 'image', noteAfter]);
    await teacherContext.close();
  });

  test('closed and opened again with no network, the book opens from the device', async ({
    page,
    context,
    request,
  }) => {
    const book = await openBook(page);
    const { userId, api } = await serverOf(page, request);
    await context.setOffline(true);
    const note = uniqueNote('written before closing');
    await book.write(note);
    await book.expectStatus(note, SAVED_ON_DEVICE);
    await page.close();

    const reopened = new LabBookPage(await context.newPage());
    await reopened.open();
    await reopened.expectStatus(note, SAVED_ON_DEVICE);
    await expect(reopened.indicator()).toHaveText('1 not yet saved to the server');
    await context.setOffline(false);
    await expectOnServerOnce(api, userId, note);
    await reopened.expectStatus(note, SYNCED);
  });
});
