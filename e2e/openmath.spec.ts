import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { OpenMathPage } from './page-models/openmath-page';
import { Shell } from './page-models/shell';
import { WorksheetsSite } from './page-models/worksheets-site';
import { TIMEOUT } from './timeouts';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.describe('/openmath', () => {
  test('a student reads what the open practice is, opens it from the keyboard and practises', async ({
    page,
  }) => {
    await new Shell(page).signIn('student', '/openmath');
    const openmath = new OpenMathPage(page);
    await expect(openmath.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(page.getByText(/Nothing you do there is recorded/)).toBeVisible();
    await expectNoAxeViolations(page);

    await openmath.openButton().focus();
    const opening = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const tab = await opening;
    const site = new WorksheetsSite(tab);
    await expect(site.heading()).toHaveText('Open practice', { timeout: TIMEOUT.screen });
    await expect(tab.getByText('Signed in as Ana Lopez (student)')).toBeVisible();
    await expectNoAxeViolations(tab);

    // The first template assessment, taken with no answers: graded at once, nothing recorded.
    const first = tab.getByRole('main').getByRole('listitem').getByRole('link').first();
    const name = (await first.innerText()).trim();
    await first.click();
    await expect(site.heading()).toHaveText(name);
    await expect(
      tab.getByText('Practice: your answers are graded but not recorded.'),
    ).toBeVisible();
    await site.submit();
    await expect(site.heading()).toHaveText(`Result: ${name}`);
    await expect(tab.getByRole('status')).toHaveText(/^This attempt scored 0 \/ \d+\.$/);
    await expect(tab.getByText(/Recorded score/)).toHaveCount(0);
    await expectNoAxeViolations(tab);
    await tab.getByRole('link', { name: 'Back to open practice' }).click();
    await expect(site.heading()).toHaveText('Open practice');
  });
});
