/**
 * Interview-day meetings (issue 17, ADR 0026): the video ranges, their rooms (with the timers), the
 * attendees, the meeting log and the video-conference feedback. The only SQL over those tables.
 * Every list is a fixed number of statements, whatever the count of rooms or attendees.
 */
import { and, asc, avg, count, desc, eq, gte, inArray, lte, max, ne, or, sql } from 'drizzle-orm';
import type { InterviewType } from '../../../core/domain/interviews.ts';
import type { ConnectionHealth, MeetingRole, RoomUserStatus } from '../../../core/domain/meetings.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicants,
  interviewDays,
  interviewInvitations,
  interviewTimeRanges,
  matchCycles,
  meetingAttendees,
  meetingEvents,
  meetingRooms,
  programs,
  programUsers,
  users,
  videoConferenceFeedback,
} from '../schema.ts';
import type { PageLimits } from './paging.ts';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

// ---------- ranges ----------

export type MeetingRangeRow = {
  id: number;
  interviewDayId: number;
  programId: number;
  programCode: string;
  programName: string;
  matchCycleCode: string;
  date: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  interviewType: InterviewType;
  roomName: string | null;
};

const rangeColumns = {
  id: interviewTimeRanges.id,
  interviewDayId: interviewTimeRanges.interviewDayId,
  programId: programs.id,
  programCode: programs.code,
  programName: programs.name,
  matchCycleCode: matchCycles.shortName,
  date: interviewDays.date,
  timeZone: interviewDays.timeZone,
  startsAt: interviewTimeRanges.startsAt,
  endsAt: interviewTimeRanges.endsAt,
  interviewType: interviewDays.interviewType,
  roomName: interviewTimeRanges.roomName,
};

function rangesQuery(db: DbExecutor) {
  return db
    .select(rangeColumns)
    .from(interviewTimeRanges)
    .innerJoin(interviewDays, eq(interviewDays.id, interviewTimeRanges.interviewDayId))
    .innerJoin(programs, eq(programs.id, interviewDays.programId))
    .innerJoin(matchCycles, eq(matchCycles.id, interviewDays.matchCycleId));
}

export async function findMeetingRange(
  db: DbExecutor,
  timeRangeId: number,
): Promise<MeetingRangeRow | undefined> {
  const [row] = await rangesQuery(db).where(eq(interviewTimeRanges.id, timeRangeId)).limit(1);
  return row;
}

/** The video ranges of today (in each day's zone) or within an hour of `now`, by start. */
export async function listLiveMeetingRanges(db: DbExecutor, now: Date): Promise<MeetingRangeRow[]> {
  const hour = sql`interval '1 hour'`;
  return rangesQuery(db)
    .where(
      and(
        eq(interviewDays.interviewType, 'MatchlineVideoConference'),
        or(
          sql`${interviewDays.date} = (${now.toISOString()}::timestamptz at time zone ${interviewDays.timeZone})::date`,
          and(
            lte(sql`${interviewTimeRanges.startsAt} - ${hour}`, now),
            gte(sql`${interviewTimeRanges.endsAt} + ${hour}`, now),
          ),
        ),
      ),
    )
    .orderBy(asc(interviewTimeRanges.startsAt), asc(interviewTimeRanges.id));
}

const fromTodayOn = (now: Date) =>
  sql`${interviewDays.date} >= (${now.toISOString()}::timestamptz at time zone ${interviewDays.timeZone})::date`;

/** Video ranges of the user's programs from today on. */
export async function listProgramUserMeetingRanges(
  db: DbExecutor,
  userId: string,
  now: Date,
): Promise<MeetingRangeRow[]> {
  return rangesQuery(db)
    .innerJoin(
      programUsers,
      and(eq(programUsers.programId, interviewDays.programId), eq(programUsers.userId, userId)),
    )
    .where(and(eq(interviewDays.interviewType, 'MatchlineVideoConference'), fromTodayOn(now)))
    .orderBy(asc(interviewTimeRanges.startsAt), asc(interviewTimeRanges.id));
}

