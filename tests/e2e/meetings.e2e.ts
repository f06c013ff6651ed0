import type { Browser, BrowserContext, Page, WebSocketRoute } from '@playwright/test';
import { listMyMeetings } from '../../core/contracts/meetings/meetings.contract.ts';
import { demoProgramCode } from '../../server/db/seed/programs.ts';
import { AppShell } from './pages/app-shell.ts';
import { AuthForm } from './pages/auth-form.ts';
import { type Account, demoAccounts, seededApplicant } from './support/accounts.ts';
import { UserApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';
import { expect, test } from './support/fixtures.ts';
import { measureLayout } from './support/layout-checks.ts';
import { currentSeason } from './support/season.ts';

/**
 * Issue 17's quality bar, in Chromium with fake cameras and microphones: on the demo program's video
 * day (server/db/seed/meetings.ts) the program user on a tablet invites two applicants on phones from
 * the waiting room into a room; each of the three receives the others' video; the timer one starts
 * runs for the others; an applicant whose network drops joins the room again by itself; ending the
 * meeting ends it for all, and the feedback form follows.
 */

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      // Peers on one machine: host candidates on the loopback interface too.
      '--allow-loopback-in-peer-connection',
    ],
  },
});

const cycleCode = `OPH-${currentSeason()}`;
const programBase = `/program-user/${cycleCode}/${demoProgramCode}`;
const applicantBase = `/applicant/${cycleCode}`;
const tablet = { width: 820, height: 1180 };
const phone = { width: 390, height: 844 };

/** The applicants the seed books on the live video day (seed/meetings.ts meetingApplicantIndexes). */
const isabella = seededApplicant(15);
const arjun = seededApplicant(16);

type Person = { page: Page; context: BrowserContext; hubSockets: WebSocketRoute[] };

async function person(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
  viewport: { width: number; height: number },
): Promise<Person> {
  const context = await browser.newContext({ baseURL, viewport, permissions: ['camera', 'microphone'] });
  await context.addInitScript(() => {
    (globalThis as unknown as { localStorage: Storage }).localStorage.setItem('matchline.webPushPrompt', '0');
  });
  const page = await context.newPage();
  // The hub sockets pass through the test, so it can cut them as a dropped network would.
  const hubSockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/hubs\//, (socket) => {
    socket.connectToServer();
    hubSockets.push(socket);
  });
  await page.goto('/');
  await new AppShell(page).openSignIn();
  await AuthForm.dialog(page).signIn(account.email, account.password);
  await expect(page).toHaveURL(account.home);
  return { page, context, hubSockets };
}

/** Remote videos that show moving frames (a fake camera's picture has a size once frames arrive). */
function playingRemoteVideos(page: Page): Promise<number> {
  return page
    .locator('video[data-testid="remote-video"]')
    .evaluateAll(
      (videos) =>
        (videos as unknown as { videoWidth: number; readyState: number; paused: boolean }[]).filter(
          (v) => v.videoWidth > 0 && v.readyState >= 2 && !v.paused,
        ).length,
    );
}

async function expectRemoteVideos(page: Page, count: number, timeout = 30_000): Promise<void> {
  await expect.poll(() => playingRemoteVideos(page), { timeout }).toBe(count);
}

/** Nothing sticks out past the viewport's right edge. */
async function expectNoOverflow(page: Page, what: string): Promise<void> {
  const facts = await measureLayout(page);
  expect(facts.pageWidth, `${what}: ${facts.overflowing.join(', ')}`).toBeLessThanOrEqual(
    facts.viewportWidth + 1,
  );
}

/** The applicant answers the invitation toast and enters the room from the pre-join panel. */
async function acceptInvitation(applicant: Page, roomName: string): Promise<number> {
  const toast = applicant.getByRole('alert').filter({ hasText: 'You have been invited to join room' });
  await expect(toast).toContainText(roomName, { timeout: 15_000 });
  await toast.getByRole('button', { name: 'Join' }).click();
  await expect(applicant).toHaveURL(/\/meetings\/dashboard\/\d+\/meeting\/\d+/);
  const started = Date.now();
  await applicant.getByRole('button', { name: 'Join the room' }).click();
  return started;
}

async function inviteToRoom(program: Page, name: string, roomName: string): Promise<void> {
  await program.getByRole('button', { name: `Invite ${name} to a room` }).click();
  const dialog = program.getByRole('dialog');
  await dialog
    .getByRole('button', { name: /Choose a room|Room/ })
    .first()
    .click();
  await program.getByRole('option', { name: roomName }).click();
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(program.getByText(`${name} is invited to ${roomName}.`)).toBeVisible();
}

