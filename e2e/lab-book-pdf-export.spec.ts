import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { LabBookPage } from './page-models/lab-book-page';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

/**
 * Spec 2 §7 "PDF export", end to end: the student's toolbar button sends the book's HTML with
 * the tab's socket connection, the server renders it in Debian's Chromium, and `pdf-ready` on
 * the auth socket downloads the PDF, with the export notification and the success toast.
 */
test.describe('lab book export to PDF', () => {
  test('a student exports the lab book and gets the PDF as a download', async ({ page }) => {
    await new Shell(page).signIn('student', '/labbook');
    const book = new LabBookPage(page);
    await book.open();
    await expect(page.getByRole('article', { name: /^Density, / }).first()).toBeVisible({
      timeout: TIMEOUT.screen,
    });

    const download = await book.exportPdf();
    expect(download.suggestedFilename()).toMatch(/^lab-book-ana-lopez-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByText('Lab book PDF has been downloaded.')).toBeVisible();
  });

  test("an instructor exports a student's book from the Portfolio", async ({ page }) => {
    await new Shell(page).signIn('instructor', '/portfolio');
    const viewAna = page.getByRole('button', { name: 'View the lab book of Lopez, Ana' });
    await expect(viewAna).toBeVisible({ timeout: TIMEOUT.screen });
    await viewAna.click();
    await expect(page.getByRole('article', { name: /^Density, / }).first()).toBeVisible();

    const download = await new LabBookPage(page).exportPdf();
    // The PDF is the student's book, named after her.
    expect(download.suggestedFilename()).toMatch(/^lab-book-ana-lopez-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByText('Lab book PDF has been downloaded.')).toBeVisible();
  });

  test('offline, the button is disabled and says why', async ({ page, context }) => {
    await new Shell(page).signIn('student', '/labbook');
    const book = new LabBookPage(page);
    await book.open();
    await expect(book.exportButton()).not.toHaveAttribute('aria-disabled', 'true', {
      timeout: TIMEOUT.screen,
    });
    await context.setOffline(true);
    await expect(book.exportButton()).toHaveAttribute('aria-disabled', 'true');
    await expect(book.exportButton()).toHaveAccessibleDescription(
      'Export to PDF needs an internet connection.',
    );
    await context.setOffline(false);
  });
});
