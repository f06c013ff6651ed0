import { AuthForm } from './pages/auth-form.ts';
import { demoAccounts } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

const pleaseLogin = 'Access denied. Please login.';
const anotherAccount = 'Access denied. Please try to use another account.';

test.describe('route access', () => {
  for (const path of ['/admin/match-cycles', '/program-user/landing']) {
    test(`signed out, ${path} asks to sign in`, async ({ page, shell }) => {
      await page.goto(path);
      await expect(shell.notification(pleaseLogin)).toBeVisible();
      await expect(page).toHaveURL('/standalone/login');
      await expect(shell.heading).toHaveText('Sign in to Matchline');
    });
  }

  test('an applicant opening the admin area is sent to the applicant home', async ({
    page,
    shell,
    signIn,
  }) => {
    const applicant = demoAccounts.applicant;
    await signIn(applicant);
    await page.goto('/admin/match-cycles');
    await expect(shell.notification(anotherAccount)).toBeVisible();
    await expect(page).toHaveURL(applicant.home);
    await expect(shell.heading).toHaveText('Applicant home');
    await expect(shell.userMenu(applicant.name)).toBeVisible();
  });

  test('after signing in, the visitor returns to the page that asked for it', async ({ page, shell }) => {
    const applicant = demoAccounts.applicant;
    await page.goto('/applicant/landing');
    await expect(shell.notification(pleaseLogin)).toBeVisible();
    await expect(page).toHaveURL('/standalone/login');

    await AuthForm.standalone(page).signIn(applicant.email, applicant.password);
    await expect(page).toHaveURL('/applicant/landing');
    await expect(shell.heading).toHaveText('Applicant home');
    await expect(shell.userMenu(applicant.name)).toBeVisible();
  });

  test('a return location the role may not open ends on the role home with the notice', async ({
    page,
    shell,
  }) => {
    const applicant = demoAccounts.applicant;
    await page.goto('/admin/match-cycles');
    await expect(page).toHaveURL('/standalone/login');

    await AuthForm.standalone(page).signIn(applicant.email, applicant.password);
    await expect(shell.notification(anotherAccount)).toBeVisible();
    await expect(page).toHaveURL(applicant.home);
    await expect(shell.heading).toHaveText('Applicant home');
  });
});