test.describe('interview day in Matchline video', () => {
  test('two and three people in one room see each other, share the timer, rejoin after a drop, and the meeting ends for all', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const programApi = await UserApi.signIn(
      request,
      demoAccounts.program.email,
      demoAccounts.program.password,
    );
    const meetings = await programApi.read(listMyMeetings.path, listMyMeetings.response);
    const today = meetings.items.find((m) => m.isLive && m.programCode === demoProgramCode);
    expect(today, 'the seed gives the demo program a video range today').toBeDefined();
    const rangeId = today?.id ?? 0;

    const program = await person(browser, baseURL, demoAccounts.program, tablet);
    const first = await person(browser, baseURL, isabella, phone);
    const second = await person(browser, baseURL, arjun, phone);
    try {
      // The applicants wait; the program sees them arrive.
      await program.page.goto(`${programBase}/meetings/dashboard/${rangeId}/attendees`);
      await first.page.goto(`${applicantBase}/meetings/dashboard/${rangeId}`);
      await expect(first.page.getByRole('heading', { name: 'Waiting room' })).toBeVisible();
      const firstRow = program.page.getByRole('row').filter({ hasText: isabella.name });
      await expect(firstRow).toContainText('Waiting room');
      await expectNoAxeViolations(program.page, 'the attendees tab');
      await expectNoOverflow(first.page, 'the waiting room on a phone');

      // The program invites the first applicant into room A and joins it itself.
      await inviteToRoom(program.page, isabella.name, 'Faculty room A');
      const joinClicked = await acceptInvitation(first.page, 'Faculty room A');
      await program.page.getByRole('tab', { name: 'Rooms' }).click();
      await program.page.getByRole('link', { name: 'Open Faculty room A' }).click();
      await program.page.getByRole('button', { name: 'Join the room' }).click();

      // Two people: each receives the other's video.
      await expectRemoteVideos(first.page, 1);
      const firstFrameMs = Date.now() - joinClicked;
      await expectRemoteVideos(program.page, 1);
      test.info().annotations.push({
        type: 'measure',
        description: `Join to first remote frame (applicant, loopback, fake devices): ${firstFrameMs} ms`,
      });
      await expectNoAxeViolations(program.page, 'the meeting tab in a call');

      // A third: everyone receives the two others.
      await second.page.goto(`${applicantBase}/meetings/dashboard/${rangeId}`);
      await expect(second.page.getByRole('heading', { name: 'Waiting room' })).toBeVisible();
      // The interviewer invites the next applicant from the attendees tab: the call goes on meanwhile.
      await program.page.getByRole('tab', { name: 'Attendees' }).click();
      await inviteToRoom(program.page, arjun.name, 'Faculty room A');
      await program.page.getByRole('tab', { name: 'Meeting' }).click();
      await expectRemoteVideos(program.page, 1, 5_000);
      await acceptInvitation(second.page, 'Faculty room A');
      for (const someone of [program, first, second]) await expectRemoteVideos(someone.page, 2);
      await expectNoOverflow(first.page, 'a call of three on a phone');
      await expectNoOverflow(program.page, 'a call of three on a tablet in portrait');
      await program.page.setViewportSize({ width: tablet.height, height: tablet.width });
      await expectNoOverflow(program.page, 'a call of three on a tablet in landscape');

      // The timer the program starts runs for the applicants.
      await program.page.getByRole('button', { name: 'Start', exact: true }).click();
      for (const applicant of [first, second]) {
        await expect(applicant.page.getByTestId('room-timer')).toHaveAttribute('data-status', 'Running');
      }

      // The second applicant's network drops: hub sockets cut, offline for a while; back, the room is whole again.
      await second.context.setOffline(true);
      for (const socket of second.hubSockets.splice(0))
        await socket.close({ code: 1011, reason: 'network dropped' }).catch(() => {});
      await expect(second.page.getByText('The connection dropped. Joining the room again…')).toBeVisible();
      await second.context.setOffline(false);
      for (const someone of [program, first, second]) await expectRemoteVideos(someone.page, 2, 45_000);
      await expect(second.page.getByTestId('room-timer')).toHaveAttribute('data-status', 'Running');

      // The program ends the meeting: it ends for both applicants, who are asked for feedback.
      await program.page.getByRole('button', { name: 'End meeting' }).click();
      await program.page.getByRole('alertdialog').getByRole('button', { name: 'End meeting' }).click();
      for (const applicant of [first, second]) {
        await expect(applicant.page.getByText('The meeting has ended.').first()).toBeVisible();
        await expect(
          applicant.page.getByRole('heading', { name: 'How was the video meeting?' }),
        ).toBeVisible();
      }
      await expect(first.page.locator('video[data-testid="remote-video"]')).toHaveCount(0);
    } finally {
      for (const someone of [program, first, second]) await someone.context.close();
    }
  });
});
