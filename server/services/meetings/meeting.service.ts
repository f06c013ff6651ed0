/**
 * Interview-day meetings (issue 17, ADR 0026; docs/topics/meetings.md): the dashboard of a video
 * interview range, its rooms and their shared timers, who is where (presence through the Meeting
 * hub's connections), connection health, moves between rooms, the meeting log, the feedback and
 * the admin's reads. Hub methods (server/realtime/meeting-hub-methods.ts) and routes call it; it
 * raises the meeting hubs' events through `hubEvents` once its writes are done.
 */
import { createHmac } from 'node:crypto';
import type {
  InterviewDashboard,
  JoinRoomResult,
  LiveMeetingRange,
  MeetingAttendee,
  MeetingDetails,
  MeetingEvent,
  MeetingLogEntry,
  MeetingRoom,
  MeetingTimeRange,
  MyMeeting,
  RoomInput,
  RoomParticipant,
  RoomTimer,
  RtcSignal,
  TimerUpdate,
  VideoFeedback,
  videoFeedbackInput,
} from '../../../core/contracts/meetings/meetings.contract.ts';
import type { Paged } from '../../../core/contracts/paging.ts';
import { dateInZone } from '../../../core/domain/interview-rules.ts';
import { meetingMessages } from '../../../core/domain/meeting-messages.ts';
import {
  type ConnectionHealth,
  type MeetingRole,
  type MeetingServerEvent,
  maxRoomParticipants,
  type RoomTimerStatus,
} from '../../../core/domain/meetings.ts';
import { formatMessage } from '../../../core/domain/messages.ts';
import { hubEvents as events, hubGroups } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  countRangeApplicants,
  deleteRoom,
  disconnectAttendees,
  emptyRoom,
  findAttendee,
  findMeetingRange,
  findRoom,
  findRoomByName,
  findUserName,
  insertFeedback,
  insertMeetingEvent,
  insertRoom,
  lastEventTimes,
  listApplicantMeetingRanges,
  listAttendees,
  listFeedback,
  listLiveMeetingRanges,
  listMeetingEvents,
  listProgramUserMeetingRanges,
  listRangeApplicants,
  listRoomParticipants,
  listRooms,
  lockRoom,
  type MeetingAttendeeRow,
  type MeetingRangeRow,
  type MeetingRoomRow,
  type RangeApplicantRow,
  updateAttendee,
  updateRoom,
  upsertAttendee,
} from '../../db/repositories/meetings.repository.ts';
import { pageOf } from '../../db/repositories/paging.ts';
import { AppError, conflict, forbiddenResource, notFound } from '../../errors.ts';
import type { AuthContext } from '../auth/session.service.ts';
import type { ActionLimits } from '../limits/action-limits.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import { meetingAccess, programUserAccess, videoRange } from './meeting-access.ts';

export type MeetingService = ReturnType<typeof createMeetingService>;

type Caller = Pick<AuthContext, 'userId' | 'roles'>;

/** The room name a range's first room gets when the range names none. */
export const DEFAULT_ROOM_NAME = 'Interview room';

/** LogEvent calls one connection may store per minute; more are dropped without a word. */
export const LOG_EVENTS_PER_MINUTE = 60;

const HOUR_MS = 3_600_000;

/** The timer's allowed moves, by the status it goes to: the statuses it may come from (Stopped: from anywhere). */
const timerMoves: Record<RoomTimerStatus, readonly RoomTimerStatus[]> = {
  Initial: ['Initial', 'Stopped', 'Paused'],
  Running: ['Initial', 'Paused'],
  Paused: ['Running'],
  Stopped: ['Initial', 'Running', 'Paused', 'Stopped'],
};

const timerEvents: Partial<Record<RoomTimerStatus, MeetingServerEvent>> = {
  Running: 'TimerStarted',
  Paused: 'TimerPaused',
  Initial: 'TimerReset',
  Stopped: 'MeetingStopped',
};

