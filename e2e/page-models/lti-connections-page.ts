import { expect, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/** /admin/lti: the administrators' "LMS connections". */
export class LtiConnectionsPage {
  constructor(readonly page: Page) {}

  readonly main = () => this.page.getByRole('main');
  readonly heading = () => this.main().getByRole('heading', { name: 'LMS connections', level: 1 });
  readonly table = () => this.main().getByRole('table', { name: 'LMS connections' });
  readonly row = (key: string) =>
    this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: key }) });
  readonly dialog = (name: string) => this.page.getByRole('dialog', { name });

  /** Opens the screen from the user menu, as an administrator does. */
  async openFromUserMenu() {
    await this.page.getByRole('button', { name: 'User menu' }).click();
    await this.page.getByRole('menuitem', { name: 'Administration' }).click();
    await this.main()
      .getByRole('link', { name: /^LMS connections/ })
      .click();
    await expect(this.heading()).toBeVisible({ timeout: TIMEOUT.screen });
  }

  /** Adds a connection and answers the secret shown once. */
  async add(options: { key: string; autoprovision: boolean }): Promise<string> {
    await this.main().getByRole('button', { name: 'Add connection' }).click();
    const dialog = this.dialog('Add LMS connection');
    await dialog.getByRole('textbox', { name: 'Consumer key' }).fill(options.key);
    const auto = dialog.getByRole('switch', { name: 'Automatic accounts' });
    if ((await auto.isChecked()) !== options.autoprovision) await auto.click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const secretDialog = this.dialog('Copy the secret now');
    await expect(secretDialog).toBeVisible();
    const secret = (await secretDialog.getByTestId('lti-secret').innerText()).trim();
    return secret;
  }

  async closeSecret() {
    await this.dialog('Copy the secret now').getByRole('button', { name: 'Done' }).click();
    await expect(this.dialog('Copy the secret now')).toBeHidden();
  }
}
