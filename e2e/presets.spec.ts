import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SYSTEM_PRESET_IDS } from '../server/db/seed/preset-ids';
import { PresetsPage } from './page-models/presets-page';
import { waitForSavedData } from './page-models/saved-data';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

const STRONG_STRONG = 'Strong acid - strong base titration';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(' | ')})`),
  ).toEqual([]);
}

test.describe('presets (Labs Plus)', () => {
  test('an instructor filters by lab, adds a preset by link, customizes it, makes unknowns practice, copies its link and deletes it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(TIMEOUT.longTest);
    const context = await browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const presets = new PresetsPage(page);

    // The lab card's "Presets" leads to the system presets of that lab.
    await new Shell(page).signIn('instructor', '/labs');
    await page.getByRole('button', { name: 'More options for Titrations' }).click();
    await page.getByRole('menuitem', { name: 'Presets' }).click();
    await expect(presets.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(page).toHaveURL(/\/presets\/chemistry-titrations$/);
    await expect(presets.labFilter()).toHaveValue('Titrations (3)');
    await expect(presets.row(STRONG_STRONG)).toBeVisible();
    await expect(presets.row('CHEM 101 density quiz')).toHaveCount(0);
    // System presets: saved at the epoch (blank date), no actions.
    await expect(presets.row(STRONG_STRONG).getByRole('cell').nth(1)).toHaveText('');
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Unknowns' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Add by link: anything but a link to a preset says so, and Done stays disabled.
    const dialog = await presets.enterLink('not a link');
    await expect(dialog.getByText('Please enter a valid link')).toBeVisible();
    await presets.enterLink(`${baseURL}/chemistry-titrations/0b7e5a10-8c1d-4e2f-9a01-0000000000ff`);
    await expect(dialog.getByText('Please enter a valid link')).toBeVisible({
      timeout: TIMEOUT.screen,
    });
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await presets.addByLink(
      `  ${baseURL}/chemistry-titrations/${SYSTEM_PRESET_IDS.titrationStrongStrong}  `,
    );
    // The copy is the user's own: under My saved labs, saved today.
    await expect(presets.viewToggle().getByRole('radio', { name: 'My saved labs' })).toBeChecked();
    const copy = presets.row(STRONG_STRONG);
    await expect(copy).toBeVisible();
    await expect(copy.getByRole('cell').nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

    // Customize the copy: turn off the graph, change a bottle concentration (bounds on blur).
    const customize = await presets.customize(STRONG_STRONG);
    await presets.setControl(STRONG_STRONG, 'Titration curve graph', false);
    await presets.setBottleConcentration(STRONG_STRONG, 'NaOH 0.1000 M', '7');
    await expect(customize.getByText('Must be between 0.001 and 6 M')).toBeVisible();
    await expect(customize.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await presets.setBottleConcentration(STRONG_STRONG, 'NaOH 0.1000 M', '0.125');
    await expect(customize.getByText('Must be between 0.001 and 6 M')).toBeHidden();
    await presets.saveCustomization(STRONG_STRONG);
    // Saved on the server: a reload shows the new setup.
    await presets.open();
    const again = await presets.customize(STRONG_STRONG);
    await expect(again.getByRole('switch', { name: 'Titration curve graph' })).not.toBeChecked();
    await expect(
      again.getByRole('spinbutton', { name: /^Concentration of NaOH 0.1000 M/ }),
    ).toHaveValue('0.125');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();

    // Make assigned / make practice save at once; the column follows and stays after a reload.
    await expect(presets.labFilter()).toHaveValue(/^All presets \(\d+\)$/);
    await presets.makeAssigned('Group II cations practice');
    await page.reload();
    await expect(presets.unknownTypeCell('Group II cations practice')).toHaveText('Assigned');
    await presets.makePractice('Group II cations practice');
    await page.reload();
    await expect(presets.unknownTypeCell('Group II cations practice')).toHaveText('Practice');

    // Copy link gives the loader address of the preset; delete asks first.
    const link = await presets.copyLink(STRONG_STRONG);
    expect(link).toMatch(new RegExp(`^${baseURL}/chemistry-titrations/[0-9a-f-]{36}$`));
    expect(link).not.toContain(SYSTEM_PRESET_IDS.titrationStrongStrong);
    await presets.delete(STRONG_STRONG);
    await context.close();
  });

  test('a student sees no unknown types and no actions on system presets', async ({ page }) => {
    const presets = new PresetsPage(page);
    await new Shell(page).signIn('student', '/presets');
    await expect(presets.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(page.getByText(/No saved labs here yet/)).toBeVisible();
    await presets.showSystemPresets();
    await expect(presets.row('Density of unknown solids')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Unknowns' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await presets.search().fill('density');
    await expect(presets.row('Floating or sinking: density of unknown materials')).toBeVisible();
    await expect(presets.row(STRONG_STRONG)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the list seen once opens with no network, and adding by link waits for a connection', async ({
    page,
    context,
  }) => {
    const presets = new PresetsPage(page);
    await new Shell(page).signIn('student', '/presets/physics-density');
    await expect(presets.row('Density of unknown solids')).toBeVisible({ timeout: TIMEOUT.screen });
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      return Boolean(registration.active) && navigator.serviceWorker.controller !== null;
    });
    await waitForSavedData(page, 'Density of unknown solids');

    await context.setOffline(true);
    await page.reload();
    await expect(presets.row('Density of unknown solids')).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(page.getByText(/^Saved data from/)).toBeVisible();
    const add = page.getByRole('button', { name: 'Add saved lab' });
    await expect(add).toHaveAccessibleDescription('You are offline. This needs a connection.');
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(presets.dialog('Add saved lab')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a user who owns no benches is sent to the root route', async ({ page }) => {
    await new Shell(page).signIn('nolicense', '/presets');
    await expect(page).not.toHaveURL(/\/presets/, { timeout: TIMEOUT.screen });
    await expect(new PresetsPage(page).heading()).toHaveCount(0);
  });
});
