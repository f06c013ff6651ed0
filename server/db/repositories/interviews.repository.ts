/**
 * Interview days, time ranges, invitations and calendar feeds (issue 15, ADR 0024): the only SQL of
 * the interview scheduler. Seats are counted here; the services decide.
 */
import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { InterviewType, InvitationStatus } from '../../../core/domain/interviews.ts';
import type { MatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicants,
  applications,
  calendarFeeds,
  interviewDays,
  interviewInvitations,
  interviewPreferenceWindows,
  interviewSwapRequests,
  interviewTimeRanges,
  matchCycles,
  programMatchCycles,
  programs,
  programUsers,
  users,
} from '../schema.ts';
import { pageOf, type SortColumns, searchAny, sortOrder } from './paging.ts';
import type { ProgramInCycle } from './program-user.repository.ts';

/** Application statuses that mean the application reached the program. */
const SENT_APPLICATION_STATUSES = ['Published', 'PendingPayment'] as const;

// ---------- the cycle ----------

export type InterviewCycle = {
  id: number;
  code: string;
  name: string;
  status: MatchCycleStatus;
  matchDate: Date | null;
  maxInterviewCountPerDay: number;
  maxInterviewCountPerMatchCycle: number;
  interviewSeasonStartDate: Date | null;
  latestInterviewDayDate: Date | null;
};

export async function findInterviewCycle(
  db: DbExecutor,
  cycleId: number,
): Promise<InterviewCycle | undefined> {
  const [row] = await db
    .select({
      id: matchCycles.id,
      code: matchCycles.shortName,
      name: matchCycles.matchName,
      status: matchCycles.status,
      matchDate: matchCycles.matchDate,
      maxInterviewCountPerDay: matchCycles.maxInterviewCountPerDay,
      maxInterviewCountPerMatchCycle: matchCycles.maxInterviewCountPerMatchCycle,
      interviewSeasonStartDate: matchCycles.interviewSeasonStartDate,
      latestInterviewDayDate: matchCycles.latestInterviewDayDate,
    })
    .from(matchCycles)
    .where(eq(matchCycles.id, cycleId))
    .limit(1);
  return row;
}

// ---------- days and ranges ----------

export type InterviewDayRow = typeof interviewDays.$inferSelect;
export type InterviewRangeRow = typeof interviewTimeRanges.$inferSelect & { booked: number };

// Written out qualified: Drizzle leaves columns of a one-table query unqualified, which would let a
// correlated subquery compare the invitation's own columns.
const acceptedInRange = sql<number>`(select count(*)::int from interview_invitations accepted where accepted.time_range_id = "interview_time_ranges"."id" and accepted.status = 'Accepted')`;

export async function listDaysOfProgram(
  db: DbExecutor,
  programId: number,
  cycleId: number,
): Promise<InterviewDayRow[]> {
  return db
    .select()
    .from(interviewDays)
    .where(and(eq(interviewDays.programId, programId), eq(interviewDays.matchCycleId, cycleId)))
    .orderBy(asc(interviewDays.date), asc(interviewDays.id));
}

export async function findDayOfProgram(
  db: DbExecutor,
  programId: number,
  cycleId: number,
  dayId: number,
): Promise<InterviewDayRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewDays)
    .where(
      and(
        eq(interviewDays.id, dayId),
        eq(interviewDays.programId, programId),
        eq(interviewDays.matchCycleId, cycleId),
      ),
    )
    .limit(1);
  return row;
}

/** The ranges of the days (by start), each with its accepted count. */
export async function listRangesOfDays(
  db: DbExecutor,
  dayIds: readonly number[],
): Promise<InterviewRangeRow[]> {
  if (dayIds.length === 0) return [];
  return db
    .select({
      id: interviewTimeRanges.id,
      interviewDayId: interviewTimeRanges.interviewDayId,
      startsAt: interviewTimeRanges.startsAt,
      endsAt: interviewTimeRanges.endsAt,
      isPublic: interviewTimeRanges.isPublic,
      capacity: interviewTimeRanges.capacity,
      interviewerUserIds: interviewTimeRanges.interviewerUserIds,
      roomName: interviewTimeRanges.roomName,
      booked: acceptedInRange,
    })
    .from(interviewTimeRanges)
    .where(inArray(interviewTimeRanges.interviewDayId, [...dayIds]))
    .orderBy(asc(interviewTimeRanges.startsAt), asc(interviewTimeRanges.id));
}

