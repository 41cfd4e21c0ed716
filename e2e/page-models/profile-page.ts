import { expect, type Locator, type Page } from '@playwright/test';

/** /profile: details, edit mode, the change-password dialog, licenses and their activation. */
export class ProfilePage {
  constructor(readonly page: Page) {}

  readonly main = () => this.page.getByRole('main');
  readonly heading = () => this.main().getByRole('heading', { name: 'Profile', level: 1 });
  readonly details = () => this.main().getByRole('region', { name: 'Your details' });

  async open() {
    await this.page.goto('/profile');
    await expect(this.heading()).toBeVisible();
  }

  /** The value shown next to a label in read mode. */
  value(label: string): Locator {
    return this.details()
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('+ dd');
  }

  async edit() {
    await this.details().getByRole('button', { name: 'Edit' }).click();
    await expect(this.page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  }

  readonly username = () => this.page.getByRole('textbox', { name: 'Username' });
  readonly save = () => this.details().getByRole('button', { name: 'Save' });

  async openPasswordDialog(): Promise<PasswordDialog> {
    await this.details().getByRole('button', { name: 'Change password' }).click();
    const dialog = new PasswordDialog(this.page.getByRole('dialog', { name: 'Change password' }));
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  readonly activeLicenses = () => this.main().getByRole('table', { name: 'Active licenses' });

  async openActivation(): Promise<ActivationDialog> {
    await this.main().getByRole('button', { name: 'Activate license' }).click();
    return ActivationDialog.of(this.page);
  }
}

export class PasswordDialog {
  constructor(readonly root: Locator) {}

  readonly current = () => this.root.getByRole('textbox', { name: 'Current Password' });
  readonly next = () => this.root.getByRole('textbox', { name: 'New Password' });
  readonly confirm = () => this.root.getByRole('textbox', { name: 'Confirm Password' });
  readonly hints = () => this.root.getByRole('listitem');
  readonly save = () => this.root.getByRole('button', { name: 'Save' });

  /** The hint texts with whether each is met. */
  async hintStates(): Promise<Array<[string, boolean]>> {
    const items = await this.hints().all();
    return Promise.all(
      items.map(async (item) => {
        const text = (await item.innerText()).replace(/\s*\(.*\)\s*$/, '').trim();
        return [text, (await item.getAttribute('data-met')) === 'true'] as [string, boolean];
      }),
    );
  }
}

export class ActivationDialog {
  constructor(readonly root: Locator) {}

  static async of(page: Page): Promise<ActivationDialog> {
    const dialog = new ActivationDialog(page.getByRole('dialog', { name: 'Activate license' }));
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  readonly code = () => this.root.getByRole('textbox', { name: 'Activation code' });

  async activate(code: string) {
    await this.code().fill(code);
    await this.root.getByRole('button', { name: 'Activate' }).click();
  }
}
