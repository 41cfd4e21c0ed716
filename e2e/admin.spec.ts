import { expect, test } from '@playwright/test';
import { AdminPages } from './page-models/admin-pages';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

test.describe('administrators’ area', () => {
  test('an administrator adds an institution and a reseller domain, reads a kept e-mail and sees both changes in the audit log', async ({
    page,
  }) => {
    test.setTimeout(TIMEOUT.test * 2);
    const suffix = Date.now().toString(36);
    const institution = `Hillside Academy ${suffix}`;
    const domain = `hillside-${suffix}`;
    await new Shell(page).signIn('admin', '/labs');
    const admin = new AdminPages(page);

    await admin.openFromUserMenu();
    for (const card of [
      'Institutions',
      'Resellers',
      'Banners',
      'LMS connections',
      'Kept e-mails',
      'Audit log',
    ]) {
      await expect(admin.main().getByRole('link', { name: new RegExp(`^${card}`) })).toBeVisible();
    }
    await admin.expectAccessible();

    await admin.openSection('Institutions');
    await expect(admin.row('Institutions', 'Riverside Community College')).toBeVisible();
    await admin.expectAccessible();
    await admin.addInstitution({
      name: institution,
      city: 'Denver',
      url: 'https://hillside.example.org',
    });
    await admin.searchInstitutions(suffix);
    await expect(admin.row('Institutions', institution)).toContainText('Denver');
    await admin.searchInstitutions('no such school anywhere');
    await expect(admin.main().getByText('No institutions match.')).toBeVisible();

    await admin.backToLanding();
    await admin.openSection('Resellers');
    await expect(admin.row('Resellers', 'Acme Learning')).toContainText('acme');
    await admin.expectAccessible();
    await admin.addResellerDomain('Acme Learning', domain.toUpperCase());
    await expect(admin.row('Resellers', 'Acme Learning')).toContainText(domain);

    await admin.backToLanding();
    await admin.openSection('Kept e-mails');
    const email = admin.main().getByRole('button', { name: /Your Lab Portal password reset code/ });
    // Keyboard: the e-mail opens with Enter.
    await email.focus();
    await page.keyboard.press('Enter');
    await expect(admin.main().getByText('Use this code to choose a new password')).toBeVisible();
    await admin.expectAccessible();

    await admin.backToLanding();
    await admin.openSection('Audit log');
    const log = admin.table('Audit log');
    await expect(
      log.getByRole('row').filter({ hasText: 'admin.institution.create' }),
    ).toContainText(institution);
    await expect(log.getByRole('row').filter({ hasText: 'admin.reseller.update' })).toContainText(
      domain,
    );
    await expect(log.getByRole('row').filter({ hasText: 'admin.reseller.update' })).toContainText(
      'admin',
    );
    await admin.expectAccessible();
  });

  test('other roles cannot open the area', async ({ page }) => {
    await new Shell(page).signIn('support', '/admin');
    await expect(page).toHaveURL(/\/labs/, { timeout: TIMEOUT.screen });
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
  });
});
