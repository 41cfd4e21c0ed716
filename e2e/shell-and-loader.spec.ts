import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LoginPage } from './page-models/login-page';
import { Shell } from './page-models/shell';
import { waitForServiceWorker } from './page-models/outbox';

test.describe('lab intro, loader and shell', () => {
  test('the lab intro shows the title, Open Lab and a back control, and reports the video', async ({
    page,
  }) => {
    const shell = new Shell(page);
    await shell.signIn('student');
    await page.evaluate(() => {
      (window as unknown as { seen: unknown[] }).seen = [];
      window.addEventListener('lab-portal:analytics', (e) =>
        (window as unknown as { seen: unknown[] }).seen.push((e as CustomEvent).detail),
      );
    });
    await page.getByRole('button', { name: 'More options for Density' }).click();
    await page.getByRole('menuitem', { name: 'Intro' }).click();
    await expect(page.getByRole('heading', { name: 'Density Lab Intro' })).toBeVisible();
    await expect(page).toHaveURL(/\/labs\/physics-density$/);
    await expect(page.getByRole('button', { name: 'Open Lab' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([
      { name: 'video-watched', lab: 'Density' },
    ]);
    const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await page.getByRole('link', { name: 'Back to Lab Home' }).click();
    await expect(page.getByRole('heading', { name: 'Lab Home' })).toBeVisible();
  });

  test("the inorganic lab's intro describes it as up to 26 cations", async ({ page }) => {
    await new Shell(page).signIn('student', '/labs/chemistry-inorganic');
    await expect(
      page.getByRole('heading', { name: 'Inorganic Qualitative Analysis Lab Intro' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('up to 26 cations');
  });

  test('opening a lab without its license lands on Lab Home with the license message', async ({
    page,
  }) => {
    await new Shell(page).signIn('student2', '/physics-density');
    await expect(page).toHaveURL(/\/labs\?unauthorized=physics-density/);
    await expect(
      page.getByText(
        'You do not have a license to access this lab. Please contact your instructor, or purchase the correct license.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Purchase license' })).toBeVisible();
  });

  test('the loader sends an instructor without a lab to the dashboard, a student to Lab Home', async ({
    browser,
  }) => {
    const instructor = await browser.newPage();
    await new Shell(instructor).signIn('instructor', '/');
    await expect(instructor).toHaveURL(/\/dashboard$/);
    await instructor.close();

    const student = await browser.newPage();
    await new Shell(student).signIn('student', '/');
    await expect(student).toHaveURL(/\/labs$/);
    await student.close();
  });

  test('a desktop-only user sees the Desktop Labs page', async ({ page }) => {
    await new Shell(page).signIn('desktop');
    await expect(page.getByRole('heading', { name: 'Desktop Labs', level: 1 })).toBeVisible();
    // Only the Desktop Labs card: no web lab cards.
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Physical Science 1.7');
  });

  test('the desktop window gets the access token and can sign the user out', async ({
    page,
    context,
  }) => {
    // The desktop labs page lives on another site; this stand-in talks the spec's window protocol.
    await context.route('https://desktop.example.org/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Desktop</title><p id="token">waiting</p><script>
          window.addEventListener('message', (event) => {
            if (event.data && event.data.type === 'token')
              document.getElementById('token').textContent = event.data.token ? 'token received' : 'no token';
          });
          window.opener.postMessage({ type: 'token_request' }, '*');
          window.sendLogout = () => window.opener.postMessage({ type: 'logout' }, '*');
        </script>`,
      }),
    );
    await new Shell(page).signIn('desktop');
    const [desktop] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Open Desktop Labs' }).click(),
    ]);
    await expect(desktop.getByText('token received')).toBeVisible();

    await desktop.evaluate(() => (window as unknown as { sendLogout(): void }).sendLogout());
    // The same sign-out as the user menu's: straight back to the sign-in page.
    await new LoginPage(page).expectShown();
  });

  test('a desktop-only user opening a web lab gets the no-license message', async ({ page }) => {
    await new Shell(page).signIn('desktop', '/chemistry-gases');
    await expect(page).toHaveURL(/\/labs\?unauthorized=chemistry-gases/);
    await expect(page.getByRole('alert')).toContainText(
      'You do not have a license to access this lab. Please contact your instructor, or purchase the correct license.',
    );
    await expect(page.getByRole('heading', { name: 'Desktop Labs', level: 1 })).toBeVisible();
  });

  test("the desktop window's close message closes it", async ({ page, context }) => {
    await context.route('https://desktop.example.org/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Desktop</title><p>Desktop labs</p><script>
          window.sendClose = () => window.opener.postMessage({ type: 'close' }, '*');
        </script>`,
      }),
    );
    await new Shell(page).signIn('desktop');
    const [desktop] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Open Desktop Labs' }).click(),
    ]);
    await expect(desktop.getByText('Desktop labs')).toBeVisible();
    await Promise.all([
      desktop.waitForEvent('close'),
      desktop.evaluate(() => (window as unknown as { sendClose(): void }).sendClose()),
    ]);
    expect(desktop.isClosed()).toBe(true);
  });

  test('a limited text input counts its characters and cuts at the limit', async ({ page }) => {
    await new Shell(page).signIn('student', '/groups');
    await page.getByRole('button', { name: 'Join group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join group' });
    const code = dialog.getByRole('textbox', { name: 'Group code' });
    await expect(dialog.getByText('0/64', { exact: true })).toBeVisible();
    await code.fill('CHEM');
    await expect(dialog.getByText('4/64', { exact: true })).toBeVisible();
    await code.fill('X'.repeat(70));
    await expect(code).toHaveValue('X'.repeat(64));
    await expect(dialog.getByText('64/64', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Character limit reached: 64 characters.');
  });

  test("the support user's header names their role", async ({ page }) => {
    await new Shell(page).signIn('support');
    await expect(page.getByRole('banner').getByText('BL Support', { exact: true })).toBeVisible();
  });

  test('shift+alt click on the user name opens Debug', async ({ page }) => {
    await new Shell(page).signIn('student');
    await page.getByText('Ana Lopez', { exact: true }).click({ modifiers: ['Shift', 'Alt'] });
    await expect(page).toHaveURL(/\/debug$/);
  });

  test('a student is kept out of the instructor dashboard', async ({ page }) => {
    await new Shell(page).signIn('student', '/dashboard');
    await expect(page).toHaveURL(/\/labs$/);
  });

  test('signing out in one tab signs out the other open tab', async ({ context }) => {
    const first = await context.newPage();
    await new Shell(first).signIn('student');
    const second = await context.newPage();
    await second.goto('/labs');
    await expect(second.getByRole('heading', { name: 'Lab Home' })).toBeVisible();

    const shell = new Shell(first);
    await shell.openUserMenu();
    await first.getByRole('menuitem', { name: 'Sign out' }).click();
    // No "Do you want to sign out?" page: the portal's own sign-out goes straight through.
    await new LoginPage(first).expectShown();

    // The other tab leaves the portal by itself and never comes back signed in.
    await new LoginPage(second).expectSignedOutByAnotherTab();
    await expect(second.getByRole('heading', { name: 'Lab Home' })).toBeHidden();
  });

  test('signing out with no network makes the next sign-in on this device ask for the password', async ({
    page,
    context,
  }) => {
    const shell = new Shell(page);
    await shell.signIn('student');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // Signed out on the device: the app leaves for its start page.
    await page.waitForURL((url) => url.pathname === '/');
    await expect(shell.userMenuButton()).toBeHidden();

    // Back online, the app starts the sign-in by itself. The provider still has the old browser
    // session, but it must not be reused: the sign-in page asks for the password.
    await context.setOffline(false);
    await new LoginPage(page).expectShown();
  });
});

test.describe("the spec's path-style addresses", () => {
  test('/presets, /activities and /assignments take their parameter in the path', async ({
    page,
  }) => {
    await new Shell(page).signIn('student', '/presets/physics-density');
    await expect(page.getByRole('combobox', { name: 'Lab', exact: true })).toHaveValue(/^Density/);
    await page.goto('/activities/physics-density');
    await expect(page.getByRole('combobox', { name: 'Lab', exact: true })).toHaveValue('Density');
    await page.goto('/assignments/1');
    await expect(page.getByRole('heading', { name: 'Assignments', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/assignments\/1$/);

    // The lab card's menu opens them by path too.
    await page.goto('/labs');
    await page.getByRole('button', { name: 'More options for Density' }).click();
    await page.getByRole('menuitem', { name: 'Activities' }).click();
    await expect(page).toHaveURL(/\/activities\/physics-density$/);
  });

  test('the Portfolio keeps its group through My Lab Book, also from inside a student book', async ({
    page,
  }) => {
    await new Shell(page).signIn('instructor', '/portfolio');
    const group = page.getByRole('combobox', { name: 'Group' });
    await expect(group).toBeVisible();
    await group.selectOption({ label: 'Chemistry 101 - Fall' });
    await expect(page).toHaveURL(/\/portfolio\/\d+$/);
    const groupUrl = page.url();
    expect(groupUrl).not.toContain('%22');
    const groupId = /\/portfolio\/(\d+)$/.exec(groupUrl)![1]!;

    const toggle = page.getByRole('radiogroup', { name: 'Show' });
    await toggle.getByText('My Lab Book').click();
    await expect(page).toHaveURL(/\/portfolio\/self\/[0-9a-f-]{36}$/);
    await toggle.getByText('Student Portfolio').click();
    await expect(page).toHaveURL(groupUrl);
    await expect(group).toHaveValue(groupId);

    // Inside one student's book the toggle goes to the own book and back to the group.
    await page.getByRole('button', { name: 'View the lab book of Lopez, Ana' }).click();
    await expect(page).toHaveURL(new RegExp(`/portfolio/${groupId}/[0-9a-f-]{36}$`));
    await toggle.getByText('My Lab Book').click();
    await expect(page).toHaveURL(/\/portfolio\/self\/[0-9a-f-]{36}$/);
    await expect(
      page
        .getByRole('region', { name: 'Lab book editor' })
        .getByRole('textbox', { name: 'Notes...' }),
    ).toBeVisible();
    await toggle.getByText('Student Portfolio').click();
    await expect(page).toHaveURL(groupUrl);
    await expect(group).toHaveValue(groupId);
  });
});
