import { expect, test } from '@playwright/test';
import { GroupsPage } from './page-models/groups-page';
import { ProfilePage } from './page-models/profile-page';
import { waitForSavedData } from './page-models/saved-data';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';
import { waitForServiceWorker } from './page-models/outbox';

test.describe('groups and profile with no network', () => {
  test('the groups screen opens from the device, says so, and holds back what needs the server', async ({
    page,
    context,
  }) => {
    await new Shell(page).signIn('student2', '/groups');
    const groups = new GroupsPage(page);
    await expect(groups.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(page.getByRole('cell', { name: 'Chemistry 101 - Fall' })).toBeVisible();
    await waitForServiceWorker(page);
    await waitForSavedData(page, 'Chemistry 101 - Fall');

    await context.setOffline(true);
    await page.reload();
    await expect(groups.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(page.getByRole('cell', { name: 'Chemistry 101 - Fall' })).toBeVisible();
    await expect(page.getByText(/^Saved data from/)).toBeVisible();
    const join = page.getByRole('button', { name: 'Join group' });
    await expect(join).toHaveAccessibleDescription('You are offline. This needs a connection.');
    // Focusable, so the reason can be read, but it does nothing.
    await expect(join).toBeDisabled();
    await join.focus();
    await page.keyboard.press('Enter');
    await expect(groups.dialog('Join group')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('the profile opens from the device, and saving waits for a connection', async ({
    page,
    context,
  }) => {
    await new Shell(page).signIn('student2', '/profile');
    const profile = new ProfilePage(page);
    await expect(profile.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(profile.value('Last name')).toHaveText('Carter');
    await waitForServiceWorker(page);
    await waitForSavedData(page, 'Carter');

    await context.setOffline(true);
    await page.reload();
    await expect(profile.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(profile.value('Last name')).toHaveText('Carter');
    await expect(page.getByText(/^Saved data from/)).toBeVisible();
    await profile.edit();
    await expect(profile.save()).toBeDisabled();
    await expect(
      page.getByText(
        'You are offline. Saving your profile and changing the password need a connection.',
      ),
    ).toBeVisible();
    await context.setOffline(false);
  });
});
