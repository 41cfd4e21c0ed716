import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LabsPage } from './page-models/labs-page';
import { LoginPage } from './page-models/login-page';
import { Shell } from './page-models/shell';

test.describe('signing in and the labs home', () => {
  test('a student sees the licensed labs sorted by name, without the beta or broken bench', async ({
    page,
  }) => {
    const shell = new Shell(page);
    await shell.signIn('student');
    await expect(page).toHaveURL(/\/labs/);
    const labs = new LabsPage(page);
    const names = await labs.labNames();
    expect(names).toContain('Density');
    expect(names).toContain('Titrations');
    expect(names).not.toContain('Solar System');
    expect(names).not.toContain('Circuits');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    expect(await shell.menuEntries()).toEqual(
      expect.arrayContaining(['Lab Home', 'Lab Book', 'Activities', 'Assignments', 'Groups']),
    );
    expect(await shell.menuEntries()).not.toContain('Dashboard');
    expect(await shell.menuEntries()).not.toContain('Portfolio');

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('a beta tester also sees the beta lab', async ({ page }) => {
    await new Shell(page).signIn('beta');
    expect(await new LabsPage(page).labNames()).toContain('Solar System');
  });

  test('an instructor gets the Dashboard entry first and no Lab Book', async ({ page }) => {
    const shell = new Shell(page);
    await shell.signIn('instructor', '/labs');
    const entries = await shell.menuEntries();
    expect(entries[0]).toBe('Dashboard');
    expect(entries).not.toContain('Lab Book');
    expect(entries).toContain('Portfolio');
  });

  test('a user without a license gets the license message and its three buttons', async ({
    page,
  }) => {
    await new Shell(page).signIn('nolicense');
    const main = page.getByRole('main');
    await expect(
      main
        .getByRole('button', { name: 'Activate license' })
        .or(main.getByRole('link', { name: 'Activate license' })),
    ).toBeVisible();
    await expect(
      main
        .getByRole('button', { name: 'Purchase license' })
        .or(main.getByRole('link', { name: 'Purchase license' })),
    ).toBeVisible();
    await expect(
      main
        .getByRole('button', { name: 'Bulk purchase' })
        .or(main.getByRole('link', { name: 'Bulk purchase' })),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('a wrong password is refused on the sign-in page', async ({ page }) => {
    await page.goto('/labs');
    const login = new LoginPage(page);
    await login.signIn('student', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('the language can be switched to Spanish and is remembered', async ({ page, context }) => {
    const shell = new Shell(page);
    await shell.signIn('student');
    await shell.changeLanguage('Español');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'lab_language');
    expect(cookie?.value).toBe('es');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  });

  test('a failing catalogue call on a first visit still opens Lab Home, is logged and can be retried', async ({
    page,
    context,
  }) => {
    let isFailing = true;
    await context.route('**/user-api/products', (route) =>
      isFailing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 500,
              error: 'Internal Server Error',
              message: 'Down',
            }),
          })
        : route.fallback(),
    );
    const shell = new Shell(page);
    await shell.signIn('student');
    await expect(page.getByRole('heading', { name: 'Lab Home' })).toBeVisible();
    expect(await new LabsPage(page).labNames()).toContain('Density');
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Some of your information could not be loaded' });
    await expect(notice).toContainText('the lab catalogue');

    isFailing = false;
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toBeHidden();

    await page.getByText('Ana Lopez', { exact: true }).click({ modifiers: ['Shift', 'Alt'] });
    await expect(page.getByRole('main')).toContainText('/user-api/products');
  });
});
