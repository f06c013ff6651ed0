/**
 * The Meeting and MeetingDashboard hubs against the official @microsoft/signalr client: each
 * method per meeting role, presence, WebRTC signalling inside a room only, the shared timer on
 * the app's clock, StopMeeting, the room's limit, disconnects, health and the client log.
 */
import type { HubConnection } from '@microsoft/signalr';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type {
  InterviewDashboard,
  JoinRoomResult,
  MeetingDetails,
  MeetingRoom,
  RoomTimer,
} from '../../core/contracts/meetings/meetings.contract.ts';
import { meetingMessages } from '../../core/domain/meeting-messages.ts';
import { formatMessage, messages } from '../../core/domain/messages.ts';
import type { HubName } from '../../core/realtime/hubs.ts';
import type { DbExecutor } from '../db/client.ts';
import { meetingAttendees, meetingEvents } from '../db/schema.ts';
import { LOG_EVENTS_PER_MINUTE } from '../services/meetings/meeting.service.ts';
import { closeListening, hubClient, listen, nextEvent, waitFor } from '../test-support/hub-client.ts';
import { createMeetingFixture, type MeetingFixture } from '../test-support/meetings.fixture.ts';
import { bearer, describeEachDatabase } from '../test-support/test-app.ts';

describeEachDatabase('meeting hubs', (ctx) => {
  let app: FastifyInstance;
  let base: string;
  let db: DbExecutor;
  let f: MeetingFixture;
  let opened: HubConnection[] = [];

  beforeAll(async () => {
    app = await ctx.buildApp({ env: { MEETING_LOG_LEVEL: 'INFO' } });
    base = await listen(app);
    db = ctx.database.db;
    f = await createMeetingFixture(ctx, { applicants: 7 });
  });

  afterEach(async () => {
    for (const connection of opened) await connection.stop().catch(() => {});
    opened = [];
  });

  afterAll(async () => {
    await closeListening(app);
  });

  async function connect(hub: HubName, token: string): Promise<HubConnection> {
    const connection = hubClient(base, hub, () => token);
    opened.push(connection);
    await connection.start();
    return connection;
  }

  async function createRoom(name: string): Promise<MeetingRoom> {
    const answer = await app.inject({
      method: 'POST',
      url: `/api/meetings/${f.timeRangeId}/rooms`,
      headers: bearer(f.director.token),
      payload: { name },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json() as MeetingRoom;
  }

  async function invite(userId: string, roomId: number | null): Promise<void> {
    const answer = await app.inject({
      method: 'POST',
      url: `/api/meetings/${f.timeRangeId}/moves`,
      headers: bearer(f.director.token),
      payload: { userId, roomId },
    });
    expect(answer.statusCode).toBe(200);
  }

  const attendeeRow = async (userId: string) =>
    (
      await db
        .select()
        .from(meetingAttendees)
        .where(and(eq(meetingAttendees.timeRangeId, f.timeRangeId), eq(meetingAttendees.userId, userId)))
    )[0];

  /** The events of `method` a connection receives from now on. */
  function collect(connection: HubConnection, method: string): unknown[] {
    const seen: unknown[] = [];
    connection.on(method, (payload: unknown) => seen.push(payload));
    return seen;
  }

  const refusal = (method: string, text: string) =>
    `An unexpected error occurred invoking '${method}' on the server. HubException: ${text}`;

  it('gives a range its first room when a program user first opens its dashboard, once', async () => {
    const adminBoard = await connect('MeetingDashboard', f.admin);
    expect(
      ((await adminBoard.invoke('GetInterviewDashboard', f.timeRangeId)) as InterviewDashboard).rooms,
    ).toEqual([]);
    const board = await connect('MeetingDashboard', f.director.token);
    const [first, second] = await Promise.all([
      board.invoke('GetInterviewDashboard', f.timeRangeId) as Promise<InterviewDashboard>,
      (await connect('MeetingDashboard', f.coordinator.token)).invoke(
        'GetInterviewDashboard',
        f.timeRangeId,
      ) as Promise<InterviewDashboard>,
    ]);
    expect(first.rooms.map((r) => r.name)).toEqual(['Interview room']);
    expect(second.rooms.map((r) => r.id)).toEqual(first.rooms.map((r) => r.id));
    expect(first.rooms[0]!.timer).toMatchObject({ status: 'Initial', elapsedMs: 0, durationSeconds: 1200 });
    const director = await connect('Meeting', f.director.token);
    const details = (await director.invoke('GetMeetingDetails', f.timeRangeId)) as MeetingDetails;
    expect(details.meetingRole).toBe('ProgramUser');
    expect(details.rooms.map((r) => r.id)).toEqual(first.rooms.map((r) => r.id));
    expect(details.me).toMatchObject({ userId: f.director.userId, roomId: null, joinedAt: null });
    expect(details.me.name).not.toBe('');
  });

  it('refuses each method to the meeting roles it is not for', async () => {
    const room = await createRoom('Guarded room');
    const applicant = await connect('Meeting', f.applicants[0]!.token);
    await expect(applicant.invoke('UpdateTimer', room.id, { status: 'Running' })).rejects.toThrow(
      refusal('UpdateTimer', messages.AccessDeniedSignedIn),
    );
    await expect(applicant.invoke('JoinRoom', f.timeRangeId, room.id)).rejects.toThrow(
      refusal('JoinRoom', meetingMessages.RoomNotInvited),
    );
    const stranger = await connect('Meeting', f.stranger.token);
    await expect(stranger.invoke('GetMeetingDetails', f.timeRangeId)).rejects.toThrow(
      refusal('GetMeetingDetails', messages.ResourceAccessDenied),
    );
    const outsiderBoard = await connect('MeetingDashboard', f.outsider.token);
    await expect(outsiderBoard.invoke('GetInterviewDashboard', f.timeRangeId)).rejects.toThrow(
      refusal('GetInterviewDashboard', messages.ResourceAccessDenied),
    );
    const outsider = await connect('Meeting', f.outsider.token);
    await expect(outsider.invoke('UpdateTimer', room.id, { status: 'Running' })).rejects.toThrow(
      refusal('UpdateTimer', messages.ResourceAccessDenied),
    );
    const admin = await connect('Meeting', f.admin);
    await expect(admin.invoke('JoinRoom', f.timeRangeId, room.id)).rejects.toThrow(
      refusal('JoinRoom', messages.AccessDeniedSignedIn),
    );
    const adminBoard = await connect('MeetingDashboard', f.admin);
    const watched = (await adminBoard.invoke('GetInterviewDashboard', f.timeRangeId)) as InterviewDashboard;
    expect(watched.rooms.map((r) => r.name)).toContain('Guarded room');
    const director = await connect('Meeting', f.director.token);
    await expect(director.invoke('GetMeetingDetails', f.inPersonRangeId)).rejects.toThrow(
      refusal('GetMeetingDetails', meetingMessages.NotAVideoMeeting),
    );
    await expect(director.invoke('GetMeetingDetails', 'x')).rejects.toThrow(
      "Failed to invoke 'GetMeetingDetails' due to an error on the server. HubException: The time range id is not valid.",
    );
    await expect(director.invoke('UpdateTimer', room.id, { status: 'Later' })).rejects.toThrow(
      'The timer update is not valid.',
    );
  });

  it("registers an applicant online in the waiting room and tells the day's dashboard", async () => {
    const board = await connect('MeetingDashboard', f.director.token);
    const dashboard = (await board.invoke('GetInterviewDashboard', f.timeRangeId)) as InterviewDashboard;
    expect(dashboard.timeRange).toMatchObject({
      id: f.timeRangeId,
      interviewType: 'MatchlineVideoConference',
    });
    const updated = nextEvent(board, 'InterviewDashboardUpdate');
    const applicant = await connect('Meeting', f.applicants[1]!.token);
    const details = (await applicant.invoke('GetMeetingDetails', f.timeRangeId)) as MeetingDetails;
    expect(details).toMatchObject({
      meetingRole: 'Applicant',
      maxParticipants: 6,
      logLevel: 1,
      me: {
        userId: f.applicants[1]!.userId,
        status: 'Online',
        roomId: null,
        applicationId: f.applicants[1]!.applicationId,
      },
    });
    expect(details.rooms).toEqual([]);
    expect(await updated).toEqual([{ timeRangeId: f.timeRangeId }]);
    const after = (await board.invoke('GetInterviewDashboard', f.timeRangeId)) as InterviewDashboard;
    const me = after.attendees.find((a) => a.userId === f.applicants[1]!.userId);
    expect(me).toMatchObject({ status: 'Online', roomId: null, meetingRole: 'Applicant' });
    expect(me!.joinedAt).not.toBeNull();
    // Applicants who have not come yet are listed too.
    expect(after.attendees.find((a) => a.userId === f.applicants[6]!.userId)).toMatchObject({
      status: 'Offline',
      joinedAt: null,
    });
  });

  it('invites an applicant with NewMeetingInvitation on the Notification hub', async () => {
    const room = await createRoom('Invitation room');
    const notifications = await connect('Notification', f.applicants[2]!.token);
    const invitation = nextEvent(notifications, 'NewMeetingInvitation');
    await invite(f.applicants[2]!.userId, room.id);
    expect(await invitation).toEqual([
      {
        timeRangeId: f.timeRangeId,
        roomId: room.id,
        roomName: 'Invitation room',
        programName: f.programName,
      },
    ]);
    const applicant = await connect('Meeting', f.applicants[2]!.token);
    const details = (await applicant.invoke('GetMeetingDetails', f.timeRangeId)) as MeetingDetails;
    expect(details.rooms.map((r) => r.id)).toEqual([room.id]);
    expect(details.me.invitedRoomId).toBe(room.id);
  });

  it('relays a signal to the addressed peer in the room only', async () => {
    const room = await createRoom('Signal room');
    await invite(f.applicants[0]!.userId, room.id);
    const director = await connect('Meeting', f.director.token);
    const directorJoined = (await director.invoke('JoinRoom', f.timeRangeId, room.id)) as JoinRoomResult;
    expect(directorJoined.participants).toEqual([]);
    const coordinator = await connect('Meeting', f.coordinator.token);
    const coordinatorSignals = collect(coordinator, 'MeetingSignal');

    const arrived = nextEvent(director, 'MeetingParticipantJoined');
    const applicant = await connect('Meeting', f.applicants[0]!.token);
    const joined = (await applicant.invoke('JoinRoom', f.timeRangeId, room.id)) as JoinRoomResult;
    expect(joined.connectionId).toBe(applicant.connectionId);
    expect(joined.participants).toEqual([
      expect.objectContaining({
        connectionId: directorJoined.connectionId,
        userId: f.director.userId,
        meetingRole: 'ProgramUser',
      }),
    ]);
    expect(await arrived).toEqual([
      {
        roomId: room.id,
        participant: expect.objectContaining({
          connectionId: joined.connectionId,
          userId: f.applicants[0]!.userId,
        }),
      },
    ]);
    expect((await attendeeRow(f.applicants[0]!.userId))!.invitedRoomId).toBeNull();

    const signal = nextEvent(director, 'MeetingSignal');
    const offer = { type: 'offer', sdp: 'v=0 fake offer' };
    await applicant.invoke('SendSignal', room.id, directorJoined.connectionId, offer);
    expect(await signal).toEqual([
      {
        roomId: room.id,
        fromConnectionId: joined.connectionId,
        fromUserId: f.applicants[0]!.userId,
        signal: offer,
      },
    ]);
    // The coordinator is on the Meeting hub but not in the room: it neither hears nor sends.
    await expect(coordinator.invoke('SendSignal', room.id, joined.connectionId, offer)).rejects.toThrow(
      refusal('SendSignal', meetingMessages.NotInRoom),
    );
    await applicant.invoke('SendSignal', room.id, 'someone-else', { type: 'candidate', candidate: null });
    const answer = nextEvent(applicant, 'MeetingSignal');
    await director.invoke('SendSignal', room.id, joined.connectionId, {
      type: 'answer',
      sdp: 'v=0 fake answer',
    });
    await answer;
    expect(coordinatorSignals).toEqual([]);
    await expect(
      applicant.invoke('SendSignal', room.id, directorJoined.connectionId, { type: 'offer' }),
    ).rejects.toThrow('The signal is not valid.');

    const left = nextEvent(director, 'MeetingParticipantLeft');
    await applicant.invoke('LeaveRoom', f.timeRangeId, room.id);
    expect(await left).toEqual([
      { roomId: room.id, connectionId: joined.connectionId, userId: f.applicants[0]!.userId },
    ]);
    await expect(applicant.invoke('SendSignal', room.id, directorJoined.connectionId, offer)).rejects.toThrow(
      meetingMessages.NotInRoom,
    );
  });

  it("runs the room's timer on the server's clock and StopMeeting ends the room", async () => {
    const room = await createRoom('Timer room');
    await invite(f.applicants[3]!.userId, room.id);
    const board = await connect('MeetingDashboard', f.coordinator.token);
    await board.invoke('GetInterviewDashboard', f.timeRangeId);
    const boardTimers = collect(board, 'InterviewDashboardTimerUpdate');
    const applicant = await connect('Meeting', f.applicants[3]!.token);
    await applicant.invoke('JoinRoom', f.timeRangeId, room.id);
    const roomTimers = collect(applicant, 'UpdateMeetingTimer');
    const director = await connect('Meeting', f.director.token);
    const timer = async (status: string, durationSeconds?: number) =>
      (await director.invoke('UpdateTimer', room.id, {
        status,
        ...(durationSeconds ? { durationSeconds } : {}),
      })) as RoomTimer;
    const read = async () => (await applicant.invoke('GetTimer', room.id)) as RoomTimer;

    const started = await timer('Running', 900);
    expect(started).toMatchObject({ status: 'Running', elapsedMs: 0, durationSeconds: 900 });
    expect(started.startedAt).toBe(ctx.clock.now().toISOString());
    ctx.clock.advance(30_000);
    expect(await read()).toMatchObject({
      status: 'Running',
      elapsedMs: 30_000,
      serverNow: ctx.clock.now().toISOString(),
    });
    expect(await timer('Paused')).toMatchObject({ status: 'Paused', elapsedMs: 30_000, startedAt: null });
    ctx.clock.advance(10_000);
    expect((await read()).elapsedMs).toBe(30_000);
    await timer('Running');
    ctx.clock.advance(5_000);
    expect((await read()).elapsedMs).toBe(35_000);
    await expect(timer('Initial')).rejects.toThrow(
      formatMessage(meetingMessages.TimerTransitionRefused, { from: 'Running', to: 'Initial' }),
    );

    const stop = nextEvent(applicant, 'StopMeeting');
    expect(await timer('Stopped')).toMatchObject({ status: 'Stopped', elapsedMs: 35_000 });
    expect(await stop).toEqual([{ timeRangeId: f.timeRangeId, roomId: room.id }]);
    expect((await attendeeRow(f.applicants[3]!.userId))!.roomId).toBeNull();
    await expect(
      applicant.invoke('SendSignal', room.id, 'anyone', { type: 'candidate', candidate: null }),
    ).rejects.toThrow(meetingMessages.NotInRoom);
    ctx.clock.advance(5_000);
    expect((await read()).elapsedMs).toBe(35_000);
    expect(await timer('Initial')).toMatchObject({ status: 'Initial', elapsedMs: 0 });

    await waitFor(() => boardTimers.length === 5, 5_000, 'five dashboard timer updates');
    expect(boardTimers.map((e) => (e as { timer: RoomTimer }).timer.status)).toEqual([
      'Running',
      'Paused',
      'Running',
      'Stopped',
      'Initial',
    ]);
    // The applicant left the room with the stop, so it heard the timer until then.
    expect(roomTimers.map((e) => (e as { timer: RoomTimer }).timer.status)).toEqual(
      expect.arrayContaining(['Running', 'Paused', 'Stopped']),
    );
    const logged = await db
      .select({ event: meetingEvents.event })
      .from(meetingEvents)
      .where(and(eq(meetingEvents.timeRangeId, f.timeRangeId), eq(meetingEvents.roomId, room.id)));
    expect(logged.map((e) => e.event)).toEqual(
      expect.arrayContaining(['TimerStarted', 'TimerPaused', 'MeetingStopped', 'TimerReset']),
    );
  });

  it('takes an applicant sent back to the waiting room out of the room', async () => {
    const room = await createRoom('Move room');
    await invite(f.applicants[1]!.userId, room.id);
    const director = await connect('Meeting', f.director.token);
    const directorJoined = (await director.invoke('JoinRoom', f.timeRangeId, room.id)) as JoinRoomResult;
    const applicant = await connect('Meeting', f.applicants[1]!.token);
    const joined = (await applicant.invoke('JoinRoom', f.timeRangeId, room.id)) as JoinRoomResult;
    const toldDirector = nextEvent(director, 'MeetingParticipantLeft');
    const toldApplicant = nextEvent(applicant, 'MeetingParticipantLeft');
    await invite(f.applicants[1]!.userId, null);
    const left = [{ roomId: room.id, connectionId: joined.connectionId, userId: f.applicants[1]!.userId }];
    expect(await toldDirector).toEqual(left);
    expect(await toldApplicant).toEqual(left);
    expect(await attendeeRow(f.applicants[1]!.userId)).toMatchObject({
      roomId: null,
      invitedRoomId: null,
      status: 'Online',
    });
    await expect(
      applicant.invoke('SendSignal', room.id, directorJoined.connectionId, {
        type: 'candidate',
        candidate: null,
      }),
    ).rejects.toThrow(meetingMessages.NotInRoom);
    await expect(applicant.invoke('JoinRoom', f.timeRangeId, room.id)).rejects.toThrow(
      meetingMessages.RoomNotInvited,
    );
  });

  it("hands an applicant's place to its newest connection", async () => {
    const room = await createRoom('Reload room');
    await invite(f.applicants[2]!.userId, room.id);
    const first = await connect('Meeting', f.applicants[2]!.token);
    const joined = (await first.invoke('JoinRoom', f.timeRangeId, room.id)) as JoinRoomResult;
    const told = nextEvent(first, 'MeetingParticipantLeft');
    const second = await connect('Meeting', f.applicants[2]!.token);
    const details = (await second.invoke('GetMeetingDetails', f.timeRangeId)) as MeetingDetails;
    expect(details.me).toMatchObject({ roomId: null, invitedRoomId: room.id, status: 'Online' });
    expect(await told).toEqual([
      { roomId: room.id, connectionId: joined.connectionId, userId: f.applicants[2]!.userId },
    ]);
    await expect(
      first.invoke('SendSignal', room.id, 'anyone', { type: 'candidate', candidate: null }),
    ).rejects.toThrow(meetingMessages.NotInRoom);
    const rejoined = (await second.invoke('JoinRoom', f.timeRangeId, room.id)) as JoinRoomResult;
    expect(rejoined.connectionId).toBe(second.connectionId);
  });

  it('holds at most six people in a room: the seventh is refused', async () => {
    const room = await createRoom('Full room');
    for (const applicant of f.applicants) await invite(applicant.userId, room.id);
    const clients = await Promise.all(f.applicants.map((a) => connect('Meeting', a.token)));
    for (const client of clients.slice(0, 6)) await client.invoke('JoinRoom', f.timeRangeId, room.id);
    await expect(clients[6]!.invoke('JoinRoom', f.timeRangeId, room.id)).rejects.toThrow(
      refusal('JoinRoom', formatMessage(meetingMessages.RoomFull, { max: 6 })),
    );
    expect(meetingMessages.RoomFull.replace('{max}', '6')).toBe(
      'This room is full: a video call holds at most 6 people.',
    );
    await clients[0]!.invoke('LeaveRoom', f.timeRangeId, room.id);
    const seventh = (await clients[6]!.invoke('JoinRoom', f.timeRangeId, room.id)) as JoinRoomResult;
    expect(seventh.participants).toHaveLength(5);
  });

  it('takes a closed connection offline, out of its room, and tells the room and the dashboard', async () => {
    const room = await createRoom('Drop room');
    await invite(f.applicants[4]!.userId, room.id);
    const director = await connect('Meeting', f.director.token);
    await director.invoke('JoinRoom', f.timeRangeId, room.id);
    const applicant = await connect('Meeting', f.applicants[4]!.token);
    const joined = (await applicant.invoke('JoinRoom', f.timeRangeId, room.id)) as JoinRoomResult;
    const board = await connect('MeetingDashboard', f.director.token);
    await board.invoke('GetInterviewDashboard', f.timeRangeId);

    const left = nextEvent(director, 'MeetingParticipantLeft');
    const updated = nextEvent(board, 'InterviewDashboardUpdate');
    await applicant.stop();
    expect(await left).toEqual([
      { roomId: room.id, connectionId: joined.connectionId, userId: f.applicants[4]!.userId },
    ]);
    expect(await updated).toEqual([{ timeRangeId: f.timeRangeId }]);
    const row = await attendeeRow(f.applicants[4]!.userId);
    expect(row).toMatchObject({ status: 'Offline', roomId: null, invitedRoomId: room.id });
    const dropped = await db
      .select()
      .from(meetingEvents)
      .where(
        and(
          eq(meetingEvents.event, 'Disconnected'),
          eq(meetingEvents.userId, f.applicants[4]!.userId),
          eq(meetingEvents.roomId, room.id),
        ),
      );
    expect(dropped).toHaveLength(1);
    expect(dropped[0]!.level).toBe(2);
    // It comes back to the room it dropped out of.
    const back = await connect('Meeting', f.applicants[4]!.token);
    const rejoined = (await back.invoke('JoinRoom', f.timeRangeId, room.id)) as JoinRoomResult;
    expect(rejoined.participants.map((p) => p.userId)).toEqual([f.director.userId]);
  });

  it('stores connection health, tells the room and the dashboard, and logs only changes', async () => {
    const room = await createRoom('Health room');
    await invite(f.applicants[5]!.userId, room.id);
    const director = await connect('Meeting', f.director.token);
    await director.invoke('JoinRoom', f.timeRangeId, room.id);
    const applicant = await connect('Meeting', f.applicants[5]!.token);
    await applicant.invoke('JoinRoom', f.timeRangeId, room.id);
    const board = await connect('MeetingDashboard', f.admin);
    await board.invoke('GetInterviewDashboard', f.timeRangeId);

    const told = nextEvent(director, 'UpdateConnectionHealth');
    const updated = nextEvent(board, 'InterviewDashboardUpdate');
    await applicant.invoke('UpdateConnectionHealth', f.timeRangeId, 'Weak');
    expect(await told).toEqual([
      {
        timeRangeId: f.timeRangeId,
        roomId: room.id,
        userId: f.applicants[5]!.userId,
        connectionHealth: 'Weak',
      },
    ]);
    await updated;
    await applicant.invoke('UpdateConnectionHealth', f.timeRangeId, 'Weak');
    await expect(applicant.invoke('UpdateConnectionHealth', f.timeRangeId, 'Bad')).rejects.toThrow(
      'The connection health is not valid.',
    );
    expect((await attendeeRow(f.applicants[5]!.userId))!.connectionHealth).toBe('Weak');
    const changes = await db
      .select()
      .from(meetingEvents)
      .where(
        and(eq(meetingEvents.event, 'HealthChanged'), eq(meetingEvents.userId, f.applicants[5]!.userId)),
      );
    expect(changes).toHaveLength(1);
    const dashboard = (await board.invoke('GetInterviewDashboard', f.timeRangeId)) as InterviewDashboard;
    expect(dashboard.attendees.find((a) => a.userId === f.applicants[5]!.userId)!.connectionHealth).toBe(
      'Weak',
    );
  });

  it("keeps clients' log events at the configured level, at most a minute's worth per connection", async () => {
    const applicant = await connect('Meeting', f.applicants[6]!.token);
    const mine = async () =>
      db
        .select()
        .from(meetingEvents)
        .where(and(eq(meetingEvents.timeRangeId, f.timeRangeId), eq(meetingEvents.event, 'ClientProbe')));
    await applicant.invoke('LogEvent', f.timeRangeId, { level: 0, event: 'ClientProbe' });
    expect(await mine()).toHaveLength(0);
    for (let i = 0; i < LOG_EVENTS_PER_MINUTE + 5; i += 1) {
      await applicant.invoke('LogEvent', f.timeRangeId, {
        level: 2,
        event: 'ClientProbe',
        message: `probe ${i}`,
        details: { i },
      });
    }
    const stored = await mine();
    expect(stored).toHaveLength(LOG_EVENTS_PER_MINUTE);
    expect(stored[0]).toMatchObject({ level: 2, userId: f.applicants[6]!.userId });
    await expect(applicant.invoke('LogEvent', f.timeRangeId, { level: 9, event: 'x' })).rejects.toThrow(
      'The log entry is not valid.',
    );
  });
});
