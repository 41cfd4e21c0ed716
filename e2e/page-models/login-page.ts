import { expect, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

export const DEMO_PASSWORD = 'Demo-lab-1';

/** The identity provider's sign-in page. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly username = () => this.page.getByLabel('Username or e-mail');
  readonly password = () => this.page.getByLabel('Password');

  async expectShown() {
    await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible({
      timeout: TIMEOUT.screen,
    });
  }

  /**
   * A tab signed out by another tab ends on the sign-in page, or on the provider's "This sign-in
   * page has expired" page when both tabs reach sign-in at once (they share the provider's
   * interaction cookie): signed out either way.
   */
  async expectSignedOutByAnotherTab() {
    await expect(
      this.page
        .getByRole('heading', { name: 'Sign in' })
        .or(this.page.getByRole('heading', { name: 'Sign-in problem' })),
    ).toBeVisible({ timeout: TIMEOUT.screen });
  }

  async signIn(username: string, password = DEMO_PASSWORD) {
    await this.expectShown();
    await this.username().fill(username);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
