import { expect, type Locator, type Page } from '@playwright/test';
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
  async createGroup(name: string, code: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Create new' }).click();
    const dialog = this.dialog('Create group');
    await dialog.getByRole('textbox', { name: 'Group name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Invitation code' }).fill(code);
    await dialog.getByRole('button', { name: 'Create' }).click();
    const created = this.dialog('Group created');
    await expect(created).toBeVisible();
    const shown = (await created.getByLabel('Invitation code').innerText()).trim();
    await created.getByRole('button', { name: 'Copy code' }).click();
    await expect(this.toast('The code was copied.')).toBeVisible();
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
}
