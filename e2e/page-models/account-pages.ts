import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/** The sign-in's account pages: create account, activate, forgot password, reset (English). */
export class AccountPages {
  constructor(private readonly page: Page) {}

  async expectHeading(name: string) {
    await expect(this.page.getByRole('heading', { name })).toBeVisible({ timeout: TIMEOUT.screen });
  }

  async expectNoAxeViolations() {
    const axe = await new AxeBuilder({ page: this.page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }

  async openCreateAccount() {
    await this.page.getByRole('link', { name: 'Create account' }).click();
    await this.expectHeading('Create your account');
  }

  async createAccount(fields: {
    firstName: string;
    lastName: string;
    email: string;
    username: string;
    password: string;
  }) {
    await this.page.getByLabel('First name').fill(fields.firstName);
    await this.page.getByLabel('Last name').fill(fields.lastName);
    await this.page.getByLabel('E-mail').fill(fields.email);
    await this.page.getByLabel('Username', { exact: true }).fill(fields.username);
    await this.page.getByLabel('Password', { exact: true }).fill(fields.password);
    await this.page.getByLabel('Repeat the password').fill(fields.password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  async activate(code: string) {
    await this.expectHeading('Activate your account');
    await this.page.getByLabel('Code from the e-mail').fill(code);
    await this.page.getByRole('button', { name: 'Activate' }).click();
  }

  async openForgotPassword() {
    await this.page.getByRole('link', { name: 'Forgot password?' }).click();
    await this.expectHeading('Forgot your password?');
  }

  async askForCode(userReference: string) {
    await this.page.getByLabel('Username or e-mail').fill(userReference);
    await this.page.getByRole('button', { name: 'Send code' }).click();
  }

  async reset(code: string, password: string) {
    await this.expectHeading('Choose a new password');
    await this.page.getByLabel('Code from the e-mail').fill(code);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByLabel('Repeat the password').fill(password);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }

  async backToSignIn() {
    await this.page.getByRole('link', { name: 'Back to sign in' }).click();
  }
}

/** The 6-digit code of an account mail. */
export const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
