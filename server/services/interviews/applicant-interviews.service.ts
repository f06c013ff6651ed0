/**
 * The applicant's side of interviews (issue 15, ADR 0024): the schedule, an invitation with the
 * ranges it may pick, accepting a seat (takeSeat: the range row locked, one a day across programs,
 * the cycle's limit), declining, and giving up an accepted interview before its day.
 */
import type {
  ApplicantInterviewSchedule,
  ApplicantInvitation,
  ApplicantInvitationDetails,
  OfferedTimeRange,
} from '../../../core/contracts/interviews/interviews.contract.ts';
import {
  cancelRefusalText,
  hasInterviewDayStarted,
  isMatchDatePassed,
} from '../../../core/domain/interview-rules.ts';
import { formatMessage } from '../../../core/domain/messages.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  acceptedDatesOfApplicant,
  findInterviewCycle,
  findInvitationView,
  type InterviewCycle,
  type InvitationView,
  listApplicantInvitationViews,
  listPublicRangesAhead,
  lockInvitation,
  updateInvitation,
} from '../../db/repositories/interviews.repository.ts';
import { conflict, notFound } from '../../errors.ts';
import type { ApplicantAccess } from '../applicants/applicant-access.service.ts';
import {
  announceInvitationChange,
  type InterviewEventDeps,
  type InvitationChange,
} from './interview-events.ts';
import { seatFreed, takeSeat } from './seats.ts';

export type ApplicantInterviewService = ReturnType<typeof createApplicantInterviewService>;

type Where = { matchCycleCode: string };

