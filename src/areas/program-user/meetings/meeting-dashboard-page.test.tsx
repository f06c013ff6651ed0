import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listApplicationNotes } from '../../../../core/contracts/applications/program-applications.contract.ts';
import {
  createMeetingRoom,
  deleteMeetingRoom,
  type InterviewDashboard,
  type MeetingAttendee,
  type MeetingRoom,
  moveMeetingAttendee,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { appDb } from '../../../lib/offline/app-db.ts';
import { resetHubsForTests } from '../../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { builtConnections, connectionOf, FakeHubConnection } from '../../../test-support/fake-signalr.ts';
import { meetingTimeRange } from '../../../test-support/meeting-fixtures.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { mockViewportWidth } from '../../../test-support/viewport.ts';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { meetingsRoutes } from './meetings-routes.tsx';

vi.mock(
  '@microsoft/signalr',
  async () => (await import('../../../test-support/fake-signalr.ts')).fakeSignalR,
);
// The video itself is the video room's own (tested there): here, what the dashboard hands it.
vi.mock('../../../features/meetings/video-room.tsx', () => ({
  VideoRoom: (props: { roomId: number; roomName: string; meetingRole: string; aside?: React.ReactNode }) => (
    <section aria-label={`Video of ${props.roomName}`} data-role={props.meetingRole}>
      {props.aside}
    </section>
  ),
}));

const base = '/program-user/IM-2027/IM-MA-001/meetings/dashboard/11';
const serverNow = '2026-11-26T17:10:00.000Z';
const applicantId = '00000000-0000-4000-8000-0000000000a1';
const waitingId = '00000000-0000-4000-8000-0000000000a2';
const interviewerId = '00000000-0000-4000-8000-0000000000b1';

const room = (id: number, name: string, more: Partial<MeetingRoom> = {}): MeetingRoom => ({
  id,
  name,
  position: id,
  participantUserIds: [],
  timer: {
    roomId: id,
    status: 'Initial',
    durationSeconds: 1800,
    elapsedMs: 0,
    startedAt: null,
    serverNow,
  },
  ...more,
});

const attendee = (userId: string, name: string, more: Partial<MeetingAttendee> = {}): MeetingAttendee => ({
  userId,
  name,
  meetingRole: 'Applicant',
  applicantId: 5,
  applicationId: 71,
  roomId: null,
  invitedRoomId: null,
  status: 'Online',
  connectionHealth: 'Good',
  joinedAt: '2026-11-26T17:00:00.000Z',
  lastSeenAt: serverNow,
  ...more,
});

const dashboard = (more: Partial<InterviewDashboard> = {}): InterviewDashboard => ({
  timeRange: meetingTimeRange(),
  rooms: [
    room(3, 'Room Alder', {
      participantUserIds: [applicantId, interviewerId],
      timer: {
        roomId: 3,
        status: 'Paused',
        durationSeconds: 1800,
        elapsedMs: 600_000,
        startedAt: null,
        serverNow,
      },
    }),
    room(4, 'Room Birch'),
  ],
  attendees: [
    attendee(applicantId, 'Priya Raman', { roomId: 3, connectionHealth: 'Weak' }),
    attendee(waitingId, 'Omar Haddad', { applicationId: 72, invitedRoomId: 4 }),
    attendee(interviewerId, 'Ines Viewer', {
      meetingRole: 'ProgramUser',
      applicantId: null,
      applicationId: null,
      roomId: 3,
    }),
    attendee('00000000-0000-4000-8000-0000000000a3', 'Lena Fischer', {
      applicationId: 73,
      status: 'Offline',
      connectionHealth: null,
      joinedAt: null,
    }),
  ],
  serverNow,
  ...more,
});

let invoked: { method: string; args: unknown[] }[];
let current: InterviewDashboard;
let moves: unknown[];
let created: unknown[];
let deleted: number[];

beforeEach(() => {
  builtConnections.length = 0;
  invoked = [];
  moves = [];
  created = [];
  deleted = [];
  current = dashboard();
  vi.spyOn(FakeHubConnection.prototype, 'invoke').mockImplementation(async function (
    this: FakeHubConnection,
    method: string,
    ...args: unknown[]
  ) {
    invoked.push({ method, args });
    return method === 'GetInterviewDashboard' ? current : undefined;
  });
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('program@matchline.test')!)));
  server.use(
    handleContract(moveMeetingAttendee, ({ body }) => {
      moves.push(body);
      return attendee(waitingId, 'Omar Haddad');
    }),
    handleContract(createMeetingRoom, ({ body }) => {
      created.push(body);
      return room(5, 'Room Cedar');
    }),
    handleContract(deleteMeetingRoom, ({ params }) => {
      deleted.push(Number(params.roomId));
      return { ok: true as const };
    }),
    handleContract(listApplicationNotes, () => ({ items: [] })),
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => resetHubsForTests());
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  sessionStorage.clear();
  await appDb().drafts.clear();
});

