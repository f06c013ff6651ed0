import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeetingDetails, MeetingRoom } from '../../../../core/contracts/meetings/meetings.contract.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { lastMeetingDate } from '../../../features/meetings/feedback/video-feedback-store.ts';
import { appDb } from '../../../lib/offline/app-db.ts';
import { resetHubsForTests, startHub } from '../../../lib/realtime/hub-registry.ts';
import { currentUserOf, useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { builtConnections, connectionOf, FakeHubConnection } from '../../../test-support/fake-signalr.ts';
import { meetingTimeRange } from '../../../test-support/meeting-fixtures.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { mockViewportWidth } from '../../../test-support/viewport.ts';
import { meetingRoutes } from './meetings-routes.tsx';

vi.mock(
  '@microsoft/signalr',
  async () => (await import('../../../test-support/fake-signalr.ts')).fakeSignalR,
);
// The video itself is the video room's own (tested there): here, which room the page hands it and its end.
vi.mock('../../../features/meetings/video-room.tsx', () => ({
  VideoRoom: (props: { roomId: number; roomName: string; meetingRole: string; onEnded?: () => void }) => (
    <section aria-label={`Video of ${props.roomName}`} data-role={props.meetingRole}>
      <button type="button" onClick={props.onEnded}>
        End the meeting
      </button>
    </section>
  ),
}));

const base = '/applicant/IM-2027/meetings/dashboard/11';
const serverNow = '2026-11-26T17:10:00.000Z';

const room: MeetingRoom = {
  id: 3,
  name: 'Room Alder',
  position: 1,
  participantUserIds: [],
  timer: { roomId: 3, status: 'Initial', durationSeconds: 1800, elapsedMs: 0, startedAt: null, serverNow },
};

const details = (more: Partial<MeetingDetails['me']> = {}, rooms: MeetingRoom[] = []): MeetingDetails => ({
  timeRange: meetingTimeRange(),
  meetingRole: 'Applicant',
  me: {
    userId: 'me',
    name: 'Priya Raman',
    meetingRole: 'Applicant',
    applicantId: 5,
    applicationId: 71,
    roomId: null,
    invitedRoomId: null,
    status: 'Online',
    connectionHealth: null,
    joinedAt: serverNow,
    lastSeenAt: serverNow,
    ...more,
  },
  rooms,
  logLevel: 4,
  maxParticipants: 6,
  serverNow,
});

let invoked: { method: string; args: unknown[] }[];
let current: MeetingDetails;

beforeEach(() => {
  builtConnections.length = 0;
  invoked = [];
  current = details();
  localStorage.clear();
  vi.spyOn(FakeHubConnection.prototype, 'invoke').mockImplementation(async function (
    this: FakeHubConnection,
    method: string,
    ...args: unknown[]
  ) {
    invoked.push({ method, args });
    return method === 'GetMeetingDetails' ? current : undefined;
  });
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('applicant@matchline.test')!)));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => resetHubsForTests());
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  sessionStorage.clear();
  localStorage.clear();
  await appDb().drafts.clear();
});

const detailCalls = () => invoked.filter((i) => i.method === 'GetMeetingDetails');

describe("the applicant's meeting dashboard", () => {
  it('the waiting room says what happens next, on a phone; no axe violations', async () => {
    mockViewportWidth(390);
    const { container } = renderAt(base, meetingRoutes, { main: true });
    const waiting = await screen.findByRole('region', { name: 'Waiting room' });
    expect(detailCalls()[0]!.args).toEqual([11]);
    expect(within(waiting).getByText(/You are in the waiting room of Boston Medicine/)).toBeTruthy();
    expect(within(waiting).getByText(/the program will invite you into a room/)).toBeTruthy();
    expect(within(waiting).getByText(/Keep this page open/)).toBeTruthy();
    expect(within(waiting).getByText('Online')).toBeTruthy();
    // The Rooms, Attendees and Documents tabs are the program's.
    expect(screen.queryByRole('tab')).toBeNull();
    expect(lastMeetingDate(currentUserOf(useSessionStore.getState())!.id)).toBe('2026-11-26');
    await expectNoAxeViolations(container);
  });

  it('an invitation to a room of this range: asked again, the room opens', async () => {
    renderAt(base, meetingRoutes, { main: true });
    await screen.findByRole('region', { name: 'Waiting room' });
    await act(() => startHub('Notification'));
    current = details({ invitedRoomId: 3 }, [room]);
    act(() =>
      connectionOf('/hubs/NotificationHub').emit('NewMeetingInvitation', {
        timeRangeId: 11,
        roomId: 3,
        roomName: 'Room Alder',
        programName: 'Boston Medicine',
      }),
    );
    const video = await screen.findByRole('region', { name: 'Video of Room Alder' });
    expect(video.getAttribute('data-role')).toBe('Applicant');
    expect(detailCalls()).toHaveLength(2);
  });

  it('after a reconnect it asks again (back in the waiting room as Online)', async () => {
    renderAt(base, meetingRoutes, { main: true });
    await screen.findByRole('region', { name: 'Waiting room' });
    const hub = connectionOf('/hubs/MeetingHub');
    act(() => hub.drop());
    await act(() => hub.reconnect());
    await waitFor(() => expect(detailCalls()).toHaveLength(2));
  });

  it('when the meeting ends, the feedback form', async () => {
    current = details({ roomId: 3 }, [room]);
    renderAt(`${base}/meeting/3`, meetingRoutes, { main: true });
    fireEvent.click(await screen.findByRole('button', { name: 'End the meeting' }));
    expect(await screen.findByText('The meeting has ended.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How was the video meeting?' })).toBeTruthy();
    current = details();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the waiting room' }));
    expect(await screen.findByRole('region', { name: 'Waiting room' })).toBeTruthy();
  });

  it('sent back to the waiting room by the program: asked again, the waiting room shows', async () => {
    current = details({ roomId: 3 }, [room]);
    renderAt(`${base}/meeting/3`, meetingRoutes, { main: true });
    await screen.findByRole('region', { name: 'Video of Room Alder' });
    const hub = connectionOf('/hubs/MeetingHub');
    act(() =>
      hub.emit('MeetingParticipantLeft', { roomId: 3, connectionId: 'c-other', userId: 'someone-else' }),
    );
    expect(detailCalls()).toHaveLength(1);
    current = details();
    act(() => hub.emit('MeetingParticipantLeft', { roomId: 3, connectionId: 'c-me', userId: 'me' }));
    expect(await screen.findByRole('region', { name: 'Waiting room' })).toBeTruthy();
    expect(detailCalls()).toHaveLength(2);
  });

  it('a room that is not theirs in the address shows the waiting room', async () => {
    renderAt(`${base}/meeting/9`, meetingRoutes, { main: true });
    expect(await screen.findByRole('region', { name: 'Waiting room' })).toBeTruthy();
  });
});
