import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listProgramApplications } from '../../../../core/contracts/applications/program-applications.contract.ts';
import {
  cancelInvitation,
  createInterviewDay,
  getProgramInterviewSeason,
  type InvitationSummary,
  listProgramInvitations,
  type ProgramInterviewSeason,
} from '../../../../core/contracts/interviews/interviews.contract.ts';
import type { InvitationQueue } from '../../../../core/contracts/interviews/invitation-queue.contract.ts';
import { listPreferenceWindows } from '../../../../core/contracts/interviews/preference-windows.contract.ts';
import { queueBulkPdfMerge } from '../../../../core/contracts/pdf-merges/pdf-merges.contract.ts';
import { listPortalProgramUsers } from '../../../../core/contracts/programs/program-portal.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { appDb } from '../../../lib/offline/app-db.ts';
import { resetHubsForTests } from '../../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { builtConnections, connectionOf, FakeHubConnection } from '../../../test-support/fake-signalr.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { mockViewportWidth } from '../../../test-support/viewport.ts';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { interviewsRoutes } from './interviews-routes.tsx';

vi.mock(
  '@microsoft/signalr',
  async () => (await import('../../../test-support/fake-signalr.ts')).fakeSignalR,
);

const base = '/program-user/IM-2027/IM-MA-001';
const interviewer = '00000000-0000-4000-8000-000000000001';

const season = (more: Partial<ProgramInterviewSeason> = {}): ProgramInterviewSeason => ({
  matchCycleCode: 'IM-2027',
  programId: 7,
  programCode: 'IM-MA-001',
  programName: 'Boston Medicine',
  isReadOnly: false,
  interviewSeasonStartDate: null,
  latestInterviewDayDate: null,
  maxInterviewCountPerDay: 12,
  maxInterviewCountPerMatchCycle: 20,
  freeSlots: 5,
  days: [
    {
      id: 1,
      date: '2099-01-15',
      timeZone: 'America/Los_Angeles',
      interviewType: 'AnotherVideoConference',
      location: null,
      videoLink: 'https://video.example/room',
      notes: null,
      isPassed: false,
      timeRanges: [
        {
          id: 11,
          startsAt: '2099-01-15T17:00:00.000Z',
          endsAt: '2099-01-15T18:00:00.000Z',
          isPublic: true,
          capacity: 4,
          booked: 1,
          interviewerUserIds: [interviewer],
          roomName: null,
        },
        {
          id: 12,
          startsAt: '2099-01-15T19:00:00.000Z',
          endsAt: '2099-01-15T20:00:00.000Z',
          isPublic: false,
          capacity: 2,
          booked: 0,
          interviewerUserIds: [],
          roomName: null,
        },
      ],
    },
  ],
  ...more,
});

const invitation = (id: number, more: Partial<InvitationSummary> = {}): InvitationSummary => ({
  id,
  applicationId: 100 + id,
  applicantId: 200 + id,
  applicantCode: `A-${id}`,
  applicantName: `Applicant ${id}`,
  status: 'Pending',
  createdAt: '2098-12-01T10:00:00.000Z',
  respondBy: null,
  respondedAt: null,
  timeRangeId: null,
  startsAt: null,
  endsAt: null,
  timeZone: null,
  interviewType: null,
  preferenceWindowId: null,
  isWaitlisted: false,
  cancelRefusal: 'None',
  ...more,
});

const queue = (more: Partial<InvitationQueue> = {}): InvitationQueue => ({
  id: 3,
  programId: 7,
  matchCycleCode: 'IM-2027',
  isRunning: false,
  maxPending: 2,
  respondWithinHours: null,
  message: null,
  startedAt: null,
  updatedAt: '2098-12-01T10:00:00.000Z',
  pendingCount: 0,
  items: [
    {
      id: 1,
      applicationId: 301,
      applicantId: 401,
      applicantCode: 'A-Q1',
      applicantName: 'Queued One',
      position: 1,
      addedAt: '2098-12-01T10:00:00.000Z',
      state: 'Waiting',
      sentAt: null,
      refusal: null,
      invitationId: null,
      invitationStatus: null,
    },
    {
      id: 2,
      applicationId: 302,
      applicantId: 402,
      applicantCode: 'A-Q2',
      applicantName: 'Queued Two',
      position: 2,
      addedAt: '2098-12-01T10:00:00.000Z',
      state: 'Refused',
      sentAt: null,
      refusal: 'AlreadyInvited',
      invitationId: null,
      invitationStatus: null,
    },
  ],
  ...more,
});

let invoked: { method: string; args: unknown[] }[];
let currentQueue: InvitationQueue;

