/**
 * Preference windows and their rankings (issue 15, ADR 0024 decision 5): the windows, the invitees'
 * rankings of the offered ranges, and the waitlists left when a window closes. Seats themselves are
 * counted and taken by interviews.repository.ts (through the seats service).
 */
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type {
  InterviewType,
  InvitationStatus,
  PreferenceWindowStatus,
  WaitlistMode,
} from '../../../core/domain/interviews.ts';
import type { MatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicants,
  interviewDatePreferences,
  interviewDays,
  interviewInvitations,
  interviewPreferenceWindows,
  interviewTimeRanges,
  matchCycles,
  programs,
  users,
} from '../schema.ts';
import { rowsOf } from './sql-rows.ts';

export type PreferenceWindowRow = typeof interviewPreferenceWindows.$inferSelect;

export type WindowCounts = { invited: number; ranked: number; assigned: number; waitlisted: number };

/** A program in a cycle by their codes, whoever asks (an admin reads any program's windows). */
export async function findProgramCycleByCodes(
  db: DbExecutor,
  programCode: string,
  matchCycleCode: string,
): Promise<
  | {
      programId: number;
      programCode: string;
      programName: string;
      cycleId: number;
      cycleStatus: MatchCycleStatus;
    }
  | undefined
> {
  const [row] = await db
    .select({
      programId: programs.id,
      programCode: programs.code,
      programName: programs.name,
      cycleId: matchCycles.id,
      cycleStatus: matchCycles.status,
    })
    .from(programs)
    .innerJoin(matchCycles, eq(matchCycles.shortName, matchCycleCode))
    .where(eq(programs.code, programCode))
    .limit(1);
  return row;
}

export async function insertWindow(
  db: DbExecutor,
  values: Omit<typeof interviewPreferenceWindows.$inferInsert, 'id'>,
): Promise<PreferenceWindowRow> {
  const [row] = await db.insert(interviewPreferenceWindows).values(values).returning();
  return row!;
}

export async function findWindow(db: DbExecutor, windowId: number): Promise<PreferenceWindowRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewPreferenceWindows)
    .where(eq(interviewPreferenceWindows.id, windowId))
    .limit(1);
  return row;
}

/** The window's row locked FOR UPDATE: one close (or cancel) at a time, the second sees the new status. */
export async function lockWindow(db: DbExecutor, windowId: number): Promise<PreferenceWindowRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewPreferenceWindows)
    .where(eq(interviewPreferenceWindows.id, windowId))
    .for('update');
  return row;
}

export async function findOpenWindowOfProgram(
  db: DbExecutor,
  programId: number,
  cycleId: number,
): Promise<PreferenceWindowRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewPreferenceWindows)
    .where(
      and(
        eq(interviewPreferenceWindows.programId, programId),
        eq(interviewPreferenceWindows.matchCycleId, cycleId),
        eq(interviewPreferenceWindows.status, 'Open'),
      ),
    )
    .limit(1);
  return row;
}

export async function listWindowsOfProgram(
  db: DbExecutor,
  programId: number,
  cycleId: number,
): Promise<PreferenceWindowRow[]> {
  return db
    .select()
    .from(interviewPreferenceWindows)
    .where(
      and(
        eq(interviewPreferenceWindows.programId, programId),
        eq(interviewPreferenceWindows.matchCycleId, cycleId),
      ),
    )
    .orderBy(sql`${interviewPreferenceWindows.createdAt} desc`, sql`${interviewPreferenceWindows.id} desc`);
}

export async function updateWindow(
  db: DbExecutor,
  windowId: number,
  values: { status: PreferenceWindowStatus; assignedAt?: Date | null; closesAt?: Date },
): Promise<PreferenceWindowRow> {
  const [row] = await db
    .update(interviewPreferenceWindows)
    .set(values)
    .where(eq(interviewPreferenceWindows.id, windowId))
    .returning();
  return row!;
}

/** Open windows whose closing time has come (the scheduled close). */
export async function listDueWindowIds(db: DbExecutor, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: interviewPreferenceWindows.id })
    .from(interviewPreferenceWindows)
    .where(and(eq(interviewPreferenceWindows.status, 'Open'), lte(interviewPreferenceWindows.closesAt, now)))
    .orderBy(asc(interviewPreferenceWindows.closesAt), asc(interviewPreferenceWindows.id));
  return rows.map((r) => r.id);
}