export type InterviewDayValues = Omit<typeof interviewDays.$inferInsert, 'id'>;
export type InterviewRangeValues = Omit<typeof interviewTimeRanges.$inferInsert, 'id' | 'interviewDayId'>;

export async function insertInterviewDay(
  db: DbExecutor,
  values: InterviewDayValues,
): Promise<InterviewDayRow> {
  const [row] = await db.insert(interviewDays).values(values).returning();
  return row!;
}

export async function updateInterviewDay(
  db: DbExecutor,
  dayId: number,
  values: Partial<InterviewDayValues> & { updatedAt: Date },
): Promise<void> {
  await db.update(interviewDays).set(values).where(eq(interviewDays.id, dayId));
}

export async function deleteInterviewDay(db: DbExecutor, dayId: number): Promise<void> {
  // Swap offers that want one of the day's ranges go with it (their ranges no longer exist).
  await db
    .delete(interviewSwapRequests)
    .where(
      inArray(
        interviewSwapRequests.wantedTimeRangeId,
        db
          .select({ id: interviewTimeRanges.id })
          .from(interviewTimeRanges)
          .where(eq(interviewTimeRanges.interviewDayId, dayId)),
      ),
    );
  await db.delete(interviewDays).where(eq(interviewDays.id, dayId));
}

export async function insertInterviewRange(
  db: DbExecutor,
  dayId: number,
  values: InterviewRangeValues,
): Promise<number> {
  const [row] = await db
    .insert(interviewTimeRanges)
    .values({ ...values, interviewDayId: dayId })
    .returning({ id: interviewTimeRanges.id });
  return row!.id;
}

export async function updateInterviewRange(
  db: DbExecutor,
  rangeId: number,
  values: InterviewRangeValues,
): Promise<void> {
  await db.update(interviewTimeRanges).set(values).where(eq(interviewTimeRanges.id, rangeId));
}

export async function deleteInterviewRanges(db: DbExecutor, rangeIds: readonly number[]): Promise<void> {
  if (rangeIds.length === 0) return;
  await db
    .delete(interviewSwapRequests)
    .where(inArray(interviewSwapRequests.wantedTimeRangeId, [...rangeIds]));
  await db.delete(interviewTimeRanges).where(inArray(interviewTimeRanges.id, [...rangeIds]));
}

/** Locks the day's ranges (FOR UPDATE) so no seat is taken while the day changes. */
export async function lockRangesOfDay(db: DbExecutor, dayId: number): Promise<void> {
  await db
    .select({ id: interviewTimeRanges.id })
    .from(interviewTimeRanges)
    .where(eq(interviewTimeRanges.interviewDayId, dayId))
    .for('update');
}

/** Seats (sum of capacities) the program offers on a date, other than on the given day. */
export async function seatsOnDate(
  db: DbExecutor,
  programId: number,
  cycleId: number,
  date: string,
  exceptDayId: number | null,
): Promise<number> {
  const [row] = await db
    .select({ seats: sql<number>`coalesce(sum(${interviewTimeRanges.capacity}), 0)::int` })
    .from(interviewTimeRanges)
    .innerJoin(interviewDays, eq(interviewDays.id, interviewTimeRanges.interviewDayId))
    .where(
      and(
        eq(interviewDays.programId, programId),
        eq(interviewDays.matchCycleId, cycleId),
        eq(interviewDays.date, date),
        exceptDayId === null ? undefined : ne(interviewDays.id, exceptDayId),
      ),
    );
  return row?.seats ?? 0;
}

