import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { GroupsPage } from './page-models/groups-page';
import { Shell } from './page-models/shell';

test.describe('class groups', () => {
  test('an instructor creates a group, a student joins, the instructor grants and removes TA, removes the student, archives and deletes', async ({
    browser,
  }) => {
    // Two users sign in and the flow has many server round trips.
    test.setTimeout(150_000);
    const instructorContext = await browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const studentContext = await browser.newContext();
    const instructorPage = await instructorContext.newPage();
    const studentPage = await studentContext.newPage();
    const instructor = new GroupsPage(instructorPage);
    const student = new GroupsPage(studentPage);

    await new Shell(instructorPage).signIn('instructor', '/groups');
    await expect(instructor.heading()).toBeVisible({ timeout: 20_000 });
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
    await expect(student.heading()).toBeVisible({ timeout: 20_000 });
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

    // The instructor makes the member a TA and takes it back.
    await instructorPage.reload();
    const students = await instructor.showStudents('Optics E2E');
    const cora = students.getByRole('row', { name: /Diaz, Cora/ });
    await expect(cora.getByRole('cell', { name: 'Student', exact: true })).toBeVisible();
    await cora.getByRole('button', { name: 'Make TA: Diaz, Cora' }).click();
    await instructor
      .dialog('Make teaching assistant')
      .getByRole('button', { name: 'Make TA' })
      .click();
    await expect(instructor.toast('Diaz, Cora is now a teaching assistant.')).toBeVisible();
    await expect(cora.getByRole('cell', { name: 'Teaching Assistant' })).toBeVisible();
    const withStudents = await new AxeBuilder({ page: instructorPage }).analyze();
    expect(withStudents.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await cora.getByRole('button', { name: 'Remove TA: Diaz, Cora' }).click();
    await instructor
      .dialog('Remove teaching assistant')
      .getByRole('button', { name: 'Remove TA' })
      .click();
    await expect(instructor.toast('Diaz, Cora is no longer a teaching assistant.')).toBeVisible();
    await expect(cora.getByRole('cell', { name: 'Student', exact: true })).toBeVisible();

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
    await expect(student.heading()).toBeVisible({ timeout: 20_000 });
    await expect(student.row('Optics E2E')).toHaveCount(0);

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
