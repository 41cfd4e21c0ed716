import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BannerArea, BannersAdminPage } from './page-models/banners';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

const WELCOME = 'Welcome to the virtual labs';
const TITRATIONS = 'New: the titrations bench';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.describe('banners', () => {
  test('a banner rotates and collapses, and the collapse is remembered for that page', async ({
    page,
  }) => {
    await new Shell(page).signIn('student');
    const banners = new BannerArea(page);
    // Lab Home (list 2, English): the "All" banner and the Labs one, rotating every 5 s.
    await expect(banners.region()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(banners.slide()).toHaveAttribute('aria-label', '1 of 2');
    await expect(banners.title(WELCOME)).toBeVisible();
    await expect(banners.region().getByRole('link', { name: 'Getting started' })).toHaveAttribute(
      'href',
      'https://community.labportal.test/getting-started',
    );
    await expect(banners.region().getByRole('link', { name: 'A two-minute tour' })).toBeVisible();
    // Nobody touches it: the next banner comes by itself.
    await page.mouse.move(0, 0);
    await expect(banners.title(TITRATIONS)).toBeVisible({ timeout: TIMEOUT.ui });
    await expect(banners.slide()).toHaveAttribute('aria-label', '2 of 2');
    expect((await banners.region().boundingBox())?.height).toBe(80);
    await expectNoAxeViolations(page);

    // Keyboard: the pause and previous buttons are buttons with names.
    await banners.pause().focus();
    await page.keyboard.press('Enter');
    await expect(
      banners.region().getByRole('button', { name: 'Play announcements' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const shown = await banners.slide().getAttribute('aria-label');
    await banners.previous().focus();
    await page.keyboard.press('Enter');
    await expect(banners.slide()).toHaveAttribute(
      'aria-label',
      shown === '1 of 2' ? '2 of 2' : '1 of 2',
    );
    await banners.stepTo(WELCOME, 2);

    // Reading more: the whole text and the videos in a dialog.
    await banners.readMore(WELCOME).click();
    const dialog = page.getByRole('dialog', { name: WELCOME });
    await expect(dialog.getByRole('link', { name: 'A two-minute tour' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await banners.hide().click();
    await expect(banners.show()).toHaveAttribute('aria-expanded', 'false');
    await expect(banners.slide()).toHaveCount(0);
    await page.reload();
    await expect(banners.show()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(banners.slide()).toHaveCount(0);

    // Per page: Groups still shows its banners; Profile never does.
    await new Shell(page).mainMenu().getByRole('link', { name: 'Groups' }).click();
    await expect(banners.title(WELCOME)).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(banners.slide()).toHaveAttribute('aria-label', '1 of 1');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(banners.region()).toHaveCount(0);
  });

  test('support creates a banner with a preview, students then see it, and it can be deleted', async ({
    browser,
  }) => {
    const title = `Lab safety week ${Date.now()}`;
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await new Shell(staff).signIn('support');
    const admin = new BannersAdminPage(staff);
    await admin.openFromUserMenu();
    await expect(admin.row(WELCOME)).toContainText('2: everyone else');
    await expectNoAxeViolations(staff);

    const dialog = await admin.startAdding({
      title,
      description: 'Goggles on in every lab this week.',
      page: 'Groups',
    });
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText(title, { exact: true })).toBeVisible();
    await expect(preview.getByText('Goggles on in every lab this week.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Link address' }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText('Enter an address that starts with http:// or https://.'),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Link address' }).fill('https://example.org/safety');
    await dialog.getByRole('textbox', { name: 'Link text' }).fill('Safety rules');
    await expect(preview.getByRole('link', { name: 'Safety rules' })).toBeVisible();
    await expectNoAxeViolations(staff);
    await admin.save(dialog);
    await expect(admin.row(title)).toContainText('Groups');

    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    await new Shell(student).signIn('student', '/groups');
    const banners = new BannerArea(student);
    await expect(banners.region()).toBeVisible({ timeout: TIMEOUT.screen });
    await banners.pause().click();
    await banners.stepTo(title, 2);
    await expect(banners.region().getByRole('link', { name: 'Safety rules' })).toBeVisible();

    await admin
      .row(title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const confirm = admin.dialog('Delete banner');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(admin.row(title)).toHaveCount(0);

    await staffContext.close();
    await studentContext.close();
  });
});
