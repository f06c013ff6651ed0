import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { completeNewPassword, signIn as signInContract } from '../../core/contracts/auth/auth.contract.ts';
import { listPreferenceWindows } from '../../core/contracts/interviews/preference-windows.contract.ts';
import { createProgramUser } from '../../core/contracts/programs/programs.contract.ts';
import { demoProgramCode } from '../../server/db/seed/programs.ts';
import { AppShell } from './pages/app-shell.ts';
import { AuthForm } from './pages/auth-form.ts';
import { type Account, demoAccounts, seededApplicant } from './support/accounts.ts';
import { UserApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { Mailbox } from './support/mailbox.ts';

/**
 * Issue 15's quality bar: the program user on a tablet reviews and writes a note a colleague sees
 * appear without reloading, invites three applicants (one refused, in words), an applicant on a
 * phone accepts, two others swap their dates, a preference window closes and assigns its dates in
 * one batch, and the accepted interview is in the applicant's calendar feed. The demo season
 * (server/db/seed/interviews.ts) gives the starting point.
 */

const cycleCode = 'OPH-2026';
const programBase = `/program-user/${cycleCode}/${demoProgramCode}`;
const applicantBase = `/applicant/${cycleCode}`;
const tablet = { width: 820, height: 1180 };
const phone = { width: 390, height: 844 };

/** Seeded OPH applicants (server/db/seed/people.ts) the demo season places (seed/interviews.ts). */
const aisha = seededApplicant(2); // accepted (day 2)
const ethan = seededApplicant(3); // accepted (day 3)
const tyler = seededApplicant(12); // on the interview list, not invited
const fatima = seededApplicant(13); // on the interview list, not invited

type ApplicantSchedule = {
  invitations: { id: number; programCode: string; status: string; timeRangeId: number | null }[];
};

async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addInitScript(() => {
    (globalThis as unknown as { localStorage: Storage }).localStorage.setItem('matchline.webPushPrompt', '0');
  });
  const page = await context.newPage();
  await page.goto('/');
  await new AppShell(page).openSignIn();
  await AuthForm.dialog(page).signIn(account.email, account.password);
  await expect(page).toHaveURL(account.home);
  return page;
}

/** A second user of the demo program, made by the admin (temporary password mailed), with a password of its own. */
async function colleagueAccount(request: APIRequestContext): Promise<Account> {
  const admin = await UserApi.signIn(request, demoAccounts.admin.email, demoAccounts.admin.password);
  const programs = (await (await admin.get('/api/admin/programs', { search: demoProgramCode })).json()) as {
    items: { id: number; code: string }[];
  };
  const programId = programs.items.find((p) => p.code === demoProgramCode)?.id;
  if (!programId) throw new Error('The demo program is not in the admin list.');
  const email = `colleague-${Date.now().toString(36)}@programs.matchline.test`;
  const created = await admin.post(createProgramUser.path.replace(':id', String(programId)), {
    email,
    firstName: 'Casey',
    lastName: 'Colleague',
  });
  expect(created.ok(), await created.text()).toBe(true);
  const mail = await new Mailbox(request).latestMail(email);
  const temporary = /temporary password (\S+)/.exec(mail.body)?.[1];
  if (!temporary) throw new Error('No temporary password in the mail.');
  const first = signInContract.response.parse(
    await (await request.post(signInContract.path, { data: { email, password: temporary } })).json(),
  );
  if (first.status !== 'NewPasswordRequired')
    throw new Error('The new account was not asked for a password.');
  const password = 'Colleague#2026';
  const done = await request.post(completeNewPassword.path, {
    data: { challengeToken: first.challengeToken, password, passwordConfirmation: password },
  });
  expect(done.ok(), await done.text()).toBe(true);
  return { ...demoAccounts.program, email, password, name: 'Casey Colleague' };
}

async function scheduleOf(request: APIRequestContext, account: Account): Promise<ApplicantSchedule> {
  const api = await UserApi.signIn(request, account.email, account.password);
  return (await (await api.get(`/api/applicant/${cycleCode}/interviews`)).json()) as ApplicantSchedule;
}

