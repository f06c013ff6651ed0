/**
 * The program's side of invitations (platform.md §3, ADR 0024): the list, sending (one result per
 * application with its refusal reason), and cancelling (refused in words). Seats are spent and
 * freed through seats.ts, which the preference windows, the waitlist and the invitation queue share:
 * `sendInvitationsIn`, `freeSeats`, `takeSeat` and `onSeatFreed` are re-exported here.
 */
import type {
  InvitationSummary,
  SendInvitationsResult,
} from '../../../core/contracts/interviews/interviews.contract.ts';
import type { Paged } from '../../../core/contracts/paging.ts';
import { cancelRefusalText, invitationCancelRefusal } from '../../../core/domain/interview-rules.ts';
import type { InvitationStatus } from '../../../core/domain/interviews.ts';
import { messages } from '../../../core/domain/messages.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  findInterviewCycle,
  findInvitationView,
  findPreferenceWindow,
  findSentApplications,
  type InterviewCycle,
  type InvitationView,
  listProgramInvitationViews,
  lockInvitation,
  type ProgramInvitationFilter,
  updateInvitation,
} from '../../db/repositories/interviews.repository.ts';
import { conflict, notFound, ValidationFailure } from '../../errors.ts';
import {
  announceInvitationChange,
  announceInvitationsSent,
  type InterviewEventDeps,
} from './interview-events.ts';
import { type InterviewCaller, type ProgramWhere, programOfCaller } from './program-interview-access.ts';
import { seatFreed, sendInvitationsIn } from './seats.ts';

export {
  freeSeats,
  onSeatFreed,
  type SeatFreedHook,
  type SendInvitationOutcome,
  sendInvitationsIn,
  type TakeSeatResult,
  takeSeat,
} from './seats.ts';

export type InvitationService = ReturnType<typeof createInvitationService>;

/** The program's view of one invitation, with why it could not be cancelled now. */
export function invitationSummaryOf(
  view: InvitationView,
  cycle: InterviewCycle,
  now: Date,
): InvitationSummary {
  return {
    id: view.id,
    applicationId: view.applicationId,
    applicantId: view.applicantId,
    applicantCode: view.applicantCode,
    applicantName: view.applicantName,
    status: view.status,
    createdAt: view.createdAt.toISOString(),
    respondBy: view.respondBy?.toISOString() ?? null,
    respondedAt: view.respondedAt?.toISOString() ?? null,
    timeRangeId: view.timeRangeId,
    startsAt: view.startsAt?.toISOString() ?? null,
    endsAt: view.endsAt?.toISOString() ?? null,
    timeZone: view.timeZone,
    interviewType: view.interviewType,
    preferenceWindowId: view.preferenceWindowId,
    isWaitlisted: view.waitlistedAt !== null && view.status === 'Pending',
    cancelRefusal: invitationCancelRefusal({
      now,
      status: view.status,
      cycleStatus: cycle.status,
      matchDate: cycle.matchDate,
      interviewDate: view.interviewDate,
      timeZone: view.timeZone,
    }),
  };
}

type SendInput = {
  applicationIds: number[];
  message?: string | null | undefined;
  respondBy?: string | null | undefined;
  preferenceWindowId?: number | null | undefined;
};