/** Pending or Accepted invitations holding (or ranking) a range of the day. */
export async function countLiveInvitationsOfDay(db: DbExecutor, dayId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviewInvitations)
    .innerJoin(interviewTimeRanges, eq(interviewTimeRanges.id, interviewInvitations.timeRangeId))
    .where(
      and(
        eq(interviewTimeRanges.interviewDayId, dayId),
        inArray(interviewInvitations.status, ['Pending', 'Accepted']),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the users all belong to the program. */
export async function areProgramUsers(
  db: DbExecutor,
  programId: number,
  userIds: readonly string[],
): Promise<boolean> {
  if (userIds.length === 0) return true;
  const rows = await db
    .select({ userId: programUsers.userId })
    .from(programUsers)
    .where(and(eq(programUsers.programId, programId), inArray(programUsers.userId, [...userIds])));
  return new Set(rows.map((r) => r.userId)).size === new Set(userIds).size;
}

// ---------- seats ----------

/** Public ranges of the program's days starting after `now`. */
export async function countPublicRangesAhead(
  db: DbExecutor,
  programId: number,
  cycleId: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviewTimeRanges)
    .innerJoin(interviewDays, eq(interviewDays.id, interviewTimeRanges.interviewDayId))
    .where(
      and(
        eq(interviewDays.programId, programId),
        eq(interviewDays.matchCycleId, cycleId),
        eq(interviewTimeRanges.isPublic, true),
        gt(interviewTimeRanges.startsAt, now),
      ),
    );
  return row?.n ?? 0;
}

/** Free seats in public ranges starting after `now` (capacity minus Accepted, never below 0). */
export async function countFreePublicSeatsAhead(
  db: DbExecutor,
  programId: number,
  cycleId: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({
      free: sql<number>`coalesce(sum(greatest(${interviewTimeRanges.capacity} - ${acceptedInRange}, 0)), 0)::int`,
    })
    .from(interviewTimeRanges)
    .innerJoin(interviewDays, eq(interviewDays.id, interviewTimeRanges.interviewDayId))
    .where(
      and(
        eq(interviewDays.programId, programId),
        eq(interviewDays.matchCycleId, cycleId),
        eq(interviewTimeRanges.isPublic, true),
        gt(interviewTimeRanges.startsAt, now),
      ),
    );
  return row?.free ?? 0;
}

/** The program's Pending invitations (no seat yet) in the cycle. */
export async function countPendingInvitations(
  db: DbExecutor,
  programId: number,
  cycleId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviewInvitations)
    .where(
      and(
        eq(interviewInvitations.programId, programId),
        eq(interviewInvitations.matchCycleId, cycleId),
        eq(interviewInvitations.status, 'Pending'),
      ),
    );
  return row?.n ?? 0;
}

export type LockedRange = {
  id: number;
  capacity: number;
  isPublic: boolean;
  startsAt: Date;
  endsAt: Date;
  dayId: number;
  programId: number;
  cycleId: number;
  date: string;
  timeZone: string;
};

/** The range's row locked FOR UPDATE until the transaction ends (seats are taken one at a time). */
export async function lockRange(db: DbExecutor, rangeId: number): Promise<LockedRange | undefined> {
  const [locked] = await db
    .select({
      id: interviewTimeRanges.id,
      capacity: interviewTimeRanges.capacity,
      isPublic: interviewTimeRanges.isPublic,
      startsAt: interviewTimeRanges.startsAt,
      endsAt: interviewTimeRanges.endsAt,
      dayId: interviewTimeRanges.interviewDayId,
    })
    .from(interviewTimeRanges)
    .where(eq(interviewTimeRanges.id, rangeId))
    .for('update');
  if (!locked) return undefined;
  const [day] = await db
    .select({
      programId: interviewDays.programId,
      cycleId: interviewDays.matchCycleId,
      date: interviewDays.date,
      timeZone: interviewDays.timeZone,
    })
    .from(interviewDays)
    .where(eq(interviewDays.id, locked.dayId));
  return day ? { ...locked, ...day } : undefined;
}

export async function countAcceptedInRange(db: DbExecutor, rangeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviewInvitations)
    .where(and(eq(interviewInvitations.timeRangeId, rangeId), eq(interviewInvitations.status, 'Accepted')));
  return row?.n ?? 0;
}

/** Locks the applicant's row: one applicant's seats are taken one at a time (the per-cycle limit). */
export async function lockApplicant(db: DbExecutor, applicantId: number): Promise<void> {
  await db.select({ id: applicants.id }).from(applicants).where(eq(applicants.id, applicantId)).for('update');
}

