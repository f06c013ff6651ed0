/**
 * Preference windows (issue 15, ADR 0024 decision 5): no slot race. The program opens one window at a
 * time per cycle and sends invitations into it (the invitations' own send, with preferenceWindowId);
 * invitees rank the program's public ranges ahead until the window closes. Closing (by hand, or by
 * the scheduled task once closes_at passed) is one transaction: the window row locked and checked
 * Open (so it closes once), the ranges locked, the stable assignment of core/interviews/assign-dates.ts
 * run over the free seats, each seat taken through the seats service, the rest waitlisted in the
 * program's order. Everyone is told after commit. Freed seats reach the waitlist through waitlist.ts.
 */
import type {
  ApplicantDatePreferences,
  CreatePreferenceWindowInput,
  PreferenceWindow,
  PreferenceWindowDetails,
  SaveDatePreferencesInput,
} from '../../../core/contracts/interviews/preference-windows.contract.ts';
import { invitationCancelRefusal } from '../../../core/domain/interview-rules.ts';
import type { WaitlistMode } from '../../../core/domain/interviews.ts';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import { assignDates, type RankingInvitee } from '../../../core/interviews/assign-dates.ts';
import { hubEvents as events } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { rangesByIds } from '../../db/repositories/interview-swaps.repository.ts';
import {
  acceptedCountsOfApplicants,
  acceptedDatesOfApplicants,
  acceptInBulk,
  countsOfWindows,
  findApplicantUserId,
  findOpenWindowOfProgram,
  findProgramCycleByCodes,
  findProgramNames,
  findRangeCapacity,
  findWindow,
  insertWindow,
  listDueWindowIds,
  listWindowInvitees,
  listWindowInviteeViews,
  listWindowsOfProgram,
  lockApplicants,
  lockRanges,
  lockWindow,
  type PreferenceWindowRow,
  rankingsOf,
  replaceRanking,
  updateWindow,
  type WindowCounts,
  waitlistInBulk,
} from '../../db/repositories/interview-windows.repository.ts';
import {
  acceptedDatesOfApplicant,
  countAcceptedInRange,
  findInterviewCycle,
  findInvitationRow,
  listPublicRangesAhead,
  lockInvitation,
  lockProgramSeats,
} from '../../db/repositories/interviews.repository.ts';
import { findProgramInCycle } from '../../db/repositories/program-user.repository.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { ApplicantAccess } from '../applicants/applicant-access.service.ts';
import type { AuthContext } from '../auth/session.service.ts';
import type { NotifyService } from '../messaging/notify.service.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import { interviewWhen, toApplicant, toProgram } from './interview-events.ts';
import { setWaitlistContext, type WaitlistNotice } from './waitlist.ts';

export type PreferenceWindowsService = ReturnType<typeof createPreferenceWindowsService>;

type Where = { matchCycleCode: string; programCode: string };
/** What access needs of the caller. */
type Caller = Pick<AuthContext, 'userId' | 'roles'>;
type ProgramRef = {
  programId: number;
  programCode: string;
  programName: string;
  cycleId: number;
  cycleCode: string;
};

const noCounts: WindowCounts = { invited: 0, ranked: 0, assigned: 0, waitlisted: 0 };

/** What a close did, for telling after commit. */
export type WindowCloseOutcome = {
  window: PreferenceWindowRow;
  program: { programId: number; programCode: string; programName: string; cycleCode: string };
  assigned: { invitationId: number; applicantUserId: string; startsAt: Date }[];
  waitlisted: { invitationId: number; applicantUserId: string; position: number }[];
};

