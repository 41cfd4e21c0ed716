import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/** The administrators' area: /admin and its screens, found by role and label. */
export class AdminPages {
  constructor(readonly page: Page) {}

  readonly main = () => this.page.getByRole('main');
  readonly heading = (name: string) => this.main().getByRole('heading', { name, level: 1 });
  readonly dialog = (name: string) => this.page.getByRole('dialog', { name });
  readonly table = (name: string) => this.main().getByRole('table', { name });
  readonly row = (table: string, name: string) =>
    this.table(table)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });

  /** Opens /admin from the user menu, as an administrator does. */
  async openFromUserMenu() {
    await this.page.getByRole('button', { name: 'User menu' }).click();
    await this.page.getByRole('menuitem', { name: 'Administration' }).click();
    await expect(this.heading('Administration')).toBeVisible({ timeout: TIMEOUT.screen });
  }

  /** Follows one of the landing page's cards (its name starts with the screen's title). */
  async openSection(title: string) {
    await this.main()
      .getByRole('link', { name: new RegExp(`^${title}`) })
      .click();
    await expect(this.heading(title)).toBeVisible({ timeout: TIMEOUT.screen });
  }

  async backToLanding() {
    await this.openFromUserMenu();
  }

  async addInstitution(input: { name: string; city: string; url: string }) {
    await this.main().getByRole('button', { name: 'Add institution' }).click();
    const dialog = this.dialog('Add institution');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(input.name);
    await dialog.getByRole('textbox', { name: 'Web site' }).fill(input.url);
    await dialog.getByRole('textbox', { name: 'City' }).fill(input.city);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  async searchInstitutions(text: string) {
    await this.main().getByRole('searchbox', { name: 'Search by name or city' }).fill(text);
  }

  /** Opens a reseller's dialog and adds a domain, typed and confirmed with Enter. */
  async addResellerDomain(reseller: string, domain: string) {
    await this.main()
      .getByRole('button', { name: `Edit ${reseller}` })
      .click();
    const dialog = this.dialog('Edit reseller');
    const domains = dialog.getByRole('combobox', { name: 'Domains' });
    await domains.fill(domain);
    await domains.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Axe on the screen as it is: no violations. */
  async expectAccessible() {
    const axe = await new AxeBuilder({ page: this.page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
  }
}
