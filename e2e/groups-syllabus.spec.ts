import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { GroupSyllabus, GroupsPage, WorksheetsApi } from './page-models/groups-page';
import { signedInUser } from './page-models/portal-api';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

// Names that contain no other (rows and buttons are found by name).
const GROUP = 'Atoms E2E';
const CODE = 'ATOMS-E2E';
const SECOND = 'Motion E2E';
const THIRD = 'Reuse E2E';

/** A user signed in on /groups in a context of their own, with their worksheets API. */
async function signedIn(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new Shell(page).signIn(username, '/groups');
  const groups = new GroupsPage(page);
  await expect(groups.heading()).toBeVisible({ timeout: TIMEOUT.screen });
  const user = await signedInUser(page);
  return { context, page, groups, user, api: new WorksheetsApi(context.request, user.token) };
}

const axeViolations = async (page: GroupsPage['page']) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );

// instructor2 owns the groups of this spec and grace.lindqvist and leo.fischer (demo students
// no other spec uses) join them, so no other spec's groups or dashboards change.
test.describe('syllabus, courses and tutors on /groups', () => {
  test('an instructor turns on assignments for a group with a student, makes her a tutor, allows tutor grading; a later student joins the course and leaves it; a removed student leaves it', async ({
    browser,
  }) => {
    test.setTimeout(TIMEOUT.longTest * 2);
    const owner = await signedIn(browser, 'instructor2');
    const syllabus = new GroupSyllabus(owner.groups);
    await owner.groups.createGroup(GROUP, CODE);

    const grace = await signedIn(browser, 'grace.lindqvist');
    await grace.groups.join(CODE);
    await expect(grace.groups.toast(`You joined ${GROUP}.`)).toBeVisible();

    // A co-instructor sees the demo course by its syllabus, with nothing to change.
    const chemistry = owner.groups.row('Chemistry 101 - Fall');
    await expect(chemistry.getByText('General Chemistry')).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(chemistry.getByRole('button', { name: /turn on|tutor grading/i })).toHaveCount(0);

    // Owners see 'click to turn on assignments'; the dialog passes axe and Escape closes it.
    await owner.page.reload();
    await expect(syllabus.turnOnButton(GROUP)).toBeVisible({ timeout: TIMEOUT.screen });
    expect(await axeViolations(owner.page)).toEqual([]);
    await syllabus.turnOnButton(GROUP).focus();
    await owner.page.keyboard.press('Enter');
    await expect(syllabus.dialog()).toBeVisible();
    const select = syllabus.dialog().getByRole('combobox', { name: 'Syllabus' });
    await expect(select.locator('optgroup[label="General"]')).toHaveCount(1);
    await expect(select.locator('optgroup[label="Physics"]')).toHaveCount(1);
    expect(await axeViolations(owner.page)).toEqual([]);
    // Nothing chosen: the dialog says so and stays.
    await syllabus.dialog().getByRole('button', { name: 'Turn on assignments' }).click();
    await expect(syllabus.dialog().getByText('Please choose a syllabus.')).toBeVisible();
    await owner.page.keyboard.press('Escape');
    await expect(syllabus.dialog()).toBeHidden();

    await syllabus.attach(GROUP, 'General Chemistry');
    await expect(owner.groups.toast('1 student added / 0 failed')).toBeVisible();
    await expect(owner.groups.row(GROUP).getByText('General Chemistry')).toBeVisible();
    await expect(syllabus.turnOnButton(GROUP)).toHaveCount(0);

    const groupId = await owner.api.ownedGroupId(owner.user.userId, GROUP);
    const courseId = await owner.api.courseOf(groupId);
    expect(courseId).toBeDefined();
    expect(await owner.api.roleIn(courseId!)).toBe('owner');
    expect(await grace.api.roleIn(courseId!)).toBe('student');

    // Making her a TA makes her a tutor of the course; removing it takes that away again.
    const members = await owner.groups.showStudents(GROUP);
    const graceRow = members.getByRole('row', { name: /Lindqvist, Grace/ });
    await graceRow.getByRole('button', { name: 'Make TA: Lindqvist, Grace' }).click();
    // All or nothing: when the TA record cannot be saved, the tutor step is undone.
    const taSave = '**/presets-api/preset/save';
    await owner.page.route(taSave, (route) => route.abort('connectionreset'));
    const makeTa = owner.groups
      .dialog('Make teaching assistant')
      .getByRole('button', { name: 'Make TA' });
    await makeTa.click();
    await expect(
      owner.groups.toast('The teaching assistant could not be saved. Please try again.'),
    ).toBeVisible();
    await owner.page.unroute(taSave);
    expect(await grace.api.roleIn(courseId!)).toBe('student');
    await makeTa.click();
    await expect(owner.groups.toast('Lindqvist, Grace is now a teaching assistant.')).toBeVisible();
    await expect.poll(() => grace.api.roleIn(courseId!)).toBe('tutor');

    await syllabus.allowTutorGradingButton(GROUP).click();
    await expect(owner.groups.toast('Tutor grading allowed.')).toBeVisible();
    await expect(owner.groups.row(GROUP).getByText('Tutor grading allowed')).toBeVisible();
    expect(await axeViolations(owner.page)).toEqual([]);

    await graceRow.getByRole('button', { name: 'Remove TA: Lindqvist, Grace' }).click();
    await owner.groups
      .dialog('Remove teaching assistant')
      .getByRole('button', { name: 'Remove TA' })
      .click();
    await expect(
      owner.groups.toast('Lindqvist, Grace is no longer a teaching assistant.'),
    ).toBeVisible();
    // Only the failure provoked above was told.
    await expect(
      owner.groups.toast('The teaching assistant could not be saved. Please try again.'),
    ).toHaveCount(1);
    await expect(graceRow.getByRole('cell', { name: 'Student', exact: true })).toBeVisible();
    await expect.poll(() => grace.api.roleIn(courseId!)).toBe('student');

    // A student who joins the group later is in the course too; leaving takes her out of both.
    const leo = await signedIn(browser, 'leo.fischer');
    await leo.groups.join(CODE);
    await expect(leo.groups.toast(`You joined ${GROUP}.`)).toBeVisible();
    await expect.poll(() => leo.api.roleIn(courseId!)).toBe('student');
    await leo.groups
      .row(GROUP)
      .getByRole('button', { name: `Exit group: ${GROUP}` })
      .click();
    await leo.groups.dialog('Exit group').getByRole('button', { name: 'Exit group' }).click();
    await expect(leo.groups.toast(`You left ${GROUP}.`)).toBeVisible();
    await expect.poll(() => leo.api.roleIn(courseId!)).toBe('none');

    // A student the owner takes out of the group is out of its course too.
    await graceRow.getByRole('button', { name: 'Remove student: Lindqvist, Grace' }).click();
    await owner.groups
      .dialog('Remove from the group')
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(owner.groups.toast('Student removed from the group.')).toBeVisible();
    await expect.poll(() => grace.api.roleIn(courseId!)).toBe('none');

    // The create dialog's syllabus variant: the new group has its course at once.
    await owner.groups.createGroup(SECOND, 'MOTION-E2E', 'College Physics');
    await expect(owner.groups.row(SECOND).getByText('College Physics')).toBeVisible();
    const secondId = await owner.api.ownedGroupId(owner.user.userId, SECOND);
    await expect.poll(() => owner.api.courseOf(secondId)).toBeDefined();

    // The choice of a syllabus offers this group's course under My Previous Groups.
    await owner.groups.createGroup(THIRD, 'REUSE-E2E');
    await syllabus.turnOnButton(THIRD).click();
    await expect(
      syllabus.dialog().locator('optgroup[label="My Previous Groups"] option', {
        hasText: `${GROUP}: General Chemistry`,
      }),
    ).toHaveCount(1);
    await syllabus.chooseAndSubmit(`${GROUP}: General Chemistry`);
    await expect(owner.groups.toast('0 students added / 0 failed')).toBeVisible();
    await expect(owner.groups.row(THIRD).getByText('General Chemistry')).toBeVisible();

    for (const context of [owner.context, grace.context, leo.context]) await context.close();
  });
});