export async function countAcceptedOfApplicant(
  db: DbExecutor,
  applicantId: number,
  cycleId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviewInvitations)
    .where(
      and(
        eq(interviewInvitations.applicantId, applicantId),
        eq(interviewInvitations.matchCycleId, cycleId),
        eq(interviewInvitations.status, 'Accepted'),
      ),
    );
  return row?.n ?? 0;
}

/** The applicant's accepted interview dates (any program, any cycle). */
export async function acceptedDatesOfApplicant(db: DbExecutor, applicantId: number): Promise<Set<string>> {
  const rows = await db
    .select({ date: interviewInvitations.interviewDate })
    .from(interviewInvitations)
    .where(
      and(eq(interviewInvitations.applicantId, applicantId), eq(interviewInvitations.status, 'Accepted')),
    );
  return new Set(rows.flatMap((r) => (r.date ? [r.date] : [])));
}

// ---------- invitations ----------

export type InvitationRow = typeof interviewInvitations.$inferSelect;

export async function findInvitationRow(
  db: DbExecutor,
  invitationId: number,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewInvitations)
    .where(eq(interviewInvitations.id, invitationId))
    .limit(1);
  return row;
}

/** The invitation's row locked FOR UPDATE. */
export async function lockInvitation(
  db: DbExecutor,
  invitationId: number,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewInvitations)
    .where(eq(interviewInvitations.id, invitationId))
    .for('update');
  return row;
}

