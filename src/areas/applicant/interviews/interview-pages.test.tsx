import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApplicantInterviewSchedule,
  type ApplicantInvitation,
  type ApplicantInvitationDetails,
  acceptInvitation,
  cancelAcceptedInterview,
  declineInvitation,
  getApplicantInterviewSchedule,
  getApplicantInvitation,
  getCalendarFeed,
} from '../../../../core/contracts/interviews/interviews.contract.ts';
import {
  type ApplicantDatePreferences,
  getMyDatePreferences,
  saveMyDatePreferences,
} from '../../../../core/contracts/interviews/preference-windows.contract.ts';
import {
  type ApplicantSwaps,
  acceptSwapRequest,
  cancelSwapRequest,
  createSwapRequest,
  listMySwaps,
} from '../../../../core/contracts/interviews/swaps.contract.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { useLocaleStore } from '../../../lib/i18n/i18n.ts';
import { appDb } from '../../../lib/offline/app-db.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { connectionOf } from '../../../test-support/fake-signalr.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { mockViewportWidth } from '../../../test-support/viewport.ts';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { interviewRoutes } from './interviews-routes.tsx';

const code = 'OPH-2030';

function invitation(overrides: Partial<ApplicantInvitation>): ApplicantInvitation {
  return {
    id: 1,
    programId: 11,
    programCode: 'P11',
    programName: 'Alpha Eye',
    status: 'Pending',
    message: null,
    createdAt: '2030-10-01T15:00:00.000Z',
    respondBy: null,
    interviewType: null,
    timeRangeId: null,
    startsAt: null,
    endsAt: null,
    timeZone: null,
    location: null,
    videoLink: null,
    preferenceWindow: null,
    isWaitlisted: false,
    canCancel: false,
    ...overrides,
  };
}

const answerBy = invitation({ id: 1, programName: 'Alpha Eye', respondBy: '2030-11-20T20:00:00.000Z' });
const rankDates = invitation({
  id: 2,
  programName: 'Beta Eye',
  preferenceWindow: { id: 5, closesAt: '2030-11-25T17:00:00.000Z', status: 'Open' },
});
const waitlisted = invitation({
  id: 3,
  programName: 'Gamma Eye',
  preferenceWindow: { id: 6, closesAt: '2030-10-05T17:00:00.000Z', status: 'Assigned' },
  isWaitlisted: true,
});
const accepted = invitation({
  id: 4,
  programName: 'Delta Eye',
  status: 'Accepted',
  interviewType: 'InPerson',
  timeRangeId: 40,
  startsAt: '2030-12-02T17:00:00.000Z',
  endsAt: '2030-12-02T18:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  location: '1 Main St, Portland',
  canCancel: true,
});
const declined = invitation({ id: 5, programName: 'Epsilon Eye', status: 'Declined' });

function scheduleOf(invitations: ApplicantInvitation[]): ApplicantInterviewSchedule {
  return {
    matchCycleCode: code,
    maxInterviewCountPerMatchCycle: 12,
    acceptedCount: invitations.filter((i) => i.status === 'Accepted').length,
    invitations,
  };
}

let schedule: ApplicantInterviewSchedule;
let scheduleAsked = 0;

beforeEach(() => {
  scheduleAsked = 0;
  schedule = scheduleOf([answerBy, rankDates, waitlisted, accepted, declined]);
  server.use(
    handleContract(getApplicantInterviewSchedule, () => {
      scheduleAsked += 1;
      return schedule;
    }),
  );
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('applicant@matchline.test')!)));
});

afterEach(async () => {
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  await appDb().serverCopies.clear();
});

const open = (path: string) => renderAt(path, interviewRoutes, { main: true, hosts: <ConfirmHost /> });

