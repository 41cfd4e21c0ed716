import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Shell } from './page-models/shell';
import { waitForServiceWorker } from './page-models/outbox';

// The not-found page is its own chunk, not part of the app's start (src/app/rare-pages.ts): these
// check it still shows, online and with no network, and that it sits in exactly one main
// landmark both outside the shell (an unknown address) and inside it (an unknown lab).
const UNKNOWN = '/no/such/page';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.describe('an address the portal does not have', () => {
  test('shows "Page not found" with a way back to Lab Home', async ({ page }) => {
    await new Shell(page).signIn('student');
    await page.goto(UNKNOWN);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(main.getByText('There is nothing at this address.')).toBeVisible();
    await expect(main).toHaveCount(1);
    await expect(page).toHaveTitle(/Page not found/);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to Lab Home' }).click();
    await expect(page.getByRole('heading', { name: 'Lab Home' })).toBeVisible();
  });

  test('an unknown lab shows "Page not found" inside the shell, in its one main', async ({
    page,
  }) => {
    await new Shell(page).signIn('student', '/labs/no-such-lab');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(main).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows "Page not found" with no network too', async ({ page, context }) => {
    await new Shell(page).signIn('student');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto(UNKNOWN);
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Page not found' }),
    ).toBeVisible();
  });
});
