import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LabsPage } from './page-models/labs-page';
import { DEMO_PASSWORD, LoginPage } from './page-models/login-page';
import { ActivationDialog, ProfilePage } from './page-models/profile-page';
import { Shell } from './page-models/shell';

// student3, student4 and student5 exist for this spec only: it changes their password, username
// and licenses.

test.describe('profile', () => {
  test('shows the details, licenses and legal links without accessibility violations', async ({
    page,
  }) => {
    await new Shell(page).signIn('student', '/profile');
    const profile = new ProfilePage(page);
    await expect(profile.heading()).toBeVisible();
    await expect(profile.value('Email')).toHaveText('student@demo.labportal.test');
    await expect(profile.value('School')).toHaveText('Riverside Community College');
    await expect(profile.value('Country')).toHaveText('USA');
    await expect(
      profile.activeLicenses().getByRole('cell', { name: 'DEMO-STU-FULL' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@example.org' })).toBeVisible();
    let axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await profile.edit();
    await expect(page.getByText('Changing your username requires logging in again.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Campus' })).toHaveValue(/\d+/);
    axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    const dialog = await profile.openPasswordDialog();
    axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await dialog.root.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.root).toBeHidden();
  });

  test('a student changes the password and signs in with the new one', async ({
    page,
    browser,
  }) => {
    await new Shell(page).signIn('student3', '/profile');
    const profile = new ProfilePage(page);
    await profile.edit();
    const dialog = await profile.openPasswordDialog();

    await dialog.current().fill(DEMO_PASSWORD);
    await dialog.next().click();
    await expect(dialog.hints()).toHaveCount(0);
    await dialog.next().pressSequentially('abc1');
    expect(await dialog.hintStates()).toEqual([
      ['1 uppercase', false],
      ['1 lowercase', true],
      ['1 number', true],
      ['1 symbol', false],
      ['8 or more characters', false],
    ]);
    await dialog.next().fill('Fresh-pass-9');
    await expect(dialog.hints().filter({ has: page.locator('[data-met="false"]') })).toHaveCount(0);
    expect((await dialog.hintStates()).every(([, met]) => met)).toBe(true);

    await dialog.confirm().fill('Fresh-pass-8');
    await dialog.save().click();
    await expect(dialog.root.getByText('The two passwords do not match')).toBeVisible();

    // With the hints shown (the new password focused), one real click on Save is enough: the
    // hints closing must not move Save from under the pointer before the click is over.
    await dialog.confirm().fill('Fresh-pass-9');
    await dialog.next().click();
    await expect(dialog.hints()).toHaveCount(5);
    const save = await dialog.save().boundingBox();
    if (!save) throw new Error('Save is not on screen');
    await page.mouse.click(save.x + save.width / 2, save.y + save.height / 2);
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(dialog.root).toBeHidden();

    // Another browser: the old password is refused, the new one signs in.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/labs');
    const login = new LoginPage(otherPage);
    await login.signIn('student3');
    await expect(otherPage.getByText('The username or password is incorrect.')).toBeVisible();
    await login.password().fill('Fresh-pass-9');
    await otherPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(otherPage.getByRole('heading', { name: 'Lab Home' })).toBeVisible();
    await other.close();
  });

  test('a wrong current password is reported', async ({ page }) => {
    await new Shell(page).signIn('student', '/profile');
    const profile = new ProfilePage(page);
    await profile.edit();
    const dialog = await profile.openPasswordDialog();
    await dialog.current().fill('Not-my-pass-1');
    await dialog.next().fill('Fresh-pass-9');
    await dialog.confirm().fill('Fresh-pass-9');
    await dialog.save().click();
    await expect(
      dialog.root.getByText('An error occurred, please make sure current password is correct'),
    ).toBeVisible();
  });

  test('a student without a license activates a code from the labs message', async ({ page }) => {
    await new Shell(page).signIn('student5');
    await page.getByRole('main').getByRole('button', { name: 'Activate license' }).click();
    const dialog = await ActivationDialog.of(page);
    await dialog.activate('NOT-A-CODE');
    await expect(dialog.root.getByText('Please enter a valid code')).toBeVisible();

    await dialog.activate('  demo-phys-0001 ');
    await expect(page.getByText('Code activated!')).toBeVisible();
    await expect(dialog.root).toBeHidden();
    expect(await new LabsPage(page).labNames()).toContain('Density');

    const profile = new ProfilePage(page);
    await profile.open();
    await expect(
      profile.activeLicenses().getByRole('cell', { name: 'DEMO-PHYS-0001' }),
    ).toBeVisible();
    await expect(profile.activeLicenses().getByText('Physics', { exact: true })).toBeVisible();
  });

  test('a new username makes the student sign in again', async ({ page }) => {
    await new Shell(page).signIn('student4', '/profile');
    const profile = new ProfilePage(page);
    await profile.edit();
    await profile.username().fill('diego.silva');
    await profile.save().click();

    const alert = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(alert.getByText('Your username is now diego.silva.')).toBeVisible();
    await alert.getByRole('button', { name: 'Sign in' }).click();

    await new LoginPage(page).signIn('diego.silva');
    await expect(profile.heading()).toBeVisible();
    await expect(profile.value('Username')).toHaveText('diego.silva');
  });
});