describe('the interview list', () => {
  it('shows every invitation with its status and what to do next, answers first; no axe violations', async () => {
    const { container } = open(`/applicant/${code}/interview-list`);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Alpha Eye',
      'Beta Eye',
      'Gamma Eye',
      'Delta Eye',
      'Epsilon Eye',
    ]);
    expect(cards[0]!.textContent).toContain('Waiting for your answer');
    expect(cards[0]!.textContent).toContain(
      'Choose a date or decline by 11/20/2030 8:00 PM UTC (11/20/2030 12:00 PM PT).',
    );
    expect(cards[1]!.textContent).toContain(
      'Rank the offered dates until 11/25/2030 5:00 PM UTC (11/25/2030 9:00 AM PT).',
    );
    expect(cards[2]!.textContent).toContain('Waitlisted');
    expect(cards[3]!.textContent).toContain(
      'Accepted for 12/02/2030 5:00 PM – 6:00 PM UTC (12/02/2030 9:00 AM – 10:00 AM PT).',
    );
    expect(cards[4]!.textContent).toContain('You declined this invitation.');
    expect(
      screen.getByText('Accepted interviews: 1 of 12 allowed in this match cycle.', { exact: false }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Answer the invitation from Alpha Eye' }).getAttribute('href'),
    ).toBe(`/applicant/${code}/interview-schedule/invitation-details/1`);
    await expectNoAxeViolations(container);
  });

  it('speaks Russian: statuses, what to do next and times with 24-hour clocks', async () => {
    await act(() => useLocaleStore.getState().setLocale('ru'));
    try {
      open(`/applicant/${code}/interview-list`);
      const cards = await screen.findAllByRole('listitem');
      expect(cards[0]!.textContent).toContain('Ждёт вашего ответа');
      expect(cards[0]!.textContent).toContain(
        'Выберите дату или откажитесь до 20.11.2030 20:00 UTC (20.11.2030 12:00 PT).',
      );
      expect(cards[3]!.textContent).toContain('Принято на 02.12.2030 17:00 – 18:00 UTC');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Список собеседований');
    } finally {
      await act(() => useLocaleStore.getState().setLocale('en-gb'));
    }
  });

  it('refreshes when a program invites or cancels (ApplicantSchedulerNotification)', async () => {
    open(`/applicant/${code}/interview-list`);
    await screen.findByRole('heading', { name: 'Alpha Eye' });
    schedule = scheduleOf([...schedule.invitations, invitation({ id: 9, programName: 'Zeta Eye' })]);
    await waitFor(() =>
      expect(connectionOf('/hubs/ApplicantSchedulerNotificationHub').state).toBe('Connected'),
    );
    act(() => connectionOf('/hubs/ApplicantSchedulerNotificationHub').emit('ProgramUserBulkInvite'));
    expect(await screen.findByRole('heading', { name: 'Zeta Eye' })).toBeTruthy();
    const asked = scheduleAsked;
    await waitFor(() => expect(connectionOf('/hubs/InterviewSwapHub').state).toBe('Connected'));
    act(() => connectionOf('/hubs/InterviewSwapHub').emit('SwapRequestAcceptedOrCancelled'));
    await waitFor(() => expect(scheduleAsked).toBe(asked + 1));
  });
});

