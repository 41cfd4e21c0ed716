import { expect, type Locator, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

type DateField = 'Available after' | 'Due date';

/** /assignments: the group and status dropdowns, the sectioned table and the dates dialog. */
export class AssignmentsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Assignments', level: 1 });
  readonly groupSelect = () => this.page.getByRole('combobox', { name: 'Group' });
  readonly statusSelect = () => this.page.getByRole('combobox', { name: 'Status' });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search by name' });
  readonly table = () => this.page.getByRole('table', { name: /^Assignments of / });
  readonly datesDialog = (name: string) =>
    this.page.getByRole('dialog', { name: `Schedule ${name}` });
  readonly toast = (text: string) =>
    this.page.getByRole('region', { name: 'Notifications' }).getByText(text).first();

  async open(groupId?: number) {
    await this.page.goto(groupId === undefined ? '/assignments' : `/assignments/${groupId}`);
    await expect(this.heading()).toBeVisible({ timeout: TIMEOUT.screen });
  }

  /** Chooses a group by name and waits for its address and its table. */
  async selectGroup(name: string): Promise<number> {
    await this.groupSelect().selectOption({ label: name });
    await expect(this.page).toHaveURL(/\/assignments\/\d+$/);
    await expect(this.table()).toBeVisible({ timeout: TIMEOUT.screen });
    return Number(/\/assignments\/(\d+)$/.exec(this.page.url())![1]);
  }

  row(name: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) })
      .or(
        this.page.getByRole('row').filter({
          has: this.page.getByRole('rowheader').getByRole('button', { name: new RegExp(name) }),
        }),
      );
  }

  /** A cell of a row by its column header's position (0 is the first cell after the name). */
  cell(name: string, index: number): Locator {
    return this.row(name).getByRole('cell').nth(index);
  }

  sectionToggle(section: string): Locator {
    return this.page.getByRole('button', { name: section, exact: true });
  }

  /** Opens the dates dialog from a date cell of the instructor table. */
  async openDates(name: string, field: DateField): Promise<Locator> {
    const index = field === 'Available after' ? 1 : 2;
    await this.cell(name, index).getByRole('button').click();
    const dialog = this.datesDialog(name);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  field(dialog: Locator, field: DateField): Locator {
    return dialog.getByRole('group', { name: field });
  }

  /**
   * Schedules an assessment from the instructor table: available from the start of today
   * ('select date and time'), due at the given date-time-input value (yyyy-MM-ddTHH:mm).
   */
  async schedule(name: string, due: string) {
    const dialog = await this.openDates(name, 'Available after');
    const dueField = this.field(dialog, 'Due date');
    await dueField.getByRole('button', { name: 'select date and time' }).click();
    await dueField.getByLabel('Due date', { exact: true }).fill(due);
    await this.save(dialog, name);
  }

  async save(dialog: Locator, name: string) {
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(this.toast(`Dates of ${name} saved.`)).toBeVisible();
    await expect(dialog).toBeHidden();
  }
}