export function createInvitationService(deps: { db: DbExecutor; clock: Clock } & InterviewEventDeps) {
  const { db, clock } = deps;

  async function cycleOf(cycleId: number): Promise<InterviewCycle> {
    const cycle = await findInterviewCycle(db, cycleId);
    if (!cycle) throw notFound();
    return cycle;
  }

  return {
    async list(
      caller: InterviewCaller,
      where: ProgramWhere,
      filter: ProgramInvitationFilter,
    ): Promise<Paged<InvitationSummary>> {
      const program = await programOfCaller(db, caller, where, 'read');
      const cycle = await cycleOf(program.cycleId);
      const page = await listProgramInvitationViews(db, program.programId, program.cycleId, filter);
      const now = clock.now();
      return { items: page.items.map((v) => invitationSummaryOf(v, cycle, now)), total: page.total };
    },

    async send(
      caller: InterviewCaller,
      where: ProgramWhere,
      input: SendInput,
    ): Promise<SendInvitationsResult> {
      const program = await programOfCaller(db, caller, where, 'write');
      const known = await findSentApplications(db, program.programId, program.cycleId, input.applicationIds);
      if (known.length !== new Set(input.applicationIds).size) {
        throw new ValidationFailure({ applicationIds: [seasonMessages.InterviewUnknownApplication] });
      }
      let windowClosesAt: Date | null = null;
      if (input.preferenceWindowId) {
        const window = await findPreferenceWindow(db, input.preferenceWindowId);
        if (
          !window ||
          window.programId !== program.programId ||
          window.matchCycleId !== program.cycleId ||
          window.status !== 'Open'
        ) {
          throw new ValidationFailure({ preferenceWindowId: [messages.InvalidValue] });
        }
        windowClosesAt = window.closesAt;
      }
      const now = clock.now();
      const outcomes = await withTransaction(db, (tx) =>
        sendInvitationsIn(tx, program, input.applicationIds, {
          now,
          invitedByUserId: caller.userId,
          message: input.message ?? null,
          respondBy: input.respondBy ? new Date(input.respondBy) : null,
          preferenceWindowId: input.preferenceWindowId ?? null,
        }),
      );
      await announceInvitationsSent(
        deps,
        { programId: program.programId, programName: program.programName, cycleCode: program.cycleCode },
        outcomes.flatMap((o) =>
          o.invitationId !== null && o.applicantUserId !== null
            ? [{ invitationId: o.invitationId, applicantUserId: o.applicantUserId }]
            : [],
        ),
        { causedByUserId: caller.userId, windowClosesAt },
      );
      return {
        results: outcomes.map((o) => ({
          applicationId: o.applicationId,
          // Unknown applications were refused above; one withdrawn since counts as not invitable.
          refusal: o.refusal === 'UnknownApplication' ? 'AlreadyInvited' : o.refusal,
          invitationId: o.invitationId,
        })),
      };
    },

    async cancel(
      caller: InterviewCaller,
      where: ProgramWhere,
      invitationId: number,
      reason: string | null | undefined,
    ): Promise<InvitationSummary> {
      const program = await programOfCaller(db, caller, where, 'write');
      const cycle = await cycleOf(program.cycleId);
      const now = clock.now();
      const wasStatus = await withTransaction(db, async (tx) => {
        const row = await lockInvitation(tx, invitationId);
        if (!row || row.programId !== program.programId || row.matchCycleId !== program.cycleId)
          throw notFound();
        const view = await findInvitationView(tx, invitationId);
        const refusal = invitationCancelRefusal({
          now,
          status: row.status,
          cycleStatus: cycle.status,
          matchDate: cycle.matchDate,
          interviewDate: row.interviewDate,
          timeZone: view?.timeZone ?? null,
        });
        if (refusal !== 'None') throw conflict(cancelRefusalText(refusal));
        await updateInvitation(tx, invitationId, { status: 'Canceled', canceledAt: now, updatedAt: now });
        if (row.status === 'Accepted' && row.timeRangeId !== null) await seatFreed(tx, row.timeRangeId);
        return row.status as InvitationStatus;
      });
      const view = (await findInvitationView(db, invitationId))!;
      await announceInvitationChange(
        deps,
        'CancelledByProgram',
        {
          id: view.id,
          programId: program.programId,
          programName: program.programName,
          cycleCode: program.cycleCode,
          applicantUserId: view.applicantUserId,
          startsAt: wasStatus === 'Accepted' ? view.startsAt : null,
        },
        caller.userId,
        reason,
      );
      return invitationSummaryOf(view, cycle, clock.now());
    },
  };
}
