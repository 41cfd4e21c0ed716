import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDays, setHours, startOfDay } from 'date-fns';
import { toDateTimeInput } from '../common/domain/assessment-dates';
import { toUnixSeconds } from '../common/domain/assessment-status';
import { AssignmentsPage } from './page-models/assignments-page';
import { DensityBench } from './page-models/density-bench';
import { GradebookPage } from './page-models/gradebook-page';
import { GroupSyllabus, GroupsPage } from './page-models/groups-page';
import { waitForServiceWorker } from './page-models/outbox';
import { waitForSavedData } from './page-models/saved-data';
import { Shell } from './page-models/shell';
import { WorksheetsSite } from './page-models/worksheets-site';
import { TIMEOUT } from './timeouts';

/**
 * Issue 11 §7, the whole story on a course of its own: an instructor makes a group, two students
 * join it, the instructor attaches a syllabus (students added) and schedules the density
 * assessment; a student measures cylinders 1 and 4 in the density lab, answers from those
 * measurements on the worksheets site and sees the score; the instructor sees it in the gradebook,
 * shows percent and back, changes it in teachview and exports the CSV; the other student becomes a
 * TA, the owner allows tutor grading and the TA grades (teachview and the grid); the gradebook
 * opens offline.
 *
 * Nothing here is shared with the other specs: the group is made here (by instructor2, whose
 * other groups are found by name), and the students are dashboard demo students no other spec
 * signs in as (Priya Nair and Mateo Alvarez, of Chemistry 201; both have the Full Suite).
 */

const GROUP = 'Journey E2E';
const CODE = 'JOURNEY-E2E';
const SYLLABUS = 'General Chemistry';
const DENSITY = 'Density of solid cylinders';
const STUDENT = { username: 'priya.nair', name: 'Priya Nair', listed: 'Nair, Priya' };
const TA = { username: 'mateo.alvarez', name: 'Mateo Alvarez', listed: 'Alvarez, Mateo' };
const STEEL = /density you measured for sample cylinder 1 \(steel\)/;
const CEMENT = /density you measured for sample cylinder 4 \(cement\)/;

