import { demoAccounts } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { roleHomeContent } from './support/role-home.ts';

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('public home', async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Residency and fellowship matching');
    await expectNoAxeViolations(page, 'the public home');
  });

  test('public home, dark theme', async ({ page, shell }) => {
    await page.goto('/');
    // react-aria keeps the real switch input visually hidden: its label takes the click.
    await shell.header.getByText('Dark theme').click();
    await expect(shell.header.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
    await expectNoAxeViolations(page, 'the public home in the dark theme');
  });

  test('login dialog', async ({ page, shell, loginDialog }) => {
    await page.goto('/');
    await shell.openSignIn();
    await loginDialog.expectMode('Sign in to Matchline');
    await expectNoAxeViolations(page, 'the login dialog');
  });

  test('Contact Us modal', async ({ page, shell, contactModal }) => {
    await page.goto('/');
    await shell.openContactUs();
    await expect(contactModal.dialog.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expectNoAxeViolations(page, 'the Contact Us modal');
  });

  test('page not found', async ({ page, shell }) => {
    await page.goto('/no-such-page');
    await expect(shell.heading).toHaveText('Page not found.');
    await expectNoAxeViolations(page, 'the page-not-found page');
  });

  for (const account of Object.values(demoAccounts)) {
    test(`${account.role} home`, async ({ page, shell, signIn }) => {
      await signIn(account);
      await expect(shell.heading).toHaveText(account.homeHeading);
      await expect(roleHomeContent(page, account)).toBeVisible();
      await expectNoAxeViolations(page, `the ${account.role} home (${account.home})`);
    });
  }
});
