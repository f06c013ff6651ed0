/**
 * Swaps (issue 15, ADR 0024 decision 6): an applicant holding an accepted interview offers it for
 * another public range ahead of the same program; the applicants holding a seat in the wanted range
 * see the offer (anonymous) live and may accept it. Accepting locks the offer and both invitations,
 * checks that both still hold their seats and that neither would have two interviews on one day,
 * exchanges the seats, and cancels the other open offers of both invitations — one transaction.
 */
import type {
  ApplicantSwaps,
  AvailableSwapOffer,
  CreateSwapRequestInput,
  OwnSwapRequest,
  SwapRange,
} from '../../../core/contracts/interviews/swaps.contract.ts';
import { formatMessage } from '../../../core/domain/messages.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import { hubEvents as events } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  cancelOpenSwapsOf,
  findSwap,
  heldSeatsOfApplicant,
  holdersOfRange,
  insertSwap,
  listSwapsOfApplicant,
  lockSwap,
  openOffersWanting,
  publicRangesOfProgram,
  rangesByIds,
  type SwapRangeRow,
  type SwapRow,
  updateSwap,
} from '../../db/repositories/interview-swaps.repository.ts';
import { findApplicantUserId } from '../../db/repositories/interview-windows.repository.ts';
import {
  acceptedDatesOfApplicant,
  findInvitationRow,
  lockInvitation,
  updateInvitation,
} from '../../db/repositories/interviews.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../errors.ts';
import type { ApplicantAccess } from '../applicants/applicant-access.service.ts';
import type { NotifyService } from '../messaging/notify.service.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import { interviewWhen, toApplicant, toProgram } from './interview-events.ts';

export type SwapsService = ReturnType<typeof createSwapsService>;

type CycleWhere = { matchCycleCode: string };

function rangeView(range: SwapRangeRow): SwapRange {
  return {
    id: range.id,
    date: range.date,
    startsAt: range.startsAt.toISOString(),
    endsAt: range.endsAt.toISOString(),
    timeZone: range.timeZone,
    interviewType: range.interviewType,
  };
}

