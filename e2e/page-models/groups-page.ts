import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/** /groups: the instructor table, the memberships table and their dialogs. */
export class GroupsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Groups', level: 1 });
  readonly dialog = (name: string) => this.page.getByRole('dialog', { name });
  readonly toast = (text: string) =>
    this.page.getByRole('region', { name: 'Notifications' }).getByText(text);

  async open() {
    await this.page.goto('/groups');
    await expect(this.heading()).toBeVisible({ timeout: TIMEOUT.screen });
  }

  /** Creates a group and returns the code shown in the success dialog. */
  async createGroup(name: string, code: string, syllabus?: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Create new' }).click();
    const dialog = this.dialog('Create group');
    await dialog.getByRole('textbox', { name: 'Group name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Invitation code' }).fill(code);
    if (syllabus) {
      // The syllabus variant: the choice appears once the templates arrived.
      await dialog.getByRole('combobox', { name: 'Syllabus' }).selectOption({ label: syllabus });
    }
    await dialog.getByRole('button', { name: 'Create' }).click();
    const created = this.dialog('Group created');
    await expect(created).toBeVisible({ timeout: TIMEOUT.screen });
    const shown = (await created.getByLabel('Invitation code').innerText()).trim();
    await created.getByRole('button', { name: 'Copy code' }).click();
    // A group created just before may still show its toast.
    await expect(this.toast('The code was copied.').last()).toBeVisible();
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();
    return shown;
  }

  async join(code: string) {
    await this.page.getByRole('button', { name: 'Join group' }).click();
    const dialog = this.dialog('Join group');
    await dialog.getByRole('textbox', { name: 'Group code' }).fill(code);
    await dialog.getByRole('button', { name: 'Join' }).click();
  }

  row(groupName: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: groupName }) });
  }

  async showStudents(groupName: string) {
    await this.page.getByRole('button', { name: `Show students of ${groupName}` }).click();
    return this.page.getByRole('table', { name: `Students of ${groupName}` });
  }

  /** Makes a member ('last, first') of the group a teaching assistant and waits for the toast. */
  async makeTa(groupName: string, member: string) {
    const students = await this.showStudents(groupName);
    const row = students.getByRole('row', { name: new RegExp(member) });
    await row.getByRole('button', { name: `Make TA: ${member}` }).click();
    await this.dialog('Make teaching assistant').getByRole('button', { name: 'Make TA' }).click();
    await expect(this.toast(`${member} is now a teaching assistant.`)).toBeVisible({
      timeout: TIMEOUT.screen,
    });
    await expect(row.getByRole('cell', { name: 'Teaching Assistant' })).toBeVisible();
  }
}

/** The syllabus parts of /groups (issue 11): select syllabus, tutor grading. */
export class GroupSyllabus {
  constructor(private readonly groups: GroupsPage) {}

  readonly dialog = () => this.groups.dialog('Select syllabus');
  readonly turnOnButton = (groupName: string) =>
    this.groups
      .row(groupName)
      .getByRole('button', { name: `click to turn on assignments: ${groupName}` });
  readonly allowTutorGradingButton = (groupName: string) =>
    this.groups.row(groupName).getByRole('button', { name: `Allow tutor grading: ${groupName}` });

  /** Opens the dialog, chooses the syllabus and turns assignments on; waits for the dialog to close. */
  async attach(groupName: string, syllabus: string) {
    await this.turnOnButton(groupName).click();
    await this.chooseAndSubmit(syllabus);
  }

  async chooseAndSubmit(syllabus: string) {
    const dialog = this.dialog();
    await dialog.getByRole('combobox', { name: 'Syllabus' }).selectOption({ label: syllabus });
    await dialog.getByRole('button', { name: 'Turn on assignments' }).click();
    await expect(dialog).toBeHidden({ timeout: TIMEOUT.screen });
  }
}

/** What the worksheets service holds, read with one signed-in user's own token. */
export class WorksheetsApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private get(path: string) {
    return this.request.get(path, { headers: { authorization: `Bearer ${this.token}` } });
  }

  /** The id of a group the user teaches, by name. */
  async ownedGroupId(userId: string, name: string): Promise<number> {
    const response = await this.get(
      `/user-api/institutions/0/classgroups/${encodeURIComponent(userId)}/owner`,
    );
    const groups = (await response.json()) as Array<{ Id: number; Name: string }>;
    const group = groups.find((g) => g.Name === name);
    if (!group) throw new Error(`No group ${name}`);
    return group.Id;
  }

  /** key-lookup: the group's course id, or undefined. */
  async courseOf(groupId: number): Promise<number | undefined> {
    const response = await this.get(`/presets-api/worksheets/key-lookup/${groupId}`);
    if (!response.ok()) return undefined;
    const body = (await response.json()) as { id?: number };
    return body.id;
  }

  /** The user's relation to the course ('none' when the course is not theirs to read). */
  async roleIn(courseId: number): Promise<string> {
    const response = await this.get(`/presets-api/worksheets/assessments-and-items/${courseId}`);
    if (!response.ok()) return 'none';
    const body = (await response.json()) as { course?: { role?: string } };
    return body.course?.role ?? 'none';
  }
}
