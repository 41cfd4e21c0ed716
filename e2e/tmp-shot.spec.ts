import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { GradebookPage } from './page-models/gradebook-page';
import { Shell } from './page-models/shell';

test('shot', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await new Shell(page).signIn('instructor', '/portfolio');
  const book = new GradebookPage(page);
  await book.open('Chemistry 101 - Fall');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/portfolio-shot.png', fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
