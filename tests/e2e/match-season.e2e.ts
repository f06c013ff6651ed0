import type { Browser, Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import {
  getAdminMatchCycle,
  listAdminMatchCycles,
  matchCycleInstantFields,
  updateMatchCycle,
} from '../../core/contracts/match-cycles/match-cycles.contract.ts';
import { resultDateFields } from '../../core/domain/match-cycle-dates.ts';
import { demoProgramCode } from '../../server/db/seed/programs.ts';
import { AppShell } from './pages/app-shell.ts';
import { AuthForm } from './pages/auth-form.ts';
import { type Account, demoAccounts } from './support/accounts.ts';
import { UserApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { currentSeason } from './support/season.ts';

/**
 * Issue 6's season close in Chromium, on the demo data: the demo applicant and the demo program rank
 * each other and certify; an admin runs a trial, moves the deadlines, runs the final match and marks
 * it; the results stay hidden until each audience's release; then the applicant, the program, the
 * school and the society each see their own results. It runs after every other spec (the
 * `season-close` project of playwright.config.ts): it closes the demo season for good.
 */

const cycleCode = `OPH-${currentSeason()}`;
const DAY_MS = 86_400_000;

/** A signed-in page of its own for one account (each role in its own browser context). */
async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await new AppShell(page).openSignIn();
  await AuthForm.dialog(page).signIn(account.email, account.password);
  await expect(page).toHaveURL(account.home);
  return page;
}

async function confirmDialog(page: Page, button: string): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: button }).click();
}