export function createApplicantInterviewService(
  deps: { db: DbExecutor; clock: Clock; access: ApplicantAccess } & InterviewEventDeps,
) {
  const { db, clock, access } = deps;

  function canCancel(view: InvitationView, cycle: InterviewCycle, now: Date): boolean {
    return (
      view.status === 'Accepted' &&
      cycle.status === 'Active' &&
      view.interviewDate !== null &&
      !hasInterviewDayStarted(view.interviewDate, view.timeZone ?? 'UTC', now)
    );
  }

  function invitationOf(view: InvitationView, cycle: InterviewCycle, now: Date): ApplicantInvitation {
    const accepted = view.status === 'Accepted';
    return {
      id: view.id,
      programId: view.programId,
      programCode: view.programCode,
      programName: view.programName,
      status: view.status,
      message: view.message,
      createdAt: view.createdAt.toISOString(),
      respondBy: view.respondBy?.toISOString() ?? null,
      interviewType: view.interviewType,
      timeRangeId: accepted ? view.timeRangeId : null,
      startsAt: accepted ? (view.startsAt?.toISOString() ?? null) : null,
      endsAt: accepted ? (view.endsAt?.toISOString() ?? null) : null,
      timeZone: accepted ? view.timeZone : null,
      location: accepted ? view.location : null,
      videoLink: accepted ? view.videoLink : null,
      preferenceWindow:
        view.preferenceWindowId !== null && view.windowClosesAt !== null
          ? {
              id: view.preferenceWindowId,
              closesAt: view.windowClosesAt.toISOString(),
              status: view.windowStatus ?? '',
            }
          : null,
      isWaitlisted: view.waitlistedAt !== null && view.status === 'Pending',
      canCancel: canCancel(view, cycle, now),
    };
  }

  /** The applicant and the cycle (by code); the applicant's own invitation (else 404). */
  async function context(userId: string, where: Where) {
    const found = await access.inCycle(userId, { code: where.matchCycleCode });
    const cycle = await findInterviewCycle(db, found.cycle.id);
    if (!cycle) throw notFound();
    return { applicantId: found.applicant.id, cycle };
  }

  async function ownInvitation(
    applicantId: number,
    cycleId: number,
    invitationId: number,
  ): Promise<InvitationView> {
    const view = await findInvitationView(db, invitationId);
    if (!view || view.applicantId !== applicantId || view.matchCycleId !== cycleId) throw notFound();
    return view;
  }

  /** The cycle still lets the applicant answer (Active, before the match date). */
  function assertCycleOpen(cycle: InterviewCycle, now: Date): void {
    if (cycle.status !== 'Active') throw conflict(cancelRefusalText('MatchCycleIsNotActive'));
    if (isMatchDatePassed(cycle.matchDate, now)) throw conflict(cancelRefusalText('MatchDateIsPassed'));
  }

  async function announce(
    change: InvitationChange,
    view: InvitationView,
    cycle: InterviewCycle,
    userId: string,
  ) {
    await announceInvitationChange(
      deps,
      change,
      {
        id: view.id,
        programId: view.programId,
        programName: view.programName,
        cycleCode: cycle.code,
        applicantUserId: view.applicantUserId,
        startsAt: view.startsAt,
      },
      userId,
    );
  }

  return {
    async schedule(userId: string, where: Where): Promise<ApplicantInterviewSchedule> {
      const { applicantId, cycle } = await context(userId, where);
      const views = await listApplicantInvitationViews(db, applicantId, cycle.id);
      const now = clock.now();
      return {
        matchCycleCode: cycle.code,
        maxInterviewCountPerMatchCycle: cycle.maxInterviewCountPerMatchCycle,
        acceptedCount: views.filter((v) => v.status === 'Accepted').length,
        invitations: views.map((v) => invitationOf(v, cycle, now)),
      };
    },

    async details(userId: string, where: Where, invitationId: number): Promise<ApplicantInvitationDetails> {
      const { applicantId, cycle } = await context(userId, where);
      const view = await ownInvitation(applicantId, cycle.id, invitationId);
      const now = clock.now();
      const windowOpen = view.preferenceWindowId !== null && view.windowStatus === 'Open';
      let offered: OfferedTimeRange[] = [];
      if (view.status === 'Pending' && !windowOpen) {
        const taken = await acceptedDatesOfApplicant(db, applicantId);
        const ranges = await listPublicRangesAhead(db, view.programId, cycle.id, now);
        offered = ranges
          .filter((r) => r.capacity > r.booked)
          .map((r) => ({
            id: r.id,
            date: r.date,
            startsAt: r.startsAt.toISOString(),
            endsAt: r.endsAt.toISOString(),
            timeZone: r.timeZone,
            interviewType: r.interviewType,
            freeSeats: r.capacity - r.booked,
            conflict: taken.has(r.date)
              ? formatMessage(seasonMessages.InterviewAnotherThatDay, { date: r.date })
              : null,
          }));
      }
      return { invitation: invitationOf(view, cycle, now), offeredTimeRanges: offered };
    },

    async accept(
      userId: string,
      where: Where,
      invitationId: number,
      timeRangeId: number,
    ): Promise<ApplicantInvitation> {
      const { applicantId, cycle } = await context(userId, where);
      const before = await ownInvitation(applicantId, cycle.id, invitationId);
      const now = clock.now();
      assertCycleOpen(cycle, now);
      if (before.status !== 'Pending') throw conflict(seasonMessages.InterviewInvitationNotPending);
      if (before.respondBy && before.respondBy.getTime() <= now.getTime()) {
        throw conflict(seasonMessages.InterviewRespondByPassed);
      }
      if (before.preferenceWindowId !== null && before.windowStatus === 'Open') {
        throw conflict(seasonMessages.InterviewInPreferenceWindow);
      }
      await withTransaction(db, async (tx) => {
        const taken = await takeSeat(tx, invitationId, timeRangeId, { now });
        if (!taken.ok) throw conflict(taken.message);
      });
      const view = await ownInvitation(applicantId, cycle.id, invitationId);
      await announce('Accepted', view, cycle, userId);
      return invitationOf(view, cycle, clock.now());
    },

    async decline(userId: string, where: Where, invitationId: number): Promise<ApplicantInvitation> {
      const { applicantId, cycle } = await context(userId, where);
      await ownInvitation(applicantId, cycle.id, invitationId);
      const now = clock.now();
      assertCycleOpen(cycle, now);
      await withTransaction(db, async (tx) => {
        const row = await lockInvitation(tx, invitationId);
        if (row?.status !== 'Pending') throw conflict(seasonMessages.InterviewInvitationNotPending);
        await updateInvitation(tx, invitationId, { status: 'Declined', respondedAt: now, updatedAt: now });
      });
      const view = await ownInvitation(applicantId, cycle.id, invitationId);
      await announce('Declined', view, cycle, userId);
      return invitationOf(view, cycle, clock.now());
    },

    async cancel(userId: string, where: Where, invitationId: number): Promise<ApplicantInvitation> {
      const { applicantId, cycle } = await context(userId, where);
      await ownInvitation(applicantId, cycle.id, invitationId);
      const now = clock.now();
      assertCycleOpen(cycle, now);
      await withTransaction(db, async (tx) => {
        const row = await lockInvitation(tx, invitationId);
        if (row?.status !== 'Accepted' || row.timeRangeId === null) {
          throw conflict(seasonMessages.InterviewInvitationNotAccepted);
        }
        const view = await findInvitationView(tx, invitationId);
        if (row.interviewDate && hasInterviewDayStarted(row.interviewDate, view?.timeZone ?? 'UTC', now)) {
          throw conflict(seasonMessages.InterviewDayStarted);
        }
        await updateInvitation(tx, invitationId, { status: 'Canceled', canceledAt: now, updatedAt: now });
        await seatFreed(tx, row.timeRangeId);
      });
      const view = await ownInvitation(applicantId, cycle.id, invitationId);
      await announce('CancelledByApplicant', view, cycle, userId);
      return invitationOf(view, cycle, clock.now());
    },
  };
}