const dashboardCalls = () => invoked.filter((i) => i.method === 'GetInterviewDashboard');

describe('the program meeting dashboard', () => {
  it('rooms: each room with its timer and who is in it (health in words); on a tablet; no axe violations', async () => {
    mockViewportWidth(820);
    const { container } = renderAt(base, meetingsRoutes, { main: true, hosts: <ConfirmHost /> });
    const rooms = await screen.findByRole('list', { name: 'Rooms' });
    expect(dashboardCalls()[0]!.args).toEqual([11]);
    const alder = within(rooms).getByRole('heading', { name: 'Room Alder' }).closest('li')!;
    expect(within(alder).getByText('Paused')).toBeTruthy();
    expect(within(alder).getByText('20:00 left')).toBeTruthy();
    const people = within(alder).getByRole('list', { name: 'In Room Alder' });
    expect(within(people).getByText(/Priya Raman/)).toBeTruthy();
    expect(within(people).getByText('Connection weak')).toBeTruthy();
    expect(within(people).getByText(/Ines Viewer/)).toBeTruthy();
    const birch = within(rooms).getByRole('heading', { name: 'Room Birch' }).closest('li')!;
    expect(within(birch).getByText('Nobody in the room.')).toBeTruthy();
    expect(within(birch).getByText('30:00 left')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rooms' }).getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('asks again on InterviewDashboardUpdate of its range, patches a timer on InterviewDashboardTimerUpdate, and after a reconnect', async () => {
    renderAt(base, meetingsRoutes, { main: true });
    await screen.findByRole('heading', { name: 'Room Alder' });
    const hub = connectionOf('/hubs/MeetingDashboardHub');

    current = dashboard({ rooms: [...dashboard().rooms, room(5, 'Room Cedar')] });
    act(() => hub.emit('InterviewDashboardUpdate', { timeRangeId: 99 }));
    expect(dashboardCalls()).toHaveLength(1);
    act(() => hub.emit('InterviewDashboardUpdate', { timeRangeId: 11 }));
    expect(await screen.findByRole('heading', { name: 'Room Cedar' })).toBeTruthy();
    expect(dashboardCalls()).toHaveLength(2);

    act(() =>
      hub.emit('InterviewDashboardTimerUpdate', {
        timeRangeId: 11,
        timer: {
          roomId: 4,
          status: 'Running',
          durationSeconds: 1800,
          elapsedMs: 60_000,
          startedAt: serverNow,
          serverNow,
        },
      }),
    );
    const birch = screen.getByRole('heading', { name: 'Room Birch' }).closest('li')!;
    expect(await within(birch).findByText('Running')).toBeTruthy();
    expect(within(birch).getByText(/^(29:00|28:59) left$/)).toBeTruthy();
    expect(dashboardCalls()).toHaveLength(2);

    act(() => hub.drop());
    await act(() => hub.reconnect());
    await waitFor(() => expect(dashboardCalls()).toHaveLength(3));
  });

  it('adds a room through the form and removes one after confirming', async () => {
    renderAt(base, meetingsRoutes, { main: true, hosts: <ConfirmHost /> });
    await screen.findByRole('heading', { name: 'Room Alder' });
    fireEvent.click(screen.getByRole('button', { name: 'Add room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add room' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please fill in all required fields.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Room name/ }), {
      target: { value: 'Room Cedar' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toEqual([{ name: 'Room Cedar' }]));
    await waitFor(() => expect(dashboardCalls().length).toBeGreaterThan(1));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Room Birch' }));
    const confirmDialog = await screen.findByRole('alertdialog');
    expect(within(confirmDialog).getByText(/Remove the room Room Birch\?/)).toBeTruthy();
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Remove room' }));
    await waitFor(() => expect(deleted).toEqual([4]));
  });

  it('attendees: where each one is; invite to a room and back to the waiting room call the move route', async () => {
    const { container } = renderAt(`${base}/attendees`, meetingsRoutes, { main: true });
    const table = await screen.findByRole('grid', { name: 'Attendees' });
    const row = (name: string) => within(table).getByText(name).closest('[role="row"]') as HTMLElement;
    expect(within(row('Priya Raman')).getByText('Room Alder')).toBeTruthy();
    expect(within(row('Omar Haddad')).getByText('Waiting room')).toBeTruthy();
    expect(within(row('Omar Haddad')).getByText('Invited to Room Birch')).toBeTruthy();
    expect(within(row('Lena Fischer')).getByText('Not arrived')).toBeTruthy();
    expect(within(row('Lena Fischer')).getByText('Offline')).toBeTruthy();
    expect(within(row('Ines Viewer')).queryByRole('button', { name: /Invite/ })).toBeNull();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Send Priya Raman back to the waiting room' }));
    await waitFor(() => expect(moves).toEqual([{ userId: applicantId, roomId: null }]));

    fireEvent.click(screen.getByRole('button', { name: 'Invite Lena Fischer to a room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Lena Fischer to a room' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Room/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Room Birch' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(moves).toEqual([
        { userId: applicantId, roomId: null },
        { userId: '00000000-0000-4000-8000-0000000000a3', roomId: 4 },
      ]),
    );
  });

  it('meeting: the room picker, then the room video with the applicant in it, their application and notes beside it', async () => {
    const view = renderAt(`${base}/meeting`, meetingsRoutes, { main: true });
    expect(await screen.findByRole('heading', { name: 'Choose a room to open' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Room Alder' }));
    await waitFor(() => expect(view.location.history.at(-1)).toBe(`${base}/meeting/3`));
    const video = await screen.findByRole('region', { name: 'Video of Room Alder' });
    expect(video.getAttribute('data-role')).toBe('ProgramUser');
    const link = within(video).getByRole('link', { name: 'Open the application' });
    expect(link.getAttribute('href')).toBe('/program-user/IM-2027/IM-MA-001/applications/71');
    expect(within(video).getByText('Priya Raman')).toBeTruthy();
  });

  it('a refused dashboard says so and can be asked again', async () => {
    let refuse = true;
    vi.mocked(FakeHubConnection.prototype.invoke).mockImplementation(
      async (method: string, ...args: unknown[]) => {
        invoked.push({ method, args });
        if (method !== 'GetInterviewDashboard') return undefined;
        if (refuse) throw new Error('The program user cannot watch this meeting.');
        return current;
      },
    );
    renderAt(base, meetingsRoutes, { main: true });
    expect(await screen.findByText('The meeting could not be loaded.')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Room Alder' })).toBeTruthy();
  });

  it('documents: each applicant with their application', async () => {
    renderAt(`${base}/documents`, meetingsRoutes, { main: true });
    const list = await screen.findByRole('list', { name: "Applicants' documents" });
    expect(within(list).getByRole('link', { name: 'Application of Omar Haddad' }).getAttribute('href')).toBe(
      '/program-user/IM-2027/IM-MA-001/applications/72',
    );
    expect(within(list).getByRole('button', { name: "PDF of Priya Raman's application" })).toBeTruthy();
    expect(within(list).queryByText('Ines Viewer')).toBeNull();
  });
});
