import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { GroupsPage } from './page-models/groups-page';
import { PortalApi, signedInUser } from './page-models/portal-api';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

test.describe('class groups', () => {
  test('an instructor creates a group, a student joins, the instructor grants and removes TA, removes the student, archives and deletes', async ({
    browser,
  }) => {
    // Two users sign in and the flow has many server round trips.
    test.setTimeout(TIMEOUT.longTest);
    const instructorContext = await browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const studentContext = await browser.newContext();
    const instructorPage = await instructorContext.newPage();
    const studentPage = await studentContext.newPage();
    const instructor = new GroupsPage(instructorPage);
    const student = new GroupsPage(studentPage);

    await new Shell(instructorPage).signIn('instructor', '/groups');
    await expect(instructor.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    const axe = await new AxeBuilder({ page: instructorPage }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // The create dialog passes axe too, and Escape closes it.
    await instructorPage.getByRole('button', { name: 'Create new' }).click();
    await expect(instructor.dialog('Create group')).toBeVisible();
    const dialogAxe = await new AxeBuilder({ page: instructorPage }).analyze();
    expect(dialogAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await instructorPage.keyboard.press('Escape');
    await expect(instructor.dialog('Create group')).toBeHidden();

    const code = await instructor.createGroup('Optics E2E', 'OPTICS-E2E');
    expect(code).toBe('OPTICS-E2E');
    await expect(instructor.row('Optics E2E')).toBeVisible();

    // The student joins with the code, then tries again.
    await new Shell(studentPage).signIn('student6', '/groups');
    await expect(student.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await student.join('optics-e2e');
    await expect(student.toast('You joined Optics E2E.')).toBeVisible();
    await expect(student.row('Optics E2E')).toBeVisible();
    await student.join('OPTICS-E2E');
    await expect(
      student.dialog('Join group').getByText('You already belong to this group'),
    ).toBeVisible();
    await student.dialog('Join group').getByRole('button', { name: 'Cancel' }).click();
    const studentAxe = await new AxeBuilder({ page: studentPage }).analyze();
    expect(studentAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // The connection drops while the instructor makes the member a TA: nothing is half done, so
    // she is still a student everywhere and can be made TA again.
    await instructorPage.reload();
    const students = await instructor.showStudents('Optics E2E');
    const cora = students.getByRole('row', { name: /Diaz, Cora/ });
    await expect(cora.getByRole('cell', { name: 'Student', exact: true })).toBeVisible();
    const coraApi = new PortalApi(studentContext.request, (await signedInUser(studentPage)).token);
    const coraId = (await signedInUser(studentPage)).userId;
    const taSave = '**/presets-api/preset/save';
    await instructorPage.route(taSave, (route) => route.abort('connectionreset'));
    await cora.getByRole('button', { name: 'Make TA: Diaz, Cora' }).click();
    await instructor
      .dialog('Make teaching assistant')
      .getByRole('button', { name: 'Make TA' })
      .click();
    await expect(
      instructor.toast('The teaching assistant could not be saved. Please try again.'),
    ).toBeVisible();
    await instructorPage.unroute(taSave);
    await expect(cora.getByRole('cell', { name: 'Student', exact: true })).toBeVisible();
    expect((await coraApi.roles(coraId)).map((role) => role.RoleId)).not.toContain(4);

    // The dialog stays open to try again: this time the instructor makes her a TA.
    await instructor
      .dialog('Make teaching assistant')
      .getByRole('button', { name: 'Make TA' })
      .click();
    await expect(instructor.toast('Diaz, Cora is now a teaching assistant.')).toBeVisible();
    await expect(cora.getByRole('cell', { name: 'Teaching Assistant' })).toBeVisible();
    expect((await coraApi.roles(coraId)).map((role) => role.RoleId)).toContain(4);
    const withStudents = await new AxeBuilder({ page: instructorPage }).analyze();
    expect(withStudents.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await cora.getByRole('button', { name: 'Remove TA: Diaz, Cora' }).click();
    await instructor
      .dialog('Remove teaching assistant')
      .getByRole('button', { name: 'Remove TA' })
      .click();
    await expect(instructor.toast('Diaz, Cora is no longer a teaching assistant.')).toBeVisible();
    await expect(cora.getByRole('cell', { name: 'Student', exact: true })).toBeVisible();

    expect((await coraApi.roles(coraId)).map((role) => role.RoleId)).not.toContain(4);

    // The student's Exit group asks first; Cancel keeps her in, Exit group takes her out.
    await studentPage.reload();
    await expect(student.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await student.row('Optics E2E').getByRole('button', { name: 'Exit group: Optics E2E' }).click();
    await expect(student.dialog('Exit group').getByText(/^Leave Optics E2E\?/)).toBeVisible();
    await student.dialog('Exit group').getByRole('button', { name: 'Cancel' }).click();
    await expect(student.row('Optics E2E')).toBeVisible();
    await student.row('Optics E2E').getByRole('button', { name: 'Exit group: Optics E2E' }).click();
    await student.dialog('Exit group').getByRole('button', { name: 'Exit group' }).click();
    await expect(student.toast('You left Optics E2E.')).toBeVisible();
    await expect(student.row('Optics E2E')).toHaveCount(0);
    await student.join('OPTICS-E2E');
    await expect(student.toast('You joined Optics E2E.')).toBeVisible();
    await instructorPage.reload();
    await instructor.showStudents('Optics E2E');

    // Removing a member asks first; Cancel keeps her, Remove takes her out of the group.
    await cora.getByRole('button', { name: 'Remove student: Diaz, Cora' }).click();
    await instructor
      .dialog('Remove from the group')
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(cora).toBeVisible();
    await cora.getByRole('button', { name: 'Remove student: Diaz, Cora' }).click();
    await instructor
      .dialog('Remove from the group')
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(instructor.toast('Student removed from the group.')).toBeVisible();
    await expect(cora).toHaveCount(0);
    await studentPage.reload();
    await expect(student.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(student.row('Optics E2E')).toHaveCount(0);

    // A co-instructor's row offers no "Remove student" (nor TA); the owner may remove them as such.
    const chemistry = await instructor.showStudents('Chemistry 101 - Fall');
    const omar = chemistry.getByRole('row', { name: /Haddad, Omar/ });
    await expect(omar.getByRole('cell', { name: 'Instructor', exact: true })).toBeVisible();
    await expect(omar.getByRole('button', { name: /Remove student|Make TA/ })).toHaveCount(0);
    await expect(
      omar.getByRole('button', { name: 'Remove co-instructor: Haddad, Omar' }),
    ).toBeVisible();

    // Archive (archived groups sort last), then delete.
    const archived = instructor
      .row('Optics E2E')
      .getByRole('checkbox', { name: 'Archived: Optics E2E' });
    // Checked once the server has saved it (the box shows the server's state).
    await archived.click();
    await expect(instructor.toast('Group archived.')).toBeVisible();
    await expect(archived).toBeChecked();
    await expect(instructorPage.getByRole('rowheader').last()).toContainText(
      /Optics E2E|Physics 100/,
    );
    await instructor.row('Optics E2E').getByRole('checkbox', { name: 'Select Optics E2E' }).check();
    await instructorPage.getByRole('button', { name: 'Delete', exact: true }).click();
    await instructor.dialog('Delete groups').getByRole('button', { name: 'Delete' }).click();
    await expect(instructor.toast('Group deleted.')).toBeVisible();
    await expect(instructor.row('Optics E2E')).toHaveCount(0);

    await instructorContext.close();
    await studentContext.close();
  });
});
