import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DensityBench } from './page-models/density-bench';
import { waitForMail } from './page-models/mailbox';
import { PurchasePage } from './page-models/purchase-page';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

const BUYER_EMAIL = 'buyer@demo.labportal.test';
const future = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.html).join(' | ')}`),
  ).toEqual([]);
}

test.describe('purchase and checkout (issue 12 §1)', () => {
  test('a student without a license buys Full Suite with 4242 4242 4242 4242, gets the e-mail and opens a lab', async ({
    page,
  }) => {
    test.setTimeout(TIMEOUT.longTest);
    await new Shell(page).signIn('buyer');
    await page.getByRole('main').getByRole('button', { name: 'Purchase license' }).click();

    const purchase = new PurchasePage(page);
    await purchase.expectOpen('Purchase License');
    await expect(page.getByText(BUYER_EMAIL)).toBeVisible();
    // Full Suite preselected; one bundle at a time; no quantity for a student.
    await expect(purchase.bundleCheckbox('Full Suite')).toBeChecked();
    await expect(purchase.singleBundle()).toBeChecked();
    await expect(purchase.quantity()).toHaveCount(0);
    await expect(purchase.total()).toHaveText('Total: $99.99');
    await purchase.bundleCheckbox('Chemistry').check();
    await expect(purchase.bundleCheckbox('Full Suite')).not.toBeChecked();
    await expect(purchase.total()).toHaveText('Total: $49.99');
    await purchase.bundleCheckbox('Full Suite').check();
    // No header, side bar or banner on these pages.
    await expect(new Shell(page).userMenuButton()).toHaveCount(0);
    await expectNoAxeViolations(page);

    await purchase.checkoutButton().click();
    await expect(purchase.heading('Checkout')).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(purchase.testMode()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Full Suite' })).toBeVisible();

    // The card form's checks and input shaping (spec 1 §5).
    await purchase.buy().click();
    await expect(page.getByText('Credit card number is required.')).toBeVisible();
    await expect(page.getByText('Name on Card is required.')).toBeVisible();
    await expect(page.getByText('Expiration Date is required.')).toBeVisible();
    await expect(page.getByText('CVC is required.')).toBeVisible();
    await purchase.cardNumber().pressSequentially('4242x4242424242424299');
    await expect(purchase.cardNumber()).toHaveValue('4242 4242 4242 4242');
    await purchase.expiry().pressSequentially('3');
    await expect(purchase.expiry()).toHaveValue('03/');
    await purchase.cvc().pressSequentially('12');
    await purchase.buy().click();
    await expect(page.getByText('Expiration Date is too short')).toBeVisible();
    await expect(page.getByText('CVC is too short')).toBeVisible();
    await expectNoAxeViolations(page);

    await purchase.payWith({
      number: '4242 4242 4242 4242',
      name: 'Bruno Reis',
      expiry: future,
      cvc: '123',
    });
    await expect(purchase.thankYou()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(
      page.getByText(
        'Your license has been issued for the following product. The code has been sent via e-mail to the registered e-mail and can also be found in the Profile.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const mail = await waitForMail(BUYER_EMAIL, (m) => m.text.includes('Full Suite: LP-'));
    expect(mail.subject).toBe('Your Lab Portal license code');

    await purchase.returnToPortal().click();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Purchase license' }),
    ).toHaveCount(0, { timeout: TIMEOUT.screen });
    const bench = new DensityBench(page);
    await bench.open();
    await bench.expectConnected('Bruno Reis');
  });

  test('a declined card shows its message and BUY comes back; card errors go on their fields', async ({
    page,
  }) => {
    await new Shell(page).signIn('nolicense', '/purchase');
    const purchase = new PurchasePage(page);
    await purchase.expectOpen('Purchase License');
    await purchase.checkoutButton().click();

    await purchase.payWith({
      number: '4000 0000 0000 0002',
      name: 'Noel Nolan',
      expiry: future,
      cvc: '123',
    });
    await expect(purchase.errorToast()).toContainText('Your card was declined.', {
      timeout: TIMEOUT.screen,
    });
    await expect(purchase.buy()).toBeEnabled();

    await purchase.cardNumber().fill('4242 4242 4242 4241');
    await purchase.buy().click();
    await expect(page.getByText('Your card number is incorrect.')).toBeVisible();
    await expect(purchase.buy()).toBeEnabled();

    await purchase.cardNumber().fill('4242 4242 4242 4242');
    await purchase.expiry().fill('12/20');
    await purchase.buy().click();
    await expect(page.getByText("Your card's expiration year is invalid.")).toBeVisible();
    await expect(purchase.buy()).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('a batch buyer buys 3 codes and sees them listed', async ({ page }) => {
    await new Shell(page).signIn('buyer', '/purchase?batch=1');
    const purchase = new PurchasePage(page);
    await purchase.expectOpen('Purchase Licenses');
    await purchase.quantity().fill('3');
    await expect(purchase.total()).toHaveText('Total: $299.97');
    await purchase.quantity().fill('0');
    await purchase.quantity().blur();
    await expect(purchase.total()).toHaveText('Total: $99.99');
    await purchase.quantity().fill('3');
    await expectNoAxeViolations(page);
    await purchase.checkoutButton().click();

    await expect(page.getByText('Quantity: 3')).toBeVisible({ timeout: TIMEOUT.screen });
    await purchase.payWith({
      number: '4242424242424242',
      name: 'Bruno Reis',
      expiry: future,
      cvc: '1234',
    });
    await expect(purchase.thankYou()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(page.getByText(/^Your licenses have been issued/)).toBeVisible();
    await expect(purchase.codes()).toHaveCount(3);
    const codes = await purchase
      .codes()
      .getByRole('cell')
      .filter({ hasText: /^LP-/ })
      .allInnerTexts();
    expect(codes).toHaveLength(3);
    await expectNoAxeViolations(page);
    const mail = await waitForMail(BUYER_EMAIL, (m) => codes.every((c) => m.text.includes(c)));
    expect(mail.subject).toBe('Your Lab Portal license codes');
  });
});