/** Video ranges the user (an applicant) accepted an interview in, from today on. */
export async function listApplicantMeetingRanges(
  db: DbExecutor,
  userId: string,
  now: Date,
): Promise<MeetingRangeRow[]> {
  return rangesQuery(db)
    .innerJoin(
      interviewInvitations,
      and(
        eq(interviewInvitations.timeRangeId, interviewTimeRanges.id),
        eq(interviewInvitations.status, 'Accepted'),
      ),
    )
    .innerJoin(
      applicants,
      and(eq(applicants.id, interviewInvitations.applicantId), eq(applicants.userId, userId)),
    )
    .where(and(eq(interviewDays.interviewType, 'MatchlineVideoConference'), fromTodayOn(now)))
    .orderBy(asc(interviewTimeRanges.startsAt), asc(interviewTimeRanges.id));
}

/** The user's full name (a program user who is not an attendee yet). */
export async function findUserName(db: DbExecutor, userId: string): Promise<string> {
  const [row] = await db.select({ name: fullName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}

export type RangeApplicantRow = { userId: string; name: string; applicantId: number; applicationId: number };

/** The applicants with an Accepted invitation in the range (one of them, or all when `userId` is null). */
export async function listRangeApplicants(
  db: DbExecutor,
  timeRangeId: number,
  userId: string | null = null,
): Promise<RangeApplicantRow[]> {
  return db
    .select({
      userId: applicants.userId,
      name: fullName,
      applicantId: applicants.id,
      applicationId: interviewInvitations.applicationId,
    })
    .from(interviewInvitations)
    .innerJoin(applicants, eq(applicants.id, interviewInvitations.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(
      and(
        eq(interviewInvitations.timeRangeId, timeRangeId),
        eq(interviewInvitations.status, 'Accepted'),
        userId === null ? undefined : eq(applicants.userId, userId),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(applicants.id));
}

// ---------- rooms ----------

export type MeetingRoomRow = typeof meetingRooms.$inferSelect;

export async function listRooms(db: DbExecutor, timeRangeIds: readonly number[]): Promise<MeetingRoomRow[]> {
  if (timeRangeIds.length === 0) return [];
  return db
    .select()
    .from(meetingRooms)
    .where(inArray(meetingRooms.timeRangeId, [...timeRangeIds]))
    .orderBy(asc(meetingRooms.position), asc(meetingRooms.id));
}

export async function findRoom(db: DbExecutor, roomId: number): Promise<MeetingRoomRow | undefined> {
  const [row] = await db.select().from(meetingRooms).where(eq(meetingRooms.id, roomId)).limit(1);
  return row;
}

/** The room, locked for the rest of the transaction (its timer and its seats). */
export async function lockRoom(db: DbExecutor, roomId: number): Promise<MeetingRoomRow | undefined> {
  const [row] = await db.select().from(meetingRooms).where(eq(meetingRooms.id, roomId)).for('update');
  return row;
}

export async function findRoomByName(
  db: DbExecutor,
  timeRangeId: number,
  name: string,
): Promise<MeetingRoomRow | undefined> {
  const [row] = await db
    .select()
    .from(meetingRooms)
    .where(and(eq(meetingRooms.timeRangeId, timeRangeId), eq(meetingRooms.name, name)))
    .limit(1);
  return row;
}

/** A room placed after the range's others; undefined when the name is taken (the unique index). */
export async function insertRoom(
  db: DbExecutor,
  values: { timeRangeId: number; name: string; timerDurationSeconds?: number },
): Promise<MeetingRoomRow | undefined> {
  const [row] = await db
    .insert(meetingRooms)
    .values({
      ...values,
      position: sql`(select coalesce(max(${meetingRooms.position}), -1) + 1 from ${meetingRooms} where ${meetingRooms.timeRangeId} = ${values.timeRangeId})`,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateRoom(
  db: DbExecutor,
  roomId: number,
  values: Partial<Omit<typeof meetingRooms.$inferInsert, 'id' | 'timeRangeId'>>,
): Promise<MeetingRoomRow | undefined> {
  const [row] = await db
    .update(meetingRooms)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(meetingRooms.id, roomId))
    .returning();
  return row;
}

export async function deleteRoom(db: DbExecutor, roomId: number): Promise<void> {
  await db.delete(meetingRooms).where(eq(meetingRooms.id, roomId));
}

// ---------- attendees ----------

export type MeetingAttendeeRow = typeof meetingAttendees.$inferSelect & { name: string };

const attendeeColumns = {
  id: meetingAttendees.id,
  timeRangeId: meetingAttendees.timeRangeId,
  userId: meetingAttendees.userId,
  meetingRole: meetingAttendees.meetingRole,
  roomId: meetingAttendees.roomId,
  invitedRoomId: meetingAttendees.invitedRoomId,
  status: meetingAttendees.status,
  connectionHealth: meetingAttendees.connectionHealth,
  connectionId: meetingAttendees.connectionId,
  joinedAt: meetingAttendees.joinedAt,
  lastSeenAt: meetingAttendees.lastSeenAt,
  createdAt: meetingAttendees.createdAt,
  updatedAt: meetingAttendees.updatedAt,
  name: fullName,
};

/** The attendees of the ranges, with their names. */
export async function listAttendees(
  db: DbExecutor,
  timeRangeIds: readonly number[],
): Promise<MeetingAttendeeRow[]> {
  if (timeRangeIds.length === 0) return [];
  return db
    .select(attendeeColumns)
    .from(meetingAttendees)
    .innerJoin(users, eq(users.id, meetingAttendees.userId))
    .where(inArray(meetingAttendees.timeRangeId, [...timeRangeIds]))
    .orderBy(asc(meetingAttendees.id));
}

export async function findAttendee(
  db: DbExecutor,
  timeRangeId: number,
  userId: string,
): Promise<MeetingAttendeeRow | undefined> {
  const [row] = await db
    .select(attendeeColumns)
    .from(meetingAttendees)
    .innerJoin(users, eq(users.id, meetingAttendees.userId))
    .where(and(eq(meetingAttendees.timeRangeId, timeRangeId), eq(meetingAttendees.userId, userId)))
    .limit(1);
  return row;
}

export type AttendeeChange = Partial<{
  roomId: number | null;
  invitedRoomId: number | null;
  status: RoomUserStatus;
  connectionHealth: ConnectionHealth | null;
  connectionId: string | null;
  joinedAt: Date | null;
  lastSeenAt: Date | null;
}>;

/**
 * The user's attendee row of the range, created (with `change`) or updated; `joinedAt` is kept
 * once set. Answers the row before and after.
 */
export async function upsertAttendee(
  db: DbExecutor,
  key: { timeRangeId: number; userId: string; meetingRole: MeetingRole },
  change: AttendeeChange,
): Promise<void> {
  const { joinedAt, ...rest } = change;
  await db
    .insert(meetingAttendees)
    .values({ ...key, ...change })
    .onConflictDoUpdate({
      target: [meetingAttendees.timeRangeId, meetingAttendees.userId],
      set: {
        ...rest,
        ...(joinedAt !== undefined
          ? { joinedAt: sql`coalesce(${meetingAttendees.joinedAt}, ${joinedAt})` }
          : {}),
        updatedAt: sql`now()`,
      },
    });
}

export async function updateAttendee(db: DbExecutor, id: number, change: AttendeeChange): Promise<void> {
  await db
    .update(meetingAttendees)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(meetingAttendees.id, id));
}

/** Online attendees in the room other than `exceptUserId`, with their names. */
export async function listRoomParticipants(
  db: DbExecutor,
  roomId: number,
  exceptUserId: string | null = null,
): Promise<MeetingAttendeeRow[]> {
  return db
    .select(attendeeColumns)
    .from(meetingAttendees)
    .innerJoin(users, eq(users.id, meetingAttendees.userId))
    .where(
      and(
        eq(meetingAttendees.roomId, roomId),
        eq(meetingAttendees.status, 'Online'),
        exceptUserId === null ? undefined : ne(meetingAttendees.userId, exceptUserId),
      ),
    )
    .orderBy(asc(meetingAttendees.id));
}

/** The attendees a hub connection holds online; they go Offline and leave their rooms. Answers them as they were. */
export async function disconnectAttendees(db: DbExecutor, connectionId: string, now: Date) {
  const before = await db
    .select({
      id: meetingAttendees.id,
      timeRangeId: meetingAttendees.timeRangeId,
      userId: meetingAttendees.userId,
      meetingRole: meetingAttendees.meetingRole,
      roomId: meetingAttendees.roomId,
    })
    .from(meetingAttendees)
    .where(and(eq(meetingAttendees.connectionId, connectionId), eq(meetingAttendees.status, 'Online')))
    .for('update');
  if (before.length === 0) return before;
  // An applicant who drops out of a room may come back to it (their reconnect rejoins by itself).
  await db
    .update(meetingAttendees)
    .set({
      status: 'Offline',
      roomId: null,
      invitedRoomId: sql`case when ${meetingAttendees.meetingRole} = 'Applicant' then coalesce(${meetingAttendees.roomId}, ${meetingAttendees.invitedRoomId}) else ${meetingAttendees.invitedRoomId} end`,
      lastSeenAt: now,
      updatedAt: sql`now()`,
    })
    .where(
      inArray(
        meetingAttendees.id,
        before.map((row) => row.id),
      ),
    );
  return before;
}

/** Everyone in the room goes back to the waiting room. Answers who was in it. */
export async function emptyRoom(db: DbExecutor, roomId: number) {
  return db
    .update(meetingAttendees)
    .set({ roomId: null, updatedAt: sql`now()` })
    .where(eq(meetingAttendees.roomId, roomId))
    .returning({ userId: meetingAttendees.userId, connectionId: meetingAttendees.connectionId });
}

/** Per range: the applicants with an Accepted invitation (attendees who never came count too). */
export async function countRangeApplicants(db: DbExecutor, timeRangeIds: readonly number[]) {
  if (timeRangeIds.length === 0) return [];
  return db
    .select({
      timeRangeId: sql<number>`${interviewInvitations.timeRangeId}`,
      applicants: sql<number>`count(*)::int`,
      absent: sql<number>`count(*) filter (where not exists (select 1 from ${meetingAttendees} where ${meetingAttendees.timeRangeId} = ${interviewInvitations.timeRangeId} and ${meetingAttendees.userId} = ${applicants.userId}))::int`,
    })
    .from(interviewInvitations)
    .innerJoin(applicants, eq(applicants.id, interviewInvitations.applicantId))
    .where(
      and(
        inArray(interviewInvitations.timeRangeId, [...timeRangeIds]),
        eq(interviewInvitations.status, 'Accepted'),
      ),
    )
    .groupBy(interviewInvitations.timeRangeId);
}

// ---------- the meeting log ----------

export async function insertMeetingEvent(
  db: DbExecutor,
  values: {
    timeRangeId: number;
    roomId?: number | null;
    userId?: string | null;
    level: number;
    event: string;
    message?: string | null;
    details?: Record<string, unknown> | null;
  },
): Promise<void> {
  await db.insert(meetingEvents).values(values);
}

export async function listMeetingEvents(
  db: DbExecutor,
  timeRangeId: number,
  minLevel: number,
  page: PageLimits,
) {
  const where = and(eq(meetingEvents.timeRangeId, timeRangeId), gte(meetingEvents.level, minLevel));
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: meetingEvents.id,
        timeRangeId: meetingEvents.timeRangeId,
        roomId: meetingEvents.roomId,
        userId: meetingEvents.userId,
        userName: sql<string | null>`case when ${users.id} is null then null else ${fullName} end`,
        level: meetingEvents.level,
        event: meetingEvents.event,
        message: meetingEvents.message,
        details: meetingEvents.details,
        createdAt: meetingEvents.createdAt,
      })
      .from(meetingEvents)
      .leftJoin(users, eq(users.id, meetingEvents.userId))
      .where(where)
      .orderBy(desc(meetingEvents.createdAt), desc(meetingEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(meetingEvents).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** Per range: when its last event was logged. */
export async function lastEventTimes(db: DbExecutor, timeRangeIds: readonly number[]) {
  if (timeRangeIds.length === 0) return [];
  return db
    .select({ timeRangeId: meetingEvents.timeRangeId, lastEventAt: max(meetingEvents.createdAt) })
    .from(meetingEvents)
    .where(inArray(meetingEvents.timeRangeId, [...timeRangeIds]))
    .groupBy(meetingEvents.timeRangeId);
}

// ---------- video-conference feedback ----------

export type FeedbackInsert = typeof videoConferenceFeedback.$inferInsert;

/** The feedback's id: stored once per (user, client id); a resend answers the first one's id and `created` false. */
export async function insertFeedback(
  db: DbExecutor,
  values: FeedbackInsert,
): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(videoConferenceFeedback)
    .values(values)
    .onConflictDoNothing({ target: [videoConferenceFeedback.userId, videoConferenceFeedback.clientId] })
    .returning({ id: videoConferenceFeedback.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await db
    .select({ id: videoConferenceFeedback.id })
    .from(videoConferenceFeedback)
    .where(
      and(
        eq(videoConferenceFeedback.userId, values.userId),
        eq(videoConferenceFeedback.clientId, values.clientId),
      ),
    );
  return { id: existing!.id, created: false };
}

export async function listFeedback(
  db: DbExecutor,
  filter: { meetingRole?: MeetingRole | undefined; maxRating?: number | undefined },
  page: PageLimits,
) {
  const where = and(
    filter.meetingRole ? eq(videoConferenceFeedback.meetingRole, filter.meetingRole) : undefined,
    filter.maxRating !== undefined ? lte(videoConferenceFeedback.overallRating, filter.maxRating) : undefined,
  );
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: videoConferenceFeedback.id,
        userId: videoConferenceFeedback.userId,
        userName: fullName,
        meetingRole: videoConferenceFeedback.meetingRole,
        timeRangeId: videoConferenceFeedback.timeRangeId,
        roomId: videoConferenceFeedback.roomId,
        programName: programs.name,
        startsAt: interviewTimeRanges.startsAt,
        overallRating: videoConferenceFeedback.overallRating,
        audioRating: videoConferenceFeedback.audioRating,
        videoRating: videoConferenceFeedback.videoRating,
        problems: videoConferenceFeedback.problems,
        comment: videoConferenceFeedback.comment,
        createdAt: videoConferenceFeedback.createdAt,
      })
      .from(videoConferenceFeedback)
      .innerJoin(users, eq(users.id, videoConferenceFeedback.userId))
      .leftJoin(interviewTimeRanges, eq(interviewTimeRanges.id, videoConferenceFeedback.timeRangeId))
      .leftJoin(interviewDays, eq(interviewDays.id, interviewTimeRanges.interviewDayId))
      .leftJoin(programs, eq(programs.id, interviewDays.programId))
      .where(where)
      .orderBy(desc(videoConferenceFeedback.createdAt), desc(videoConferenceFeedback.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count(), average: avg(videoConferenceFeedback.overallRating) })
      .from(videoConferenceFeedback)
      .where(where),
  ]);
  return {
    items,
    total: totals?.total ?? 0,
    averageRating: totals?.average == null ? null : Number(totals.average),
  };
}
