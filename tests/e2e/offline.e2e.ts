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

  test('a signed-in page reloads offline from what the device holds, and works online again once the connection is back', async ({
    page,
    context,
    shell,
    signIn,
  }) => {
    const applicant = demoAccounts.applicant;
    await signIn(applicant);
    const cycle = page
      .getByRole('main')
      .getByRole('link', { name: /Ophthalmology/ })
      .first();
    await expect(cycle).toBeVisible();
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    await expect(shell.brand).toBeVisible();
    // The session cannot be confirmed without the server, but the device knows who signed in last:
    // their area opens, with the cycles the device kept, instead of asking to sign in or waiting.
    await expect(shell.heading).toHaveText('Applicant home');
    await expect(page).toHaveURL(applicant.home);
    await expect(shell.userMenu(applicant.name)).toBeVisible();
    await expect(cycle).toBeVisible();

    await context.setOffline(false);
    // Back online the session is restored from its cookie: a page never read on this device loads
    // from the server.
    await expect(shell.userMenu(applicant.name)).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Ophthalmology/ })
      .first()
      .waitFor();
    await page.goto('/applicant/profile/employment');
    await expect(shell.heading).toHaveText('Employment');
    await expect(page.getByRole('button', { name: 'Add employment' })).toBeVisible();
  });
});