test.describe('the program season', () => {
  test('review, a live note, invitations with a refusal, an acceptance, a swap, a preference window and the calendar feed', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const program = await signedInPage(browser, baseURL, demoAccounts.program, tablet);
    const colleague = await signedInPage(browser, baseURL, await colleagueAccount(request), tablet);
    try {
      // The program filters its applications and opens one.
      await program.goto(`${programBase}/applications`);
      await expect(program.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
      await program.getByRole('searchbox', { name: 'Search by name, code or email' }).fill('Brooks');
      await expect(program.getByRole('link', { name: 'Tyler Brooks' })).toBeVisible();
      await expect(program.getByRole('link', { name: fatima.name })).toHaveCount(0);
      await program.getByRole('link', { name: 'Tyler Brooks' }).click();
      await expect(program.getByRole('heading', { level: 1, name: /Tyler Brooks/ })).toBeVisible();
      const applicationPath = new URL(program.url()).pathname;

      // A colleague has the same application open; the note appears there without reloading.
      await colleague.goto(applicationPath);
      await expect(colleague.getByRole('heading', { level: 1, name: /Tyler Brooks/ })).toBeVisible();
      const note = `Great letters; ask about the glaucoma project (${Date.now().toString(36)})`;
      await program.getByRole('textbox', { name: 'New note' }).fill(note);
      await program.getByRole('button', { name: 'Add note' }).click();
      await expect(program.getByText(note)).toBeVisible();
      await expect(colleague.getByText(note)).toBeVisible({ timeout: 15_000 });

      // Three invitations at once: two are sent, the third is refused with its reason in words.
      await program.goto(`${programBase}/applications`);
      for (const name of [tyler.name, fatima.name, aisha.name]) {
        await program.getByRole('checkbox', { name: `Select ${name}` }).check();
      }
      await program.getByRole('button', { name: 'Invite to interview' }).click();
      const results = program.getByRole('status', { name: 'Invitation results' });
      await expect(results).toContainText('Sent: 2. Not sent: 1.');
      await expect(results).toContainText(`${aisha.name}: The applicant is already invited.`);

      // Tyler, on a phone, takes a time.
      const tylerPage = await signedInPage(browser, baseURL, tyler, phone);
      try {
        const invitation = (await scheduleOf(request, tyler)).invitations.find(
          (i) => i.programCode === demoProgramCode && i.status === 'Pending',
        );
        expect(invitation).toBeDefined();
        await tylerPage.goto(`${applicantBase}/interview-schedule/invitation-details/${invitation?.id}`);
        await tylerPage
          .getByRole('button', { name: /^Take / })
          .first()
          .click();
        await expect(tylerPage.getByText(/is booked for/).first()).toBeVisible();
        expect(
          (await scheduleOf(request, tyler)).invitations.find((i) => i.id === invitation?.id)?.status,
        ).toBe('Accepted');

        // The accepted interview is in Tyler's calendar feed.
        await tylerPage.goto(`${applicantBase}/interview-schedule/m/main`);
        await tylerPage.getByRole('button', { name: 'Subscribe to calendar' }).click();
        const feedUrl = await tylerPage
          .getByRole('textbox', { name: 'Private calendar address' })
          .inputValue();
        const feed = await request.get(new URL(feedUrl).pathname);
        expect(feed.ok()).toBe(true);
        // Long lines are folded (RFC 5545 §3.1): unfold before reading.
        const calendar = (await feed.text()).replace(/\r\n /g, '');
        expect(calendar).toMatch(/SUMMARY:Interview: .+ \((in person|Matchline video|video)\)/);
        expect(calendar).toContain('TRANSP:OPAQUE');
      } finally {
        await tylerPage.context().close();
      }

      // Aisha offers her date for Ethan's; Ethan, on a phone, takes the swap.
      const aishaApi = await UserApi.signIn(request, aisha.email, aisha.password);
      const aishaSeat = (await scheduleOf(request, aisha)).invitations.find(
        (i) => i.programCode === demoProgramCode && i.status === 'Accepted',
      );
      const ethanSeat = (await scheduleOf(request, ethan)).invitations.find(
        (i) => i.programCode === demoProgramCode && i.status === 'Accepted',
      );
      expect(aishaSeat?.timeRangeId && ethanSeat?.timeRangeId).toBeTruthy();
      const offer = await aishaApi.post(`/api/applicant/${cycleCode}/swap-requests`, {
        invitationId: aishaSeat?.id,
        wantedTimeRangeId: ethanSeat?.timeRangeId,
      });
      expect(offer.ok(), await offer.text()).toBe(true);
      const ethanPage = await signedInPage(browser, baseURL, ethan, phone);
      try {
        await ethanPage.goto(`${applicantBase}/interview-schedule/m/swap`);
        await ethanPage.getByRole('button', { name: 'Take this swap' }).first().click();
        // The confirmation's own button (the popup opens last in the page).
        await ethanPage.getByRole('button', { name: 'Take this swap' }).last().click();
        await expect(ethanPage.getByText(/^Swapped: your interview with/)).toBeVisible();
      } finally {
        await ethanPage.context().close();
      }
      expect(
        (await scheduleOf(request, ethan)).invitations.find((i) => i.id === ethanSeat?.id)?.timeRangeId,
      ).toBe(aishaSeat?.timeRangeId);
      expect(
        (await scheduleOf(request, aisha)).invitations.find((i) => i.id === aishaSeat?.id)?.timeRangeId,
      ).toBe(ethanSeat?.timeRangeId);

      // The open preference window closes: its invitees get their dates in one batch.
      await program.goto(`${programBase}/interview-schedule/applicants`);
      const windowPanel = program.locator('section', {
        has: program.getByRole('heading', { name: 'Preference window' }),
      });
      await expect(windowPanel).toContainText('Invited 3');
      await windowPanel.getByRole('button', { name: 'Close now and assign' }).click();
      await program.getByRole('button', { name: 'Close now and assign' }).last().click();
      await expect(program.getByText('The window is closed and the dates are assigned.')).toBeVisible();
      const programApi = await UserApi.signIn(
        request,
        demoAccounts.program.email,
        demoAccounts.program.password,
      );
      const { windows } = listPreferenceWindows.response.parse(
        await (
          await programApi.get(`/api/program-user/${cycleCode}/${demoProgramCode}/preference-windows`)
        ).json(),
      );
      const closed = windows.find((w) => w.status === 'Assigned');
      expect(closed?.counts).toMatchObject({ invited: 3, assigned: 2, waitlisted: 1 });
    } finally {
      await colleague.context().close();
      await program.context().close();
    }
  });
});
