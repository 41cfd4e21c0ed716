import { expect, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';
import { LoginPage } from './login-page';

/** The portal's frame: header, side menu, user menu. */
export class Shell {
  constructor(readonly page: Page) {}

  readonly mainMenu = () => this.page.getByRole('navigation', { name: 'Main menu' });
  readonly userMenuButton = () => this.page.getByRole('button', { name: 'User menu' });

  /** Opens the portal and signs in through the identity provider. */
  async signIn(username: string, path = '/labs') {
    await this.page.goto(path);
    await new LoginPage(this.page).signIn(username);
    await expect(this.page.getByRole('main')).toBeVisible({ timeout: TIMEOUT.screen });
  }

  async menuEntries(): Promise<string[]> {
    const links = this.mainMenu().getByRole('link');
    await expect(links.first()).toBeVisible();
    return (await links.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  }

  async openUserMenu() {
    await this.userMenuButton().click();
  }

  async changeLanguage(optionName: string) {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Change language' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Change language' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: optionName }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  }
}