test.describe('closing the season', () => {
  test('rank and certify, trial, final after the deadlines, results hidden until released, each role sees its own', async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const admin = await UserApi.signIn(request, demoAccounts.admin.email, demoAccounts.admin.password);
    const cycles = await admin.read(listAdminMatchCycles.path, listAdminMatchCycles.response, {
      search: cycleCode,
    });
    const cycleId = cycles.items.find((c) => c.shortName === cycleCode)?.id;
    expect(cycleId, `${cycleCode} in the admin list`).toBeDefined();

    const applicant = await signedInPage(browser, demoAccounts.applicant);
    await test.step('the demo applicant ranks the programs it applied to and certifies', async () => {
      await applicant.goto(`/applicant/${cycleCode}/rank-list`);
      const add = applicant.getByRole('button', { name: /^Add .+ to the rank list$/ });
      await expect(add.first()).toBeVisible();
      // The demo program first, then the other.
      await applicant.getByRole('button', { name: /^Add Pacific Northwest.* to the rank list$/ }).click();
      while ((await add.count()) > 0) await add.first().click();
      await applicant.getByRole('button', { name: 'Save the order' }).click();
      await expect(
        applicant.getByRole('region', { name: 'Notifications' }).getByText('Rank list saved.'),
      ).toBeVisible();
      await applicant.getByRole('button', { name: 'Certify' }).click();
      await expect(
        applicant.getByText(/^Certified on .+: this list takes part in the match\.$/),
      ).toBeVisible();
    });

    const program = await signedInPage(browser, demoAccounts.program);
    await test.step('the demo program ranks the demo applicant and its director certifies', async () => {
      await program.goto(`/program-user/${cycleCode}/${demoProgramCode}/rank-list`);
      await program.getByRole('button', { name: /^Add .*Alvarez.* to the rank list$/ }).click();
      await program.getByRole('button', { name: 'Save the order' }).click();
      await expect(
        program.getByRole('region', { name: 'Notifications' }).getByText('Rank list saved.'),
      ).toBeVisible();
      await program.getByRole('button', { name: 'Certify' }).click();
      await expect(program.getByText(/^Certified on .+: this list takes part in the match\.$/)).toBeVisible();
      await expectNoAxeViolations(program, 'program rank list');
    });

    const adminPage = await signedInPage(browser, demoAccounts.admin);
    const runPath = `/admin/match-cycles/${cycleId}/match-run`;
    await test.step('an admin reads the pre-run report and runs a trial match', async () => {
      await adminPage.goto(`/admin/match-cycles/details/${cycleId}`);
      await adminPage.getByRole('link', { name: 'Match run' }).click();
      await expect(adminPage).toHaveURL(runPath);
      const applicants = adminPage.getByRole('row', { name: /^Applicants/ });
      await expect(applicants.getByRole('cell').nth(2)).not.toHaveText('0');
      await expect(adminPage.getByRole('button', { name: 'Run the final match' })).toBeDisabled();
      await expectNoAxeViolations(adminPage, 'match run');
      await adminPage.getByRole('button', { name: 'Run a trial match' }).click();
      await confirmDialog(adminPage, 'Run a trial match');
      await expect(adminPage.getByText(/^Finished on /)).toBeVisible({ timeout: 30_000 });
    });

    await test.step('trial results are the admins’ only', async () => {
      await applicant.goto(`/applicant/${cycleCode}/match-result`);
      await expect(applicant.getByText(/^Results will be released on .+ PT\.$/)).toBeVisible();
      await expect(applicant.getByText(/You matched/)).toHaveCount(0);
    });

    await test.step('the admin moves the season so that both deadlines and the match date have passed', async () => {
      const details = await admin.read(
        getAdminMatchCycle.path.replace(':id', String(cycleId)),
        getAdminMatchCycle.response,
      );
      const now = Date.now();
      const shift = now - 3_600_000 - Date.parse(details.matchDate!);
      const body: Record<string, unknown> = Object.fromEntries(
        Object.keys(updateMatchCycle.body!.shape).map((key) => [
          key,
          details[key as keyof typeof details] ?? null,
        ]),
      );
      for (const field of matchCycleInstantFields) {
        const value = details[field];
        if (value) body[field] = new Date(Date.parse(value) + shift).toISOString();
      }
      // Released by the admin below, not by the clock.
      for (const field of resultDateFields) body[field] = new Date(now + 30 * DAY_MS).toISOString();
      if (details.casDeadlineDate) {
        const days = Math.round(shift / DAY_MS);
        body.casDeadlineDate = Temporal.PlainDate.from(details.casDeadlineDate).add({ days }).toString();
      }
      const saved = await admin.put(updateMatchCycle.path.replace(':id', String(cycleId)), body);
      expect(saved.status(), await saved.text()).toBe(200);
    });

    await test.step('the admin runs the final match and marks it as the result', async () => {
      await adminPage.goto(runPath);
      await adminPage.getByRole('button', { name: 'Run the final match' }).click();
      await confirmDialog(adminPage, 'Run the final match');
      await expect(adminPage.getByText(/^Finished on /)).toBeVisible({ timeout: 30_000 });
      await adminPage.getByRole('link', { name: /^Run history/ }).click();
      const history = adminPage.getByRole('grid', { name: /^Match run history/ });
      await expect(history.getByRole('row')).toHaveCount(3);
      await history
        .getByRole('row', { name: /#2 Final/ })
        .getByRole('button', { name: 'Mark as the result' })
        .click();
      await confirmDialog(adminPage, 'Mark as the result');
      await expect(history.getByText('Final result')).toBeVisible();
      await expectNoAxeViolations(adminPage, 'match run history');
    });

    const school = await signedInPage(browser, demoAccounts.school);
    const society = await signedInPage(browser, demoAccounts.society);
    await test.step('before the release nobody but admins reads the result', async () => {
      await applicant.goto(`/applicant/${cycleCode}/match-result`);
      await expect(applicant.getByText(/^Results will be released on .+ PT\.$/)).toBeVisible();
      await program.goto(`/program-user/${cycleCode}/${demoProgramCode}/match-result`);
      await expect(program.getByText(/^Results will be released on .+ PT\.$/)).toBeVisible();
      await society.goto('/society-user/match-results');
      await expect(society.getByText(/^Results will be released on .+ PT\.$/)).toBeVisible();
    });

    await test.step('the admin sends the results to every audience', async () => {
      await adminPage.goto(`/admin/match-cycles/details/${cycleId}/results`);
      const send = adminPage.getByRole('button', { name: /^Send now/ });
      await expect(send).toHaveCount(4);
      for (let left = 4; left > 0; left--) {
        await send.first().click();
        await confirmDialog(adminPage, 'Send now');
        await expect(send).toHaveCount(left - 1);
      }
    });

    await test.step('the applicant sees its match and why', async () => {
      await applicant.goto(`/applicant/${cycleCode}/match-result`);
      await expect(applicant.getByText(/^You matched to Pacific Northwest/)).toBeVisible();
      await expect(applicant.getByText('It was your choice #1.')).toBeVisible();
      await expectNoAxeViolations(applicant, 'applicant match result');
    });

    await test.step('the program sees its matched applicant, and not another program’s result', async () => {
      await program.goto(`/program-user/${cycleCode}/${demoProgramCode}/match-result`);
      await expect(
        program.getByRole('grid', { name: 'Matched applicants' }).getByText(/Alvarez/),
      ).toBeVisible();
      await expectNoAxeViolations(program, 'program match result');
      const programApi = await UserApi.signIn(
        request,
        demoAccounts.program.email,
        demoAccounts.program.password,
      );
      expect((await programApi.get(`/api/program-user/${cycleCode}/OPH-CA-022/match-result`)).status()).toBe(
        404,
      );
    });

    await test.step('the school sees its student’s result', async () => {
      await school.goto('/medical-school');
      await school.getByRole('link', { name: 'Match results' }).first().click();
      await school
        .getByRole('main')
        .getByRole('button', { name: /Match cycle$/ })
        .click();
      await school
        .getByRole('listbox')
        .getByRole('option', { name: new RegExp(`Ophthalmology.*\\(${currentSeason()}\\)`) })
        .click();
      const students = school.getByRole('grid', { name: 'Students and their results' });
      await expect(students.getByRole('row', { name: /Alvarez/ })).toContainText('Pacific Northwest');
      await expectNoAxeViolations(school, 'medical school match results');
    });

    await test.step('the society sees its specialty’s programs', async () => {
      await society.goto('/society-user/match-results');
      await expect(society.getByText(/Pacific Northwest/).first()).toBeVisible();
      await expectNoAxeViolations(society, 'society match results');
    });
  });
});
