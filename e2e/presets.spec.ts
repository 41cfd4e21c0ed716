import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SYSTEM_PRESET_IDS } from '../server/db/seed/preset-ids';
import { PresetsPage } from './page-models/presets-page';
import { waitForSavedData } from './page-models/saved-data';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';
import { waitForServiceWorker } from './page-models/outbox';

const STRONG_STRONG = 'Strong acid - strong base titration';

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
    // The advanced customization: container contents, bounded by the container's volume.
    await customize.getByRole('button', { name: 'Advanced customization' }).click();
    const advanced = presets.dialog('Advanced customization');
    await advanced.getByRole('button', { name: 'Add a content to Beaker 1' }).click();
    const water = advanced.getByRole('spinbutton', { name: 'Beaker 1, content 1: water' });
    await water.fill('300');
    await water.blur();
    await expect(advanced.getByText('Must be between 0 and 250 mL')).toBeVisible();
    await expect(advanced.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await water.fill('100');
    await water.blur();
    await advanced.getByRole('button', { name: 'Apply' }).click();
    await expect(advanced).toBeHidden();
    await presets.saveCustomization(STRONG_STRONG);
    // Saved on the server: a reload shows the new setup.
    await presets.open();
    const again = await presets.customize(STRONG_STRONG);
    await expect(again.getByRole('switch', { name: 'Titration curve graph' })).not.toBeChecked();
    await expect(
      again.getByRole('spinbutton', { name: /^Concentration of NaOH 0.1000 M/ }),
    ).toHaveValue('0.125');
    await again.getByRole('button', { name: 'Advanced customization' }).click();
    await expect(
      advanced.getByRole('spinbutton', { name: 'Beaker 1, content 1: water' }),
    ).toHaveValue('100');
    await advanced.getByRole('button', { name: 'Cancel' }).click();
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

    // The row menu works from the keyboard: open it, walk to Copy link, press Enter.
    await page.getByRole('button', { name: `Actions for ${STRONG_STRONG}` }).focus();
    await page.keyboard.press('Enter');
    const copyItem = page.getByRole('menuitem', { name: 'Copy link' });
    await expect(copyItem).toBeVisible();
    const isFocused = () => copyItem.evaluate((item) => item === document.activeElement);
    for (let step = 0; step < 8 && !(await isFocused()); step += 1)
      await page.keyboard.press('ArrowDown');
    expect(await isFocused()).toBe(true);
    await page.keyboard.press('Enter');
    await expect(presets.toast('Preset link copied.')).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);

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
    // Sortable by name, both ways.
    const nameHeader = page.getByRole('columnheader', { name: /^Name/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const firstName = presets.table().getByRole('rowheader').first();
    await expect(firstName).toHaveText(/^Weak acid - strong base titration/);
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
    await waitForServiceWorker(page);
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

  test('the customization popups of the other labs (density, inorganic, organic, free motion, calorimetry), procedures', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(TIMEOUT.longTest);
    const presets = new PresetsPage(page);
    await new Shell(page).signIn('instructor', '/presets');
    await expect(presets.heading()).toBeVisible({ timeout: TIMEOUT.screen });

    // Seeded presets of the instructor: the popups pass axe; Cancel keeps the preset as it was.
    const density = await presets.customize('CHEM 101 density quiz');
    await expect(density.getByRole('checkbox', { name: 'Cylinder 1 is an unknown' })).toBeChecked();
    await expect(
      density.getByRole('checkbox', { name: 'Cylinder 2 is an unknown' }),
    ).not.toBeChecked();
    await expectNoAxeViolations(page);
    await presets.cancelCustomization('CHEM 101 density quiz');
    const inorganic = await presets.customize('Group II cations practice');
    await expect(inorganic.getByRole('radio', { name: 'Practice' })).toBeChecked();
    await expectNoAxeViolations(page);
    await presets.cancelCustomization('Group II cations practice');

    // Copies of system presets of the other labs.
    const copies = [
      [
        'chemistry-organicq',
        SYSTEM_PRESET_IDS.organicQualitativeAlcohols,
        'Identify an unknown alcohol or ketone',
      ],
      ['chemistry-organics', SYSTEM_PRESET_IDS.organicSynthesisEster, 'Fischer esterification'],
      [
        'physics-free-motion',
        SYSTEM_PRESET_IDS.freeMotionProjectile,
        'Projectile motion on a fixed grid',
      ],
      [
        'chemistry-calorimetry',
        SYSTEM_PRESET_IDS.calorimetryUnknownMetal,
        'Specific heat of an unknown metal',
      ],
    ] as const;
    for (const [lab, uuid, name] of copies) {
      await presets.addByLink(`${baseURL}/${lab}/${uuid}`);
      const dialog = await presets.customize(name);
      await expectNoAxeViolations(page);
      if (lab === 'chemistry-organicq')
        await expect(dialog.getByRole('switch', { name: 'NMR spectrometer' })).toBeChecked();
      if (lab === 'chemistry-organics')
        await expect(
          dialog.getByRole('switch', { name: 'See the flask contents' }),
        ).not.toBeChecked();
      if (lab === 'physics-free-motion') {
        // 98765 (unset) shows empty; choosing a y max clears the x max.
        const xMax = dialog.getByRole('spinbutton', { name: 'Limit x max' });
        const yMax = dialog.getByRole('spinbutton', { name: 'Limit y max' });
        await expect(xMax).toHaveValue('50');
        await expect(yMax).toHaveValue('');
        await yMax.fill('30');
        await yMax.blur();
        await expect(xMax).toHaveValue('');
        await presets.saveCustomization(name);
        const again = await presets.customize(name);
        await expect(again.getByRole('spinbutton', { name: 'Limit y max' })).toHaveValue('30');
        await expect(again.getByRole('spinbutton', { name: 'Limit x max' })).toHaveValue('');
      }
      if (lab === 'chemistry-calorimetry') {
        await expect(
          dialog.getByText('Customization is not supported for this lab.'),
        ).toBeVisible();
        await dialog.getByRole('button', { name: 'Close' }).last().click();
        await expect(dialog).toBeHidden();
        // Its unknowns flip all the same (Calorimetry is one of the five labs).
        await expect(presets.unknownTypeCell(name)).toHaveText('Assigned');
        await presets.makePractice(name);
      } else await presets.cancelCustomization(name);
      if (lab === 'chemistry-organics') {
        // A procedure document: a web address and its type, shown beside the name.
        await presets.action(name, 'Add procedure');
        const procedure = presets.dialog(`Add procedure to ${name}`);
        await procedure.getByRole('textbox', { name: 'Procedure address' }).fill('not an address');
        await procedure.getByRole('button', { name: 'Save' }).click();
        await expect(procedure.getByText(/^Enter a web address/)).toBeVisible();
        await expectNoAxeViolations(page);
        await procedure
          .getByRole('textbox', { name: 'Procedure address' })
          .fill('https://example.org/esterification.pdf');
        await procedure.getByRole('button', { name: 'Save' }).click();
        await expect(procedure).toBeHidden();
        await expect(
          presets
            .row(name)
            .getByRole('link', { name: /^Procedure of Fischer esterification: PDF/ }),
        ).toHaveAttribute('href', 'https://example.org/esterification.pdf');
      }
      await presets.delete(name);
    }
  });
});
