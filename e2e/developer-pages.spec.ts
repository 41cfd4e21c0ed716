import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DevelopmentPage, DraggablePage } from './page-models/developer-pages';
import {
  expectOnServerOnce,
  serverOf,
  uniqueNote,
  waitForServiceWorker,
} from './page-models/outbox';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.describe('developer pages', () => {
  test('/draggable: items are added and ordered from the keyboard and by dragging', async ({
    page,
  }) => {
    await new Shell(page).signIn('admin', '/draggable');
    const demo = new DraggablePage(page);
    await expect(demo.heading()).toBeVisible();
    await expect(page.getByText('No items yet. Add one to start.')).toBeVisible();

    // Keyboard only: the add button, then an item's move buttons.
    await demo.addButton().focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Enter');
    await expect(demo.list().getByRole('listitem')).toHaveCount(3);
    await expect(demo.status()).toHaveText('Item 3 added at position 3.');
    await expectNoAxeViolations(page);

    await demo.moveDown('Item 1').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => demo.order()).toEqual(['Item 2', 'Item 1', 'Item 3']);
    await expect(demo.status()).toHaveText('Item 1 is now at position 2 of 3.');
    // The focus stays with the moved item: Enter again takes it to the end.
    await expect(demo.moveDown('Item 1')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => demo.order()).toEqual(['Item 2', 'Item 3', 'Item 1']);
    await expect(demo.moveDown('Item 1')).toBeDisabled();
    await expect(demo.moveUp('Item 1')).toBeFocused();

    // Pointer: drag the last item onto the first.
    await demo.item('Item 1').dragTo(demo.item('Item 2'));
    await expect.poll(() => demo.order()).toEqual(['Item 1', 'Item 2', 'Item 3']);
    await expectNoAxeViolations(page);
  });

  test('/development: a test entry is saved on the device, then synced by the outbox', async ({
    page,
    context,
    request,
  }) => {
    await new Shell(page).signIn('support', '/development');
    await waitForServiceWorker(page);
    const dev = new DevelopmentPage(page);
    await expect(dev.heading()).toBeVisible();
    const { userId, api } = await serverOf(page, request);

    // Offline, the entry is on the device only; back online the outbox sends it.
    await context.setOffline(true);
    const note = uniqueNote('developer test entry');
    await dev.write(note);
    await expect(page.getByRole('status').filter({ hasText: 'Test entry saved' })).toBeVisible();
    await expect(dev.entry(note)).toContainText('Saved on this device');
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await expect(dev.entry(note)).toContainText('Synced', { timeout: TIMEOUT.sync });
    await expectOnServerOnce(api, userId, note);

    // The next entry goes into the same test session.
    const second = uniqueNote('second developer entry');
    await dev.write(second);
    await expect(dev.entry(second)).toContainText('Synced', { timeout: TIMEOUT.sync });
    await expect(dev.entry(note)).toContainText('Synced');
  });

  test('a student cannot reach either page', async ({ page }) => {
    await new Shell(page).signIn('student', '/draggable');
    await expect(page).toHaveURL(/\/labs$/);
    await page.goto('/development');
    await expect(page).toHaveURL(/\/labs$/);
    await expect(page.getByRole('heading', { name: 'Lab book development' })).toHaveCount(0);
  });
});