/** Counts per window (invited: live invitations; ranked: live with a ranking). */
export async function countsOfWindows(
  db: DbExecutor,
  windowIds: readonly number[],
): Promise<Map<number, WindowCounts>> {
  const counts = new Map<number, WindowCounts>();
  if (windowIds.length === 0) return counts;
  const rows = await db
    .select({
      windowId: interviewInvitations.preferenceWindowId,
      invited: sql<number>`count(*) filter (where ${interviewInvitations.status} in ('Pending', 'Accepted'))::int`,
      ranked: sql<number>`count(*) filter (where ${interviewInvitations.status} in ('Pending', 'Accepted') and exists (select 1 from ${interviewDatePreferences} where ${interviewDatePreferences.invitationId} = ${interviewInvitations.id}))::int`,
      assigned: sql<number>`count(*) filter (where ${interviewInvitations.status} = 'Accepted')::int`,
      waitlisted: sql<number>`count(*) filter (where ${interviewInvitations.status} = 'Pending' and ${interviewInvitations.waitlistedAt} is not null)::int`,
    })
    .from(interviewInvitations)
    .where(inArray(interviewInvitations.preferenceWindowId, [...windowIds]))
    .groupBy(interviewInvitations.preferenceWindowId);
  for (const { windowId, ...row } of rows) {
    if (windowId !== null) counts.set(windowId, row);
  }
  return counts;
}

export type WindowInvitee = {
  invitationId: number;
  applicationId: number;
  applicantId: number;
  applicantUserId: string;
  status: string;
  timeRangeId: number | null;
  waitlistedAt: Date | null;
  waitlistPosition: number | null;
};

/**
 * The window's invitations in the program's order (sent first, then by id): the priority every range
 * gives its invitees in the batch, and the waitlist's order.
 */
export async function listWindowInvitees(db: DbExecutor, windowId: number): Promise<WindowInvitee[]> {
  return db
    .select({
      invitationId: interviewInvitations.id,
      applicationId: interviewInvitations.applicationId,
      applicantId: interviewInvitations.applicantId,
      applicantUserId: applicants.userId,
      status: interviewInvitations.status,
      timeRangeId: interviewInvitations.timeRangeId,
      waitlistedAt: interviewInvitations.waitlistedAt,
      waitlistPosition: interviewInvitations.waitlistPosition,
    })
    .from(interviewInvitations)
    .innerJoin(applicants, eq(applicants.id, interviewInvitations.applicantId))
    .where(eq(interviewInvitations.preferenceWindowId, windowId))
    .orderBy(asc(interviewInvitations.createdAt), asc(interviewInvitations.id));
}

/** Each invitation's ranking (range ids, best first). */
export async function rankingsOf(
  db: DbExecutor,
  invitationIds: readonly number[],
): Promise<Map<number, number[]>> {
  const rankings = new Map<number, number[]>();
  if (invitationIds.length === 0) return rankings;
  const rows = await db
    .select({
      invitationId: interviewDatePreferences.invitationId,
      rangeId: interviewDatePreferences.timeRangeId,
    })
    .from(interviewDatePreferences)
    .where(inArray(interviewDatePreferences.invitationId, [...invitationIds]))
    .orderBy(asc(interviewDatePreferences.invitationId), asc(interviewDatePreferences.rank));
  for (const row of rows)
    rankings.set(row.invitationId, [...(rankings.get(row.invitationId) ?? []), row.rangeId]);
  return rankings;
}

export async function replaceRanking(
  db: DbExecutor,
  invitationId: number,
  rangeIds: readonly number[],
): Promise<void> {
  await db.delete(interviewDatePreferences).where(eq(interviewDatePreferences.invitationId, invitationId));
  if (rangeIds.length === 0) return;
  await db
    .insert(interviewDatePreferences)
    .values(rangeIds.map((timeRangeId, at) => ({ invitationId, timeRangeId, rank: at + 1 })));
}

/** Accepted interview dates per applicant (any program). */
export async function acceptedDatesOfApplicants(
  db: DbExecutor,
  applicantIds: readonly number[],
): Promise<Map<number, Set<string>>> {
  const dates = new Map<number, Set<string>>();
  if (applicantIds.length === 0) return dates;
  const rows = await db
    .select({ applicantId: interviewInvitations.applicantId, date: interviewInvitations.interviewDate })
    .from(interviewInvitations)
    .where(
      and(
        inArray(interviewInvitations.applicantId, [...applicantIds]),
        eq(interviewInvitations.status, 'Accepted'),
        isNotNull(interviewInvitations.interviewDate),
      ),
    );
  for (const row of rows) {
    const set = dates.get(row.applicantId) ?? new Set<string>();
    set.add(row.date as string);
    dates.set(row.applicantId, set);
  }
  return dates;
}