export async function updateInvitation(
  db: DbExecutor,
  invitationId: number,
  values: Partial<
    Omit<InvitationRow, 'id' | 'programId' | 'matchCycleId' | 'applicationId' | 'applicantId'>
  > & {
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(interviewInvitations).set(values).where(eq(interviewInvitations.id, invitationId));
}

export type InvitableApplication = { applicationId: number; applicantId: number; applicantUserId: string };

/** The given applications that were sent to the program in the cycle. */
export async function findSentApplications(
  db: DbExecutor,
  programId: number,
  cycleId: number,
  applicationIds: readonly number[],
): Promise<InvitableApplication[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: applications.id,
      applicantId: applications.applicantId,
      applicantUserId: applicants.userId,
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(
      and(
        inArray(applications.id, [...applicationIds]),
        eq(applications.programId, programId),
        eq(applications.matchCycleId, cycleId),
        inArray(applications.status, [...SENT_APPLICATION_STATUSES]),
      ),
    );
}

/** The applications (of the given) holding a Pending or Accepted invitation. */
export async function applicationsWithLiveInvitation(
  db: DbExecutor,
  applicationIds: readonly number[],
): Promise<Set<number>> {
  if (applicationIds.length === 0) return new Set();
  const rows = await db
    .select({ id: interviewInvitations.applicationId })
    .from(interviewInvitations)
    .where(
      and(
        inArray(interviewInvitations.applicationId, [...applicationIds]),
        inArray(interviewInvitations.status, ['Pending', 'Accepted']),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function insertInvitation(
  db: DbExecutor,
  values: Omit<typeof interviewInvitations.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await db
    .insert(interviewInvitations)
    .values(values)
    .returning({ id: interviewInvitations.id });
  return row!.id;
}

/** An invitation with its applicant, program, range and day, as both sides show it. */
export type InvitationView = InvitationRow & {
  applicantCode: string;
  applicantUserId: string;
  applicantName: string;
  programCode: string;
  programName: string;
  startsAt: Date | null;
  endsAt: Date | null;
  timeZone: string | null;
  interviewType: InterviewType | null;
  location: string | null;
  videoLink: string | null;
  windowClosesAt: Date | null;
  windowStatus: string | null;
};

const applicantName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

function invitationViewQuery(db: DbExecutor) {
  return db
    .select({
      invitation: interviewInvitations,
      applicantCode: applicants.code,
      applicantUserId: applicants.userId,
      applicantName,
      programCode: programs.code,
      programName: programs.name,
      startsAt: interviewTimeRanges.startsAt,
      endsAt: interviewTimeRanges.endsAt,
      timeZone: interviewDays.timeZone,
      interviewType: interviewDays.interviewType,
      location: interviewDays.location,
      videoLink: interviewDays.videoLink,
      windowClosesAt: interviewPreferenceWindows.closesAt,
      windowStatus: interviewPreferenceWindows.status,
    })
    .from(interviewInvitations)
    .innerJoin(applicants, eq(applicants.id, interviewInvitations.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .innerJoin(programs, eq(programs.id, interviewInvitations.programId))
    .leftJoin(interviewTimeRanges, eq(interviewTimeRanges.id, interviewInvitations.timeRangeId))
    .leftJoin(interviewDays, eq(interviewDays.id, interviewTimeRanges.interviewDayId))
    .leftJoin(
      interviewPreferenceWindows,
      eq(interviewPreferenceWindows.id, interviewInvitations.preferenceWindowId),
    )
    .$dynamic();
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof invitationViewQuery>['execute']>>[number];

function toView(row: ViewRow): InvitationView {
  const { invitation, ...rest } = row;
  return { ...invitation, ...rest };
}

export async function findInvitationView(
  db: DbExecutor,
  invitationId: number,
): Promise<InvitationView | undefined> {
  const rows = await invitationViewQuery(db).where(eq(interviewInvitations.id, invitationId)).limit(1);
  return rows[0] ? toView(rows[0]) : undefined;
}

export type ProgramInvitationFilter = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  sort: 'createdAt' | 'applicantName' | 'status' | 'startsAt';
  direction: 'asc' | 'desc';
  status?: InvitationStatus | undefined;
};

const invitationSorts: SortColumns<ProgramInvitationFilter['sort']> = {
  createdAt: interviewInvitations.createdAt,
  applicantName: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  status: interviewInvitations.status,
  startsAt: { by: interviewTimeRanges.startsAt, nulls: 'last' },
};

export async function listProgramInvitationViews(
  db: DbExecutor,
  programId: number,
  cycleId: number,
  filter: ProgramInvitationFilter,
): Promise<{ items: InvitationView[]; total: number }> {
  const where = and(
    eq(interviewInvitations.programId, programId),
    eq(interviewInvitations.matchCycleId, cycleId),
    filter.status ? eq(interviewInvitations.status, filter.status) : undefined,
    searchAny(filter.search, [users.firstName, users.lastName, applicants.code]),
  );
  const { limit, offset } = pageOf(filter);
  const rows = await invitationViewQuery(db)
    .where(where)
    .orderBy(
      ...sortOrder(invitationSorts, filter.sort, filter.direction, interviewInvitations.id, 'createdAt'),
    )
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(interviewInvitations)
    .innerJoin(applicants, eq(applicants.id, interviewInvitations.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(where);
  return { items: rows.map(toView), total: total?.n ?? 0 };
}

/** The applicant's invitations of the cycle, newest first. */
export async function listApplicantInvitationViews(
  db: DbExecutor,
  applicantId: number,
  cycleId: number,
): Promise<InvitationView[]> {
  const rows = await invitationViewQuery(db)
    .where(
      and(eq(interviewInvitations.applicantId, applicantId), eq(interviewInvitations.matchCycleId, cycleId)),
    )
    .orderBy(sql`${interviewInvitations.createdAt} desc`, sql`${interviewInvitations.id} desc`);
  return rows.map(toView);
}

export type OfferedRangeRow = {
  id: number;
  date: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  interviewType: InterviewType;
  capacity: number;
  booked: number;
};

/** The program's public ranges starting after `now`, with their accepted counts. */
export async function listPublicRangesAhead(
  db: DbExecutor,
  programId: number,
  cycleId: number,
  now: Date,
): Promise<OfferedRangeRow[]> {
  return db
    .select({
      id: interviewTimeRanges.id,
      date: interviewDays.date,
      startsAt: interviewTimeRanges.startsAt,
      endsAt: interviewTimeRanges.endsAt,
      timeZone: interviewDays.timeZone,
      interviewType: interviewDays.interviewType,
      capacity: interviewTimeRanges.capacity,
      booked: acceptedInRange,
    })
    .from(interviewTimeRanges)
    .innerJoin(interviewDays, eq(interviewDays.id, interviewTimeRanges.interviewDayId))
    .where(
      and(
        eq(interviewDays.programId, programId),
        eq(interviewDays.matchCycleId, cycleId),
        eq(interviewTimeRanges.isPublic, true),
        gt(interviewTimeRanges.startsAt, now),
      ),
    )
    .orderBy(asc(interviewTimeRanges.startsAt), asc(interviewTimeRanges.id));
}

/** Accepted interviews of the program's applicants (by applicant): the rank list puts them first. */
export async function acceptedInterviewsOfProgram(
  db: DbExecutor,
  programId: number,
  cycleId: number,
): Promise<Map<number, { status: InvitationStatus; startsAt: Date | null }>> {
  const rows = await db
    .select({
      applicantId: interviewInvitations.applicantId,
      status: interviewInvitations.status,
      startsAt: interviewTimeRanges.startsAt,
    })
    .from(interviewInvitations)
    .leftJoin(interviewTimeRanges, eq(interviewTimeRanges.id, interviewInvitations.timeRangeId))
    .where(
      and(
        eq(interviewInvitations.programId, programId),
        eq(interviewInvitations.matchCycleId, cycleId),
        eq(interviewInvitations.status, 'Accepted'),
      ),
    );
  return new Map(rows.map((r) => [r.applicantId, { status: r.status, startsAt: r.startsAt }]));
}

// ---------- calendar feeds ----------

/** Sets the user's feed token hash (a new one replaces the old). */
export async function saveCalendarFeed(
  db: DbExecutor,
  userId: string,
  tokenHash: string,
  at: Date,
): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
}

export async function findCalendarFeed(
  db: DbExecutor,
  userId: string,
): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .for('update')
    .limit(1);
  return row;
}

export async function findCalendarFeedOwner(
  db: DbExecutor,
  tokenHash: string,
): Promise<{ userId: string; roles: string[]; isActive: boolean } | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, roles: users.roles, isActive: users.isActive })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export type FeedInterview = {
  invitationId: number;
  programName: string;
  startsAt: Date;
  endsAt: Date;
  interviewType: InterviewType;
  location: string | null;
  videoLink: string | null;
  cycleCode: string;
};

/** The user's accepted interviews (as an applicant), by start. */
export async function listAcceptedInterviewsOfUser(db: DbExecutor, userId: string): Promise<FeedInterview[]> {
  return db
    .select({
      invitationId: interviewInvitations.id,
      programName: programs.name,
      startsAt: interviewTimeRanges.startsAt,
      endsAt: interviewTimeRanges.endsAt,
      interviewType: interviewDays.interviewType,
      location: interviewDays.location,
      videoLink: interviewDays.videoLink,
      cycleCode: matchCycles.shortName,
    })
    .from(interviewInvitations)
    .innerJoin(applicants, eq(applicants.id, interviewInvitations.applicantId))
    .innerJoin(programs, eq(programs.id, interviewInvitations.programId))
    .innerJoin(matchCycles, eq(matchCycles.id, interviewInvitations.matchCycleId))
    .innerJoin(interviewTimeRanges, eq(interviewTimeRanges.id, interviewInvitations.timeRangeId))
    .innerJoin(interviewDays, eq(interviewDays.id, interviewTimeRanges.interviewDayId))
    .where(and(eq(applicants.userId, userId), eq(interviewInvitations.status, 'Accepted')))
    .orderBy(asc(interviewTimeRanges.startsAt), asc(interviewInvitations.id));
}

export type FeedRange = {
  rangeId: number;
  programName: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  interviewType: InterviewType;
  location: string | null;
  videoLink: string | null;
  roomName: string | null;
  /** The applicants holding a seat, by name. */
  applicants: string[];
};

/** The interview ranges of every program the user belongs to, with their booked applicants. */
export async function listRangesOfProgramUser(db: DbExecutor, userId: string): Promise<FeedRange[]> {
  const ranges = await db
    .select({
      rangeId: interviewTimeRanges.id,
      programName: programs.name,
      startsAt: interviewTimeRanges.startsAt,
      endsAt: interviewTimeRanges.endsAt,
      capacity: interviewTimeRanges.capacity,
      interviewType: interviewDays.interviewType,
      location: interviewDays.location,
      videoLink: interviewDays.videoLink,
      roomName: interviewTimeRanges.roomName,
    })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .innerJoin(interviewDays, eq(interviewDays.programId, programs.id))
    .innerJoin(interviewTimeRanges, eq(interviewTimeRanges.interviewDayId, interviewDays.id))
    .where(eq(programUsers.userId, userId))
    .orderBy(asc(interviewTimeRanges.startsAt), asc(interviewTimeRanges.id));
  if (ranges.length === 0) return [];
  const booked = await db
    .select({ rangeId: interviewInvitations.timeRangeId, name: applicantName })
    .from(interviewInvitations)
    .innerJoin(applicants, eq(applicants.id, interviewInvitations.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(
      and(
        inArray(
          interviewInvitations.timeRangeId,
          ranges.map((r) => r.rangeId),
        ),
        eq(interviewInvitations.status, 'Accepted'),
      ),
    )
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`));
  const byRange = new Map<number, string[]>();
  for (const row of booked) {
    if (row.rangeId === null) continue;
    byRange.set(row.rangeId, [...(byRange.get(row.rangeId) ?? []), row.name]);
  }
  return ranges.map((r) => ({ ...r, applicants: byRange.get(r.rangeId) ?? [] }));
}

/** Serializes the program's invitation sends (free seats are counted, then spent) without blocking its key. */
export async function lockProgramSeats(db: DbExecutor, programId: number): Promise<void> {
  await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).for('no key update');
}

/** An administrator's look at a program in a cycle (by codes), as a program user's would be. */
export async function findProgramInCycleByCodes(
  db: DbExecutor,
  programCode: string,
  matchCycleCode: string,
): Promise<ProgramInCycle | undefined> {
  const [row] = await db
    .select({
      programId: programs.id,
      programCode: programs.code,
      programName: programs.name,
      isDirector: sql<boolean>`false`,
      cycleId: matchCycles.id,
      cycleCode: matchCycles.shortName,
      cycleName: matchCycles.matchName,
      cycleStatus: matchCycles.status,
      programsRankListDeadlineDate: matchCycles.programsRankListDeadlineDate,
      takesPart: sql<boolean>`exists (select 1 from ${programMatchCycles} where ${programMatchCycles.programId} = ${programs.id} and ${programMatchCycles.matchCycleId} = ${matchCycles.id})`,
    })
    .from(programs)
    .innerJoin(matchCycles, eq(matchCycles.shortName, matchCycleCode))
    .where(eq(programs.code, programCode))
    .limit(1);
  return row;
}

/** The users of the applicants holding a seat on the day (their calendars change with it). */
export async function acceptedApplicantUsersOfDay(db: DbExecutor, dayId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: applicants.userId })
    .from(interviewInvitations)
    .innerJoin(interviewTimeRanges, eq(interviewTimeRanges.id, interviewInvitations.timeRangeId))
    .innerJoin(applicants, eq(applicants.id, interviewInvitations.applicantId))
    .where(and(eq(interviewTimeRanges.interviewDayId, dayId), eq(interviewInvitations.status, 'Accepted')));
  return [...new Set(rows.map((r) => r.userId))];
}

/** Declined and cancelled invitations forget the ranges of a day about to be deleted. */
export async function detachClosedInvitationsFromDay(db: DbExecutor, dayId: number): Promise<void> {
  await db
    .update(interviewInvitations)
    .set({ timeRangeId: null })
    .where(
      and(
        inArray(
          interviewInvitations.timeRangeId,
          db
            .select({ id: interviewTimeRanges.id })
            .from(interviewTimeRanges)
            .where(eq(interviewTimeRanges.interviewDayId, dayId)),
        ),
        inArray(interviewInvitations.status, ['Declined', 'Canceled']),
      ),
    );
}

/** Declined and cancelled invitations forget the given ranges (about to be removed from their day). */
export async function detachClosedInvitationsFromRanges(
  db: DbExecutor,
  rangeIds: readonly number[],
): Promise<void> {
  if (rangeIds.length === 0) return;
  await db
    .update(interviewInvitations)
    .set({ timeRangeId: null })
    .where(
      and(
        inArray(interviewInvitations.timeRangeId, [...rangeIds]),
        inArray(interviewInvitations.status, ['Declined', 'Canceled']),
      ),
    );
}

export type PreferenceWindowRow = typeof interviewPreferenceWindows.$inferSelect;

export async function findPreferenceWindow(
  db: DbExecutor,
  windowId: number,
): Promise<PreferenceWindowRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewPreferenceWindows)
    .where(eq(interviewPreferenceWindows.id, windowId))
    .limit(1);
  return row;
}