export function createMeetingService(deps: {
  db: DbExecutor;
  clock: Clock;
  hubEvents: HubEvents;
  limits: ActionLimits;
  config: Config['meetings'];
}) {
  const { db, clock, hubEvents, limits, config } = deps;

  // ---------- views ----------

  function timerOf(room: MeetingRoomRow, now: Date): RoomTimer {
    const running = room.timerStatus === 'Running' && room.timerStartedAt !== null;
    const current = running ? Math.max(0, now.getTime() - room.timerStartedAt!.getTime()) : 0;
    return {
      roomId: room.id,
      status: room.timerStatus,
      durationSeconds: room.timerDurationSeconds,
      elapsedMs: Math.round(room.timerElapsedMs + current),
      startedAt: running ? room.timerStartedAt!.toISOString() : null,
      serverNow: now.toISOString(),
    };
  }

  function roomView(room: MeetingRoomRow, attendees: readonly MeetingAttendeeRow[], now: Date): MeetingRoom {
    return {
      id: room.id,
      name: room.name,
      position: room.position,
      timer: timerOf(room, now),
      participantUserIds: attendees
        .filter((a) => a.roomId === room.id && a.status === 'Online')
        .map((a) => a.userId),
    };
  }

  function rangeView(range: MeetingRangeRow, now: Date): MeetingTimeRange {
    const underWay =
      range.startsAt.getTime() - HOUR_MS <= now.getTime() &&
      now.getTime() <= range.endsAt.getTime() + HOUR_MS;
    return {
      id: range.id,
      interviewDayId: range.interviewDayId,
      programId: range.programId,
      programCode: range.programCode,
      programName: range.programName,
      matchCycleCode: range.matchCycleCode,
      date: range.date,
      timeZone: range.timeZone,
      startsAt: range.startsAt.toISOString(),
      endsAt: range.endsAt.toISOString(),
      interviewType: range.interviewType,
      roomName: range.roomName,
      isLive: dateInZone(now, range.timeZone) === range.date || underWay,
    };
  }

  function attendeeView(row: MeetingAttendeeRow, applicant: RangeApplicantRow | undefined): MeetingAttendee {
    return {
      userId: row.userId,
      name: row.name,
      meetingRole: row.meetingRole,
      applicantId: applicant?.applicantId ?? null,
      applicationId: applicant?.applicationId ?? null,
      roomId: row.roomId,
      invitedRoomId: row.invitedRoomId,
      status: row.status,
      connectionHealth: row.connectionHealth,
      joinedAt: row.joinedAt?.toISOString() ?? null,
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    };
  }

  /** An applicant with an accepted interview who has not connected yet. */
  function absentApplicant(applicant: RangeApplicantRow): MeetingAttendee {
    return {
      userId: applicant.userId,
      name: applicant.name,
      meetingRole: 'Applicant',
      applicantId: applicant.applicantId,
      applicationId: applicant.applicationId,
      roomId: null,
      invitedRoomId: null,
      status: 'Offline',
      connectionHealth: null,
      joinedAt: null,
      lastSeenAt: null,
    };
  }

  function participantView(row: MeetingAttendeeRow): RoomParticipant {
    return {
      connectionId: row.connectionId!,
      userId: row.userId,
      name: row.name,
      meetingRole: row.meetingRole,
      connectionHealth: row.connectionHealth,
    };
  }

  // ---------- events ----------

  async function log(
    range: { id: number },
    event: MeetingServerEvent,
    values: { roomId?: number | null; userId?: string | null; details?: Record<string, unknown> } = {},
  ): Promise<void> {
    await insertMeetingEvent(db, {
      timeRangeId: range.id,
      roomId: values.roomId ?? null,
      userId: values.userId ?? null,
      level: event === 'Disconnected' ? 2 : 1,
      event,
      details: values.details ?? null,
    });
  }

  function toRoom(roomId: number, target: (typeof events)[keyof typeof events], payload: unknown): void {
    hubEvents.send({
      hub: 'Meeting',
      audience: { kind: 'group', group: hubGroups.meetingRoom(roomId) },
      target,
      args: [payload],
    });
  }

  function dashboardChanged(timeRangeId: number): void {
    hubEvents.send({
      hub: 'MeetingDashboard',
      audience: { kind: 'group', group: hubGroups.meetingDay(timeRangeId) },
      target: events.interviewDashboardUpdate,
      args: [{ timeRangeId }],
    });
  }

  function participantLeft(roomId: number, userId: string, connectionId: string | null): void {
    if (connectionId === null) return;
    toRoom(roomId, events.meetingParticipantLeft, { roomId, connectionId, userId });
  }

  function timerChanged(timeRangeId: number, timer: RoomTimer): void {
    toRoom(timer.roomId, events.updateMeetingTimer, { timeRangeId, timer });
    hubEvents.send({
      hub: 'MeetingDashboard',
      audience: { kind: 'group', group: hubGroups.meetingDay(timeRangeId) },
      target: events.interviewDashboardTimerUpdate,
      args: [{ timeRangeId, timer }],
    });
  }

  // ---------- rooms ----------

  /** The range's rooms; a range without any gets its first one (named after the range) when a program user looks. */
  async function roomsOf(range: MeetingRangeRow, create: boolean): Promise<MeetingRoomRow[]> {
    const rooms = await listRooms(db, [range.id]);
    if (rooms.length > 0 || !create) return rooms;
    const created = await insertRoom(db, {
      timeRangeId: range.id,
      name: range.roomName ?? DEFAULT_ROOM_NAME,
    });
    if (created) await log(range, 'RoomCreated', { roomId: created.id, details: { name: created.name } });
    return listRooms(db, [range.id]);
  }

  async function roomOfRange(range: MeetingRangeRow, roomId: number): Promise<MeetingRoomRow> {
    const room = await findRoom(db, roomId);
    if (!room || room.timeRangeId !== range.id) throw notFound();
    return room;
  }

  /** The room and the caller's meeting access to its range. */
  async function roomAccess(auth: Caller, roomId: number, use: 'join' | 'watch') {
    const room = await findRoom(db, roomId);
    if (!room) throw notFound();
    const access = await meetingAccess(db, auth, room.timeRangeId, use);
    return { room, access };
  }

  // ---------- the dashboard and the caller's view ----------

  async function dashboard(range: MeetingRangeRow, rooms: MeetingRoomRow[]): Promise<InterviewDashboard> {
    const [attendees, applicants] = await Promise.all([
      listAttendees(db, [range.id]),
      listRangeApplicants(db, range.id),
    ]);
    const now = clock.now();
    const applicantOf = new Map(applicants.map((a) => [a.userId, a]));
    const present = new Set(attendees.map((a) => a.userId));
    return {
      timeRange: rangeView(range, now),
      rooms: rooms.map((room) => roomView(room, attendees, now)),
      attendees: [
        ...attendees.map((row) => attendeeView(row, applicantOf.get(row.userId))),
        ...applicants.filter((a) => !present.has(a.userId)).map(absentApplicant),
      ],
      serverNow: now.toISOString(),
    };
  }

  return {
    /** GetInterviewDashboard: program users of the program and admins. */
    async getInterviewDashboard(auth: Caller, timeRangeId: number): Promise<InterviewDashboard> {
      const access = await meetingAccess(db, auth, timeRangeId, 'watch');
      if (access.kind === 'Applicant') throw forbiddenResource();
      return dashboard(access.range, await roomsOf(access.range, access.kind === 'ProgramUser'));
    },

    /** GetMeetingDetails: the caller's view; an applicant is registered online in the waiting room's list. */
    async getMeetingDetails(
      auth: Caller,
      timeRangeId: number,
      connectionId: string,
    ): Promise<MeetingDetails> {
      const access = await meetingAccess(db, auth, timeRangeId, 'join');
      const { range } = access;
      const now = clock.now();
      if (access.kind === 'Applicant') {
        // The newest connection is the attendee's: one still in a room on an older connection (a
        // reload, another tab) leaves it, and may come back to it from this one.
        const before = await findAttendee(db, range.id, auth.userId);
        const takeOver = before?.roomId != null && before.connectionId !== connectionId;
        await upsertAttendee(
          db,
          { timeRangeId: range.id, userId: auth.userId, meetingRole: 'Applicant' },
          {
            status: 'Online',
            connectionId,
            joinedAt: now,
            lastSeenAt: now,
            ...(takeOver ? { roomId: null, invitedRoomId: before.roomId } : {}),
          },
        );
        if (takeOver) {
          participantLeft(before.roomId!, auth.userId, before.connectionId);
          await log(range, 'Left', {
            roomId: before.roomId,
            userId: auth.userId,
            details: { replacedConnectionId: before.connectionId, connectionId },
          });
        }
        dashboardChanged(range.id);
      }
      const rooms = await roomsOf(range, access.kind === 'ProgramUser');
      const [attendees, mine] = await Promise.all([
        listAttendees(db, [range.id]),
        findAttendee(db, range.id, auth.userId),
      ]);
      const applicant = access.kind === 'Applicant' ? access.applicant : undefined;
      const me: MeetingAttendee = mine
        ? attendeeView(mine, applicant)
        : {
            userId: auth.userId,
            name: await findUserName(db, auth.userId),
            meetingRole: access.kind === 'Applicant' ? 'Applicant' : 'ProgramUser',
            applicantId: null,
            applicationId: null,
            roomId: null,
            invitedRoomId: null,
            status: 'Offline',
            connectionHealth: null,
            joinedAt: null,
            lastSeenAt: null,
          };
      const visible =
        access.kind === 'ProgramUser'
          ? rooms
          : rooms.filter((room) => room.id === mine?.roomId || room.id === mine?.invitedRoomId);
      return {
        timeRange: rangeView(range, now),
        meetingRole: me.meetingRole,
        me,
        rooms: visible.map((room) => roomView(room, attendees, now)),
        logLevel: config.logLevel,
        maxParticipants: maxRoomParticipants,
        serverNow: now.toISOString(),
      };
    },

    /**
     * JoinRoom: the caller's connection enters the room (applicants: the room they were invited to or
     * are in; program users: any room of the range), at most `maxRoomParticipants` online at once.
     * The others in the room hear MeetingParticipantJoined; the answer lists them for the offers.
     */
    async joinRoom(
      auth: Caller,
      where: { timeRangeId: number; roomId: number; connectionId: string },
    ): Promise<JoinRoomResult & { previousRoomId: number | null }> {
      const access = await meetingAccess(db, auth, where.timeRangeId, 'join');
      const { range } = access;
      const role: MeetingRole = access.kind === 'Applicant' ? 'Applicant' : 'ProgramUser';
      const outcome = await withTransaction(db, async (tx) => {
        const room = await lockRoom(tx, where.roomId);
        if (!room || room.timeRangeId !== range.id) throw notFound();
        const before = await findAttendee(tx, range.id, auth.userId);
        if (role === 'Applicant' && before?.invitedRoomId !== room.id && before?.roomId !== room.id) {
          throw forbiddenResource(meetingMessages.RoomNotInvited);
        }
        const others = await listRoomParticipants(tx, room.id, auth.userId);
        if (others.length >= maxRoomParticipants) {
          throw conflict(formatMessage(meetingMessages.RoomFull, { max: maxRoomParticipants }));
        }
        const now = clock.now();
        await upsertAttendee(
          tx,
          { timeRangeId: range.id, userId: auth.userId, meetingRole: role },
          {
            roomId: room.id,
            invitedRoomId: null,
            status: 'Online',
            connectionId: where.connectionId,
            joinedAt: now,
            lastSeenAt: now,
          },
        );
        const me = await findAttendee(tx, range.id, auth.userId);
        return { room, before, others, me: me!, now };
      });
      const { room, before, others, me, now } = outcome;
      // The same person on an older connection (a reconnect, another tab) leaves where they were.
      if (before?.roomId && (before.connectionId !== where.connectionId || before.roomId !== room.id)) {
        participantLeft(before.roomId, auth.userId, before.connectionId);
      }
      toRoom(room.id, events.meetingParticipantJoined, { roomId: room.id, participant: participantView(me) });
      await log(range, 'Joined', { roomId: room.id, userId: auth.userId });
      dashboardChanged(range.id);
      return {
        roomId: room.id,
        connectionId: where.connectionId,
        participants: others.filter((o) => o.connectionId !== null).map(participantView),
        timer: timerOf(room, now),
        previousRoomId: before?.roomId && before.roomId !== room.id ? before.roomId : null,
      };
    },

    /** LeaveRoom: back to the waiting room (still online). Nothing when not in that room on this connection. */
    async leaveRoom(
      auth: Caller,
      where: { timeRangeId: number; roomId: number; connectionId: string },
    ): Promise<void> {
      const { range } = await meetingAccess(db, auth, where.timeRangeId, 'join');
      const mine = await findAttendee(db, range.id, auth.userId);
      if (!mine || mine.roomId !== where.roomId || mine.connectionId !== where.connectionId) return;
      await updateAttendee(db, mine.id, { roomId: null, lastSeenAt: clock.now() });
      participantLeft(where.roomId, auth.userId, where.connectionId);
      await log(range, 'Left', { roomId: where.roomId, userId: auth.userId });
      dashboardChanged(range.id);
    },

    /** SendSignal: relayed as it is to one connection of the room (the hub checked the sender is in it). */
    relaySignal(signal: {
      roomId: number;
      fromConnectionId: string;
      fromUserId: string;
      toConnectionId: string;
      signal: RtcSignal;
    }): void {
      hubEvents.send({
        hub: 'Meeting',
        audience: { kind: 'group', group: hubGroups.meetingPeer(signal.roomId, signal.toConnectionId) },
        target: events.meetingSignal,
        args: [
          {
            roomId: signal.roomId,
            fromConnectionId: signal.fromConnectionId,
            fromUserId: signal.fromUserId,
            signal: signal.signal,
          },
        ],
      });
    },

    /** UpdateConnectionHealth: stored; a change is logged and told to the room and the dashboard. */
    async updateConnectionHealth(auth: Caller, timeRangeId: number, health: ConnectionHealth): Promise<void> {
      const { range } = await meetingAccess(db, auth, timeRangeId, 'join');
      const mine = await findAttendee(db, range.id, auth.userId);
      // Program users are attendees once they join a room; before that there is nothing to show.
      if (!mine) return;
      const now = clock.now();
      await updateAttendee(db, mine.id, { connectionHealth: health, lastSeenAt: now });
      if (mine.connectionHealth === health) return;
      await log(range, 'HealthChanged', {
        roomId: mine.roomId,
        userId: auth.userId,
        details: { from: mine.connectionHealth, to: health },
      });
      if (mine.roomId !== null) {
        toRoom(mine.roomId, events.updateConnectionHealth, {
          timeRangeId: range.id,
          roomId: mine.roomId,
          userId: auth.userId,
          connectionHealth: health,
        });
      }
      dashboardChanged(range.id);
    },

    /** GetTimer: anyone with a meeting role in the room's range (admins too). */
    async getTimer(auth: Caller, roomId: number): Promise<RoomTimer> {
      const { room } = await roomAccess(auth, roomId, 'watch');
      return timerOf(room, clock.now());
    },

    /**
     * UpdateTimer (program users): Initial→Running, Running→Paused, Paused→Running, any→Stopped (the
     * meeting ends: StopMeeting to the room, everyone in it back to the waiting room), Paused or
     * Stopped→Initial (elapsed 0). `durationSeconds` changes the planned length in any status.
     */
    async updateTimer(auth: Caller, roomId: number, update: TimerUpdate): Promise<RoomTimer> {
      const { room: found, access } = await roomAccess(auth, roomId, 'watch');
      if (access.kind !== 'ProgramUser') throw forbiddenResource();
      const range = access.range;
      const { room, from, emptied } = await withTransaction(db, async (tx) => {
        const locked = (await lockRoom(tx, found.id))!;
        const from = locked.timerStatus;
        const to = update.status;
        const stays = from === to;
        if (!stays && !timerMoves[to].includes(from)) {
          throw conflict(formatMessage(meetingMessages.TimerTransitionRefused, { from, to }));
        }
        const now = clock.now();
        const change: Parameters<typeof updateRoom>[2] = {};
        if (update.durationSeconds !== undefined) change.timerDurationSeconds = update.durationSeconds;
        if (!stays) {
          change.timerStatus = to;
          const run =
            from === 'Running' && locked.timerStartedAt
              ? Math.max(0, now.getTime() - locked.timerStartedAt.getTime())
              : 0;
          if (to === 'Running') change.timerStartedAt = now;
          if (to === 'Paused' || to === 'Stopped') {
            change.timerElapsedMs = locked.timerElapsedMs + run;
            change.timerStartedAt = null;
          }
          if (to === 'Stopped') change.stoppedAt = now;
          if (to === 'Initial') {
            change.timerElapsedMs = 0;
            change.timerStartedAt = null;
            change.stoppedAt = null;
          }
        }
        const room = Object.keys(change).length > 0 ? (await updateRoom(tx, locked.id, change))! : locked;
        const emptied = !stays && to === 'Stopped' ? await emptyRoom(tx, locked.id) : [];
        return { room, from, emptied };
      });
      const timer = timerOf(room, clock.now());
      if (from !== room.timerStatus) {
        const event = timerEvents[room.timerStatus];
        if (event) {
          await log(range, event, {
            roomId: room.id,
            userId: auth.userId,
            details: { from, to: room.timerStatus },
          });
        }
      }
      timerChanged(range.id, timer);
      if (from !== room.timerStatus && room.timerStatus === 'Stopped') {
        toRoom(room.id, events.stopMeeting, { timeRangeId: range.id, roomId: room.id });
        if (emptied.length > 0) dashboardChanged(range.id);
      }
      return timer;
    },

    /**
     * LogEvent: a client's own event for the admin's log, at or above MEETING_LOG_LEVEL; at most
     * LOG_EVENTS_PER_MINUTE per connection, the rest dropped silently.
     */
    async logEvent(
      auth: Caller,
      timeRangeId: number,
      entry: MeetingLogEntry,
      connectionId: string,
    ): Promise<void> {
      const { range } = await meetingAccess(db, auth, timeRangeId, 'join');
      if (entry.level < config.logLevel) return;
      try {
        await limits.take([
          { key: `meeting-log:${connectionId}`, max: LOG_EVENTS_PER_MINUTE, windowMs: 60_000 },
        ]);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 429) return;
        throw error;
      }
      await insertMeetingEvent(db, {
        timeRangeId: range.id,
        roomId: entry.roomId ?? null,
        userId: auth.userId,
        level: entry.level,
        event: entry.event,
        message: entry.message ?? null,
        details: entry.details ?? null,
      });
    },

    /** A Meeting hub connection ended: whoever it held goes Offline and leaves their room. */
    async connectionClosed(connectionId: string): Promise<void> {
      const now = clock.now();
      const gone = await withTransaction(db, (tx) => disconnectAttendees(tx, connectionId, now));
      const ranges = new Set<number>();
      for (const attendee of gone) {
        ranges.add(attendee.timeRangeId);
        if (attendee.roomId !== null) participantLeft(attendee.roomId, attendee.userId, connectionId);
        await log({ id: attendee.timeRangeId }, 'Disconnected', {
          roomId: attendee.roomId,
          userId: attendee.userId,
        });
      }
      for (const id of ranges) dashboardChanged(id);
    },

    // ---------- HTTP ----------

    /** The caller's video interview ranges from today on. */
    async listMyMeetings(auth: Caller): Promise<{ items: MyMeeting[] }> {
      const now = clock.now();
      const [asProgramUser, asApplicant] = await Promise.all([
        auth.roles.includes('ProgramUser') ? listProgramUserMeetingRanges(db, auth.userId, now) : [],
        auth.roles.includes('Applicant') ? listApplicantMeetingRanges(db, auth.userId, now) : [],
      ]);
      const seen = new Set<number>();
      const items: MyMeeting[] = [];
      for (const [rows, meetingRole] of [
        [asProgramUser, 'ProgramUser'],
        [asApplicant, 'Applicant'],
      ] as const) {
        for (const range of rows) {
          if (seen.has(range.id)) continue;
          seen.add(range.id);
          items.push({ ...rangeView(range, now), meetingRole });
        }
      }
      items.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id);
      return { items };
    },

    /** STUN servers as configured; TURN with coturn's use-auth-secret credentials (username `expiry:userId`). */
    iceServers(auth: Caller) {
      const iceServers: { urls: string[]; username?: string; credential?: string }[] = [];
      if (config.stunUrls.length > 0) iceServers.push({ urls: config.stunUrls });
      let expiresAt: string | null = null;
      if (config.turn) {
        const expiry = Math.floor(clock.now().getTime() / 1000) + config.turn.credentialTtlSeconds;
        const username = `${expiry}:${auth.userId}`;
        iceServers.push({
          urls: config.turn.urls,
          username,
          credential: turnCredential(config.turn.secret, username),
        });
        expiresAt = new Date(expiry * 1000).toISOString();
      }
      return { iceServers, expiresAt };
    },

    async createRoom(auth: Caller, timeRangeId: number, input: RoomInput): Promise<MeetingRoom> {
      const range = await programUserAccess(db, auth, timeRangeId);
      if (await findRoomByName(db, range.id, input.name)) throw conflict(meetingMessages.RoomNameTaken);
      const room = await insertRoom(db, {
        timeRangeId: range.id,
        name: input.name,
        ...(input.durationMinutes !== undefined ? { timerDurationSeconds: input.durationMinutes * 60 } : {}),
      });
      if (!room) throw conflict(meetingMessages.RoomNameTaken);
      await log(range, 'RoomCreated', { roomId: room.id, userId: auth.userId, details: { name: room.name } });
      dashboardChanged(range.id);
      return roomView(room, [], clock.now());
    },

    async updateRoom(auth: Caller, where: { timeRangeId: number; roomId: number }, input: RoomInput) {
      const range = await programUserAccess(db, auth, where.timeRangeId);
      const room = await roomOfRange(range, where.roomId);
      if (input.name !== room.name && (await findRoomByName(db, range.id, input.name))) {
        throw conflict(meetingMessages.RoomNameTaken);
      }
      const updated = await updateRoom(db, room.id, {
        name: input.name,
        ...(input.durationMinutes !== undefined ? { timerDurationSeconds: input.durationMinutes * 60 } : {}),
      });
      if (!updated) throw notFound();
      if (updated.name !== room.name) {
        await log(range, 'RoomRenamed', {
          roomId: room.id,
          userId: auth.userId,
          details: { from: room.name, to: updated.name },
        });
      }
      const now = clock.now();
      if (updated.timerDurationSeconds !== room.timerDurationSeconds)
        timerChanged(range.id, timerOf(updated, now));
      dashboardChanged(range.id);
      return roomView(updated, await listRoomParticipants(db, room.id), now);
    },

    /** Removes a room: whoever is in it goes back to the waiting room (StopMeeting ends their call). */
    async deleteRoom(auth: Caller, where: { timeRangeId: number; roomId: number }): Promise<void> {
      const range = await programUserAccess(db, auth, where.timeRangeId);
      const room = await roomOfRange(range, where.roomId);
      await withTransaction(db, async (tx) => {
        await emptyRoom(tx, room.id);
        await deleteRoom(tx, room.id);
      });
      toRoom(room.id, events.stopMeeting, { timeRangeId: range.id, roomId: room.id });
      await log(range, 'RoomRemoved', { roomId: room.id, userId: auth.userId, details: { name: room.name } });
      dashboardChanged(range.id);
    },

    /** Invites an applicant of the range to a room (NewMeetingInvitation), or sends them back to the waiting room. */
    async moveAttendee(
      auth: Caller,
      timeRangeId: number,
      move: { userId: string; roomId: number | null },
    ): Promise<MeetingAttendee> {
      const range = await programUserAccess(db, auth, timeRangeId);
      const [applicant] = await listRangeApplicants(db, range.id, move.userId);
      if (!applicant) throw conflict(meetingMessages.NotAnApplicantOfRange);
      const room = move.roomId === null ? null : await roomOfRange(range, move.roomId);
      const before = await findAttendee(db, range.id, move.userId);
      const key = { timeRangeId: range.id, userId: move.userId, meetingRole: 'Applicant' as const };
      if (room) {
        await upsertAttendee(db, key, { invitedRoomId: room.id });
        await log(range, 'Invited', { roomId: room.id, userId: move.userId, details: { by: auth.userId } });
        hubEvents.send({
          hub: 'Notification',
          audience: { kind: 'user', userId: move.userId },
          target: events.newMeetingInvitation,
          args: [
            { timeRangeId: range.id, roomId: room.id, roomName: room.name, programName: range.programName },
          ],
        });
      } else {
        await upsertAttendee(db, key, { roomId: null, invitedRoomId: null });
        if (before?.roomId) participantLeft(before.roomId, move.userId, before.connectionId);
        await log(range, 'Moved', {
          roomId: before?.roomId ?? null,
          userId: move.userId,
          details: { by: auth.userId, to: null },
        });
      }
      dashboardChanged(range.id);
      return attendeeView((await findAttendee(db, range.id, move.userId))!, applicant);
    },

    /** Feedback from someone who connected to the range's meeting; a resend (same clientId) answers the same id. */
    async sendFeedback(
      auth: Caller,
      input: ReturnType<typeof videoFeedbackInput.parse>,
    ): Promise<{ id: number }> {
      const range = await findMeetingRange(db, input.timeRangeId);
      const mine = range ? await findAttendee(db, range.id, auth.userId) : undefined;
      if (!range || !mine?.joinedAt) throw forbiddenResource(meetingMessages.FeedbackNotAttended);
      const saved = await insertFeedback(db, {
        clientId: input.clientId,
        userId: auth.userId,
        timeRangeId: range.id,
        roomId: input.roomId ?? null,
        meetingRole: mine.meetingRole,
        overallRating: input.overallRating,
        audioRating: input.audioRating ?? null,
        videoRating: input.videoRating ?? null,
        problems: input.problems,
        comment: input.comment || null,
      });
      if (saved.created) {
        await log(range, 'FeedbackSent', {
          roomId: input.roomId ?? null,
          userId: auth.userId,
          details: { overallRating: input.overallRating },
        });
      }
      return { id: saved.id };
    },

    /** interview-control-panel: the live video ranges with their rooms, counts, health and last event. */
    async listLiveMeetings(): Promise<{ items: LiveMeetingRange[]; serverNow: string }> {
      const now = clock.now();
      const ranges = await listLiveMeetingRanges(db, now);
      const ids = ranges.map((r) => r.id);
      const [rooms, attendees, applicantCounts, lastEvents] = await Promise.all([
        listRooms(db, ids),
        listAttendees(db, ids),
        countRangeApplicants(db, ids),
        lastEventTimes(db, ids),
      ]);
      const absentOf = new Map(applicantCounts.map((c) => [c.timeRangeId, c.absent]));
      const lastOf = new Map(lastEvents.map((e) => [e.timeRangeId, e.lastEventAt]));
      const items = ranges.map((range): LiveMeetingRange => {
        const mine = attendees.filter((a) => a.timeRangeId === range.id);
        const online = mine.filter((a) => a.status === 'Online');
        const healthCount = (health: ConnectionHealth) =>
          online.filter((a) => a.connectionHealth === health).length;
        return {
          timeRange: rangeView(range, now),
          rooms: rooms
            .filter((room) => room.timeRangeId === range.id)
            .map((room) => roomView(room, mine, now)),
          attendeeCount: mine.length + (absentOf.get(range.id) ?? 0),
          onlineCount: online.length,
          waitingCount: online.filter((a) => a.roomId === null).length,
          health: { Good: healthCount('Good'), Weak: healthCount('Weak'), Unstable: healthCount('Unstable') },
          lastEventAt: lastOf.get(range.id)?.toISOString() ?? null,
        };
      });
      return { items, serverNow: now.toISOString() };
    },

    /** A range's log, newest first, at `level` and above. */
    async listMeetingEvents(
      timeRangeId: number,
      query: { page: number; pageSize: number; level: number },
    ): Promise<Paged<MeetingEvent>> {
      const range = await videoRange(db, timeRangeId);
      const { items, total } = await listMeetingEvents(db, range.id, query.level, pageOf(query));
      return {
        items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
        total,
      };
    },

    async listVideoFeedback(query: {
      page: number;
      pageSize: number;
      meetingRole?: MeetingRole | undefined;
      maxRating?: number | undefined;
    }): Promise<Paged<VideoFeedback> & { averageRating: number | null }> {
      const { items, total, averageRating } = await listFeedback(db, query, pageOf(query));
      return {
        items: items.map((item) => ({
          ...item,
          startsAt: item.startsAt?.toISOString() ?? null,
          createdAt: item.createdAt.toISOString(),
        })),
        total,
        averageRating,
      };
    },
  };
}

/** coturn's use-auth-secret credential: base64(HMAC-SHA1(secret, username)). */
export function turnCredential(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64');
}
