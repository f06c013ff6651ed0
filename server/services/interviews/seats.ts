/**
 * Interview seats (ADR 0024): sending invitations against the program's free seats, taking a seat
 * with the range row locked, and the hooks run when a seat is freed. Every function works inside
 * the caller's transaction (`tx`), so the preference window's batch, the waitlist and the invitation
 * queue spend seats exactly as the program's own sends and the applicants' accepts do. Nothing here
 * tells anyone: after commit, callers announce through interview-events.ts.
 */
import { invitationSendRefusal } from '../../../core/domain/interview-rules.ts';
import type { InvitationSendRefusal } from '../../../core/domain/interviews.ts';
import { formatMessage } from '../../../core/domain/messages.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  acceptedDatesOfApplicant,
  applicationsWithLiveInvitation,
  countAcceptedInRange,
  countAcceptedOfApplicant,
  countFreePublicSeatsAhead,
  countPendingInvitations,
  countPublicRangesAhead,
  findInterviewCycle,
  findSentApplications,
  insertInvitation,
  lockApplicant,
  lockInvitation,
  lockProgramSeats,
  lockRange,
  updateInvitation,
} from '../../db/repositories/interviews.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export type { InvitationSendRefusal };

/** The program and cycle invitations are sent in. */
export type SeatProgram = { programId: number; cycleId: number };

export type SendInvitationsOptions = {
  now: Date;
  invitedByUserId: string | null;
  message?: string | null | undefined;
  respondBy?: Date | null | undefined;
  /** Invitees of an open preference window rank dates instead of picking a seat; they count against seats all the same. */
  preferenceWindowId?: number | null | undefined;
};

/** `UnknownApplication`: not an application sent to this program in this cycle (never sent). */
export type SendOutcomeRefusal = InvitationSendRefusal | 'UnknownApplication';

export type SendInvitationOutcome = {
  applicationId: number;
  refusal: SendOutcomeRefusal;
  /** The new invitation (refusal None), else null. */
  invitationId: number | null;
  applicantId: number | null;
  applicantUserId: string | null;
};

/**
 * Free seats of the program: free seats of public ranges starting after `now`, minus its Pending
 * invitations (which hold no seat yet); never below 0.
 */
export async function freeSeats(
  tx: DbExecutor,
  programId: number,
  cycleId: number,
  now: Date = new Date(),
): Promise<number> {
  const [free, pending] = [
    await countFreePublicSeatsAhead(tx, programId, cycleId, now),
    await countPendingInvitations(tx, programId, cycleId),
  ];
  return Math.max(0, free - pending);
}

/**
 * Sends one invitation per application, in the given order, each with its refusal reason
 * (platform.md §3; the first that applies). The batch shares the free seats: applications beyond
 * them are refused NumberOfInvitationsExceedsNumberOfFreeSlots. Sends of one program are serialized
 * (its row is locked until the caller commits); the live-invitation index settles any other race
 * as AlreadyInvited.
 */