export function createSwapsService(deps: {
  db: DbExecutor;
  clock: Clock;
  notify: NotifyService;
  hubEvents: HubEvents;
  access: ApplicantAccess;
}) {
  const { db, clock, notify, hubEvents, access } = deps;

  async function applicantIn(userId: string, where: CycleWhere) {
    const context = await access.inCycle(userId, { code: where.matchCycleCode });
    return { applicantId: context.applicant.id, cycleId: context.cycle.id, cycleCode: context.cycle.code };
  }

  /** SwapRequestCreated / SwapRequestAcceptedOrCancelled on the InterviewSwap hub. */
  function swapEvent(
    userIds: readonly string[],
    target: typeof events.swapRequestCreated | typeof events.swapRequestAcceptedOrCancelled,
    swap: SwapRow,
  ): void {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return;
    hubEvents.send({
      hub: 'InterviewSwap',
      audience: { kind: 'users', userIds: unique },
      target,
      args: [{ swapRequestId: swap.id, programId: swap.programId, status: swap.status }],
    });
  }

  async function authorUserOf(swap: SwapRow): Promise<string | undefined> {
    const invitation = await findInvitationRow(db, swap.invitationId);
    return invitation ? findApplicantUserId(db, invitation.applicantId) : undefined;
  }

  /** Tells authors and the wanted range's holders that offers were cancelled (a seat changed). */
  async function tellCancelled(swaps: readonly SwapRow[]): Promise<void> {
    for (const swap of swaps) {
      const author = await authorUserOf(swap);
      const holders = (await holdersOfRange(db, swap.wantedTimeRangeId)).map((h) => h.applicantUserId);
      swapEvent([...(author ? [author] : []), ...holders], events.swapRequestAcceptedOrCancelled, swap);
    }
  }

  async function ownView(swap: SwapRow): Promise<OwnSwapRequest> {
    const invitation = await findInvitationRow(db, swap.invitationId);
    const acceptor = swap.acceptedByInvitationId
      ? await findInvitationRow(db, swap.acceptedByInvitationId)
      : undefined;
    // Once accepted, the author's old seat is the acceptor's.
    const offeredRangeId = swap.status === 'Accepted' ? acceptor?.timeRangeId : invitation?.timeRangeId;
    const ranges = await rangesByIds(db, [
      swap.wantedTimeRangeId,
      ...(offeredRangeId ? [offeredRangeId] : []),
    ]);
    const wanted = ranges.get(swap.wantedTimeRangeId);
    if (!wanted) throw notFound();
    const offered = offeredRangeId ? ranges.get(offeredRangeId) : undefined;
    return {
      id: swap.id,
      status: swap.status,
      invitationId: swap.invitationId,
      programCode: wanted.programCode,
      programName: wanted.programName,
      offeredRange: offered ? rangeView(offered) : null,
      wantedRange: rangeView(wanted),
      createdAt: swap.createdAt.toISOString(),
      decidedAt: swap.decidedAt?.toISOString() ?? null,
    };
  }

  return {
    tellCancelled,

    async tellCancelledIds(swapIds: readonly number[]): Promise<void> {
      const rows: SwapRow[] = [];
      for (const id of swapIds) {
        const row = await findSwap(db, id);
        if (row?.status === 'Cancelled') rows.push(row);
      }
      await tellCancelled(rows);
    },

    async list(userId: string, where: CycleWhere): Promise<ApplicantSwaps> {
      const me = await applicantIn(userId, where);
      const now = clock.now();
      const mine = await Promise.all(
        (await listSwapsOfApplicant(db, me.applicantId, me.cycleId)).map(ownView),
      );
      const seats = await heldSeatsOfApplicant(db, me.applicantId, me.cycleId);
      const myDates = new Set(seats.map((s) => s.interviewDate));
      const offers = await openOffersWanting(
        db,
        seats.map((s) => s.timeRangeId),
        me.applicantId,
      );
      const ranges = await rangesByIds(db, [
        ...seats.map((s) => s.timeRangeId),
        ...offers.flatMap((o) => [o.offeredRangeId, o.wantedTimeRangeId]),
      ]);
      const available: AvailableSwapOffer[] = [];
      for (const offer of offers) {
        const yours = seats.find((s) => s.timeRangeId === offer.wantedTimeRangeId);
        const yourRange = ranges.get(offer.wantedTimeRangeId);
        const offeredRange = ranges.get(offer.offeredRangeId);
        if (!yours || !yourRange || !offeredRange) continue;
        if (offeredRange.startsAt.getTime() <= now.getTime() || yourRange.startsAt.getTime() <= now.getTime())
          continue;
        const busy = offeredRange.date !== yours.interviewDate && myDates.has(offeredRange.date);
        available.push({
          id: offer.id,
          programCode: yourRange.programCode,
          programName: yourRange.programName,
          yourInvitationId: yours.invitationId,
          yourRange: rangeView(yourRange),
          offeredRange: rangeView(offeredRange),
          createdAt: offer.createdAt.toISOString(),
          conflict: busy
            ? formatMessage(seasonMessages.InterviewAnotherThatDay, { date: offeredRange.date })
            : null,
        });
      }
      const targets: ApplicantSwaps['targets'] = [];
      for (const seat of seats) {
        const current = ranges.get(seat.timeRangeId);
        if (!current || current.startsAt.getTime() <= now.getTime()) continue;
        const others = (await publicRangesOfProgram(db, seat.programId, seat.matchCycleId)).filter(
          (r) => r.id !== seat.timeRangeId && r.startsAt.getTime() > now.getTime(),
        );
        targets.push({
          invitationId: seat.invitationId,
          programCode: current.programCode,
          programName: current.programName,
          currentRange: rangeView(current),
          ranges: others.map(rangeView),
        });
      }
      return { mine, available, targets };
    },

    /** Offers the caller's accepted seat for another public range ahead of the same program. */
    async create(userId: string, where: CycleWhere, input: CreateSwapRequestInput): Promise<OwnSwapRequest> {
      const me = await applicantIn(userId, where);
      const now = clock.now();
      const swap = await withTransaction(db, async (tx) => {
        const invitation = await lockInvitation(tx, input.invitationId);
        if (
          !invitation ||
          invitation.applicantId !== me.applicantId ||
          invitation.matchCycleId !== me.cycleId
        ) {
          throw notFound();
        }
        if (invitation.status !== 'Accepted' || invitation.timeRangeId === null) {
          throw conflict(seasonMessages.SwapInvitationNotAccepted);
        }
        if (invitation.timeRangeId === input.wantedTimeRangeId) throw conflict(seasonMessages.SwapSameRange);
        const ranges = await rangesByIds(tx, [invitation.timeRangeId, input.wantedTimeRangeId]);
        const wanted = ranges.get(input.wantedTimeRangeId);
        const current = ranges.get(invitation.timeRangeId);
        if (
          !wanted?.isPublic ||
          wanted.programId !== invitation.programId ||
          wanted.cycleId !== invitation.matchCycleId
        ) {
          throw conflict(seasonMessages.InterviewRangeNotOffered);
        }
        if (wanted.startsAt.getTime() <= now.getTime()) throw conflict(seasonMessages.InterviewRangePassed);
        if (!current || current.startsAt.getTime() <= now.getTime())
          throw conflict(seasonMessages.SwapDayStarted);
        try {
          return await withTransaction(tx, (savepoint) =>
            insertSwap(savepoint, {
              programId: invitation.programId,
              invitationId: invitation.id,
              wantedTimeRangeId: wanted.id,
              status: 'Open',
              createdAt: now,
            }),
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(seasonMessages.SwapAlreadyOpen);
          throw error;
        }
      });
      const holders = (await holdersOfRange(db, swap.wantedTimeRangeId)).map((h) => h.applicantUserId);
      swapEvent([...holders, userId], events.swapRequestCreated, swap);
      return ownView(swap);
    },

    /** Takes another applicant's offer: the two seats change hands, or 409 in words. */
    async accept(userId: string, where: CycleWhere & { id: number }): Promise<{ ok: true }> {
      const me = await applicantIn(userId, where);
      const now = clock.now();
      const done = await withTransaction(db, async (tx) => {
        const swap = await lockSwap(tx, where.id);
        if (!swap) throw notFound();
        const authorRow = await findInvitationRow(tx, swap.invitationId);
        if (!authorRow || authorRow.matchCycleId !== me.cycleId) throw notFound();
        if (authorRow.applicantId === me.applicantId) throw conflict(seasonMessages.SwapOwnOffer);
        if (swap.status !== 'Open') throw conflict(seasonMessages.SwapNotOpen);
        const mySeat = (await heldSeatsOfApplicant(tx, me.applicantId, me.cycleId)).find(
          (s) => s.timeRangeId === swap.wantedTimeRangeId,
        );
        if (!mySeat) throw conflict(seasonMessages.SwapNotHoldingWanted);
        // Both invitations locked, in id order (two accepts of crossing offers never deadlock).
        const [first, second] = [swap.invitationId, mySeat.invitationId].sort((a, b) => a - b);
        const lockedA = await lockInvitation(tx, first as number);
        const lockedB = await lockInvitation(tx, second as number);
        const author = lockedA?.id === swap.invitationId ? lockedA : lockedB;
        const mine = lockedA?.id === mySeat.invitationId ? lockedA : lockedB;
        if (author?.status !== 'Accepted' || author.timeRangeId === null) {
          throw conflict(seasonMessages.SwapOfferSeatChanged);
        }
        if (mine?.status !== 'Accepted' || mine.timeRangeId !== swap.wantedTimeRangeId) {
          throw conflict(seasonMessages.SwapNotHoldingWanted);
        }
        const ranges = await rangesByIds(tx, [author.timeRangeId, swap.wantedTimeRangeId]);
        const offered = ranges.get(author.timeRangeId);
        const wanted = ranges.get(swap.wantedTimeRangeId);
        if (!offered || !wanted) throw conflict(seasonMessages.SwapOfferSeatChanged);
        if (offered.startsAt.getTime() <= now.getTime() || wanted.startsAt.getTime() <= now.getTime()) {
          throw conflict(seasonMessages.SwapDayStarted);
        }
        // One interview a day, for both: each gives up one date and takes the other.
        const authorDates = await acceptedDatesOfApplicant(tx, author.applicantId);
        const myDates = await acceptedDatesOfApplicant(tx, mine.applicantId);
        if (offered.date !== wanted.date) {
          if (myDates.has(offered.date)) {
            throw conflict(formatMessage(seasonMessages.InterviewAnotherThatDay, { date: offered.date }));
          }
          if (authorDates.has(wanted.date)) {
            throw conflict(formatMessage(seasonMessages.InterviewAnotherThatDay, { date: wanted.date }));
          }
        }
        try {
          await withTransaction(tx, async (savepoint) => {
            await updateInvitation(savepoint, author.id, {
              timeRangeId: wanted.id,
              interviewDate: wanted.date,
              updatedAt: now,
            });
            await updateInvitation(savepoint, mine.id, {
              timeRangeId: offered.id,
              interviewDate: offered.date,
              updatedAt: now,
            });
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(seasonMessages.SwapOfferSeatChanged);
          throw error;
        }
        const accepted = await updateSwap(tx, swap.id, {
          status: 'Accepted',
          decidedAt: now,
          acceptedByInvitationId: mine.id,
        });
        const cancelled = await cancelOpenSwapsOf(tx, [author.id, mine.id], now, swap.id);
        return { accepted, cancelled, author, mine, offered, wanted };
      });
      const authorUser = await findApplicantUserId(db, done.author.applicantId);
      const people = [
        { userId: authorUser, invitationId: done.author.id, range: done.wanted },
        { userId, invitationId: done.mine.id, range: done.offered },
      ];
      swapEvent(
        people.flatMap((p) => (p.userId ? [p.userId] : [])),
        events.swapRequestAcceptedOrCancelled,
        done.accepted,
      );
      await tellCancelled(done.cancelled);
      toProgram(hubEvents, done.accepted.programId, events.calendarUpdated);
      for (const person of people) {
        if (!person.userId) continue;
        toApplicant(hubEvents, person.userId, done.accepted.programId, events.calendarUpdated);
        const values = { program: person.range.programName, when: interviewWhen(person.range.startsAt) };
        await notify.send({
          userIds: [person.userId],
          kind: 'Interview',
          type: 'Success',
          title: formatMessage(seasonMessages.SwapAcceptedTitle, values),
          body: formatMessage(seasonMessages.SwapAcceptedBody, values),
          data: { matchCycleCode: me.cycleCode, invitationId: String(person.invitationId) },
          causedByUserId: userId,
        });
      }
      return { ok: true };
    },

    /** Cancels the caller's own Open offer. */
    async cancel(userId: string, where: CycleWhere & { id: number }): Promise<OwnSwapRequest> {
      const me = await applicantIn(userId, where);
      const now = clock.now();
      const swap = await withTransaction(db, async (tx) => {
        const row = await lockSwap(tx, where.id);
        const invitation = row ? await findInvitationRow(tx, row.invitationId) : undefined;
        if (
          !row ||
          !invitation ||
          invitation.applicantId !== me.applicantId ||
          invitation.matchCycleId !== me.cycleId
        ) {
          throw notFound();
        }
        if (row.status !== 'Open') throw conflict(seasonMessages.SwapNotOpen);
        return updateSwap(tx, row.id, { status: 'Cancelled', decidedAt: now });
      });
      await tellCancelled([swap]);
      return ownView(swap);
    },
  };
}