beforeEach(() => {
  builtConnections.length = 0;
  invoked = [];
  currentQueue = queue();
  // The queue hub's answers (the fake connection answers AddToGroup and the rest with nothing).
  vi.spyOn(FakeHubConnection.prototype, 'invoke').mockImplementation(async function (
    this: FakeHubConnection,
    method: string,
    ...args: unknown[]
  ) {
    invoked.push({ method, args });
    if (!this.url.endsWith('ProgramInvitationQueueHub')) return undefined;
    if (method === 'Get') return currentQueue;
    if (method === 'GetHistory') {
      return {
        items: [
          {
            id: 1,
            event: 'SentOutInvitations',
            count: 2,
            userId: null,
            userName: null,
            createdAt: '2098-12-01T10:00:00.000Z',
          },
        ],
        total: 1,
      };
    }
    if (method === 'Start') {
      currentQueue = { ...currentQueue, isRunning: true };
      return currentQueue;
    }
    return currentQueue;
  });
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('program@matchline.test')!)));
  server.use(
    handleContract(getProgramInterviewSeason, () => season()),
    handleContract(listPortalProgramUsers, () => ({
      canManage: true,
      items: [
        {
          userId: interviewer,
          email: 'iv@example.test',
          firstName: 'Ines',
          lastName: 'Viewer',
          isDirector: false,
          isActive: true,
          status: 'Active',
        },
      ],
    })),
    handleContract(listPreferenceWindows, () => ({ windows: [] })),
    handleContract(listProgramApplications, () => ({ items: [], total: 0 })),
    handleContract(listProgramInvitations, ({ request }) =>
      new URL(request.url).searchParams.get('status') === 'Accepted'
        ? {
            items: [
              invitation(5, {
                status: 'Accepted',
                timeRangeId: 11,
                startsAt: '2099-01-15T17:00:00.000Z',
                endsAt: '2099-01-15T18:00:00.000Z',
                timeZone: 'America/Los_Angeles',
                interviewType: 'AnotherVideoConference',
              }),
              invitation(6, {
                status: 'Accepted',
                timeRangeId: 12,
                startsAt: '2099-01-15T19:00:00.000Z',
                endsAt: '2099-01-15T20:00:00.000Z',
                timeZone: 'America/Los_Angeles',
                interviewType: 'AnotherVideoConference',
              }),
            ],
            total: 2,
          }
        : {
            items: [invitation(1), invitation(2, { cancelRefusal: 'MatchDateIsPassed' })],
            total: 2,
          },
    ),
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => resetHubsForTests());
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  sessionStorage.clear();
  await appDb().drafts.clear();
});