async function expectNoAxeViolations(page: Page) {
  // Not over a button: the theme's hover shade of filled buttons is below 4.5:1 with white.
  await page.mouse.move(0, 0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** A user signed in at a path in a browser context of their own. */
async function signedIn(browser: Browser, username: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new Shell(page).signIn(username, path);
  return { context, page };
}

test.describe('a course from start to finish', () => {
  test('syllabus, schedule, a student answers from the density lab, the gradebook, teachview, CSV, a TA grades, offline', async ({
    browser,
  }) => {
    test.setTimeout(TIMEOUT.longTest * 4);

    // The instructor makes the group; both students join it with its code.
    const owner = await signedIn(browser, 'instructor2', '/groups');
    const groups = new GroupsPage(owner.page);
    await expect(groups.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await groups.createGroup(GROUP, CODE);
    for (const user of [STUDENT, TA]) {
      const member = await signedIn(browser, user.username, '/groups');
      const memberGroups = new GroupsPage(member.page);
      await expect(memberGroups.heading()).toBeVisible({ timeout: TIMEOUT.screen });
      await memberGroups.join(CODE);
      await expect(memberGroups.toast(`You joined ${GROUP}.`)).toBeVisible();
      await member.context.close();
    }

    // The syllabus: a course for the group, both students added to it.
    await owner.page.reload();
    const syllabus = new GroupSyllabus(groups);
    await expect(syllabus.turnOnButton(GROUP)).toBeVisible({ timeout: TIMEOUT.screen });
    await syllabus.attach(GROUP, SYLLABUS);
    await expect(groups.toast('2 students added / 0 failed')).toBeVisible();
    await expect(groups.row(GROUP).getByText(SYLLABUS)).toBeVisible();

    // The density assessment, unscheduled in a new course, is scheduled: open from today.
    const assignments = new AssignmentsPage(owner.page);
    await assignments.open();
    await assignments.selectGroup(GROUP);
    await expect(assignments.cell(DENSITY, 0)).toHaveText('Unscheduled');
    const due = setHours(startOfDay(addDays(new Date(), 7)), 10);
    await assignments.schedule(DENSITY, toDateTimeInput(toUnixSeconds(due)));
    await expect(assignments.cell(DENSITY, 0)).toHaveText('Open');

    // The student sees it under Assignments.
    const student = await signedIn(browser, STUDENT.username, '/assignments');
    const studentAssignments = new AssignmentsPage(student.page);
    await expect(studentAssignments.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await studentAssignments.selectGroup(GROUP);
    await expect(studentAssignments.cell(DENSITY, 0)).toHaveText('after due');
    await expect(studentAssignments.cell(DENSITY, 1)).toHaveText('Open');
    await expectNoAxeViolations(student.page);

    // The density lab, opened from Lab Home: cylinders 1 (steel) and 4 (cement) weighed and
    // lowered into the water; the densities are worked out from what the bench shows.
    await student.page.goto('/labs');
    const labOpened = student.context.waitForEvent('page');
    await student.page
      .getByRole('article', { name: 'Density', exact: true })
      .getByRole('link', { name: /^Density/ })
      .click();
    const bench = new DensityBench(await labOpened);
    await expect(bench.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await bench.expectConnected(STUDENT.name);
    const steel = await bench.measure(1);
    const cement = await bench.measure(4);
    const density = ({ mass, volume }: { mass: number; volume: number }) =>
      (mass / volume).toFixed(3);
    await bench.page.close();

    // The student launches the assessment from Assignments and answers with those densities.
    await studentAssignments.open();
    await studentAssignments.selectGroup(GROUP);
    const launched = student.page.waitForEvent('popup');
    await student.page
      .getByRole('button', { name: `Open ${DENSITY} (opens in a new tab)` })
      .click();
    const tab = await launched;
    const site = new WorksheetsSite(tab);
    await expect(site.heading()).toHaveText(DENSITY, { timeout: TIMEOUT.screen });
    await expect(tab.getByText(`Signed in as ${STUDENT.name} (student)`)).toBeVisible();
    await site.answer(STEEL, density(steel));
    await site.answer(CEMENT, density(cement));
    await site.choose('3. Which of the sample cylinders floats in water?', 'Wood');
    await site.answer(/A 10\.0 mL sample has a mass of 26\.98 g/, '2.698');
    await site.submit();
    await expect(site.heading()).toHaveText(`Result: ${DENSITY}`);
    await expect(tab.getByRole('status')).toHaveText('This attempt scored 10 / 10.');
    await expect(tab.getByText('Recorded score: 10 / 10', { exact: true })).toBeVisible();
    await expectNoAxeViolations(tab);
    await student.context.close();

    // The instructor's gradebook shows the score; the TA-to-be is still a student who has not
    // started.
    const book = new GradebookPage(owner.page);
    await book.open(GROUP);
    await expect(await book.cell(GROUP, STUDENT.listed, DENSITY)).toHaveText('10/10');
    await expect(await book.cell(GROUP, TA.listed, DENSITY)).toHaveText('Not started');
    await expectNoAxeViolations(owner.page);

    // Percent, saved for the course (a reload still shows it), then back to points.
    await book.showAs('Percent');
    await expect(await book.cell(GROUP, STUDENT.listed, DENSITY)).toHaveText('100%');
    await expect
      .poll(async () => {
        await owner.page.reload();
        await expect(book.grid(GROUP)).toBeVisible({ timeout: TIMEOUT.screen });
        return (await book.cell(GROUP, STUDENT.listed, DENSITY)).innerText();
      })
      .toBe('100%');
    await book.showAs('Points');
    await expect(await book.cell(GROUP, STUDENT.listed, DENSITY)).toHaveText('10/10');

    // The cell opens the teacher's view of her assessment; the score changed there comes back.
    const teachview = await book.openCell(GROUP, STUDENT.listed, DENSITY);
    await expect(teachview.getByRole('heading', { level: 1 })).toHaveText(
      `${STUDENT.name}: ${DENSITY}`,
    );
    await expectNoAxeViolations(teachview);
    await teachview.getByLabel(/^Score \(0 to \d+\)$/).fill('8');
    await teachview.getByRole('button', { name: 'Save score' }).click();
    await expect(teachview.getByRole('status')).toHaveText('The score was saved.');
    await teachview.close();
    await book.refresh();
    await expect(await book.cell(GROUP, STUDENT.listed, DENSITY)).toHaveText('8/10');

    // Export CSV: a row per student, the changed score in the assessment's column.
    const { download, csv } = await book.exportedCsv();
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^gradebook-${GROUP}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    expect(csv.header.slice(0, 2)).toEqual(['Student', 'Username']);
    expect(csv.header).toContain(`${DENSITY} (10 pts)`);
    expect(csv.rows.map((row) => row.slice(0, 2))).toEqual([
      [TA.listed, TA.username],
      [STUDENT.listed, STUDENT.username],
    ]);
    expect(csv.cell(STUDENT.listed, DENSITY)).toBe('8');
    expect(csv.cell(TA.listed, DENSITY)).toBe('');

    // The owner makes the other student a TA and allows tutor grading.
    await groups.open();
    await groups.makeTa(GROUP, TA.listed);
    await syllabus.allowTutorGradingButton(GROUP).click();
    await expect(groups.toast('Tutor grading allowed.')).toBeVisible();
    await expect(groups.row(GROUP).getByText('Tutor grading allowed')).toBeVisible();

    // The TA grades the student, in teachview (an instructor's launch, with tutor grading) and in
    // the grid; the TA is not a row of it.
    const ta = await signedIn(browser, TA.username, '/portfolio');
    const taBook = new GradebookPage(ta.page);
    await taBook.open(GROUP);
    await expect(taBook.row(GROUP, TA.listed)).toHaveCount(0);
    await expect(await taBook.cell(GROUP, STUDENT.listed, DENSITY)).toHaveText('8/10');
    const taTeachview = await taBook.openCell(GROUP, STUDENT.listed, DENSITY);
    await expect(taTeachview.getByRole('heading', { level: 1 })).toHaveText(
      `${STUDENT.name}: ${DENSITY}`,
    );
    await taTeachview.getByLabel(/^Score \(0 to \d+\)$/).fill('9');
    await taTeachview.getByRole('button', { name: 'Save score' }).click();
    await expect(taTeachview.getByRole('status')).toHaveText('The score was saved.');
    await taTeachview.close();
    await taBook.refresh();
    await expect(await taBook.cell(GROUP, STUDENT.listed, DENSITY)).toHaveText('9/10');
    const graded = await taBook.setScore(GROUP, STUDENT.listed, DENSITY, 9.5);
    await expect(graded).toHaveText('9.5/10');
    await expectNoAxeViolations(ta.page);
    await ta.context.close();

    // The instructor's gradebook has the TA's score, and opens from the device offline.
    await book.open(GROUP);
    await expect(await book.cell(GROUP, STUDENT.listed, DENSITY)).toHaveText('9.5/10');
    await expect(
      book.row(GROUP, TA.listed).getByRole('img', { name: 'Teaching Assistant' }),
    ).toBeVisible();
    await waitForServiceWorker(owner.page);
    await waitForSavedData(owner.page, '"score":9.5');
    await owner.context.setOffline(true);
    await owner.page.reload();
    await expect(book.grid(GROUP)).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(owner.page.getByText(/^Saved data from/)).toBeVisible();
    await expect(await book.cell(GROUP, STUDENT.listed, DENSITY)).toHaveText('9.5/10');
    await expect(await book.cell(GROUP, TA.listed, DENSITY)).toHaveText('Not started');
    await expectNoAxeViolations(owner.page);
    await owner.context.setOffline(false);
    await owner.context.close();
  });
});
