import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDays, endOfDay, setHours, startOfDay } from 'date-fns';
import { formatAssessmentDate, toDateTimeInput } from '../common/domain/assessment-dates';
import { toUnixSeconds } from '../common/domain/assessment-status';
import { AssignmentsPage } from './page-models/assignments-page';
import { waitForSavedData } from './page-models/saved-data';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';
import { waitForServiceWorker } from './page-models/outbox';

// The seeded demo course (server/db/seed/worksheets-data.ts): General Chemistry on Chemistry 101.
const GROUP = 'Chemistry 101 - Fall';
const OPEN = 'Density of solid cylinders';
const CLOSED = 'Volume by water displacement';
const UPCOMING = 'Flame tests and emission spectra';
const UNSCHEDULED = "Boyle's law";
const TO_SCHEDULE = 'Specific heat of a metal';
const TO_SCHEDULE_SECTION = 'Thermochemistry';

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

async function signedIn(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new Shell(page).signIn(username, '/assignments');
  const assignments = new AssignmentsPage(page);
  await expect(assignments.heading()).toBeVisible({ timeout: TIMEOUT.screen });
  return { context, page, assignments };
}

const shown = (date: Date) => formatAssessmentDate(toUnixSeconds(date));

test.describe('assignments', () => {
  test('an instructor schedules an assessment and its status changes; a student of the group sees it with its status and dates', async ({
    browser,
  }) => {
    test.setTimeout(TIMEOUT.longTest);
    const instructor = await signedIn(browser, 'instructor');
    const { page, assignments } = instructor;

    // No group chosen yet: the page asks for one; choosing one puts it in the address.
    await expect(page.getByText('Select a group to see its assignments.')).toBeVisible();
    const groupId = await assignments.selectGroup(GROUP);

    // The seeded statuses, in their syllabus sections; the dot marks sections with scheduled ones.
    await expect(assignments.cell(OPEN, 0)).toHaveText('Open');
    await expect(assignments.cell(CLOSED, 0)).toHaveText('Closed');
    await expect(assignments.cell(UPCOMING, 0)).toHaveText('Upcoming');
    await expect(assignments.cell(UNSCHEDULED, 0)).toHaveText('Unscheduled');
    await expect(assignments.cell(TO_SCHEDULE, 1)).toHaveText('select date and time');
    const dot = (section: string) =>
      page
        .getByRole('rowheader')
        .filter({ has: assignments.sectionToggle(section) })
        .getByRole('img', { name: 'Has scheduled assignments' });
    await expect(dot('Measurement and matter')).toBeVisible();
    await expect(dot(TO_SCHEDULE_SECTION)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Advanced settings' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Status filter, search, and a section collapsed from the keyboard.
    await assignments.statusSelect().selectOption('Unscheduled');
    await expect(assignments.row(UNSCHEDULED)).toBeVisible();
    await expect(assignments.row(OPEN)).toHaveCount(0);
    await assignments.statusSelect().selectOption('All');
    await assignments.search().fill('heat');
    await expect(assignments.row(TO_SCHEDULE)).toBeVisible();
    await expect(assignments.row(OPEN)).toHaveCount(0);
    await assignments.search().fill('');
    await assignments.sectionToggle('Measurement and matter').focus();
    await page.keyboard.press('Enter');
    await expect(assignments.sectionToggle('Measurement and matter')).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(assignments.row(OPEN)).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(assignments.row(OPEN)).toBeVisible();

    // 'select date and time' starts the date at the start of today; the due date must not
    // precede it; the end's 'select date and time' is the end of today.
    const now = new Date();
    const start = startOfDay(now);
    const due = setHours(startOfDay(addDays(now, 7)), 10);
    const dialog = await assignments.openDates(TO_SCHEDULE, 'Available after');
    const startInput = assignments
      .field(dialog, 'Available after')
      .getByLabel('Available after', { exact: true });
    await expect(startInput).toHaveValue(toDateTimeInput(toUnixSeconds(start)));
    const dueField = assignments.field(dialog, 'Due date');
    await dueField.getByRole('button', { name: 'select date and time' }).click();
    const dueInput = dueField.getByLabel('Due date', { exact: true });
    await expect(dueInput).toHaveValue(toDateTimeInput(toUnixSeconds(endOfDay(now))));
    await dueInput.fill(toDateTimeInput(toUnixSeconds(addDays(start, -1))));
    await expect(
      dialog.getByText('The due date cannot be before the available-after date.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dueInput.fill(toDateTimeInput(toUnixSeconds(addDays(now, 365 * 3))));
    await expect(dialog.getByText('Choose a date within two years of today.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dueInput.fill(toDateTimeInput(toUnixSeconds(due)));
    await assignments.save(dialog, TO_SCHEDULE);

    await expect(assignments.cell(TO_SCHEDULE, 0)).toHaveText('Open');
    await expect(assignments.cell(TO_SCHEDULE, 1)).toHaveText(shown(start));
    await expect(assignments.cell(TO_SCHEDULE, 2)).toHaveText(shown(due));
    await expect(dot(TO_SCHEDULE_SECTION)).toBeVisible();
    // Saved on the server.
    await page.reload();
    await expect(assignments.cell(TO_SCHEDULE, 0)).toHaveText('Open', { timeout: TIMEOUT.screen });

    // A student of the group sees it open ('after due'), with its dates; and a closed scored one.
    const student = await signedIn(browser, 'student');
    await student.assignments.selectGroup(GROUP);
    expect(student.page.url()).toMatch(new RegExp(`/assignments/${groupId}$`));
    await expect(student.assignments.cell(TO_SCHEDULE, 0)).toHaveText('after due');
    await expect(student.assignments.cell(TO_SCHEDULE, 1)).toHaveText('Open');
    await expect(student.assignments.cell(TO_SCHEDULE, 2)).toHaveText(shown(start));
    await expect(student.assignments.cell(TO_SCHEDULE, 3)).toHaveText(shown(due));
    await expect(
      student.page.getByRole('button', { name: `Open ${TO_SCHEDULE} (opens in a new tab)` }),
    ).toBeVisible();
    await expect(student.assignments.cell(CLOSED, 0)).toHaveText(/^3\/\d+$/);
    await expect(student.assignments.cell(CLOSED, 1)).toHaveText('Closed');
    await expect(student.assignments.cell(UNSCHEDULED, 2)).toHaveText('Not set');
    await expect(student.page.getByRole('button', { name: 'Advanced settings' })).toHaveCount(0);
    await expectNoAxeViolations(student.page);

    // An open assessment launches it on the worksheets site; a closed scored one shows the result.
    const tabOpened = student.page.waitForEvent('popup');
    await student.page.getByRole('button', { name: `Open ${OPEN} (opens in a new tab)` }).click();
    const tab = await tabOpened;
    await expect(tab.getByRole('heading', { name: OPEN, level: 1 })).toBeVisible({
      timeout: TIMEOUT.screen,
    });
    await student.page
      .getByRole('button', { name: `See your answers to ${CLOSED} (opens in a new tab)` })
      .click();
    await expect(tab.getByRole('heading', { name: `Result: ${CLOSED}`, level: 1 })).toBeVisible({
      timeout: TIMEOUT.screen,
    });
    await student.context.close();

    // The owner's 'Advanced settings' opens the course page.
    const courseTab = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Advanced settings' }).click();
    await expect((await courseTab).getByRole('heading', { name: GROUP, level: 1 })).toBeVisible({
      timeout: TIMEOUT.screen,
    });

    // Clearing the start unschedules it again (the seeded state for the other tests).
    const again = await assignments.openDates(TO_SCHEDULE, 'Available after');
    await again.getByRole('button', { name: 'Clear the available-after date' }).click();
    await again.getByRole('button', { name: 'Clear the due date' }).click();
    await expect(
      assignments.field(again, 'Due date').getByRole('button', { name: 'select date and time' }),
    ).toBeFocused();
    await assignments.save(again, TO_SCHEDULE);
    await expect(assignments.cell(TO_SCHEDULE, 0)).toHaveText('Unscheduled');
    await expect(assignments.cell(TO_SCHEDULE, 2)).toHaveText('select date and time');
    await instructor.context.close();
  });

  test('a TA sees the groups they assist, read-only', async ({ browser }) => {
    const { page, assignments, context } = await signedIn(browser, 'ta');
    await assignments.selectGroup(GROUP);
    await expect(assignments.cell(OPEN, 0)).toHaveText('Open');
    await expect(assignments.cell(UNSCHEDULED, 1)).toHaveText('Not set');
    await expect(
      assignments.table().getByRole('button', { name: /select date and time/ }),
    ).toHaveCount(0);
    await expect(page.getByText("Only the group's instructors set dates.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Advanced settings' })).toHaveCount(0);
    await context.close();
  });

  test('a co-instructor sets dates, and only the owner has the advanced settings', async ({
    browser,
  }) => {
    const { page, assignments, context } = await signedIn(browser, 'instructor2');
    await assignments.selectGroup(GROUP);
    await expect(
      assignments.cell(UNSCHEDULED, 1).getByRole('button', { name: /^select date and time/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Advanced settings' })).toHaveCount(0);
    await context.close();
  });

  test('a student opens the assignments with no network; launching waits for a connection', async ({
    browser,
  }) => {
    const { page, assignments, context } = await signedIn(browser, 'student2');
    const groupId = await assignments.selectGroup(GROUP);
    await expect(assignments.cell(OPEN, 0)).toHaveText('after due');
    await waitForServiceWorker(page);
    await waitForSavedData(page, OPEN);

    await context.setOffline(true);
    await page.reload();
    await expect(assignments.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(page).toHaveURL(new RegExp(`/assignments/${groupId}$`));
    await expect(assignments.cell(OPEN, 1)).toHaveText('Open');
    await expect(page.getByText(/^Saved data from/)).toBeVisible();
    const launch = page.getByRole('button', { name: `Open ${OPEN} (opens in a new tab)` });
    await expect(launch).toHaveAccessibleDescription('You are offline. This needs a connection.');
    await expect(launch).toBeDisabled();
    await context.setOffline(false);
    await context.close();
  });
});
