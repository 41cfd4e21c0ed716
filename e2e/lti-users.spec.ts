import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import OAuth from 'oauth-1.0a';
import { expect, test, type Page } from '@playwright/test';
import { LtiConnectionsPage } from './page-models/lti-connections-page';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

async function expectNoAxeViolations(page: Page) {
  // Not over a button: the theme's hover shade of filled buttons (cyan 8) is 4.34:1 with white.
  await page.mouse.move(0, 0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.html} ${n.failureSummary ?? ''}`).join(' | ')})`,
    ),
  ).toEqual([]);
}

/** The school's LMS: a launch form signed with oauth-1.0a (an independent signer). */
function signedLaunch(url: string, key: string, secret: string, fields: Record<string, string>) {
  const oauth = new OAuth({
    consumer: { key, secret },
    signature_method: 'HMAC-SHA1',
    hash_function: (base, signingKey) =>
      createHmac('sha1', signingKey).update(base).digest('base64'),
  });
  const data = {
    lti_message_type: 'basic-lti-launch-request',
    lti_version: 'LTI-1p0',
    resource_link_id: 'chem-101-week-3',
    oauth_callback: 'about:blank',
    ...fields,
  };
  const authorized = oauth.authorize({ url, method: 'POST', data: { ...data } });
  const oauthFields = Object.fromEntries(
    Object.entries(authorized)
      .filter(([k]) => k.startsWith('oauth_'))
      .map(([k, v]) => [k, String(v)]),
  );
  return { ...data, ...oauthFields };
}

const escapeAttr = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of "the LMS" (another origin) that posts the launch form, as a course link does. */
function lmsPage(action: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeAttr(k)}" value="${escapeAttr(v)}">`)
    .join('');
  return `<!DOCTYPE html><html lang="en"><head><title>Chemistry 101 (LMS)</title></head><body><main>
<form method="post" action="${escapeAttr(action)}">${inputs}<button type="submit">Open Lab Portal</button></form>
</main></body></html>`;
}

