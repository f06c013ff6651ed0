import { demoAccounts } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

test.describe('offline after one visit', () => {
  test('the public home reloads offline and says so; the notice goes when back online', async ({
    page,
    context,
    shell,
  }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Residency and fellowship matching');
    await waitForServiceWorkerControl(page);
    const offlineBanner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(offlineBanner).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(shell.brand).toBeVisible();
    await expect(shell.heading).toHaveText('Residency and fellowship matching');
    await expect(offlineBanner).toBeVisible();

    await context.setOffline(false);
    await expect(offlineBanner).toHaveCount(0);
  });

  test('a signed-in page reloads offline and opens again once the connection is back', async ({
    page,
    context,
    shell,
    signIn,
  }) => {
    const applicant = demoAccounts.applicant;
    await signIn(applicant);
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    await expect(shell.brand).toBeVisible();
    // Without the server the session cannot be confirmed: the area waits instead of asking to sign in.
    await expect(shell.heading).toHaveText('Waiting for the connection');
    await expect(page).toHaveURL(applicant.home);

    await context.setOffline(false);
    await expect(shell.heading).toHaveText('Applicant home');
    await expect(shell.userMenu(applicant.name)).toBeVisible();
  });
});
