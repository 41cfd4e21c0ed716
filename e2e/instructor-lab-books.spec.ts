import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LabBookPage } from './page-models/lab-book-page';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

test.describe("an instructor reviews the students' lab books", () => {
  // The instructor reads the book in another zone than the student's: times say which zone.
  test.use({ timezoneId: 'America/New_York' });

  test('lists the students of the open group and browses their books with previous and next', async ({
    page,
  }) => {
    await new Shell(page).signIn('instructor', '/portfolio');
    const viewAna = page.getByRole('button', { name: 'View the lab book of Lopez, Ana' });
    await expect(viewAna).toBeVisible({ timeout: TIMEOUT.screen });
    // The instructor is not in the list; students of the archived group only are not either.
    await expect(page.getByRole('button', { name: /View the lab book of Novak/ })).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Student' }).fill('carter');
    await expect(
      page.getByRole('button', { name: 'View the lab book of Carter, Ben' }),
    ).toBeVisible();
    await expect(viewAna).toBeHidden();
    // Members without a lab book are not listed (no "Never"): the list is of lab books.
    await page.getByRole('searchbox', { name: 'Student' }).fill('tran');
    await expect(page.getByText('There are no lab books to show.')).toBeVisible();
    await expect(page.getByRole('button', { name: /View the lab book of Tran/ })).toHaveCount(0);
    await expect(page.getByText('Never')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Student' }).fill('');
    await expect(viewAna).toBeVisible();
    const books = await page.getByRole('button', { name: /^View the lab book of / }).count();

    await viewAna.click();
    // The arrows walk the same list of lab books.
    await expect(page.getByText(new RegExp(`^Student \\d+ of ${books}$`))).toBeVisible();
    // Her seeded titration (other tests add Density and Portal sessions to her book, so the lab
    // filter finds it on any page count).
    await page.getByRole('combobox', { name: 'Lab' }).selectOption('Titrations');
    const titration = page.getByRole('article', { name: /^Titrations, / }).first();
    await expect(titration).toBeVisible();
    await expect(titration).toContainText(
      /Started: \d{4}\/\d{2}\/\d{1,2} \d{2}:\d{2}:\d{2} E[SD]T/,
    );
    // Objects are named as spec 2 §9 lists them.
    const transfer = 'Transfer: 12.35000 mL of NaOH 0.1 M from Buret to Flask 1';
    await expect(titration).toContainText(transfer);
    await expect(
      page
        .getByRole('region', { name: 'Lab book editor' })
        .getByRole('textbox', { name: 'Instructor note...' }),
    ).toBeVisible();
    // The note goes into the session the editor names, with the zone of its start.
    await new LabBookPage(page).noteInto(transfer);
    await expect(
      page.getByText(
        /^Instructor note for Titrations, \d{4}\/\d{2}\/\d{1,2} \d{2}:\d{2}:\d{2} E[SD]T$/,
      ),
    ).toBeVisible();

    // Previous and next go through the sorted list and wrap around.
    const url = page.url();
    await page.getByRole('button', { name: 'Next student' }).click();
    await expect(page).not.toHaveURL(url);
    await page.getByRole('button', { name: 'Previous student' }).click();
    await expect(page).toHaveURL(url);
  });
});
