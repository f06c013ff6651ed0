import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type LiveMeetingRange,
  listLiveMeetings,
  listMeetingEvents,
  listVideoFeedback,
  type VideoFeedback,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { resetHubsForTests } from '../../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { builtConnections, connectionOf, FakeHubConnection } from '../../../test-support/fake-signalr.ts';
import { meetingTimeRange } from '../../../test-support/meeting-fixtures.ts';
import { QualityAssurancePage } from './quality-assurance-page.tsx';

vi.mock(
  '@microsoft/signalr',
  async () => (await import('../../../test-support/fake-signalr.ts')).fakeSignalR,
);

const serverNow = '2026-11-26T17:10:00.000Z';

const live: LiveMeetingRange = {
  timeRange: meetingTimeRange(),
  rooms: [
    {
      id: 3,
      name: 'Room Alder',
      position: 1,
      participantUserIds: [],
      timer: {
        roomId: 3,
        status: 'Paused',
        durationSeconds: 1800,
        elapsedMs: 600_000,
        startedAt: null,
        serverNow,
      },
    },
  ],
  attendeeCount: 4,
  onlineCount: 3,
  waitingCount: 1,
  health: { Good: 2, Weak: 1, Unstable: 0 },
  lastEventAt: serverNow,
};

const feedback: VideoFeedback = {
  id: 1,
  userId: 'u1',
  userName: 'Priya Raman',
  meetingRole: 'Applicant',
  timeRangeId: 11,
  roomId: 3,
  programName: 'Boston Medicine',
  startsAt: '2026-11-26T17:00:00.000Z',
  overallRating: 2,
  audioRating: 1,
  videoRating: null,
  problems: ['Echo', 'Frozen'],
  comment: 'The sound kept cutting out.',
  createdAt: serverNow,
};

let liveCalls: number;
let eventQueries: { timeRangeId: string; query: URLSearchParams }[];
let feedbackQueries: URLSearchParams[];

beforeEach(() => {
  builtConnections.length = 0;
  liveCalls = 0;
  eventQueries = [];
  feedbackQueries = [];
  vi.spyOn(FakeHubConnection.prototype, 'invoke').mockImplementation(async () => undefined);
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('admin@matchline.test')!)));
  server.use(
    handleContract(listLiveMeetings, () => {
      liveCalls += 1;
      return { items: [live], serverNow };
    }),
    handleContract(listMeetingEvents, ({ request, params }) => {
      eventQueries.push({
        timeRangeId: String(params.timeRangeId),
        query: new URL(request.url).searchParams,
      });
      return {
        items: [
          {
            id: 9,
            timeRangeId: 11,
            roomId: 3,
            userId: 'u1',
            userName: 'Priya Raman',
            level: 2,
            event: 'HealthChanged',
            message: 'Weak connection',
            details: null,
            createdAt: serverNow,
          },
        ],
        total: 1,
      };
    }),
    handleContract(listVideoFeedback, ({ request }) => {
      feedbackQueries.push(new URL(request.url).searchParams);
      return { items: [feedback], total: 1, averageRating: 2.5 };
    }),
  );
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await act(() => resetHubsForTests());
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
});

function choose(scope: HTMLElement, label: RegExp, option: string) {
  fireEvent.click(within(scope).getByRole('button', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('quality assurance: interview control panel', () => {
  it('lists the live ranges with rooms, timers, health and counts; a range shows its events by level; no axe violations', async () => {
    window.history.replaceState(null, '', '/admin/quality-assurance/interview-control-panel');
    const view = render(<QualityAssurancePage tab="interview-control-panel" />);
    const table = await screen.findByRole('grid', { name: 'Interview control panel' });
    expect(await within(table).findByText('Boston Medicine')).toBeTruthy();
    expect(within(table).getByText(/Room Alder/)).toBeTruthy();
    expect(within(table).getByText('20:00 left')).toBeTruthy();
    expect(within(table).getByText('3 online, 1 waiting, 4 expected')).toBeTruthy();
    expect(within(table).getByText('Good 2 · Weak 1 · Unstable 0')).toBeTruthy();
    await expectNoAxeViolations(view.container);

    fireEvent.click(within(table).getByRole('button', { name: 'Events of Boston Medicine' }));
    const events = await screen.findByRole('grid', { name: 'Logged events' });
    expect(await within(events).findByText('HealthChanged')).toBeTruthy();
    expect(within(events).getByText('WARN')).toBeTruthy();
    expect(eventQueries.at(-1)!.timeRangeId).toBe('11');
    expect(new URLSearchParams(window.location.search).get('eventsRange')).toBe('11');
    // The admin watches the range live: its dashboard group is joined.
    await waitFor(() =>
      expect(
        vi
          .mocked(FakeHubConnection.prototype.invoke)
          .mock.calls.some(([method, id]) => method === 'GetInterviewDashboard' && id === 11),
      ).toBe(true),
    );

    choose(view.container, /Level and above/, 'ERROR');
    await waitFor(() => expect(eventQueries.at(-1)!.query.get('level')).toBe('3'));
  });

  it('asks for the live ranges again every 15 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    window.history.replaceState(null, '', '/admin/quality-assurance/interview-control-panel');
    render(<QualityAssurancePage tab="interview-control-panel" />);
    await screen.findByText('Boston Medicine');
    const first = liveCalls;
    act(() => vi.advanceTimersByTime(14_000));
    expect(liveCalls).toBe(first);
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(liveCalls).toBe(first + 1));
  });

  it('the selected range live: its dashboard events refresh the list and its events', async () => {
    window.history.replaceState(null, '', '/admin/quality-assurance/interview-control-panel?eventsRange=11');
    render(<QualityAssurancePage tab="interview-control-panel" />);
    await screen.findByRole('grid', { name: 'Logged events' });
    await waitFor(() => expect(connectionOf('/hubs/MeetingDashboardHub').state).toBe('Connected'));
    const lists = liveCalls;
    const eventLists = eventQueries.length;
    act(() =>
      connectionOf('/hubs/MeetingDashboardHub').emit('InterviewDashboardUpdate', { timeRangeId: 11 }),
    );
    await waitFor(() => expect(liveCalls).toBeGreaterThan(lists));
    await waitFor(() => expect(eventQueries.length).toBeGreaterThan(eventLists));
  });
});

describe('quality assurance: video-conference feedback', () => {
  it('a paged list with the average; role and rating filters go to the server; no axe violations', async () => {
    window.history.replaceState(null, '', '/admin/quality-assurance/video-conference-feedback');
    const view = render(<QualityAssurancePage tab="video-conference-feedback" />);
    const table = await screen.findByRole('grid', { name: 'Video conference feedback' });
    expect(await within(table).findByText('Priya Raman (Applicant)')).toBeTruthy();
    expect(within(table).getByText('Overall 2/5 · Sound 1/5 · Picture —')).toBeTruthy();
    expect(within(table).getByText('Echo or noise; The picture froze')).toBeTruthy();
    expect(screen.getByText('Average overall rating: 2.5 of 5 (1 answers).')).toBeTruthy();
    await expectNoAxeViolations(view.container);

    choose(view.container, /Sent by/, 'Applicant');
    await waitFor(() => expect(feedbackQueries.at(-1)!.get('meetingRole')).toBe('Applicant'));
    choose(view.container, /Overall rating/, '2 or lower');
    await waitFor(() => expect(feedbackQueries.at(-1)!.get('maxRating')).toBe('2'));
    expect(feedbackQueries.at(-1)!.get('meetingRole')).toBe('Applicant');
  });
});
