/**
 * Swap offers between applicants of one program (issue 15, ADR 0024 decision 6). The seats change
 * hands through interviews.repository.ts's invitation updates; this file keeps the offers.
 */
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { InterviewType, SwapRequestStatus } from '../../../core/domain/interviews.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicants,
  interviewDays,
  interviewInvitations,
  interviewSwapRequests,
  interviewTimeRanges,
  programs,
} from '../schema.ts';

export type SwapRow = typeof interviewSwapRequests.$inferSelect;

export type SwapRangeRow = {
  id: number;
  date: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  interviewType: InterviewType;
  isPublic: boolean;
  programId: number;
  cycleId: number;
  programCode: string;
  programName: string;
};

export async function rangesByIds(
  db: DbExecutor,
  rangeIds: readonly number[],
): Promise<Map<number, SwapRangeRow>> {
  if (rangeIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: interviewTimeRanges.id,
      date: interviewDays.date,
      startsAt: interviewTimeRanges.startsAt,
      endsAt: interviewTimeRanges.endsAt,
      timeZone: interviewDays.timeZone,
      interviewType: interviewDays.interviewType,
      isPublic: interviewTimeRanges.isPublic,
      programId: interviewDays.programId,
      cycleId: interviewDays.matchCycleId,
      programCode: programs.code,
      programName: programs.name,
    })
    .from(interviewTimeRanges)
    .innerJoin(interviewDays, eq(interviewDays.id, interviewTimeRanges.interviewDayId))
    .innerJoin(programs, eq(programs.id, interviewDays.programId))
    .where(inArray(interviewTimeRanges.id, [...new Set(rangeIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The program's public ranges of a cycle, ordered by start. */
export async function publicRangesOfProgram(
  db: DbExecutor,
  programId: number,
  cycleId: number,
): Promise<SwapRangeRow[]> {
  const rows = await db
    .select({ id: interviewTimeRanges.id })
    .from(interviewTimeRanges)
    .innerJoin(interviewDays, eq(interviewDays.id, interviewTimeRanges.interviewDayId))
    .where(
      and(
        eq(interviewDays.programId, programId),
        eq(interviewDays.matchCycleId, cycleId),
        eq(interviewTimeRanges.isPublic, true),
      ),
    );
  const byId = await rangesByIds(
    db,
    rows.map((r) => r.id),
  );
  return [...byId.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
}

export type HeldSeat = {
  invitationId: number;
  applicantId: number;
  applicantUserId: string;
  programId: number;
  matchCycleId: number;
  timeRangeId: number;
  interviewDate: string;
};

/** The applicant's accepted interviews of the cycle. */
export async function heldSeatsOfApplicant(
  db: DbExecutor,
  applicantId: number,
  cycleId: number,
): Promise<HeldSeat[]> {
  return heldSeats(db).where(
    and(
      eq(interviewInvitations.applicantId, applicantId),
      eq(interviewInvitations.matchCycleId, cycleId),
      eq(interviewInvitations.status, 'Accepted'),
    ),
  );
}

function heldSeats(db: DbExecutor) {
  return db
    .select({
      invitationId: interviewInvitations.id,
      applicantId: interviewInvitations.applicantId,
      applicantUserId: applicants.userId,
      programId: interviewInvitations.programId,
      matchCycleId: interviewInvitations.matchCycleId,
      timeRangeId: sql<number>`${interviewInvitations.timeRangeId}`,
      interviewDate: sql<string>`${interviewInvitations.interviewDate}::text`,
    })
    .from(interviewInvitations)
    .innerJoin(applicants, eq(applicants.id, interviewInvitations.applicantId))
    .$dynamic();
}

/** The users holding an accepted seat in the range (they may take an offer for it). */
export async function holdersOfRange(db: DbExecutor, rangeId: number): Promise<HeldSeat[]> {
  return heldSeats(db).where(
    and(eq(interviewInvitations.timeRangeId, rangeId), eq(interviewInvitations.status, 'Accepted')),
  );
}

export async function insertSwap(
  db: DbExecutor,
  values: Omit<typeof interviewSwapRequests.$inferInsert, 'id'>,
): Promise<SwapRow> {
  const [row] = await db.insert(interviewSwapRequests).values(values).returning();
  return row!;
}

export async function findSwap(db: DbExecutor, swapId: number): Promise<SwapRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewSwapRequests)
    .where(eq(interviewSwapRequests.id, swapId))
    .limit(1);
  return row;
}

export async function lockSwap(db: DbExecutor, swapId: number): Promise<SwapRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewSwapRequests)
    .where(eq(interviewSwapRequests.id, swapId))
    .for('update');
  return row;
}

export async function updateSwap(
  db: DbExecutor,
  swapId: number,
  values: { status: SwapRequestStatus; decidedAt: Date; acceptedByInvitationId?: number | null },
): Promise<SwapRow> {
  const [row] = await db
    .update(interviewSwapRequests)
    .set(values)
    .where(eq(interviewSwapRequests.id, swapId))
    .returning();
  return row!;
}

/** Swap offers made from the applicant's invitations in the cycle, newest first. */
export async function listSwapsOfApplicant(
  db: DbExecutor,
  applicantId: number,
  cycleId: number,
): Promise<SwapRow[]> {
  const rows = await db
    .select({ swap: interviewSwapRequests })
    .from(interviewSwapRequests)
    .innerJoin(interviewInvitations, eq(interviewInvitations.id, interviewSwapRequests.invitationId))
    .where(
      and(eq(interviewInvitations.applicantId, applicantId), eq(interviewInvitations.matchCycleId, cycleId)),
    )
    .orderBy(sql`${interviewSwapRequests.createdAt} desc`, sql`${interviewSwapRequests.id} desc`);
  return rows.map((r) => r.swap);
}

export type OpenOffer = SwapRow & { offeredRangeId: number; offeredDate: string; authorApplicantId: number };

/** Open offers (of other applicants) that want one of the given ranges, oldest first. */
export async function openOffersWanting(
  db: DbExecutor,
  rangeIds: readonly number[],
  excludeApplicantId: number,
): Promise<OpenOffer[]> {
  if (rangeIds.length === 0) return [];
  const rows = await db
    .select({
      swap: interviewSwapRequests,
      offeredRangeId: sql<number>`${interviewInvitations.timeRangeId}`,
      offeredDate: sql<string>`${interviewInvitations.interviewDate}::text`,
      authorApplicantId: interviewInvitations.applicantId,
    })
    .from(interviewSwapRequests)
    .innerJoin(interviewInvitations, eq(interviewInvitations.id, interviewSwapRequests.invitationId))
    .where(
      and(
        inArray(interviewSwapRequests.wantedTimeRangeId, [...rangeIds]),
        eq(interviewSwapRequests.status, 'Open'),
        eq(interviewInvitations.status, 'Accepted'),
        ne(interviewInvitations.applicantId, excludeApplicantId),
      ),
    )
    .orderBy(asc(interviewSwapRequests.createdAt), asc(interviewSwapRequests.id));
  return rows.map((r) => ({
    ...r.swap,
    offeredRangeId: r.offeredRangeId,
    offeredDate: r.offeredDate,
    authorApplicantId: r.authorApplicantId,
  }));
}

/**
 * Cancels the Open offers made from, or by now unanswerable for, the given invitations (except
 * `keepId`): answers the cancelled rows.
 */
export async function cancelOpenSwapsOf(
  db: DbExecutor,
  invitationIds: readonly number[],
  at: Date,
  keepId?: number,
): Promise<SwapRow[]> {
  if (invitationIds.length === 0) return [];
  return db
    .update(interviewSwapRequests)
    .set({ status: 'Cancelled', decidedAt: at })
    .where(
      and(
        eq(interviewSwapRequests.status, 'Open'),
        inArray(interviewSwapRequests.invitationId, [...invitationIds]),
        keepId === undefined ? undefined : ne(interviewSwapRequests.id, keepId),
      ),
    )
    .returning();
}

/** Cancels the program's Open offers whose invitation no longer holds a seat (cancelled, declined). */
export async function cancelStaleSwapsOfProgram(
  db: DbExecutor,
  programId: number,
  at: Date,
): Promise<SwapRow[]> {
  const stale = db
    .select({ id: interviewInvitations.id })
    .from(interviewInvitations)
    .where(and(eq(interviewInvitations.programId, programId), eq(interviewInvitations.status, 'Accepted')));
  return db
    .update(interviewSwapRequests)
    .set({ status: 'Cancelled', decidedAt: at })
    .where(
      and(
        eq(interviewSwapRequests.programId, programId),
        eq(interviewSwapRequests.status, 'Open'),
        notInArray(interviewSwapRequests.invitationId, stale),
      ),
    )
    .returning();
}
