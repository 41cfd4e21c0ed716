import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BrandingPage } from './page-models/branding';
import { LoginPage } from './page-models/login-page';
import { waitForServiceWorker } from './page-models/outbox';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

const ACME = { name: 'Acme Learning', logo: '/resellers/acme-logo.svg' };

test.describe('white-label branding', () => {
  test('a student signs in on the reseller host, uses the portal with its logo and signs out', async ({
    page,
    baseURL,
  }) => {
    const branding = new BrandingPage(page);
    const acme = new URL(BrandingPage.resellerUrl(baseURL!, 'acme')).origin;
    const whitelabel = page.waitForResponse((response) =>
      response.url().includes('/user-api/resellers/whitelabel?domain=acme'),
    );
    await page.goto(BrandingPage.resellerUrl(baseURL!, 'acme', '/labs'));
    expect((await whitelabel).status()).toBe(200);
    // One issuer: the provider's own sign-in page, on PUBLIC_URL (unbranded).
    await new LoginPage(page).expectShown();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await new LoginPage(page).signIn('student');
    await expect(page.getByRole('heading', { name: 'Lab Home' })).toBeVisible({
      timeout: TIMEOUT.screen,
    });
    expect(new URL(page.url()).origin).toBe(acme);
    expect(new URL(page.url()).pathname).toBe('/labs');
    await branding.expectResellerLogo(ACME.name, ACME.logo);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    const shell = new Shell(page);
    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // Back on the reseller host, signed out: it starts a new sign-in, which asks for the password.
    await new LoginPage(page).expectShown();
    await expect(page.getByRole('heading', { name: 'Lab Home' })).toBeHidden();
  });

  test('the reseller logo stays when the installed app opens with no network', async ({
    page,
    context,
    baseURL,
  }) => {
    const branding = new BrandingPage(page);
    await page.goto(BrandingPage.resellerUrl(baseURL!, 'acme', '/labs'));
    await new LoginPage(page).signIn('student2');
    await expect(page.getByRole('heading', { name: 'Lab Home' })).toBeVisible({
      timeout: TIMEOUT.screen,
    });
    await branding.expectResellerLogo(ACME.name, ACME.logo);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Lab Home' })).toBeVisible({
      timeout: TIMEOUT.screen,
    });
    await branding.expectResellerLogo(ACME.name, ACME.logo);
    await context.setOffline(false);
  });

  test('a sub-domain no reseller has cannot sign in and says so', async ({ page, baseURL }) => {
    await page.goto(BrandingPage.resellerUrl(baseURL!, 'unknown-school'));
    // The screen's action is reachable by keyboard.
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(page.getByRole('img', { name: ACME.name })).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(tryAgain).toBeFocused();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('plain localhost keeps the Lab Portal logo and asks for no branding', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/resellers/whitelabel')) asked.push(request.url());
    });
    await new Shell(page).signIn('student2', '/labs');
    const home = page.getByRole('link', { name: 'Lab Portal home' });
    await expect(home).toBeVisible();
    await expect(home.locator('svg')).toBeVisible();
    await expect(page.getByRole('img', { name: ACME.name })).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
