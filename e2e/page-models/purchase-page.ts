import { expect, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/** /purchase and /checkout (spec 1 §2), by role and label. */
export class PurchasePage {
  constructor(readonly page: Page) {}

  readonly heading = (name: string | RegExp) => this.page.getByRole('heading', { name, level: 1 });
  readonly bundleCheckbox = (name: string) =>
    this.page.getByRole('checkbox', { name: `Select ${name}`, exact: true });
  readonly singleBundle = () => this.page.getByRole('switch', { name: 'One bundle only' });
  readonly quantity = () => this.page.getByRole('textbox', { name: 'Quantity' });
  readonly total = () => this.page.getByText(/^Total: \$/);
  readonly checkoutButton = () => this.page.getByRole('button', { name: 'Checkout' });

  readonly cardNumber = () => this.page.getByRole('textbox', { name: 'Credit card number' });
  readonly cardName = () => this.page.getByRole('textbox', { name: 'Name on Card' });
  readonly expiry = () => this.page.getByRole('textbox', { name: 'Expiration Date (MM/YY)' });
  readonly cvc = () => this.page.getByRole('textbox', { name: 'CVC' });
  readonly buy = () => this.page.getByRole('button', { name: 'BUY' });
  readonly testMode = () => this.page.getByText('Test mode', { exact: true });
  readonly thankYou = () =>
    this.page.getByRole('heading', { name: 'Thank you for your purchase.' });
  readonly returnToPortal = () => this.page.getByRole('button', { name: 'Return to Portal' });
  readonly codes = () =>
    this.page
      .getByRole('table', { name: 'Activation codes' })
      .getByRole('row')
      .filter({
        has: this.page.getByRole('cell'),
      });
  readonly errorToast = () => this.page.getByRole('alert').filter({ hasText: 'Error in purchase' });

  async expectOpen(title: 'Purchase License' | 'Purchase Licenses') {
    await expect(this.heading(title)).toBeVisible({ timeout: TIMEOUT.screen });
  }

  async payWith(card: { number: string; name: string; expiry: string; cvc: string }) {
    await expect(this.buy()).toBeVisible({ timeout: TIMEOUT.screen });
    await this.cardNumber().fill(card.number);
    await this.cardName().fill(card.name);
    await this.expiry().fill(card.expiry);
    await this.cvc().fill(card.cvc);
    await this.buy().click();
  }
}
