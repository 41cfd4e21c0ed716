import { expect, type Locator, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/** /presets (Labs Plus): the list, its row actions and popups; roles and labels only. */
export class PresetsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Labs Plus', level: 1 });
  readonly dialog = (name: string | RegExp) => this.page.getByRole('dialog', { name });
  /** A toast with this text (earlier ones may still show: each step also checks its effect). */
  readonly toast = (text: string) =>
    this.page.getByRole('region', { name: 'Notifications' }).getByText(text).first();
  readonly table = () => this.page.getByRole('table');
  readonly viewToggle = () => this.page.getByRole('radiogroup', { name: 'Show' });
  readonly labFilter = () => this.page.getByRole('combobox', { name: 'Lab', exact: true });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search by name' });

  /** Opens /presets (or /presets/{lab identifier}) and waits for the list. */
  async open(filter?: string) {
    await this.page.goto(filter ? `/presets/${filter}` : '/presets');
    await expect(this.heading()).toBeVisible({ timeout: TIMEOUT.screen });
  }

  async showSystemPresets() {
    await this.viewToggle().getByText('Lab presets', { exact: true }).click();
    await expect(this.table().or(this.page.getByText(/No lab presets match/))).toBeVisible();
  }

  async showMySavedLabs() {
    await this.viewToggle().getByText('My saved labs', { exact: true }).click();
    await expect(this.table().or(this.page.getByText(/No saved labs here yet/))).toBeVisible();
  }

  row(presetName: string): Locator {
    return this.page.getByRole('row').filter({
      has: this.page.getByRole('rowheader', { name: new RegExp(`^${escape(presetName)}`) }),
    });
  }

  /** The unknownType cell of a row: Assigned, Practice or the dash ("No unknowns"). */
  unknownTypeCell(presetName: string): Locator {
    return this.row(presetName).getByRole('cell').nth(2);
  }

  async openActions(presetName: string) {
    await this.page.getByRole('button', { name: `Actions for ${presetName}` }).click();
  }

  async action(presetName: string, action: string) {
    await this.openActions(presetName);
    await this.page.getByRole('menuitem', { name: action }).click();
    // The menu has closed (not only started to close) before the next step looks at the page.
    await expect(this.page.getByRole('menu')).toHaveCount(0);
  }

  async makePractice(presetName: string) {
    await this.action(presetName, 'Make practice');
    await expect(this.unknownTypeCell(presetName)).toHaveText('Practice');
  }

  async makeAssigned(presetName: string) {
    await this.action(presetName, 'Make assigned');
    await expect(this.unknownTypeCell(presetName)).toHaveText('Assigned');
  }

  /** Copies the preset's link and returns the text on the clipboard. */
  async copyLink(presetName: string): Promise<string> {
    await this.action(presetName, 'Copy link');
    await expect(this.toast('Preset link copied.')).toBeVisible();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  async delete(presetName: string) {
    await this.action(presetName, 'Delete');
    const dialog = this.dialog('Delete preset');
    await expect(dialog.getByText('This cannot be undone.', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(this.toast('Preset deleted.')).toBeVisible();
    await expect(this.row(presetName)).toHaveCount(0);
  }

  /** Opens "Add saved lab" and types a link; the dialog stays open. */
  async enterLink(link: string): Promise<Locator> {
    if (!(await this.dialog('Add saved lab').isVisible()))
      await this.page.getByRole('button', { name: 'Add saved lab' }).click();
    const dialog = this.dialog('Add saved lab');
    await dialog.getByRole('textbox', { name: 'Preset link' }).fill(link);
    return dialog;
  }

  async addByLink(link: string) {
    const dialog = await this.enterLink(link);
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeEnabled({
      timeout: TIMEOUT.screen,
    });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(this.toast('Link added.')).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  /** Opens the customization popup of a saved preset. */
  async customize(presetName: string): Promise<Locator> {
    await this.action(presetName, 'Customize');
    const dialog = this.dialog(`Customize ${presetName}`);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Sets a control switch (e.g. "Titration curve graph") in the open customization popup. */
  async setControl(presetName: string, control: string, isOn: boolean) {
    const control$ = this.dialog(`Customize ${presetName}`).getByRole('switch', { name: control });
    if (isOn) await control$.check();
    else await control$.uncheck();
  }

  /** Types a bottle's concentration and leaves the field (the bounds are checked on blur). */
  async setBottleConcentration(presetName: string, bottle: string, value: string) {
    const input = this.dialog(`Customize ${presetName}`).getByRole('spinbutton', {
      name: new RegExp(`^Concentration of ${escape(bottle)}`),
    });
    await input.fill(value);
    await input.blur();
    return input;
  }

  async cancelCustomization(presetName: string) {
    const dialog = this.dialog(`Customize ${presetName}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }

  async saveCustomization(presetName: string) {
    const dialog = this.dialog(`Customize ${presetName}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(this.toast('Customization saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
  }
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
