import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type {
  LiveMeetingRange,
  MeetingAttendee,
  MeetingEvent,
  MeetingRoom,
  MyMeeting,
  VideoFeedback,
} from '../../../core/contracts/meetings/meetings.contract.ts';
import { meetingMessages } from '../../../core/domain/meeting-messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { meetingAttendees, videoConferenceFeedback } from '../../db/schema.ts';
import { createMeetingFixture, type MeetingFixture } from '../../test-support/meetings.fixture.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { bearer, describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('meeting routes', (ctx) => {
  let db: DbExecutor;
  let f: MeetingFixture;
  let society: string;
  const call = routeCaller(ctx, () => f.director.token);
  const rooms = () => `/api/meetings/${f.timeRangeId}/rooms`;

  beforeAll(async () => {
    db = ctx.database.db;
    f = await createMeetingFixture(ctx, { applicants: 3 });
    society = await f.tokenOf('SocietyUser');
  });

  it('guards every route by role', async () => {
    const room = `/api/meetings/${f.timeRangeId}/rooms/1`;
    const applicant = f.applicants[0]!.token;
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: '/api/meetings' },
        { method: 'GET', url: '/api/meetings/ice-servers' },
        {
          method: 'POST',
          url: '/api/meetings/feedback',
          payload: { clientId: randomUUID(), timeRangeId: f.timeRangeId, overallRating: 5 },
        },
      ],
      [f.admin, society],
    );
    await expectRoleGuarded(
      call,
      [
        { method: 'POST', url: rooms(), payload: { name: 'Room B' } },
        { method: 'PUT', url: room, payload: { name: 'Room B' } },
        { method: 'DELETE', url: room },
        {
          method: 'POST',
          url: `/api/meetings/${f.timeRangeId}/moves`,
          payload: { userId: randomUUID(), roomId: null },
        },
      ],
      [f.admin, applicant],
    );
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: '/api/admin/meetings/live' },
        { method: 'GET', url: `/api/admin/meetings/${f.timeRangeId}/events` },
        { method: 'GET', url: '/api/admin/meetings/feedback' },
      ],
      [f.director.token, applicant],
    );
  });

  it("lists the caller's video meetings: the program's users and the applicants interviewing in them", async () => {
    const mine = async (token: string) =>
      ((await call({ method: 'GET', url: '/api/meetings' }, token)).json() as { items: MyMeeting[] }).items;
    const asDirector = await mine(f.director.token);
    expect(asDirector.map((m) => [m.id, m.meetingRole])).toEqual([[f.timeRangeId, 'ProgramUser']]);
    expect(asDirector[0]!.isLive).toBe(true);
    expect(asDirector[0]!.interviewType).toBe('MatchlineVideoConference');
    expect((await mine(f.applicants[1]!.token)).map((m) => [m.id, m.meetingRole])).toEqual([
      [f.timeRangeId, 'Applicant'],
    ]);
    expect(await mine(f.stranger.token)).toEqual([]);
    expect(await mine(f.outsider.token)).toEqual([]);
  });

  it('gives no ICE servers unless configured, and short-lived coturn credentials for TURN', async () => {
    const none = await call({ method: 'GET', url: '/api/meetings/ice-servers' });
    expect(none.json()).toEqual({ iceServers: [], expiresAt: null });

    const secret = 'a-turn-secret-of-some-length';
    const app = await ctx.buildApp({
      env: {
        STUN_URLS: 'stun:turn.example.org:3478',
        TURN_URLS: 'turn:turn.example.org:3478, turns:turn.example.org:5349?transport=tcp',
        TURN_SECRET: secret,
        TURN_CREDENTIAL_TTL_SECONDS: '600',
      },
    });
    const user = await ctx.createUser({ roles: ['Applicant'] });
    const token = (await signInAs(app, user)).idToken;
    const answer = await app.inject({
      method: 'GET',
      url: '/api/meetings/ice-servers',
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as {
      iceServers: { urls: string[]; username?: string; credential?: string }[];
      expiresAt: string;
    };
    const expiry = Math.floor(ctx.clock.now().getTime() / 1000) + 600;
    expect(body.iceServers[0]).toEqual({ urls: ['stun:turn.example.org:3478'] });
    const turn = body.iceServers[1]!;
    expect(turn.urls).toEqual(['turn:turn.example.org:3478', 'turns:turn.example.org:5349?transport=tcp']);
    expect(turn.username).toBe(`${expiry}:${user.id}`);
    expect(turn.credential).toBe(createHmac('sha1', secret).update(`${expiry}:${user.id}`).digest('base64'));
    expect(body.expiresAt).toBe(new Date(expiry * 1000).toISOString());
  });

  it("manages the range's rooms: the program's users only, names unique, video days only", async () => {
    const created = await call({
      method: 'POST',
      url: rooms(),
      payload: { name: 'Room B', durationMinutes: 30 },
    });
    expect(created.statusCode).toBe(200);
    const room = created.json() as MeetingRoom;
    expect(room).toMatchObject({ name: 'Room B', participantUserIds: [] });
    expect(room.timer).toMatchObject({ status: 'Initial', durationSeconds: 1800, elapsedMs: 0 });

    const again = await call({ method: 'POST', url: rooms(), payload: { name: 'Room B' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(meetingMessages.RoomNameTaken);

    const outsider = await call(
      { method: 'POST', url: rooms(), payload: { name: 'Room Z' } },
      f.outsider.token,
    );
    expect(outsider.statusCode).toBe(403);

    const inPerson = await call({
      method: 'POST',
      url: `/api/meetings/${f.inPersonRangeId}/rooms`,
      payload: { name: 'Room A' },
    });
    expect(inPerson.statusCode).toBe(409);
    expect(inPerson.json().error.Message).toBe(meetingMessages.NotAVideoMeeting);

    const renamed = await call(
      { method: 'PUT', url: `${rooms()}/${room.id}`, payload: { name: 'Room C' } },
      f.coordinator.token,
    );
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as MeetingRoom).name).toBe('Room C');
    const removed = await call({ method: 'DELETE', url: `${rooms()}/${room.id}` });
    expect(removed.json()).toEqual({ ok: true });
    const gone = await call({ method: 'DELETE', url: `${rooms()}/${room.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('moves an applicant of the range: invited to a room, then back to the waiting room', async () => {
    const room = (
      await call({ method: 'POST', url: rooms(), payload: { name: 'Room M' } })
    ).json() as MeetingRoom;
    const moves = `/api/meetings/${f.timeRangeId}/moves`;
    const applicant = f.applicants[2]!;
    const invited = await call({
      method: 'POST',
      url: moves,
      payload: { userId: applicant.userId, roomId: room.id },
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json() as MeetingAttendee).toMatchObject({
      userId: applicant.userId,
      meetingRole: 'Applicant',
      applicantId: applicant.applicantId,
      applicationId: applicant.applicationId,
      invitedRoomId: room.id,
      roomId: null,
      status: 'Offline',
    });
    const back = await call({
      method: 'POST',
      url: moves,
      payload: { userId: applicant.userId, roomId: null },
    });
    expect(back.json()).toMatchObject({ invitedRoomId: null, roomId: null });

    const stranger = await call({
      method: 'POST',
      url: moves,
      payload: { userId: f.stranger.userId, roomId: room.id },
    });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().error.Message).toBe(meetingMessages.NotAnApplicantOfRange);
    const outsider = await call(
      { method: 'POST', url: moves, payload: { userId: applicant.userId, roomId: room.id } },
      f.outsider.token,
    );
    expect(outsider.statusCode).toBe(403);
  });

  it('takes feedback from attendees only, once per client id', async () => {
    const applicant = f.applicants[0]!;
    const payload = {
      clientId: randomUUID(),
      timeRangeId: f.timeRangeId,
      overallRating: 2,
      audioRating: 3,
      problems: ['Echo'],
      comment: 'Echo at the start',
    };
    const send = (token: string) => call({ method: 'POST', url: '/api/meetings/feedback', payload }, token);
    const early = await send(applicant.token);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.Message).toBe(meetingMessages.FeedbackNotAttended);

    await db.insert(meetingAttendees).values({
      timeRangeId: f.timeRangeId,
      userId: applicant.userId,
      meetingRole: 'Applicant',
      joinedAt: ctx.clock.now(),
    });
    const first = await send(applicant.token);
    expect(first.statusCode).toBe(200);
    const second = await send(applicant.token);
    expect(second.json()).toEqual(first.json());
    const stored = await db
      .select()
      .from(videoConferenceFeedback)
      .where(eq(videoConferenceFeedback.userId, applicant.userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ meetingRole: 'Applicant', overallRating: 2, problems: ['Echo'] });

    const list = await call({ method: 'GET', url: '/api/admin/meetings/feedback?maxRating=3' }, f.admin);
    const body = list.json() as { items: VideoFeedback[]; total: number; averageRating: number | null };
    const mine = body.items.find((item) => item.id === (first.json() as { id: number }).id);
    expect(mine).toMatchObject({
      userId: applicant.userId,
      programName: f.programName,
      comment: 'Echo at the start',
      timeRangeId: f.timeRangeId,
    });
    expect(body.averageRating).toBe(2);
    const high = await call({ method: 'GET', url: '/api/admin/meetings/feedback?maxRating=1' }, f.admin);
    expect((high.json() as { total: number }).total).toBe(0);
  });

  it("shows the admin today's video ranges and their logged events", async () => {
    const live = await call({ method: 'GET', url: '/api/admin/meetings/live' }, f.admin);
    expect(live.statusCode).toBe(200);
    const item = (live.json() as { items: LiveMeetingRange[] }).items.find(
      (i) => i.timeRange.id === f.timeRangeId,
    );
    expect(item).toBeDefined();
    expect(item!.timeRange.isLive).toBe(true);
    expect(item!.rooms.map((r) => r.name)).toContain('Room M');
    // Three applicants interview in the range (one has an attendee row from the feedback test).
    expect(item!.attendeeCount).toBe(3);
    expect(item!.lastEventAt).not.toBeNull();
    const ids = (live.json() as { items: LiveMeetingRange[] }).items.map((i) => i.timeRange.id);
    expect(ids).not.toContain(f.inPersonRangeId);

    const events = await call({ method: 'GET', url: `/api/admin/meetings/${f.timeRangeId}/events` }, f.admin);
    const logged = (events.json() as { items: MeetingEvent[] }).items.map((e) => e.event);
    expect(logged).toEqual(
      expect.arrayContaining(['RoomCreated', 'RoomRenamed', 'RoomRemoved', 'Invited', 'Moved']),
    );
    const warnings = await call(
      { method: 'GET', url: `/api/admin/meetings/${f.timeRangeId}/events?level=2` },
      f.admin,
    );
    expect((warnings.json() as { total: number }).total).toBe(0);
  });
});