/** Accepted interviews per applicant in the cycle (the cycle's maxInterviewCountPerMatchCycle). */
export async function acceptedCountsOfApplicants(
  db: DbExecutor,
  applicantIds: readonly number[],
  cycleId: number,
): Promise<Map<number, number>> {
  if (applicantIds.length === 0) return new Map();
  const rows = await db
    .select({ applicantId: interviewInvitations.applicantId, n: sql<number>`count(*)::int` })
    .from(interviewInvitations)
    .where(
      and(
        inArray(interviewInvitations.applicantId, [...applicantIds]),
        eq(interviewInvitations.matchCycleId, cycleId),
        eq(interviewInvitations.status, 'Accepted'),
      ),
    )
    .groupBy(interviewInvitations.applicantId);
  return new Map(rows.map((r) => [r.applicantId, r.n]));
}

/** Locks the given ranges (FOR UPDATE, in id order so two batches never deadlock). */
export async function lockRanges(db: DbExecutor, rangeIds: readonly number[]): Promise<void> {
  if (rangeIds.length === 0) return;
  await db
    .select({ id: interviewTimeRanges.id })
    .from(interviewTimeRanges)
    .where(inArray(interviewTimeRanges.id, [...rangeIds]))
    .orderBy(asc(interviewTimeRanges.id))
    .for('update');
}

export type WaitlistedForRange = {
  invitationId: number;
  applicantId: number;
  applicantUserId: string;
  waitlistMode: WaitlistMode;
  waitlistPosition: number | null;
};

/**
 * The Pending, waitlisted invitations of the range's program (windows already Assigned) that ranked
 * the range and whose applicant has no accepted interview on its date, in waitlist order.
 */
export async function listWaitlistedWhoRanked(
  db: DbExecutor,
  rangeId: number,
): Promise<WaitlistedForRange[]> {
  const [range] = await db
    .select({
      programId: interviewDays.programId,
      cycleId: interviewDays.matchCycleId,
      date: interviewDays.date,
    })
    .from(interviewTimeRanges)
    .innerJoin(interviewDays, eq(interviewDays.id, interviewTimeRanges.interviewDayId))
    .where(eq(interviewTimeRanges.id, rangeId));
  if (!range) return [];
  const taken = db
    .select({ one: sql`1` })
    .from(sql`${interviewInvitations} as other`)
    .where(
      sql`other.applicant_id = ${interviewInvitations.applicantId} and other.status = 'Accepted' and other.interview_date = ${range.date}`,
    );
  return db
    .select({
      invitationId: interviewInvitations.id,
      applicantId: interviewInvitations.applicantId,
      applicantUserId: applicants.userId,
      waitlistMode: interviewPreferenceWindows.waitlistMode,
      waitlistPosition: interviewInvitations.waitlistPosition,
    })
    .from(interviewInvitations)
    .innerJoin(applicants, eq(applicants.id, interviewInvitations.applicantId))
    .innerJoin(
      interviewPreferenceWindows,
      eq(interviewPreferenceWindows.id, interviewInvitations.preferenceWindowId),
    )
    .innerJoin(
      interviewDatePreferences,
      and(
        eq(interviewDatePreferences.invitationId, interviewInvitations.id),
        eq(interviewDatePreferences.timeRangeId, rangeId),
      ),
    )
    .where(
      and(
        eq(interviewInvitations.programId, range.programId),
        eq(interviewInvitations.matchCycleId, range.cycleId),
        eq(interviewInvitations.status, 'Pending'),
        isNotNull(interviewInvitations.waitlistedAt),
        eq(interviewPreferenceWindows.status, 'Assigned'),
        sql`not exists (${taken})`,
      ),
    )
    .orderBy(
      sql`${interviewInvitations.waitlistPosition} asc nulls last`,
      asc(interviewInvitations.createdAt),
      asc(interviewInvitations.id),
    );
}

export type WindowInviteeView = {
  invitationId: number;
  applicationId: number;
  applicantId: number;
  applicantCode: string;
  applicantName: string;
  status: InvitationStatus;
  createdAt: Date;
  respondBy: Date | null;
  respondedAt: Date | null;
  timeRangeId: number | null;
  interviewDate: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  timeZone: string | null;
  interviewType: InterviewType | null;
  waitlistedAt: Date | null;
  waitlistPosition: number | null;
  rankedCount: number;
};

