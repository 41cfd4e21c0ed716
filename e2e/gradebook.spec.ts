import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { GradebookPage } from './page-models/gradebook-page';
import { waitForServiceWorker } from './page-models/outbox';
import { waitForSavedData } from './page-models/saved-data';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

/**
 * Issue 11 §4: the Portfolio's gradebook of the seeded demo course (Chemistry 101, from the General
 * Chemistry syllabus: one open, one closed, one upcoming and two unscheduled assessments, with a
 * few scores).
 */
const GROUP = 'Chemistry 101 - Fall';
const OPEN = 'Density of solid cylinders';
const CLOSED = 'Volume by water displacement';
const UPCOMING = 'Flame tests and emission spectra';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.describe('the Portfolio gradebook', () => {
  test('an instructor reads the grid, changes a score and exports the CSV', async ({ page }) => {
    await new Shell(page).signIn('instructor', '/portfolio');
    const book = new GradebookPage(page);
    await book.open(GROUP);

    // One row per student, 'last, first'; the TA marked; neither the viewer nor the co-instructor.
    const grid = book.grid(GROUP);
    for (const student of ['Lopez, Ana', 'Carter, Ben', 'Tran, Bea', 'Reyes, Tomas'])
      await expect(book.row(GROUP, student)).toHaveCount(1);
    await expect(grid.getByRole('rowheader', { name: /Novak|Haddad/ })).toHaveCount(0);
    await expect(
      book.row(GROUP, 'Reyes, Tomas').getByRole('img', { name: 'Teaching Assistant' }),
    ).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: new RegExp(OPEN) })).toContainText(
      /points?/,
    );
    await expect(grid.getByRole('columnheader', { name: new RegExp(OPEN) })).toContainText(
      'Opens ',
    );

    // Cells: a score in points, or the status of the cell. (Other tests share the demo course:
    // they take the open assessment as students and schedule unscheduled ones, so the cells
    // checked here are those nobody else changes.)
    await expect(await book.cell(GROUP, 'Lopez, Ana', CLOSED)).toHaveText(/^3\/\d+$/);
    await expect(await book.cell(GROUP, 'Carter, Ben', CLOSED)).toHaveText(/^4\/\d+$/);
    await expect(await book.cell(GROUP, 'Reyes, Tomas', OPEN)).toHaveText('Not started');
    await expect(await book.cell(GROUP, 'Reyes, Tomas', UPCOMING)).toHaveText('Scheduled');
    const unscheduled = (await book.headers(GROUP)).find((h) => h.includes('Not scheduled'));
    if (unscheduled)
      await expect(
        await book.cell(GROUP, 'Reyes, Tomas', unscheduled.split('\n')[0]!.trim()),
      ).toHaveText('Unscheduled');
    await expectNoAxeViolations(page);

    // The status filter keeps the closed assessments.
    await book.statusFilter().selectOption('Closed');
    await expect.poll(() => book.columns(GROUP)).toContain(CLOSED);
    expect(await book.columns(GROUP)).not.toContain(OPEN);
    await book.statusFilter().selectOption('All');

    // (Points / percent, which the course saves, is toggled in course-journey.spec.ts on a course
    // of its own: switching the shared demo course raced the specs that read its points.)

    // An instructor sets a score in place (keyboard only).
    const cell = await book.setScore(GROUP, 'Tran, Bea', OPEN, 1.5);
    await expect(cell).toHaveText(/^1\.5\/\d+$/);

    // The search narrows the rows.
    await book.search().fill('tran');
    await expect(grid.getByRole('rowheader')).toHaveCount(1);
    await book.search().fill('');

    // Export CSV: students x assessments, as shown (points).
    const { download, csv } = await book.exportedCsv();
    expect(download.suggestedFilename()).toMatch(
      /^gradebook-Chemistry 101 - Fall-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(csv.header.slice(0, 2)).toEqual(['Student', 'Username']);
    expect(csv.rows.map((row) => row[0])).toEqual(
      expect.arrayContaining(['Carter, Ben', 'Lopez, Ana', 'Reyes, Tomas', 'Tran, Bea']),
    );
    expect(csv.cell('Tran, Bea', OPEN)).toBe('1.5');
    expect(csv.cell('Carter, Ben', CLOSED)).toBe('4');
    expect(csv.cell('Lopez, Ana', CLOSED)).toBe('3');
    expect(csv.cell('Reyes, Tomas', UPCOMING)).toBe('');
  });

  test('a TA reads the grid and opens the assessment views; the TA is not a row', async ({
    page,
  }) => {
    await new Shell(page).signIn('ta', '/portfolio');
    const book = new GradebookPage(page);
    await book.open(GROUP);
    await expect(await book.cell(GROUP, 'Carter, Ben', CLOSED)).toHaveText(/^4\/\d+$/);
    await expect(book.row(GROUP, 'Reyes, Tomas')).toHaveCount(0);
    // The cell opens the assessment view of that student.
    await expect(
      (await book.cell(GROUP, 'Carter, Ben', CLOSED)).getByRole('button', {
        name: new RegExp(`: open ${CLOSED} of Carter, Ben$`),
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a cell opens the teacher's view of the student's assessment; its score comes back to the grid", async ({
    page,
  }) => {
    test.setTimeout(TIMEOUT.longTest);
    await new Shell(page).signIn('instructor', '/portfolio');
    const book = new GradebookPage(page);
    await book.open(GROUP);
    const cell = await book.cell(GROUP, 'Reyes, Tomas', CLOSED);
    const opening = page.waitForEvent('popup');
    await cell
      .getByRole('button', { name: new RegExp(`: open ${CLOSED} of Reyes, Tomas$`) })
      .click();
    const tab = await opening;
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(`Tomas Reyes: ${CLOSED}`, {
      timeout: TIMEOUT.screen,
    });
    await tab.getByLabel(/^Score \(0 to \d+\)$/).fill('2');
    await tab.getByRole('button', { name: 'Save score' }).click();
    await expect(tab.getByRole('status')).toHaveText('The score was saved.');
    await tab.close();

    // The grid shows the site's score after Refresh.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(await book.cell(GROUP, 'Reyes, Tomas', CLOSED)).toHaveText(/^2\/\d+$/);

    // The student's name opens their gradebook on the site.
    const gradebook = page.waitForEvent('popup');
    await book
      .row(GROUP, 'Carter, Ben')
      .getByRole('button', { name: 'Open the worksheets gradebook of Carter, Ben' })
      .click();
    await expect((await gradebook).getByRole('heading', { level: 1 })).toHaveText(
      'Gradebook: Ben Carter',
      { timeout: TIMEOUT.screen },
    );
  });

  test('the gradebook opens offline from the device; changing scores waits for a connection', async ({
    page,
    context,
  }) => {
    await new Shell(page).signIn('instructor', '/portfolio');
    const book = new GradebookPage(page);
    await book.open(GROUP);
    await expect(await book.cell(GROUP, 'Lopez, Ana', CLOSED)).toHaveText(/^3\/\d+$/);
    await waitForServiceWorker(page);
    await waitForSavedData(page, CLOSED);

    await context.setOffline(true);
    await page.reload();
    await expect(book.grid(GROUP)).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(await book.cell(GROUP, 'Lopez, Ana', CLOSED)).toHaveText(/^3\/\d+$/);
    await expect(page.getByText(/^Saved data from/)).toBeVisible();
    const edit = (await book.cell(GROUP, 'Lopez, Ana', OPEN)).getByRole('button', {
      name: `Set the score of Lopez, Ana for ${OPEN}`,
    });
    await expect(edit).toHaveAccessibleDescription('You are offline. This needs a connection.');
    // Focusable, so the reason can be read, but it does nothing.
    await expect(edit).toBeDisabled();
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /^Score of Lopez, Ana/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // A group never opened on this device says it will load when online.
    await book.groupFilter().selectOption({ label: 'Biology 110 - Period 2' });
    await expect(
      page.getByText(
        'This gradebook has not been saved on this device yet; it will load when you are online.',
      ),
    ).toBeVisible();
    await context.setOffline(false);
  });
});
