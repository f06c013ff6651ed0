import { seededApplicant } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

const newPassword = 'Fresh#Start2026';

test.describe('forgot password', () => {
  test('a mailed code sets a new password and signs in; the new password works afterwards', async ({
    page,
    shell,
    loginDialog,
    mailbox,
  }) => {
    // Not a demo account: the other tests keep signing in with the demo password.
    const applicant = seededApplicant(0);
    await page.goto('/');
    await shell.openSignIn();
    await loginDialog.openForgotPassword();
    await loginDialog.requestCode(applicant.email);
    await expect(shell.notifications.getByText(/A verification code has been sent to/)).toBeVisible();

    // The code is in the server's log (as for a demo user); the admin's outbox view hides it.
    const code = await mailbox.latestCode(applicant.email);
    const [sent] = await mailbox.list(applicant.email);
    expect(sent?.text).toContain('verification code is [hidden].');
    expect(sent?.text).not.toContain(code);
    await loginDialog.changePassword(code, newPassword);

    await expect(page).toHaveURL(applicant.home);
    await expect(loginDialog.root).toBeHidden();
    await expect(shell.heading).toHaveText('Applicant home');
    await expect(shell.userMenu(applicant.name)).toBeVisible();

    await shell.signOut(applicant.name);
    await shell.openSignIn();
    await loginDialog.signIn(applicant.email, applicant.password);
    await expect(loginDialog.message('Incorrect username or password.')).toBeVisible();
    await loginDialog.signIn(applicant.email, newPassword);
    await expect(page).toHaveURL(applicant.home);
    await expect(shell.userMenu(applicant.name)).toBeVisible();
  });

  test('a wrong code is refused with the spec message', async ({ page, shell, loginDialog, mailbox }) => {
    const applicant = seededApplicant(1);
    await page.goto('/');
    await shell.openSignIn();
    await loginDialog.openForgotPassword();
    await loginDialog.requestCode(applicant.email);

    const code = await mailbox.latestCode(applicant.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await loginDialog.changePassword(wrong, newPassword);

    await expect(loginDialog.message('Invalid verification code provided, please try again.')).toBeVisible();
    await loginDialog.expectMode('Change Password');
    await expect(shell.signInButton).toBeVisible();
  });
});
