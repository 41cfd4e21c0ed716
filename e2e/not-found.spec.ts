import { expect, test } from '@playwright/test';
import { Shell } from './page-models/shell';
import { waitForServiceWorker } from './page-models/outbox';

// The not-found page is its own chunk, not part of the app's start (src/app/router.tsx): these
// check it still shows, online and with no network.
const UNKNOWN = '/no/such/page';

test.describe('an address the portal does not have', () => {
  test('shows "Page not found" with a way back to Lab Home', async ({ page }) => {
    await new Shell(page).signIn('student');
    await page.goto(UNKNOWN);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('There is nothing at this address.')).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);

    await page.getByRole('link', { name: 'Back to Lab Home' }).click();
    await expect(page.getByRole('heading', { name: 'Lab Home' })).toBeVisible();
  });

  test('shows "Page not found" with no network too', async ({ page, context }) => {
    await new Shell(page).signIn('student');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto(UNKNOWN);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