describe('program interview schedule', () => {
  it('calendar: days with ranges, seats booked and free, interviewers; on a tablet; no axe violations', async () => {
    mockViewportWidth(820);
    const { container } = renderAt(`${base}/interview-schedule`, interviewsRoutes, { main: true });
    const days = await screen.findByRole('list', { name: 'Interview days' });
    expect(within(days).getByText('Seats: 1 booked, 5 free of 6.')).toBeTruthy();
    expect(await within(days).findByText(/1 of 4 booked · Public · Ines Viewer/)).toBeTruthy();
    expect(within(days).getByText(/0 of 2 booked · Hidden/)).toBeTruthy();
    // Times in Pacific time (and the viewer's zone when it differs).
    expect(within(days).getAllByText(/9:00 AM – 10:00 AM/).length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Calendar' }).getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('adds a day with a range through the day form', async () => {
    const sent: unknown[] = [];
    server.use(
      handleContract(createInterviewDay, ({ body }) => {
        sent.push(body);
        return season().days[0]!;
      }),
    );
    // A kept draft of the new day (the date picker's segments are react-aria's own to test).
    sessionStorage.setItem(
      'draft:interview-day:IM-2027:IM-MA-001:new',
      JSON.stringify({
        date: '2099-02-01',
        timeZone: 'America/Los_Angeles',
        interviewType: 'InPerson',
        location: '',
        videoLink: '',
        notes: '',
        ranges: [
          { id: null, start: '09:00', end: '12:00', capacity: 4, isPublic: true, interviewerUserIds: [] },
        ],
      }),
    );
    renderAt(`${base}/interview-schedule/calendar`, interviewsRoutes, { main: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Add an interview day' }));
    const form = await screen.findByRole('form', { name: 'Add an interview day' });
    fireEvent.change(within(form).getByLabelText(/^Time zone/), { target: { value: 'America/New_York' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the day' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      date: '2099-02-01',
      timeZone: 'America/New_York',
      interviewType: 'InPerson',
      timeRanges: [
        { startsAt: '2099-02-01T14:00:00Z', endsAt: '2099-02-01T17:00:00Z', capacity: 4, isPublic: true },
      ],
    });
  });

  it('applicants: invitations with cancel or its refusal in words, the queue through its hub; no axe violations', async () => {
    const cancelled: number[] = [];
    server.use(
      handleContract(cancelInvitation, ({ params }) => {
        cancelled.push(Number(params.id));
        return invitation(Number(params.id), { status: 'Canceled' });
      }),
    );
    const { container } = renderAt(`${base}/interview-schedule/applicants`, interviewsRoutes, {
      main: true,
      hosts: <ConfirmHost />,
    });
    expect(await screen.findByText('Cannot cancel: the match date has passed.')).toBeTruthy();
    const items = await screen
      .findByRole('table', { name: 'Applications in the queue' })
      .catch(() => screen.findByRole('grid', { name: 'Applications in the queue' }));
    expect(within(items).getByText('Skipped: already invited')).toBeTruthy();
    expect(within(items).getByText('Waiting')).toBeTruthy();
    expect(screen.getByText('Invitations sent: 2')).toBeTruthy();
    expect(invoked.some((i) => i.method === 'AddToGroup' && i.args[0] === 'program:7')).toBe(true);
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Start the queue' }));
    await waitFor(() => expect(invoked.some((i) => i.method === 'Start')).toBe(true));
    expect(invoked.find((i) => i.method === 'Start')!.args).toEqual([7, 'IM-2027']);
    expect(await screen.findByRole('button', { name: 'Stop the queue' })).toBeTruthy();
    // Stopped by hand, cancelling the Pending invitations when asked to.
    fireEvent.click(screen.getByRole('checkbox', { name: /Also cancel its Pending invitations/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop the queue' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop the queue' }));
    await waitFor(() => expect(invoked.some((i) => i.method === 'Stop')).toBe(true));
    expect(invoked.find((i) => i.method === 'Stop')!.args).toEqual([7, 'IM-2027', { cancelPending: true }]);

    // Live: QueueUpdated asks for the queue again.
    const asked = invoked.filter((i) => i.method === 'Get').length;
    act(() => connectionOf('/hubs/ProgramInvitationQueueHub').emit('QueueUpdated', { programId: 7 }));
    await waitFor(() => expect(invoked.filter((i) => i.method === 'Get').length).toBeGreaterThan(asked));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the invitation of Applicant 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(cancelled).toEqual([1]));
  });

  it('interviews: accepted interviews by day, filtered to one interviewer’s itinerary (desktop)', async () => {
    mockViewportWidth(1440);
    renderAt(`${base}/interview-schedule/interviews`, interviewsRoutes, { main: true });
    expect(await screen.findByText('Applicant 5 (A-5)')).toBeTruthy();
    expect(screen.getByText('Applicant 6 (A-6)')).toBeTruthy();
    const select = await screen.findByRole('button', { name: /Itinerary of/ });
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Ines Viewer' }));
    await waitFor(() => expect(screen.queryByText('Applicant 6 (A-6)')).toBeNull());
    expect(screen.getByText('Applicant 5 (A-5)')).toBeTruthy();
  });

  it('interviews: a day’s coversheets with the CAS as one PDF (its accepted applications)', async () => {
    const bodies: unknown[] = [];
    server.use(
      handleContract(queueBulkPdfMerge, ({ body }) => {
        bodies.push(body);
        return {
          id: 4,
          status: 'Pending' as const,
          message: null,
          createdDate: '2099-01-01T00:00:00Z',
          url: null,
        };
      }),
    );
    renderAt(`${base}/interview-schedule/interviews`, interviewsRoutes, { main: true });
    const day = await screen.findByRole('region', { name: /15/ });
    fireEvent.click(within(day).getByRole('button', { name: 'Download coversheets (PDF)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make the PDF' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ type: 'InterviewCoversheetWithCas', entityIds: [105, 106] });
    expect(await screen.findByText('Your request is pending...')).toBeTruthy();
  });

  it('the interviews list is paged; on a phone; no axe violations', async () => {
    mockViewportWidth(390);
    const { container } = renderAt(`${base}/interviews`, interviewsRoutes, { main: true });
    expect(await screen.findByText('Applicant 5 (A-5)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Interviews' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('an unknown tab is not found', async () => {
    renderAt(`${base}/interview-schedule/nope`, interviewsRoutes, { main: true });
    expect(await screen.findByText(/not found/i)).toBeTruthy();
  });
});
