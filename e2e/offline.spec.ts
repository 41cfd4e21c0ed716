import { expect, test } from '@playwright/test';
import { LabsPage } from './page-models/labs-page';
import { waitForSavedData } from './page-models/saved-data';
import { Shell } from './page-models/shell';
import { waitForServiceWorker } from './page-models/outbox';

test('after one online visit the portal opens with no network and shows the cached lab list', async ({
  page,
  context,
}) => {
  const shell = new Shell(page);
  await shell.signIn('student');
  const labs = new LabsPage(page);
  const online = await labs.labNames();
  expect(online.length).toBeGreaterThan(5);

  // The service worker has taken control and precached the shell.
  await waitForServiceWorker(page);

  await waitForSavedData(page, 'Density');
  await context.setOffline(true);
  await page.reload();
  expect(await labs.labNames()).toEqual(online);
  await expect(page.getByLabel('Login')).toHaveCount(0);
  await context.setOffline(false);
});

test.describe('on a 1366x768 Chromebook screen', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the offline notice leaves the lab book note box in view', async ({ page, context }) => {
    await new Shell(page).signIn('student', '/labbook');
    const notes = page
      .getByRole('region', { name: 'Lab book editor' })
      .getByRole('textbox', { name: 'Notes...' });
    await expect(notes).toBeInViewport();
    await context.setOffline(true);
    try {
      await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
      await expect(notes).toBeInViewport();
    } finally {
      await context.setOffline(false);
    }
  });
});