describe('the interview schedule', () => {
  it('shows, on a desktop, the sections as tabs: invitations to answer and the agenda by day; no axe violations', async () => {
    mockViewportWidth(1440);
    const { container } = open(`/applicant/${code}/interview-schedule`);
    const tabs = await screen.findByRole('tablist', { name: 'Interview schedule sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Main', 'Swap', 'Declined', 'Interviews']);
    const toAnswer = screen.getByRole('region', { name: 'Invitations to answer' });
    expect(
      within(toAnswer)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Alpha Eye', 'Beta Eye', 'Gamma Eye']);
    const upcoming = screen.getByRole('region', { name: 'Upcoming interviews' });
    expect(within(upcoming).getByRole('heading', { name: 'Monday, 12/02/2030' })).toBeTruthy();
    expect(upcoming.textContent).toContain('Delta Eye');
    expect(upcoming.textContent).toContain('1 Main St, Portland');
    await expectNoAxeViolations(container);
  });

  it('gives the calendar feed with Copy, a webcal link and Rotate (confirmed)', async () => {
    mockViewportWidth(1440);
    const asked: unknown[] = [];
    server.use(
      handleContract(getCalendarFeed, ({ body }) => {
        asked.push(body);
        return { url: `https://matchline.test/api/calendar/tok${asked.length}.ics` };
      }),
    );
    open(`/applicant/${code}/interview-schedule`);
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to calendar' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Private calendar address');
    expect(field.value).toBe('https://matchline.test/api/calendar/tok1.ics');
    expect(screen.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      'webcal://matchline.test/api/calendar/tok1.ics',
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => expect(field.value).toBe('https://matchline.test/api/calendar/tok2.ics'));
    expect(asked).toEqual([{ rotate: false }, { rotate: true }]);
  });

  it('shows, on a phone, the sections as links, each opening alone with a way back; no axe violations', async () => {
    mockViewportWidth(390);
    const { container, location } = open(`/applicant/${code}/interview-schedule`);
    const nav = await screen.findByRole('navigation', { name: 'Interview schedule sections' });
    expect(nav.textContent).toContain('To answer: 3 · upcoming: 1');
    expect(screen.queryByRole('tablist')).toBeNull();
    await expectNoAxeViolations(container);
    fireEvent.click(within(nav).getByRole('link', { name: 'Declined' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(`/applicant/${code}/interview-schedule/m/declined`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Declined' })).toBeTruthy();
    expect(screen.getByText('Epsilon Eye')).toBeTruthy();
    expect(screen.queryByText('Alpha Eye')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the interview schedule' }).getAttribute('href')).toBe(
      `/applicant/${code}/interview-schedule`,
    );
    await expectNoAxeViolations(container);
  });

  it("opens a phone's section address on a tablet in its tab, and refuses an unknown section", async () => {
    mockViewportWidth(820);
    const first = open(`/applicant/${code}/interview-schedule/m/declined`);
    const tab = await screen.findByRole('tab', { name: 'Declined' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Epsilon Eye')).toBeTruthy();
    first.unmount();
    open(`/applicant/${code}/interview-schedule/nowhere`);
    expect(await screen.findByText('Page not found.', { exact: false })).toBeTruthy();
  });

  it('lists past and upcoming interviews', async () => {
    mockViewportWidth(820);
    schedule = scheduleOf([
      accepted,
      invitation({
        id: 7,
        programName: 'Eta Eye',
        status: 'Accepted',
        startsAt: '2020-01-10T17:00:00.000Z',
        endsAt: '2020-01-10T18:00:00.000Z',
      }),
    ]);
    open(`/applicant/${code}/interview-schedule/interviews`);
    const past = await screen.findByRole('region', { name: 'Past interviews' });
    expect(past.textContent).toContain('Eta Eye');
    expect(screen.getByRole('region', { name: 'Upcoming interviews' }).textContent).toContain('Delta Eye');
  });
});

describe('an invitation', () => {
  const details: ApplicantInvitationDetails = {
    invitation: invitation({ ...answerBy, message: 'We look forward to meeting you.\nBring your badge.' }),
    offeredTimeRanges: [
      {
        id: 21,
        date: '2030-12-01',
        startsAt: '2030-12-01T17:00:00.000Z',
        endsAt: '2030-12-01T18:00:00.000Z',
        timeZone: 'America/Los_Angeles',
        interviewType: 'MatchlineVideoConference',
        freeSeats: 3,
        conflict: null,
      },
      {
        id: 22,
        date: '2030-12-01',
        startsAt: '2030-12-01T19:00:00.000Z',
        endsAt: '2030-12-01T20:00:00.000Z',
        timeZone: 'America/Los_Angeles',
        interviewType: 'MatchlineVideoConference',
        freeSeats: 0,
        conflict: null,
      },
      {
        id: 23,
        date: '2030-12-02',
        startsAt: '2030-12-02T17:00:00.000Z',
        endsAt: '2030-12-02T18:00:00.000Z',
        timeZone: 'America/Los_Angeles',
        interviewType: 'MatchlineVideoConference',
        freeSeats: 2,
        conflict: 'Another interview',
      },
    ],
  };

  it('shows the message and the offered dates by day with free seats and conflicts in words; no axe violations', async () => {
    server.use(handleContract(getApplicantInvitation, () => details));
    const { container } = open(`/applicant/${code}/interview-schedule/invitation-details/1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpha Eye' })).toBeTruthy();
    expect(screen.getByText('We look forward to meeting you.', { exact: false })).toBeTruthy();
    const offered = screen.getByRole('region', { name: 'Offered dates' });
    expect(
      within(offered)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sunday, 12/01/2030', 'Monday, 12/02/2030']);
    expect(offered.textContent).toContain('Free seats: 3');
    expect(offered.textContent).toContain('Full');
    await waitFor(() =>
      expect(offered.textContent).toContain('You have an interview with Delta Eye that day.'),
    );
    const takes = within(offered).getAllByRole('button', { name: /^Take / });
    expect(
      takes.map((b) => b.hasAttribute('disabled') || b.getAttribute('aria-disabled') === 'true'),
    ).toEqual([false, true, true]);
    await expectNoAxeViolations(container);
  });

  it('says a refused booking (409) in words next to the range, and books another', async () => {
    const bodies: unknown[] = [];
    server.use(
      handleContract(getApplicantInvitation, () => details),
      handleContract(acceptInvitation, ({ body }) => {
        bodies.push(body);
        return bodies.length === 1
          ? serverErrorResponse(409, 'Conflict', 'This time slot is full. Please choose another one.')
          : {
              ...answerBy,
              status: 'Accepted' as const,
              startsAt: '2030-12-01T17:00:00.000Z',
              endsAt: '2030-12-01T18:00:00.000Z',
            };
      }),
    );
    open(`/applicant/${code}/interview-schedule/invitation-details/1`);
    const offered = await screen.findByRole('region', { name: 'Offered dates' });
    const [first] = within(offered)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('interview-range'));
    fireEvent.click(within(first!).getByRole('button', { name: /^Take / }));
    expect((await within(first!).findByRole('alert')).textContent).toBe(
      'This time slot is full. Please choose another one.',
    );
    expect(bodies).toEqual([{ timeRangeId: 21 }]);
    fireEvent.click(within(first!).getByRole('button', { name: /^Take / }));
    await waitFor(() => expect(bodies).toEqual([{ timeRangeId: 21 }, { timeRangeId: 21 }]));
    await waitFor(() => expect(within(first!).queryByRole('alert')).toBeNull());
  });

  it('declines after a confirmation', async () => {
    let declinedAsked = 0;
    server.use(
      handleContract(getApplicantInvitation, () => details),
      handleContract(declineInvitation, () => {
        declinedAsked += 1;
        return { ...answerBy, status: 'Declined' as const };
      }),
    );
    open(`/applicant/${code}/interview-schedule/invitation-details/1`);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline the invitation' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Decline the interview invitation from Alpha Eye? The program is told.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(declinedAsked).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Decline the invitation' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline the invitation' }),
    );
    await waitFor(() => expect(declinedAsked).toBe(1));
  });

  it('cancels an accepted interview before its day after a confirmation', async () => {
    let cancelled = 0;
    server.use(
      handleContract(getApplicantInvitation, () => ({ invitation: accepted, offeredTimeRanges: [] })),
      handleContract(cancelAcceptedInterview, () => {
        cancelled += 1;
        return { ...accepted, status: 'Canceled' as const };
      }),
    );
    const { container } = open(`/applicant/${code}/interview-schedule/invitation-details/4`);
    expect(await screen.findByText('1 Main St, Portland')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Offered dates' })).toBeNull();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the interview' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Cancel your interview with Delta Eye on 12/02/2030 5:00 PM – 6:00 PM UTC',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the interview' }));
    await waitFor(() => expect(cancelled).toBe(1));
  });
});

describe('swaps', () => {
  const range = (id: number, day: string) => ({
    id,
    date: `2030-12-${day}`,
    startsAt: `2030-12-${day}T17:00:00.000Z`,
    endsAt: `2030-12-${day}T18:00:00.000Z`,
    timeZone: 'America/Los_Angeles',
    interviewType: 'InPerson' as const,
  });
  const swaps: ApplicantSwaps = {
    available: [
      {
        id: 70,
        programCode: 'P14',
        programName: 'Delta Eye',
        yourInvitationId: 4,
        yourRange: range(40, '02'),
        offeredRange: range(41, '03'),
        createdAt: '2030-11-01T10:00:00.000Z',
        conflict: null,
      },
    ],
    mine: [
      {
        id: 71,
        status: 'Open',
        invitationId: 4,
        programCode: 'P14',
        programName: 'Delta Eye',
        offeredRange: range(40, '02'),
        wantedRange: range(42, '04'),
        createdAt: '2030-11-01T11:00:00.000Z',
        decidedAt: null,
      },
    ],
    targets: [
      {
        invitationId: 4,
        programCode: 'P14',
        programName: 'Delta Eye',
        currentRange: range(40, '02'),
        ranges: [range(42, '04')],
      },
    ],
  };

  it('shows offers to take, my open offers and the dates to ask for; a refused swap is said in words; no axe violations', async () => {
    mockViewportWidth(1440);
    let taken = 0;
    let withdrawn = 0;
    server.use(
      handleContract(listMySwaps, () => swaps),
      handleContract(acceptSwapRequest, () => {
        taken += 1;
        return serverErrorResponse(
          409,
          'Conflict',
          'You already have another interview on 12/03/2030. Only one interview a day is allowed.',
        );
      }),
      handleContract(cancelSwapRequest, () => {
        withdrawn += 1;
        return { ...swaps.mine[0]!, status: 'Cancelled' as const };
      }),
      handleContract(createSwapRequest, () => swaps.mine[0]!),
    );
    const { container } = open(`/applicant/${code}/interview-schedule/swap`);
    const available = await screen.findByRole('region', { name: 'Offers you can take' });
    expect(available.textContent).toContain('You give');
    expect(available.textContent).toContain('12/03/2030 5:00 PM – 6:00 PM UTC');
    const mine = screen.getByRole('region', { name: 'My open offers' });
    expect(mine.textContent).toContain('12/04/2030');
    expect(screen.getByRole('region', { name: 'Offer a date' }).textContent).toContain(
      'This date is already offered: withdraw that offer to make another.',
    );
    await expectNoAxeViolations(container);

    fireEvent.click(within(available).getByRole('button', { name: 'Take this swap' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Swap with Delta Eye: you give 12/02/2030');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take this swap' }));
    expect((await within(available).findByRole('alert')).textContent).toBe(
      'You already have another interview on 12/03/2030. Only one interview a day is allowed.',
    );
    expect(taken).toBe(1);

    fireEvent.click(within(mine).getByRole('button', { name: 'Withdraw the offer' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw the offer' }),
    );
    await waitFor(() => expect(withdrawn).toBe(1));
  });

  it('offers an accepted date for another one of the same program', async () => {
    mockViewportWidth(1440);
    const bodies: unknown[] = [];
    server.use(
      handleContract(listMySwaps, () => ({ ...swaps, mine: [], available: [] })),
      handleContract(createSwapRequest, ({ body }) => {
        bodies.push(body);
        return swaps.mine[0]!;
      }),
    );
    open(`/applicant/${code}/interview-schedule/swap`);
    const region = await screen.findByRole('region', { name: 'Offer a date' });
    fireEvent.click(within(region).getByRole('button', { name: 'Offer my date' }));
    expect((await within(region).findByRole('alert')).textContent).toBe('Choose the date you want first.');
    fireEvent.click(within(region).getByRole('button', { name: /The date you want instead/ }));
    fireEvent.click(await screen.findByRole('option', { name: /12\/04\/2030/ }));
    fireEvent.click(within(region).getByRole('button', { name: 'Offer my date' }));
    await waitFor(() => expect(bodies).toEqual([{ invitationId: 4, wantedTimeRangeId: 42 }]));
  });
});

describe('a preference window', () => {
  const offered = (id: number, day: string) => ({
    id,
    date: `2030-12-${day}`,
    startsAt: `2030-12-${day}T17:00:00.000Z`,
    endsAt: `2030-12-${day}T18:00:00.000Z`,
    timeZone: 'America/Los_Angeles',
    interviewType: 'AnotherVideoConference' as const,
    freeSeats: 4,
    conflict: null,
  });
  const preferences: ApplicantDatePreferences = {
    invitationId: 2,
    programCode: 'P12',
    programName: 'Beta Eye',
    window: { id: 5, status: 'Open', waitlistMode: 'Ordered', closesAt: '2030-11-25T17:00:00.000Z' },
    offeredTimeRanges: [offered(31, '05'), offered(32, '06'), offered(33, '02')],
    ranking: [32],
    isEditable: true,
    waitlistPosition: null,
    isWaitlisted: false,
  };

  it('ranks the offered dates with the rank-list editor and saves the order whole; no axe violations', async () => {
    const bodies: unknown[] = [];
    server.use(
      handleContract(getApplicantInvitation, () => ({
        invitation: rankDates,
        offeredTimeRanges: preferences.offeredTimeRanges,
      })),
      handleContract(getMyDatePreferences, () => preferences),
      handleContract(saveMyDatePreferences, ({ body }) => {
        bodies.push(body);
        return { ...preferences, ranking: (body as { timeRangeIds: number[] }).timeRangeIds };
      }),
    );
    const { container } = open(`/applicant/${code}/interview-schedule/invitation-details/2`);
    const section = await screen.findByRole('region', { name: 'Rank the offered dates' });
    expect(section.textContent).toContain('Ranking closes 11/25/2030 5:00 PM UTC (11/25/2030 9:00 AM PT)');
    // No slot race: no date is taken directly in a window.
    expect(screen.queryByRole('region', { name: 'Offered dates' })).toBeNull();
    expect(within(section).getByRole('grid', { name: 'Your ranking of the offered dates' })).toBeTruthy();
    expect(within(section).queryByRole('textbox', { name: /note/i })).toBeNull();
    // The Monday 12/02 date conflicts with the accepted Delta Eye interview, said in words.
    await waitFor(() =>
      expect(section.textContent).toContain('You have an interview with Delta Eye that day.'),
    );
    await expectNoAxeViolations(container);
    const adds = within(section).getAllByRole('button', { name: /^Add / });
    fireEvent.click(adds[0]!);
    fireEvent.click(
      within(section)
        .getAllByRole('button', { name: /^Move .* up$/ })
        .at(-1)!,
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Save my ranking' }));
    await waitFor(() => expect(bodies).toEqual([{ timeRangeIds: [33, 32] }]));
  });

  it('shows the ranking read-only after the close, with the waitlist place', async () => {
    server.use(
      handleContract(getApplicantInvitation, () => ({ invitation: waitlisted, offeredTimeRanges: [] })),
      handleContract(getMyDatePreferences, () => ({
        ...preferences,
        window: { ...preferences.window, status: 'Assigned' as const, closesAt: '2030-10-05T17:00:00.000Z' },
        isEditable: false,
        isWaitlisted: true,
        waitlistPosition: 3,
      })),
    );
    open(`/applicant/${code}/interview-schedule/invitation-details/3`);
    const section = await screen.findByRole('region', { name: 'Rank the offered dates' });
    expect(section.textContent).toContain('Waitlisted: place 3.');
    expect(within(section).queryByRole('button', { name: 'Save my ranking' })).toBeNull();
  });
});
