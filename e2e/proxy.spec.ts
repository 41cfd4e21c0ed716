import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LabBookPage } from './page-models/lab-book-page';
import { ProxyPage } from './page-models/proxy-page';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

async function expectNoAxeViolations(page: Page) {
  // Not over a control: a hovered pagination button's tooltip would be checked as stray content.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map(
      (v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

test.describe('proxy mode', () => {
  test('support proxies a student read-only, sees their lab book, cannot write, ends proxy', async ({
    page,
  }) => {
    const shell = new Shell(page);
    await shell.signIn('support');
    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'Proxy' }).click();
    const proxy = new ProxyPage(page);
    await expect(proxy.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await proxy.search().fill('student');
    await expect(proxy.select('student')).toBeVisible({ timeout: TIMEOUT.screen });
    await expectNoAxeViolations(page);

    await proxy.select('student').check();
    // Read-only is the default: it comes first.
    await expect(proxy.readOnlyProxyButton()).toBeVisible();
    await proxy.readOnlyProxyButton().click();
    await expect(proxy.notice()).toContainText('Proxying', { timeout: TIMEOUT.screen });
    await expect(proxy.notice()).toContainText('read-only');
    await expect(page).toHaveURL(/\/labs/);
    await expectNoAxeViolations(page);

    // The student's lab book, without the editor.
    await page.goto('/labbook');
    const book = new LabBookPage(page);
    // Other specs add notes to this student's book, which opens on its newest page: the seeded
    // entry may be on the first page, which the support user turns to as a user would.
    const firstPage = page.getByRole('button', { name: 'First page' });
    await expect(async () => {
      if (await firstPage.isEnabled()) await firstPage.click();
      await expect(book.entry('Water rose from 50.000 mL to 60.000 mL').first()).toBeVisible({
        timeout: TIMEOUT.ui / 5,
      });
    }).toPass({ timeout: TIMEOUT.screen });
    await expect(page.getByText('Read only: you are proxying this user.')).toBeVisible();
    await expect(book.editor()).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The server refuses writes too, whatever the screen shows.
    const refused = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
      const { access_token: token } = JSON.parse(localStorage.getItem(key)!) as {
        access_token: string;
      };
      const { proxyToken } = JSON.parse(sessionStorage.getItem('lab-portal.proxy')!) as {
        proxyToken: string;
      };
      const response = await fetch('/labbook-api/lab-book', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'x-proxy-session': proxyToken,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      return response.status;
    });
    expect(refused).toBe(403);

    // Return to proxy shows the tool with the current proxy; End Proxy goes back to the support user.
    await proxy.returnToProxy().click();
    await expect(proxy.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(page.getByText(/You are proxying/)).toBeVisible();
    await expectNoAxeViolations(page);
    await proxy.endProxy().click();
    await expect(page).toHaveURL(/\/labs/, { timeout: TIMEOUT.screen });
    await expect(proxy.notice()).toHaveCount(0, { timeout: TIMEOUT.screen });
    expect(await page.evaluate(() => sessionStorage.getItem('lab-portal.proxy'))).toBeNull();
    // The support user again: the Proxy menu item is back.
    await shell.openUserMenu();
    await expect(page.getByRole('menuitem', { name: 'Proxy' })).toBeVisible();
  });

  test('a student is sent from /proxy to Labs', async ({ page }) => {
    await new Shell(page).signIn('student');
    await page.goto('/proxy');
    await expect(page).toHaveURL(/\/labs/, { timeout: TIMEOUT.screen });
  });
});
