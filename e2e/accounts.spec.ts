import { expect, test } from '@playwright/test';
import { AccountPages, codeOf } from './page-models/account-pages';
import { LoginPage } from './page-models/login-page';
import { waitForMail } from './page-models/mailbox';

test.describe('accounts from the sign-in page (issue 12 §5)', () => {
  test('a new student creates an account, activates it with the e-mailed code and signs in', async ({
    page,
  }) => {
    const name = `newstudent${Date.now().toString(36)}`;
    const email = `${name}@school.example`;
    const password = 'Fresh-lab-1';
    const accounts = new AccountPages(page);
    const login = new LoginPage(page);

    await page.goto('/labs');
    await login.expectShown();
    await accounts.expectNoAxeViolations();
    await accounts.openCreateAccount();
    await accounts.expectNoAxeViolations();
    await accounts.createAccount({
      firstName: 'Nora',
      lastName: 'New',
      email,
      username: name,
      password,
    });

    await accounts.expectHeading('Activate your account');
    await accounts.expectNoAxeViolations();
    // Not activated yet: the right password says so and leads back to the code.
    const mail = await waitForMail(email, (m) => /activation code/.test(m.subject));
    await accounts.backToSignIn();
    await login.signIn(name, password);
    await expect(page.getByRole('alert')).toContainText('not activated');
    await accounts.expectNoAxeViolations();
    await page.getByRole('link', { name: 'Enter the activation code' }).click();

    await accounts.activate(codeOf(mail.text));
    await accounts.expectHeading('Account activated');
    await accounts.expectNoAxeViolations();
    await accounts.backToSignIn();
    await login.signIn(name, password);
    await expect(page).toHaveURL(/\/labs/, { timeout: 30_000 });
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('a forgotten password is reset through the e-mailed code', async ({ page, request }) => {
    // An account of its own (made and activated through the API), so no other spec is touched.
    const name = `forgetful${Date.now().toString(36)}`;
    const email = `${name}@school.example`;
    const created = await request.post('/user-api/users', {
      data: {
        username: name,
        email,
        firstName: 'Fern',
        lastName: 'Forgetful',
        password: 'First-lab-1',
        confirmPassword: 'First-lab-1',
      },
    });
    expect(created.ok()).toBe(true);
    const activation = await waitForMail(email, (m) => /activation code/.test(m.subject));
    const activated = await request.post('/user-api/users/activate', {
      data: { userReference: name, activationCode: codeOf(activation.text) },
    });
    expect(activated.ok()).toBe(true);

    const password = 'Reset-lab-1';
    const accounts = new AccountPages(page);
    const login = new LoginPage(page);
    await page.goto('/labs');
    await login.expectShown();
    await accounts.openForgotPassword();
    await accounts.expectNoAxeViolations();
    await accounts.askForCode(email);
    await accounts.expectHeading('Choose a new password');
    await accounts.expectNoAxeViolations();
    const mail = await waitForMail(email, (m) => /password reset code/.test(m.subject));
    await accounts.reset(codeOf(mail.text), password);
    await accounts.expectHeading('Password changed');
    await accounts.expectNoAxeViolations();
    await accounts.backToSignIn();
    await login.signIn(name, password);
    await expect(page).toHaveURL(/\/labs/, { timeout: 30_000 });
    await expect(page.getByRole('main')).toBeVisible();
  });
});
