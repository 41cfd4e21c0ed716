import { readFile } from 'node:fs/promises';
import { expect, request, test } from '@playwright/test';
import { LabBookPage, SYNCED } from '../page-models/lab-book-page';
import { LoginPage } from '../page-models/login-page';
import { LabsPage } from '../page-models/labs-page';
import { PortalApi } from '../page-models/portal-api';
import { ActivationDialog } from '../page-models/profile-page';
import { expectOnServerOnce, serverOf, uniqueNote } from '../page-models/outbox';
import { Shell } from '../page-models/shell';
import { TIMEOUT } from '../timeouts';
import { SocketWatch, ServedBy, sendTo } from './balancer';
import { BALANCER_PORT, INSTANCES, instanceUrl, otherInstance } from './cluster-ports';

/**
 * Issue 13 §1, end to end: the lab book through two instances with HAProxy in between (round
 * robin, no stickiness), one PostgreSQL, one S3-compatible store. Whatever instance a request
 * reaches, the student sees the same book, and the socket events cross from one to the other.
 */

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('a student signs in through the balancer and her notes reach both instances', async ({
  page,
  context,
  browser,
}) => {
  const servedBy = new ServedBy(context);
  await new Shell(page).signIn('student', '/labbook');
  const book = new LabBookPage(page);
  await book.open();
  const notes = [uniqueNote('cluster first'), uniqueNote('cluster second')];
  for (const note of notes) {
    await book.write(note);
    await book.expectStatus(note, SYNCED);
  }
  // Round robin without stickiness: sign-in, the book and the writes went to both instances.
  await servedBy.expectBoth();

  // Each instance, asked directly, has every note exactly once.
  const { userId, token } = await serverOf(page, context.request);
  for (const instance of INSTANCES) {
    const direct = await request.newContext({ baseURL: instanceUrl(instance) });
    for (const note of notes) await expectOnServerOnce(new PortalApi(direct, token), userId, note);
    await direct.dispose();
  }

  // Another device signed in as her shows them.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await new Shell(otherPage).signIn('student', '/labbook');
  const otherBook = new LabBookPage(otherPage);
  await otherBook.open();
  for (const note of notes) await otherBook.expectStatus(note, SYNCED, TIMEOUT.screen);
  await other.close();
});

test('signing out in one tab signs out the other tab, whose socket is on the other instance', async ({
  context,
}) => {
  const first = await context.newPage();
  const firstSocket = await SocketWatch.of(first);
  await new Shell(first).signIn('student2');
  const firstInstance = await firstSocket.instance();

  const second = await context.newPage();
  const secondSocket = await SocketWatch.of(second);
  await second.goto('/labs');
  await expect(second.getByRole('heading', { name: 'Lab Home' })).toBeVisible({
    timeout: TIMEOUT.screen,
  });
  await secondSocket.reloadUntilOn(otherInstance(firstInstance));
  await expect(second.getByRole('heading', { name: 'Lab Home' })).toBeVisible({
    timeout: TIMEOUT.screen,
  });

  await new Shell(first).openUserMenu();
  await first.getByRole('menuitem', { name: 'Sign out' }).click();
  await new LoginPage(first).expectShown();
  await new LoginPage(second).expectSignedOutByAnotherTab();
  await expect(second.getByRole('heading', { name: 'Lab Home' })).toBeHidden();
});

test("a license activated through one instance reaches the other tab's socket on the other", async ({
  context,
}) => {
  const first = await context.newPage();
  await new Shell(first).signIn('student5');
  const activate = first.getByRole('main').getByRole('button', { name: 'Activate license' });
  await expect(activate).toBeVisible({ timeout: TIMEOUT.screen });

  const second = await context.newPage();
  const secondSocket = await SocketWatch.of(second);
  await second.goto('/labs');
  await expect(
    second.getByRole('main').getByRole('button', { name: 'Activate license' }),
  ).toBeVisible({ timeout: TIMEOUT.screen });
  const secondInstance = await secondSocket.instance();

  // The activation is handled by the instance that does not hold the second tab's socket.
  const toOther = await sendTo(context, '**/licenses/activate', otherInstance(secondInstance));
  await activate.click();
  const dialog = await ActivationDialog.of(first);
  await dialog.activate('DEMO-PHYS-0001');
  await expect(first.getByText('Code activated!')).toBeVisible();
  expect(toOther.sent()).toBe(1);

  // `reinit` crossed to the second tab's instance: it shows the new lab by itself.
  await expect(second.getByRole('article', { name: 'Density', exact: true })).toBeVisible({
    timeout: TIMEOUT.screen,
  });
  expect(await new LabsPage(second).labNames()).toContain('Density');
});

test('a PDF rendered by one instance reaches the tab whose socket is on the other', async ({
  page,
  context,
}) => {
  const socket = await SocketWatch.of(page);
  await new Shell(page).signIn('student3', '/labbook');
  const book = new LabBookPage(page);
  await book.open();
  const note = uniqueNote('cluster export');
  await book.write(note);
  await book.expectStatus(note, SYNCED);

  const renderer = otherInstance(await socket.instance());
  const toRenderer = await sendTo(context, '**/functions/pdf', renderer);
  const rendered = page.waitForResponse((r) => r.url().endsWith('/functions/pdf'));
  const download = await book.exportPdf();
  expect((await rendered).ok()).toBe(true);
  expect(toRenderer.sent()).toBe(1);
  expect(download.suggestedFilename()).toMatch(/^lab-book-carla-diaz-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('Lab book PDF has been downloaded.')).toBeVisible();
});

test('an image pasted in the lab book is kept in the object store and shown by the other instance', async ({
  page,
  context,
  browser,
}) => {
  const servedBy = new ServedBy(context, /\/lab-book\/upload-url$/);
  await new Shell(page).signIn('student7', '/labbook');
  const book = new LabBookPage(page);
  await book.open();
  const note = uniqueNote('cluster image');
  await book.editor().click();
  await page.keyboard.type(note);
  await book.pasteImage({ name: 'shot.png', type: 'image/png', base64: PNG.toString('base64') });
  await expect(book.editor().locator('img')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await book.expectStatus(note, SYNCED);
  await expect
    .poll(() => book.entryParts(note), { timeout: TIMEOUT.sync })
    .toEqual([note, 'image']);
  // The instance that signed the upload; the browser sent the bytes to the object store.
  const uploadedThrough = servedBy.tracked.at(-1);
  expect(uploadedThrough).toBeDefined();

  // Another device gets the image's address from the other instance: the file is on no
  // instance's disk but in the object store, which the browser reads directly.
  const other = await browser.newContext();
  const toOther = await sendTo(other, '**/lab-book/download-url', otherInstance(uploadedThrough!));
  const otherPage = await other.newPage();
  await new Shell(otherPage).signIn('student7', '/labbook');
  const otherBook = new LabBookPage(otherPage);
  await otherBook.open();
  await expect
    .poll(() => otherBook.entryParts(note), { timeout: TIMEOUT.sync })
    .toEqual([note, 'image']);
  expect(toOther.sent()).toBeGreaterThan(0);
  const source = await otherBook.entry(note).locator('img').getAttribute('src');
  const address = new URL(source ?? '', otherPage.url());
  expect(address.port).not.toBe(String(BALANCER_PORT));
  const stored = await other.request.get(address.toString());
  expect(stored.ok()).toBe(true);
  expect(Buffer.from(await stored.body()).equals(PNG)).toBe(true);
  await other.close();
});