export function createPreferenceWindowsService(deps: {
  db: DbExecutor;
  clock: Clock;
  log: Logger;
  notify: NotifyService;
  hubEvents: HubEvents;
  access: ApplicantAccess;
}) {
  const { db, clock, log, notify, hubEvents, access } = deps;

  // ---------- access ----------

  async function programOf(auth: Caller, where: Where, read: boolean): Promise<ProgramRef> {
    const member = auth.roles.includes('ProgramUser')
      ? await findProgramInCycle(db, auth.userId, where.programCode, where.matchCycleCode)
      : undefined;
    if (member) {
      if (!member.takesPart) throw conflict(messages.ProgramNotInMatchCycle);
      return { ...member, cycleCode: member.cycleCode };
    }
    if (read && auth.roles.includes('Admin')) {
      const found = await findProgramCycleByCodes(db, where.programCode, where.matchCycleCode);
      if (!found) throw notFound();
      return { ...found, cycleCode: where.matchCycleCode };
    }
    // Not the user's program, or no such program or cycle: nobody learns which.
    throw notFound();
  }

  async function windowOf(
    program: ProgramRef,
    id: number,
    executor: DbExecutor = db,
  ): Promise<PreferenceWindowRow> {
    const window = await findWindow(executor, id);
    if (!window || window.programId !== program.programId || window.matchCycleId !== program.cycleId) {
      throw notFound();
    }
    return window;
  }

  function view(row: PreferenceWindowRow, counts: WindowCounts | undefined): PreferenceWindow {
    return {
      id: row.id,
      status: row.status,
      waitlistMode: row.waitlistMode,
      opensAt: row.opensAt.toISOString(),
      closesAt: row.closesAt.toISOString(),
      assignedAt: row.assignedAt?.toISOString() ?? null,
      counts: counts ?? noCounts,
    };
  }

  async function viewOf(row: PreferenceWindowRow): Promise<PreferenceWindow> {
    return view(row, (await countsOfWindows(db, [row.id])).get(row.id));
  }

  // ---------- the close ----------

  /**
   * Closes the window in the caller's transaction: answers null when it is no longer Open (closed,
   * cancelled, or closed by a racing call that held the lock first).
   */
  async function closeIn(tx: DbExecutor, windowId: number, now: Date): Promise<WindowCloseOutcome | null> {
    const window = await lockWindow(tx, windowId);
    if (window?.status !== 'Open') return null;
    const { programId, matchCycleId: cycleId } = window;
    await lockProgramSeats(tx, programId);
    const cycle = await findInterviewCycle(tx, cycleId);
    const offered = await listPublicRangesAhead(tx, programId, cycleId, now);
    await lockRanges(
      tx,
      offered.map((r) => r.id),
    );
    // Counted again under the locks (one statement): no seat is taken meanwhile.
    const locked = new Set(offered.map((r) => r.id));
    const ranges = (await listPublicRangesAhead(tx, programId, cycleId, now))
      .filter((r) => locked.has(r.id))
      .map((r) => ({ id: r.id, date: r.date, startsAt: r.startsAt, capacity: r.capacity - r.booked }));
    const invitees = (await listWindowInvitees(tx, windowId)).filter((i) => i.status === 'Pending');
    const rankings = await rankingsOf(
      tx,
      invitees.map((i) => i.invitationId),
    );
    const applicantIds = [...new Set(invitees.map((i) => i.applicantId))];
    // Their accepted interviews elsewhere stay as read until commit (a seat anywhere locks the applicant too).
    await lockApplicants(tx, applicantIds);
    const dates = await acceptedDatesOfApplicants(tx, applicantIds);
    const accepted = await acceptedCountsOfApplicants(tx, applicantIds, cycleId);
    const max = cycle?.maxInterviewCountPerMatchCycle ?? Number.POSITIVE_INFINITY;
    const input: RankingInvitee[] = invitees.map((i) => ({
      invitationId: i.invitationId,
      applicantId: i.applicantId,
      // An applicant at the cycle's limit can take no seat: nothing to propose.
      preferences: (accepted.get(i.applicantId) ?? 0) >= max ? [] : (rankings.get(i.invitationId) ?? []),
      blockedDates: [...(dates.get(i.applicantId) ?? [])],
    }));
    const result = assignDates(ranges, input);

    // Every check the seats service makes was made above under the same locks: the seats are taken
    // in bulk (one statement per 500), not one transaction step per invitee.
    const rangeOf = new Map(ranges.map((r) => [r.id, r]));
    const seats = invitees.flatMap((i) => {
      const rangeId = result.assignments.get(i.invitationId);
      return rangeId === undefined
        ? []
        : [{ invitationId: i.invitationId, rangeId, date: rangeOf.get(rangeId)!.date }];
    });
    const taken = new Set(await acceptInBulk(tx, seats, now));
    const assigned: WindowCloseOutcome['assigned'] = invitees.flatMap((i) => {
      const rangeId = result.assignments.get(i.invitationId);
      return rangeId !== undefined && taken.has(i.invitationId)
        ? [
            {
              invitationId: i.invitationId,
              applicantUserId: i.applicantUserId,
              startsAt: rangeOf.get(rangeId)!.startsAt,
            },
          ]
        : [];
    });
    const waitlisted: WindowCloseOutcome['waitlisted'] = [];
    for (const invitee of invitees) {
      if (result.assignments.has(invitee.invitationId)) continue;
      waitlisted.push({
        invitationId: invitee.invitationId,
        applicantUserId: invitee.applicantUserId,
        position: waitlisted.length + 1,
      });
    }
    await waitlistInBulk(
      tx,
      waitlisted.map((w) => ({ invitationId: w.invitationId, position: w.position })),
      now,
    );
    const closed = await updateWindow(tx, windowId, {
      status: 'Assigned',
      assignedAt: now,
      ...(window.closesAt.getTime() > now.getTime() ? { closesAt: now } : {}),
    });
    const program = await findProgramCycleOfWindow(tx, closed);
    return { window: closed, program, assigned, waitlisted };
  }

  async function findProgramCycleOfWindow(
    tx: DbExecutor,
    window: PreferenceWindowRow,
  ): Promise<WindowCloseOutcome['program']> {
    const cycle = await findInterviewCycle(tx, window.matchCycleId);
    const names = await findProgramNames(tx, window.programId);
    return {
      programId: window.programId,
      programCode: names?.code ?? '',
      programName: names?.name ?? '',
      cycleCode: cycle?.code ?? '',
    };
  }

  /** Tells every invitee of a closed window, and refreshes both sides' calendars. */
  async function announceClose(outcome: WindowCloseOutcome, causedByUserId: string | null): Promise<void> {
    const { program } = outcome;
    toProgram(hubEvents, program.programId, events.calendarUpdated);
    for (const person of [...outcome.assigned, ...outcome.waitlisted]) {
      toApplicant(hubEvents, person.applicantUserId, program.programId, events.calendarUpdated);
    }
    const data = (invitationId: number) => ({
      matchCycleCode: program.cycleCode,
      invitationId: String(invitationId),
    });
    for (const person of outcome.assigned) {
      const values = { program: program.programName, when: interviewWhen(person.startsAt) };
      await notify.send({
        userIds: [person.applicantUserId],
        kind: 'Interview',
        type: 'Success',
        title: formatMessage(seasonMessages.PreferenceWindowAssignedTitle, values),
        body: formatMessage(seasonMessages.PreferenceWindowAssignedBody, values),
        data: data(person.invitationId),
        causedByUserId,
      });
    }
    const ordered = outcome.window.waitlistMode === 'Ordered';
    for (const person of outcome.waitlisted) {
      const values = { program: program.programName, position: person.position };
      await notify.send({
        userIds: [person.applicantUserId],
        kind: 'Interview',
        title: formatMessage(seasonMessages.PreferenceWindowWaitlistedTitle, values),
        body: formatMessage(
          ordered
            ? seasonMessages.PreferenceWindowWaitlistedOrderedBody
            : seasonMessages.PreferenceWindowWaitlistedPooledBody,
          values,
        ),
        data: data(person.invitationId),
        causedByUserId,
      });
    }
  }

  // ---------- the waitlist's announcements (after the freeing transaction) ----------

  const inFlight = new Set<Promise<void>>();

  function announceWaitlist(notices: WaitlistNotice[]): void {
    const running = tellWaitlist(notices)
      .catch((error) => log.error({ error: String(error) }, 'waitlist announcement failed'))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  async function tellWaitlist(notices: WaitlistNotice[]): Promise<void> {
    for (const notice of notices) {
      if (notice.kind === 'SeatGiven') {
        // Blocks until the freeing transaction (which locked the invitation) ends.
        const row = await withTransaction(db, (tx) => lockInvitation(tx, notice.invitationId));
        if (row?.status !== 'Accepted' || row.timeRangeId !== notice.timeRangeId) continue;
        const ranges = await rangesByIds(db, [notice.timeRangeId]);
        const range = ranges.get(notice.timeRangeId);
        const person = await applicantUserOf(row.applicantId);
        if (!range || !person) continue;
        toProgram(hubEvents, notice.programId, events.calendarUpdated);
        toApplicant(hubEvents, person, notice.programId, events.calendarUpdated);
        const values = { program: range.programName, when: interviewWhen(range.startsAt) };
        await notify.send({
          userIds: [person],
          kind: 'Interview',
          type: 'Success',
          title: formatMessage(seasonMessages.WaitlistSeatGivenTitle, values),
          body: formatMessage(seasonMessages.WaitlistSeatGivenBody, values),
          data: { matchCycleCode: await cycleCodeOf(row.matchCycleId), invitationId: String(row.id) },
        });
      } else if (notice.kind === 'SeatFree') {
        const free = await withTransaction(db, async (tx) => {
          await lockRanges(tx, [notice.timeRangeId]);
          return countAcceptedInRange(tx, notice.timeRangeId);
        });
        const range = (await rangesByIds(db, [notice.timeRangeId])).get(notice.timeRangeId);
        if (!range) continue;
        if (free >= ((await findRangeCapacity(db, notice.timeRangeId)) ?? 0)) continue;
        const waiting = [];
        for (const invitationId of notice.invitationIds) {
          const row = await findInvitationRow(db, invitationId);
          if (row?.status === 'Pending' && row.waitlistedAt !== null) {
            const person = await applicantUserOf(row.applicantId);
            if (person) waiting.push({ invitationId, person, cycleId: row.matchCycleId });
          }
        }
        for (const w of waiting) toApplicant(hubEvents, w.person, notice.programId, events.calendarUpdated);
        const values = { program: range.programName, when: interviewWhen(range.startsAt) };
        for (const w of waiting) {
          await notify.send({
            userIds: [w.person],
            kind: 'Interview',
            title: formatMessage(seasonMessages.WaitlistSeatFreeTitle, values),
            body: formatMessage(seasonMessages.WaitlistSeatFreeBody, values),
            data: { matchCycleCode: await cycleCodeOf(w.cycleId), invitationId: String(w.invitationId) },
          });
        }
      } else {
        await swapsCancelledListener?.(notice.swapIds);
      }
    }
  }

  let swapsCancelledListener: ((swapIds: number[]) => Promise<void>) | null = null;

  async function applicantUserOf(applicantId: number): Promise<string | undefined> {
    return findApplicantUserId(db, applicantId);
  }

  async function cycleCodeOf(cycleId: number): Promise<string> {
    return (await findInterviewCycle(db, cycleId))?.code ?? '';
  }

  setWaitlistContext({ now: () => clock.now(), announce: announceWaitlist });

  // ---------- the applicant's side ----------

  async function invitationOfApplicant(userId: string, where: { matchCycleCode: string; id: number }) {
    const context = await access.inCycle(userId, { code: where.matchCycleCode });
    const invitation = await findInvitationRow(db, where.id);
    if (
      !invitation ||
      invitation.applicantId !== context.applicant.id ||
      invitation.matchCycleId !== context.cycle.id
    ) {
      throw notFound();
    }
    if (invitation.preferenceWindowId === null)
      throw conflict(seasonMessages.PreferenceWindowNotForInvitation);
    const window = await findWindow(db, invitation.preferenceWindowId);
    if (!window) throw notFound();
    return { context, invitation, window };
  }

  const isEditable = (window: PreferenceWindowRow, status: string, now: Date) =>
    window.status === 'Open' && status === 'Pending' && window.closesAt.getTime() > now.getTime();

  async function preferencesView(userId: string, where: { matchCycleCode: string; id: number }) {
    const { invitation, window } = await invitationOfApplicant(userId, where);
    const now = clock.now();
    const offered = await listPublicRangesAhead(db, invitation.programId, invitation.matchCycleId, now);
    const busy = await acceptedDatesOfApplicant(db, invitation.applicantId);
    const ranking = (await rankingsOf(db, [invitation.id])).get(invitation.id) ?? [];
    const program = await findProgramCycleOfWindow(db, window);
    const result: ApplicantDatePreferences = {
      invitationId: invitation.id,
      programCode: program.programCode,
      programName: program.programName,
      window: {
        id: window.id,
        status: window.status,
        waitlistMode: window.waitlistMode,
        closesAt: window.closesAt.toISOString(),
      },
      offeredTimeRanges: offered.map((r) => ({
        id: r.id,
        date: r.date,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        timeZone: r.timeZone,
        interviewType: r.interviewType,
        freeSeats: Math.max(0, r.capacity - r.booked),
        // The applicant's own accepted seat in this program is not a conflict with itself.
        conflict:
          busy.has(r.date) && invitation.interviewDate !== r.date
            ? formatMessage(seasonMessages.InterviewAnotherThatDay, { date: r.date })
            : null,
      })),
      ranking,
      isEditable: isEditable(window, invitation.status, now),
      waitlistPosition: invitation.status === 'Pending' ? invitation.waitlistPosition : null,
      isWaitlisted: invitation.status === 'Pending' && invitation.waitlistedAt !== null,
    };
    return result;
  }

  return {
    /** Opens a window: one Open window per program and cycle; closes in the future. */
    async create(auth: Caller, where: Where, input: CreatePreferenceWindowInput): Promise<PreferenceWindow> {
      const program = await programOf(auth, where, false);
      const now = clock.now();
      const closesAt = new Date(input.closesAt);
      if (closesAt.getTime() <= now.getTime()) throw conflict(seasonMessages.PreferenceWindowClosesInPast);
      const cycle = await findInterviewCycle(db, program.cycleId);
      if (cycle?.status !== 'Active') throw conflict(seasonMessages.InterviewSeasonReadOnly);
      const row = await withTransaction(db, async (tx) => {
        await lockProgramSeats(tx, program.programId);
        if (await findOpenWindowOfProgram(tx, program.programId, program.cycleId)) {
          throw conflict(seasonMessages.PreferenceWindowAlreadyOpen);
        }
        return insertWindow(tx, {
          programId: program.programId,
          matchCycleId: program.cycleId,
          opensAt: now,
          closesAt,
          status: 'Open',
          waitlistMode: (input.waitlistMode ?? 'Ordered') as WaitlistMode,
          createdByUserId: auth.userId,
          createdAt: now,
        });
      });
      toProgram(hubEvents, program.programId, events.interviewSchedulerContextChanged);
      return view(row, undefined);
    },

    async list(auth: Caller, where: Where): Promise<{ windows: PreferenceWindow[] }> {
      const program = await programOf(auth, where, true);
      const rows = await listWindowsOfProgram(db, program.programId, program.cycleId);
      const counts = await countsOfWindows(
        db,
        rows.map((r) => r.id),
      );
      return { windows: rows.map((r) => view(r, counts.get(r.id))) };
    },

    async get(auth: Caller, where: Where & { id: number }): Promise<PreferenceWindowDetails> {
      const program = await programOf(auth, where, true);
      const window = await windowOf(program, where.id);
      const cycle = await findInterviewCycle(db, program.cycleId);
      const now = clock.now();
      const invitees = await listWindowInviteeViews(db, window.id);
      return {
        window: await viewOf(window),
        invitees: invitees.map((i) => ({
          id: i.invitationId,
          applicationId: i.applicationId,
          applicantId: i.applicantId,
          applicantCode: i.applicantCode,
          applicantName: i.applicantName,
          status: i.status,
          createdAt: i.createdAt.toISOString(),
          respondBy: i.respondBy?.toISOString() ?? null,
          respondedAt: i.respondedAt?.toISOString() ?? null,
          timeRangeId: i.timeRangeId,
          startsAt: i.startsAt?.toISOString() ?? null,
          endsAt: i.endsAt?.toISOString() ?? null,
          timeZone: i.timeZone,
          interviewType: i.interviewType,
          preferenceWindowId: window.id,
          isWaitlisted: i.status === 'Pending' && i.waitlistedAt !== null,
          cancelRefusal: cycle
            ? invitationCancelRefusal({
                now,
                status: i.status,
                cycleStatus: cycle.status,
                matchDate: cycle.matchDate,
                interviewDate: i.interviewDate,
                timeZone: i.timeZone,
              })
            : 'MatchCycleIsNotActive',
          rankedCount: i.rankedCount,
          waitlistPosition: i.status === 'Pending' ? i.waitlistPosition : null,
        })),
      };
    },

    /** Closes an Open window now (the program's button): 409 once it is not Open. */
    async closeNow(auth: Caller, where: Where & { id: number }): Promise<PreferenceWindow> {
      const program = await programOf(auth, where, false);
      await windowOf(program, where.id);
      const outcome = await withTransaction(db, (tx) => closeIn(tx, where.id, clock.now()));
      if (!outcome) throw conflict(seasonMessages.PreferenceWindowNotOpen);
      await announceClose(outcome, auth.userId);
      return viewOf(outcome.window);
    },

    /** Cancels an Open window: its invitees pick seats as other invitees do. */
    async cancel(auth: Caller, where: Where & { id: number }): Promise<PreferenceWindow> {
      const program = await programOf(auth, where, false);
      await windowOf(program, where.id);
      const row = await withTransaction(db, async (tx) => {
        const window = await lockWindow(tx, where.id);
        if (window?.status !== 'Open') throw conflict(seasonMessages.PreferenceWindowNotOpen);
        return updateWindow(tx, where.id, { status: 'Cancelled' });
      });
      const invitees = await listWindowInvitees(db, row.id);
      toProgram(hubEvents, program.programId, events.interviewSchedulerContextChanged);
      for (const i of invitees) {
        if (i.status === 'Pending') {
          toApplicant(
            hubEvents,
            i.applicantUserId,
            program.programId,
            events.interviewSchedulerContextChanged,
            [i.invitationId],
          );
        }
      }
      return viewOf(row);
    },

    /** The scheduled task: closes every Open window whose closing time has come. */
    async closeDue(): Promise<number> {
      let closed = 0;
      for (const id of await listDueWindowIds(db, clock.now())) {
        try {
          const outcome = await withTransaction(db, (tx) => closeIn(tx, id, clock.now()));
          if (!outcome) continue;
          closed += 1;
          await announceClose(outcome, null);
        } catch (error) {
          // One window failing never stops the others; the next run tries it again.
          if (!(error instanceof AppError))
            log.error({ windowId: id, error: String(error) }, 'window close failed');
        }
      }
      return closed;
    },

    /** The window's close inside a caller's transaction (tests race two of them). */
    closeIn,
    announceClose,

    myPreferences: preferencesView,

    /** Replaces the applicant's ranking while the window is Open and the invitation Pending. */
    async saveMyPreferences(
      userId: string,
      where: { matchCycleCode: string; id: number },
      input: SaveDatePreferencesInput,
    ): Promise<ApplicantDatePreferences> {
      const { invitation } = await invitationOfApplicant(userId, where);
      await withTransaction(db, async (tx) => {
        const window = await lockWindow(tx, invitation.preferenceWindowId as number);
        const locked = await lockInvitation(tx, invitation.id);
        const now = clock.now();
        if (!window || !locked || !isEditable(window, locked.status, now)) {
          throw conflict(seasonMessages.PreferenceWindowNotOpen);
        }
        const offered = new Set(
          (await listPublicRangesAhead(tx, invitation.programId, invitation.matchCycleId, now)).map(
            (r) => r.id,
          ),
        );
        if (input.timeRangeIds.some((id) => !offered.has(id)))
          throw conflict(seasonMessages.PreferenceRangeNotOffered);
        await replaceRanking(tx, invitation.id, input.timeRangeIds);
      });
      toProgram(hubEvents, invitation.programId, events.interviewSchedulerContextChanged, [invitation.id]);
      return preferencesView(userId, where);
    },

    /** Waits for the waitlist's announcements in flight (tests, shutdown). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    /** The swaps service tells the authors of offers the waitlist's hook cancelled. */
    onSwapsCancelled(listener: (swapIds: number[]) => Promise<void>): void {
      swapsCancelledListener = listener;
    },
  };
}