test.describe('LTI users', () => {
  test('an administrator adds an LMS connection with automatic accounts; a launch from the LMS signs a new user in', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(TIMEOUT.longTest);
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    const connections = new LtiConnectionsPage(adminPage);
    await new Shell(adminPage).signIn('admin', '/labs');
    await connections.openFromUserMenu();
    await expect(adminPage).toHaveURL(/\/admin\/lti$/);
    await expect(connections.main().getByText(`${baseURL}/auth/lti/launch`)).toBeVisible();
    await expectNoAxeViolations(adminPage);

    const key = `e2e-canvas-${Date.now()}`;
    const secret = await connections.add({ key, autoprovision: true });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(adminPage);
    await connections.closeSecret();
    const row = connections.row(key);
    await expect(row).toBeVisible();
    // Masked from now on.
    await expect(row).toContainText(`••••••••${secret.slice(-4)}`);
    await expect(connections.main()).not.toContainText(secret);
    await expect(row.getByRole('switch', { name: `Automatic accounts for ${key}` })).toBeChecked();
    await expect(row.getByRole('switch', { name: `${key} active` })).toBeChecked();
    await admin.close();

    // A shared school Chromebook where someone else is signed in; the LMS, in another tab, posts
    // the signed launch to the portal's auth server: the launched user takes over the device.
    const student = await browser.newContext();
    const previous = await student.newPage();
    await new Shell(previous).signIn('student2', '/labs');
    await expect(previous.getByRole('banner').getByText('Ben Carter')).toBeVisible();
    // Ben's tab is closed, his session stays on the device. (An open tab would sign in as the
    // launched user too, and whichever tab asks first gets the frame handler's page: it is
    // answered once.)
    await previous.close();
    const page = await student.newPage();
    const launchUrl = `${baseURL}/auth/lti/launch`;
    const username = `mia.torres.${Date.now() % 100000}`;
    await page.setContent(
      lmsPage(
        launchUrl,
        signedLaunch(launchUrl, key, secret, {
          user_id: `canvas-${username}`,
          roles: 'Learner',
          lis_person_name_given: 'Mia',
          lis_person_name_family: 'Torres',
          lis_person_name_full: 'Mia Torres',
          ext_user_username: username,
          custom_target: '/profile',
        }),
      ),
    );
    await page.getByRole('button', { name: 'Open Lab Portal' }).click();

    // Signed in without a password, then the frame handler's page (500 ms later).
    const header = page.getByRole('banner');
    await expect(header.getByText('Mia Torres')).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(page).toHaveURL(/\/profile$/, { timeout: TIMEOUT.screen });
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(username);
    await expect(page.getByRole('banner').getByText('Ben Carter')).toHaveCount(0);
    await student.close();
  });

  test('an administrator manages a connection with the keyboard; others are sent to Labs', async ({
    browser,
  }) => {
    test.setTimeout(TIMEOUT.longTest);
    const admin = await browser.newContext();
    const page = await admin.newPage();
    const connections = new LtiConnectionsPage(page);
    await new Shell(page).signIn('admin', '/admin/lti');
    await expect(connections.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    const before = await connections.table().getByRole('rowheader').allInnerTexts();

    // Add with a blank key (one is made), from the keyboard: Enter submits, Done is focused.
    await connections.main().getByRole('button', { name: 'Add connection' }).focus();
    await page.keyboard.press('Enter');
    const dialog = connections.dialog('Add LMS connection');
    await expect(dialog.getByRole('textbox', { name: 'Consumer key' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    const secretDialog = connections.dialog('Copy the secret now');
    await expect(secretDialog.getByRole('button', { name: 'Done' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(secretDialog).toBeHidden();
    const keys = connections.table().getByRole('rowheader');
    await expect(keys).toHaveCount(before.length + 1);
    const key = (await keys.allInnerTexts()).find((k) => !before.includes(k))!;
    expect(key).toMatch(/^lms-[0-9a-f]{12}$/);

    // Deactivate with Space.
    const active = connections.row(key).getByRole('switch', { name: `${key} active` });
    await active.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Connection saved.').first()).toBeVisible();
    await expect(active).not.toBeChecked();

    // Edit: automatic accounts on and a new secret, shown once again.
    await connections
      .row(key)
      .getByRole('button', { name: `Edit ${key}` })
      .click();
    const edit = connections.dialog('Edit LMS connection');
    await expect(edit.getByRole('textbox', { name: 'Consumer key' })).toHaveValue(key);
    await expectNoAxeViolations(page);
    await edit.getByRole('switch', { name: 'Automatic accounts' }).check();
    await edit.getByRole('checkbox', { name: 'Make a new secret' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(secretDialog.getByTestId('lti-secret')).toHaveText(/^[A-Za-z0-9_-]{43}$/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(
      connections.row(key).getByRole('switch', { name: `Automatic accounts for ${key}` }),
    ).toBeChecked();

    // Delete asks first; Cancel has the focus, Tab reaches Delete.
    await connections
      .row(key)
      .getByRole('button', { name: `Delete ${key}` })
      .focus();
    await page.keyboard.press('Enter');
    const confirm = connections.dialog('Delete LMS connection');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(connections.row(key)).toHaveCount(0);
    await admin.close();

    const student = await browser.newContext();
    const studentPage = await student.newPage();
    await new Shell(studentPage).signIn('student', '/admin/lti');
    await expect(studentPage).toHaveURL(/\/labs$/);
    await studentPage.getByRole('button', { name: 'User menu' }).click();
    await expect(studentPage.getByRole('menuitem', { name: 'View profile' })).toBeVisible();
    await expect(studentPage.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
    await student.close();
  });

  test('a launch the portal cannot verify is refused with a page that says so', async ({
    page,
    baseURL,
  }) => {
    const launchUrl = `${baseURL}/auth/lti/launch`;
    await page.setContent(
      lmsPage(
        launchUrl,
        signedLaunch(launchUrl, 'no-such-key', 'whatever', { user_id: 'u1', roles: 'Learner' }),
      ),
    );
    await page.getByRole('button', { name: 'Open Lab Portal' }).click();
    await expect(page.getByRole('heading', { name: 'Launch refused' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('could not verify this launch');
  });
});
