import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BrandingPage } from './page-models/branding';
import { waitForServiceWorker } from './page-models/outbox';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

const ACME = { name: 'Acme Learning', logo: '/resellers/acme-logo.svg' };

test.describe('white-label branding', () => {
  test('the reseller host shows its logo, named by its alt text, on the start screen', async ({
    page,
    baseURL,
  }) => {
    const branding = new BrandingPage(page);
    const whitelabel = page.waitForResponse((response) =>
      response.url().includes('/user-api/resellers/whitelabel?domain=acme'),
    );
    await page.goto(BrandingPage.resellerUrl(baseURL!, 'acme'));
    expect((await whitelabel).status()).toBe(200);
    await branding.expectResellerLogo(ACME.name, ACME.logo);
    // The screen's action is reachable by keyboard.
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible({ timeout: TIMEOUT.screen });
    await page.keyboard.press('Tab');
    await expect(tryAgain).toBeFocused();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('the reseller logo stays when the installed app opens with no network', async ({
    page,
    context,
    baseURL,
  }) => {
    const branding = new BrandingPage(page);
    await page.goto(BrandingPage.resellerUrl(baseURL!, 'acme'));
    await branding.expectResellerLogo(ACME.name, ACME.logo);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: TIMEOUT.screen });
    await branding.expectResellerLogo(ACME.name, ACME.logo);
    // Leave before the network returns: the start screen reloads itself when it does.
    await page.goto('about:blank');
    await context.setOffline(false);
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