/** The window's invitations as the program's list shows them, in the program's order. */
export async function listWindowInviteeViews(db: DbExecutor, windowId: number): Promise<WindowInviteeView[]> {
  return db
    .select({
      invitationId: interviewInvitations.id,
      applicationId: interviewInvitations.applicationId,
      applicantId: interviewInvitations.applicantId,
      applicantCode: applicants.code,
      applicantName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      status: interviewInvitations.status,
      createdAt: interviewInvitations.createdAt,
      respondBy: interviewInvitations.respondBy,
      respondedAt: interviewInvitations.respondedAt,
      timeRangeId: interviewInvitations.timeRangeId,
      interviewDate: interviewInvitations.interviewDate,
      startsAt: interviewTimeRanges.startsAt,
      endsAt: interviewTimeRanges.endsAt,
      timeZone: interviewDays.timeZone,
      interviewType: interviewDays.interviewType,
      waitlistedAt: interviewInvitations.waitlistedAt,
      waitlistPosition: interviewInvitations.waitlistPosition,
      rankedCount: sql<number>`(select count(*)::int from ${interviewDatePreferences} where ${interviewDatePreferences.invitationId} = ${interviewInvitations.id})`,
    })
    .from(interviewInvitations)
    .innerJoin(applicants, eq(applicants.id, interviewInvitations.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .leftJoin(interviewTimeRanges, eq(interviewTimeRanges.id, interviewInvitations.timeRangeId))
    .leftJoin(interviewDays, eq(interviewDays.id, interviewTimeRanges.interviewDayId))
    .where(eq(interviewInvitations.preferenceWindowId, windowId))
    .orderBy(asc(interviewInvitations.createdAt), asc(interviewInvitations.id));
}

export async function findProgramNames(
  db: DbExecutor,
  programId: number,
): Promise<{ code: string; name: string } | undefined> {
  const [row] = await db
    .select({ code: programs.code, name: programs.name })
    .from(programs)
    .where(eq(programs.id, programId))
    .limit(1);
  return row;
}

export async function findRangeCapacity(db: DbExecutor, rangeId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ capacity: interviewTimeRanges.capacity })
    .from(interviewTimeRanges)
    .where(eq(interviewTimeRanges.id, rangeId))
    .limit(1);
  return row?.capacity;
}

export async function findApplicantUserId(db: DbExecutor, applicantId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: applicants.userId })
    .from(applicants)
    .where(eq(applicants.id, applicantId))
    .limit(1);
  return row?.userId;
}

/** Locks the applicants' rows (FOR UPDATE, in id order): their accepted interviews stay as read until commit. */
export async function lockApplicants(db: DbExecutor, applicantIds: readonly number[]): Promise<void> {
  const ids = [...new Set(applicantIds)].sort((a, b) => a - b);
  for (let at = 0; at < ids.length; at += 1000) {
    await db
      .select({ id: applicants.id })
      .from(applicants)
      .where(inArray(applicants.id, ids.slice(at, at + 1000)))
      .orderBy(asc(applicants.id))
      .for('update');
  }
}

/**
 * Gives each Pending invitation its range (Accepted, off any waitlist) in bulk; answers the ids
 * updated (an invitation cancelled meanwhile is left out). The caller holds the range, applicant and
 * window locks and has checked seats, dates and limits.
 */
export async function acceptInBulk(
  db: DbExecutor,
  seats: readonly { invitationId: number; rangeId: number; date: string }[],
  now: Date,
): Promise<number[]> {
  const updated: number[] = [];
  for (let at = 0; at < seats.length; at += 500) {
    const values = sql.join(
      seats.slice(at, at + 500).map((s) => sql`(${s.invitationId}::int, ${s.rangeId}::int, ${s.date}::date)`),
      sql`, `,
    );
    const rows = await db.execute(sql`
      update ${interviewInvitations} as i
      set status = 'Accepted', time_range_id = v.range_id, interview_date = v.day, responded_at = ${now},
          waitlisted_at = null, waitlist_position = null, updated_at = ${now}
      from (values ${values}) as v(id, range_id, day)
      where i.id = v.id and i.status = 'Pending'
      returning i.id`);
    updated.push(...rowsOf(rows).map((r) => Number(r.id)));
  }
  return updated;
}

/** Puts the invitations on the waitlist at the given positions, in bulk. */
export async function waitlistInBulk(
  db: DbExecutor,
  entries: readonly { invitationId: number; position: number }[],
  now: Date,
): Promise<void> {
  for (let at = 0; at < entries.length; at += 500) {
    const values = sql.join(
      entries.slice(at, at + 500).map((e) => sql`(${e.invitationId}::int, ${e.position}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${interviewInvitations} as i
      set waitlisted_at = ${now}, waitlist_position = v.position, updated_at = ${now}
      from (values ${values}) as v(id, position)
      where i.id = v.id and i.status = 'Pending'`);
  }
}