export async function sendInvitationsIn(
  tx: DbExecutor,
  program: SeatProgram,
  applicationIds: readonly number[],
  options: SendInvitationsOptions,
): Promise<SendInvitationOutcome[]> {
  const { programId, cycleId } = program;
  await lockProgramSeats(tx, programId);
  const cycle = await findInterviewCycle(tx, cycleId);
  if (!cycle) throw new Error(`no match cycle ${cycleId}`);
  const unique = [...new Set(applicationIds)];
  const sent = new Map(
    (await findSentApplications(tx, programId, cycleId, unique)).map((a) => [a.applicationId, a]),
  );
  const live = await applicationsWithLiveInvitation(tx, unique);
  const publicRangesAhead = await countPublicRangesAhead(tx, programId, cycleId, options.now);
  let free = await freeSeats(tx, programId, cycleId, options.now);
  const outcomes: SendInvitationOutcome[] = [];
  for (const applicationId of unique) {
    const application = sent.get(applicationId);
    const base = {
      applicationId,
      invitationId: null,
      applicantId: application?.applicantId ?? null,
      applicantUserId: application?.applicantUserId ?? null,
    };
    if (!application) {
      outcomes.push({ ...base, refusal: 'UnknownApplication' });
      continue;
    }
    const refusal = invitationSendRefusal({
      now: options.now,
      cycleStatus: cycle.status,
      matchDate: cycle.matchDate,
      hasLiveInvitation: live.has(applicationId),
      publicRangesAhead,
      freeSlots: free,
    });
    if (refusal !== 'None') {
      outcomes.push({ ...base, refusal });
      continue;
    }
    let invitationId: number;
    try {
      invitationId = await withTransaction(tx, (savepoint) =>
        insertInvitation(savepoint, {
          programId,
          matchCycleId: cycleId,
          applicationId,
          applicantId: application.applicantId,
          status: 'Pending',
          message: options.message ?? null,
          respondBy: options.respondBy ?? null,
          invitedByUserId: options.invitedByUserId,
          preferenceWindowId: options.preferenceWindowId ?? null,
          createdAt: options.now,
          updatedAt: options.now,
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      outcomes.push({ ...base, refusal: 'AlreadyInvited' });
      continue;
    }
    free -= 1;
    outcomes.push({ ...base, refusal: 'None', invitationId });
  }
  return outcomes;
}

export type TakeSeatRefusal =
  | 'NotPending'
  | 'RangeNotFound'
  | 'RangeNotOffered'
  | 'RangePassed'
  | 'RangeFull'
  | 'AnotherInterviewThatDay'
  | 'MaxPerCycleReached';

export type TakeSeatOptions = {
  now?: Date;
  /** The program itself assigns (a hidden range may be given); applicants only take public ones. */
  allowHidden?: boolean;
};

export type TakenSeat = {
  invitationId: number;
  timeRangeId: number;
  programId: number;
  cycleId: number;
  applicantId: number;
  /** The interview's date (the day's, in its zone). */
  date: string;
  startsAt: Date;
  timeZone: string;
};

export type TakeSeatResult =
  | { ok: true; seat: TakenSeat }
  | { ok: false; refusal: TakeSeatRefusal; message: string };

/**
 * Takes a seat of the range for a Pending invitation (it becomes Accepted, off any waitlist). The
 * range row is locked (FOR UPDATE) and its Accepted invitations counted under the lock, so racing
 * takers of the last seat get exactly one seat; the applicant's row is locked too (the cycle's
 * maxInterviewCountPerMatchCycle). The one-a-day unique index is the last word, answered in a
 * savepoint so the caller's transaction goes on. A refusal is an answer, not an exception.
 */
export async function takeSeat(
  tx: DbExecutor,
  invitationId: number,
  timeRangeId: number,
  options: TakeSeatOptions = {},
): Promise<TakeSeatResult> {
  const now = options.now ?? new Date();
  const refuse = (refusal: TakeSeatRefusal, text: string): TakeSeatResult => ({
    ok: false,
    refusal,
    message: text,
  });
  const range = await lockRange(tx, timeRangeId);
  const invitation = await lockInvitation(tx, invitationId);
  if (invitation?.status !== 'Pending') {
    return refuse('NotPending', seasonMessages.InterviewInvitationNotPending);
  }
  if (!range || range.programId !== invitation.programId || range.cycleId !== invitation.matchCycleId) {
    return refuse('RangeNotFound', seasonMessages.InterviewRangeNotOffered);
  }
  if (!range.isPublic && !options.allowHidden)
    return refuse('RangeNotOffered', seasonMessages.InterviewRangeNotOffered);
  if (range.startsAt.getTime() <= now.getTime())
    return refuse('RangePassed', seasonMessages.InterviewRangePassed);
  if ((await countAcceptedInRange(tx, range.id)) >= range.capacity) {
    return refuse('RangeFull', seasonMessages.InterviewRangeFull);
  }
  await lockApplicant(tx, invitation.applicantId);
  const anotherThatDay = formatMessage(seasonMessages.InterviewAnotherThatDay, { date: range.date });
  if ((await acceptedDatesOfApplicant(tx, invitation.applicantId)).has(range.date)) {
    return refuse('AnotherInterviewThatDay', anotherThatDay);
  }
  const cycle = await findInterviewCycle(tx, invitation.matchCycleId);
  const max = cycle?.maxInterviewCountPerMatchCycle ?? Number.POSITIVE_INFINITY;
  if ((await countAcceptedOfApplicant(tx, invitation.applicantId, invitation.matchCycleId)) >= max) {
    return refuse('MaxPerCycleReached', formatMessage(seasonMessages.InterviewMaxPerCycleReached, { max }));
  }
  try {
    await withTransaction(tx, (savepoint) =>
      updateInvitation(savepoint, invitationId, {
        status: 'Accepted',
        timeRangeId: range.id,
        interviewDate: range.date,
        respondedAt: now,
        waitlistedAt: null,
        waitlistPosition: null,
        updatedAt: now,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return refuse('AnotherInterviewThatDay', anotherThatDay);
    throw error;
  }
  return {
    ok: true,
    seat: {
      invitationId,
      timeRangeId: range.id,
      programId: range.programId,
      cycleId: range.cycleId,
      applicantId: invitation.applicantId,
      date: range.date,
      startsAt: range.startsAt,
      timeZone: range.timeZone,
    },
  };
}

export type SeatFreedHook = (tx: DbExecutor, timeRangeId: number) => Promise<void>;

/**
 * Run (in order, inside the freeing transaction) whenever a seat of a range is freed: an accepted
 * interview cancelled by either side, or a range given more seats. The waitlist registers here;
 * register once per process (at module load), since every app of the process shares this list.
 */
export const onSeatFreed: SeatFreedHook[] = [];

/** Runs the onSeatFreed hooks for the range. */
export async function seatFreed(tx: DbExecutor, timeRangeId: number): Promise<void> {
  for (const hook of onSeatFreed) await hook(tx, timeRangeId);
}
