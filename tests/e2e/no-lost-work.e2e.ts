import type { Page } from '@playwright/test';
import { getHobbies } from '../../core/contracts/applicants/applicant-profile.contract.ts';
import {
  getApplicantRankList,
  saveApplicantRankList,
} from '../../core/contracts/rank-lists/rank-lists.contract.ts';
import { syncStatus } from './pages/applicant-statements.ts';
import { demoAccounts, seededApplicant } from './support/accounts.ts';
import { UserApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { openInApp } from './support/in-app.ts';
import { phoneViewport } from './support/phone.ts';

/**
 * Issue 13's journeys on a phone: the rank list warns before its unsaved order is left behind, saves
 * from the bar that stays in reach, and certifies; and an applicant who saves offline and navigates the
 * moment the connection is back is never signed out, ten times over.
 */
test.use(phoneViewport);

const cycleCode = 'OPH-2026';
const rankListPath = `/applicant/${cycleCode}/rank-list`;

/** The demo applicant's list back to empty, as the season's spec (match-season.e2e.ts) expects it. */
async function emptyRankList(api: UserApi): Promise<void> {
  const path = getApplicantRankList.path.replace(':matchCycleCode', cycleCode);
  const list = await api.read(path, getApplicantRankList.response);
  if (list.entries.length === 0) return;
  const response = await api.put(saveApplicantRankList.path.replace(':matchCycleCode', cycleCode), {
    programIds: [],
    notes: {},
    version: list.version,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The ranked programs' names, first choice first. */
function rankedNames(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('button', { name: /^Move .+ down$/ })
    .evaluateAll((buttons) =>
      buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^Move (.+) down$/, '$1')),
    );
}

test.describe('no lost work on a phone', () => {
  test('the rank list: reorder and tap Home asks first, Stay keeps the order, the sticky bar saves, certify', async ({
    page,
    request,
    signIn,
    shell,
  }) => {
    const api = await UserApi.signIn(request, demoAccounts.applicant.email, demoAccounts.applicant.password);
    await emptyRankList(api);
    try {
      await signIn(demoAccounts.applicant);
      await page.goto(rankListPath);
      await expect(shell.heading).toHaveText('Rank list');
      const main = page.getByRole('main');
      const add = main.getByRole('button', { name: /^Add .+ to the rank list$/ });
      await expect(add.first()).toBeVisible();
      while ((await add.count()) > 0) await add.first().click();

      // Unsaved: the save bar sticks to the bottom of the screen, above the bottom bar, in reach.
      const saveBar = page.locator('.sticky-save-bar');
      await expect(saveBar).toContainText('Changes not saved yet');
      const save = saveBar.getByRole('button', { name: 'Save the order' });
      const box = await save.boundingBox();
      expect(box, 'the save button is on screen').not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844 - 56);
      await save.click();
      await expect(shell.notification('Rank list saved.')).toBeVisible();
      await main.getByRole('button', { name: 'Certify' }).click();
      await expect(main.getByText(/^Certified on .+: this list takes part in the match\.$/)).toBeVisible();

      // Reorder, then tap Home: the question comes first; Stay keeps the page and the new order.
      const before = await rankedNames(page);
      expect(before.length).toBeGreaterThanOrEqual(2);
      await main.getByRole('button', { name: `Move ${before[0]} down` }).click();
      const reordered = [before[1], before[0], ...before.slice(2)];
      expect(await rankedNames(page)).toEqual(reordered);
      await shell.goTo('Home');
      const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
      await expect(leave).toBeVisible();
      await expect(leave).toContainText('Your changes are not saved. If you leave, they are lost.');
      await leave.getByRole('button', { name: 'Stay' }).click();
      await expect(page).toHaveURL(rankListPath);
      expect(await rankedNames(page)).toEqual(reordered);

      // Saved from the sticky bar: a changed order needs certifying again, and says so. (The first
      // save's toast may still be up on a slow machine: the newest one counts.)
      await saveBar.getByRole('button', { name: 'Save the order' }).click();
      await expect(saveBar).not.toContainText('Changes not saved yet');
      await expect(shell.notification('Rank list saved.').last()).toBeVisible();
      await expect(main.getByText('Not certified', { exact: true }).first()).toBeVisible();
      await main.getByRole('button', { name: 'Certify' }).click();
      await expect(main.getByText(/^Certified on .+: this list takes part in the match\.$/)).toBeVisible();

      // Nothing unsaved: Home opens at once.
      await shell.goTo('Home');
      await expect(page).toHaveURL(`/applicant/${cycleCode}/home`);
      const saved = await api.read(
        getApplicantRankList.path.replace(':matchCycleCode', cycleCode),
        getApplicantRankList.response,
      );
      expect(saved.entries.map((e) => e.programName)).toEqual(reordered);
      expect(saved.certifiedAt).not.toBeNull();
    } finally {
      await emptyRankList(api);
    }
  });

  test('saved offline, back online and navigating at once, ten times: never signed out, every change reaches the server', async ({
    page,
    context,
    request,
    signIn,
    shell,
  }) => {
    test.setTimeout(180_000);
    // A seeded applicant no other spec signs in as.
    const applicant = seededApplicant(9);
    // The page's clock: each time offline lasts past the 15-minute token, so coming back needs a refresh.
    await page.clock.install();
    await signIn(applicant);
    // Every round renews the session once it is back: none of those renewals may be refused.
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
    });
    await page.goto('/applicant/profile/hobbies-n-interests');
    await expect(shell.heading).toHaveText('Hobbies and interests');
    const field = page.getByRole('main').getByRole('textbox', { name: 'Hobbies and interests', exact: true });
    const quick = page.getByRole('navigation', { name: 'Quick navigation' });
    let last = '';
    for (let round = 1; round <= 10; round++) {
      await context.setOffline(true);
      await page.clock.fastForward('16:00');
      last = `Sailing and choral singing, round ${round}.`;
      await field.fill(last);
      await page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).click();
      await expect(syncStatus(page)).toHaveAccessibleName('Sync status: Saved on this device');
      await expect(shell.notification('Could not connect to server. Please try again.')).toHaveCount(0);

      // Online, and at once somewhere else.
      await context.setOffline(false);
      await quick
        .getByRole('link')
        .nth(round % 2)
        .click();
      await expect(shell.heading).not.toHaveText('Hobbies and interests');
      await expect(page).not.toHaveURL(/\/standalone\//);
      await expect(shell.userMenu(applicant.name)).toBeVisible();
      await expect(syncStatus(page)).toHaveAccessibleName('Sync status: All changes saved');
      await expect(page).not.toHaveURL(/\/standalone\//);

      // Back to the hobbies inside the app (no reload), for the next round.
      await openInApp(page, '/applicant/profile/hobbies-n-interests');
      await expect(shell.heading).toHaveText('Hobbies and interests');
      await expect(field).toHaveValue(last);
    }
    expect(refreshes.length, 'the session was renewed after coming back').toBeGreaterThanOrEqual(10);
    expect(refreshes.filter((status) => status !== 200)).toEqual([]);
    const api = await UserApi.signIn(request, applicant.email, applicant.password);
    const hobbies = await api.read(getHobbies.path, getHobbies.response);
    expect(hobbies.hobbiesAndInterests).toBe(last);
  });
});
