import { demoAccounts } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { roleHomeContent } from './support/role-home.ts';

test.describe('sign in from the public home', () => {
  for (const account of Object.values(demoAccounts)) {
    test(`${account.email} lands on the ${account.role} home and signs out`, async ({
      page,
      shell,
      loginDialog,
    }) => {
      await page.goto('/');
      await expect(shell.heading).toHaveText('Residency and fellowship matching');
      await shell.openSignIn();
      await loginDialog.signIn(account.email, account.password);

      await expect(page).toHaveURL(account.home);
      await expect(loginDialog.root).toBeHidden();
      await expect(shell.heading).toHaveText(account.homeHeading);
      await expect(shell.userMenu(account.name)).toBeVisible();
      await expect(roleHomeContent(page, account)).toBeVisible();

      await shell.signOut(account.name);
      await expect(page).toHaveURL('/');
      await expect(shell.heading).toHaveText('Residency and fellowship matching');
      await expect(shell.userMenu(account.name)).toBeHidden();
      // Signed out, the role home is no longer reachable: the guard asks to sign in.
      await page.goto(account.home);
      await expect(shell.notification('Access denied. Please login.')).toBeVisible();
    });
  }

  test('a wrong password is refused with the provider message', async ({ page, shell, loginDialog }) => {
    await page.goto('/');
    await shell.openSignIn();
    await loginDialog.signIn(demoAccounts.applicant.email, 'Wrong#Password1');
    await expect(loginDialog.root.getByText('Incorrect username or password.')).toBeVisible();
    await expect(page).toHaveURL('/');
  });
});
