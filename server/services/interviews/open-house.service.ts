/**
 * Open house tours (issue 15): the program schedules, edits and cancels its tours of a cycle (the
 * registered applicants are told of a cancellation); applicants of the cycle find tours, the
 * programs they applied to or saved first, and take a seat. A seat is taken with the tour's row
 * locked (`FOR UPDATE`) and the live registrations counted in the same transaction, so twenty
 * applicants racing for the last seat produce exactly one registration. A scheduled task reminds
 * each registered applicant once, a day before the tour.
 */
import type {
  ApplicantOpenHouseTour,
  ApplicantOpenHouseTours,
  OpenHouseTour,
  OpenHouseTourInput,
  OpenHouseTourRegistrations,
  ProgramOpenHouseTours,
} from '../../../core/contracts/interviews/open-house.contract.ts';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import { seasonMessage, seasonMessages } from '../../../core/domain/season-messages.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  cancelRegistration,
  countRegistrations,
  findTour,
  insertTour,
  isRegistered,
  listApplicantProgramIds,
  listApplicantRegisteredTours,
  listDueReminders,
  listProgramTours,
  listRegistrants,
  listUpcomingCycleTours,
  lockTour,
  markReminded,
  markTourCancelled,
  type TourRow,
  type TourValues,
  updateTour,
  upsertRegistration,
} from '../../db/repositories/open-house.repository.ts';
import { findProgramInCycle, type ProgramInCycle } from '../../db/repositories/program-user.repository.ts';
import { conflict, notFound } from '../../errors.ts';
import type { ApplicantAccess } from '../applicants/applicant-access.service.ts';
import type { NotifyService } from '../messaging/notify.service.ts';

export type OpenHouseService = ReturnType<typeof createOpenHouseService>;

type Where = { matchCycleCode: string; programCode: string };

/** How long before a tour its registered applicants are reminded. */
export const OPEN_HOUSE_REMINDER_BEFORE_MS = 24 * 60 * 60_000;

/** '01/14/2027, 9:00 AM (America/Chicago) · 01/14/2027, 7:00 AM PT': the tour's zone and Pacific time. */
export function tourTimeText(startsAt: Date, timeZone: string): string {
  let local: string;
  try {
    local = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(startsAt);
  } catch {
    return formatPacificDateTime(startsAt);
  }
  return `${local} (${timeZone}) · ${formatPacificDateTime(startsAt)}`;
}

const nullIfBlank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function valuesOf(input: OpenHouseTourInput): TourValues {
  return {
    title: input.title.trim(),
    description: nullIfBlank(input.description),
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    timeZone: input.timeZone.trim(),
    location: nullIfBlank(input.location),
    videoLink: nullIfBlank(input.videoLink),
    capacity: input.capacity,
  };
}

export function createOpenHouseService(deps: {
  db: DbExecutor;
  clock: Clock;
  access: ApplicantAccess;
  notify: NotifyService;
}) {
  const { db, clock, access, notify } = deps;

  const isPassed = (tour: TourRow) => tour.startsAt.getTime() <= clock.now().getTime();

  function toTour(row: TourRow): OpenHouseTour {
    return {
      id: row.id,
      programCode: row.programCode,
      programName: row.programName,
      title: row.title,
      description: row.description,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      timeZone: row.timeZone,
      location: row.location,
      videoLink: row.videoLink,
      capacity: row.capacity,
      registeredCount: row.registeredCount,
      isCancelled: row.isCancelled,
      isPassed: isPassed(row),
    };
  }

  async function programOf(userId: string, where: Where): Promise<ProgramInCycle> {
    const found = await findProgramInCycle(db, userId, where.programCode, where.matchCycleCode);
    // Not the user's program, or no such program or cycle: nobody learns which.
    if (!found) throw notFound();
    if (!found.takesPart) throw conflict(messages.ProgramNotInMatchCycle);
    return found;
  }

  async function changing(userId: string, where: Where): Promise<ProgramInCycle> {
    const program = await programOf(userId, where);
    if (program.cycleStatus === 'Archived') throw conflict(messages.MatchCycleArchived);
    return program;
  }

  async function tourOfProgram(program: ProgramInCycle, id: number): Promise<TourRow> {
    const tour = await findTour(db, id);
    if (!tour || tour.programId !== program.programId || tour.matchCycleId !== program.cycleId)
      throw notFound();
    return tour;
  }

  async function tourOfCycle(cycleId: number, id: number): Promise<TourRow> {
    const tour = await findTour(db, id);
    if (!tour || tour.matchCycleId !== cycleId) throw notFound();
    return tour;
  }

  function forApplicant(row: TourRow, registered: boolean, mine: Set<number>): ApplicantOpenHouseTour {
    return { ...toTour(row), isRegistered: registered, isMyProgram: mine.has(row.programId) };
  }

  return {
    // ---------- the program ----------

    async listForProgram(userId: string, where: Where): Promise<ProgramOpenHouseTours> {
      const program = await programOf(userId, where);
      const rows = await listProgramTours(db, program.programId, program.cycleId);
      const upcoming = rows.filter((row) => !row.isCancelled && !isPassed(row));
      const past = rows.filter((row) => row.isCancelled || isPassed(row)).reverse();
      return {
        programCode: program.programCode,
        programName: program.programName,
        isReadOnly: program.cycleStatus === 'Archived',
        tours: [...upcoming, ...past].map(toTour),
      };
    },

    async registrations(userId: string, where: Where & { id: number }): Promise<OpenHouseTourRegistrations> {
      const program = await programOf(userId, where);
      const tour = await tourOfProgram(program, where.id);
      const registrants = await listRegistrants(db, tour.id);
      return {
        tour: toTour(tour),
        registrations: registrants.map((r) => ({
          applicantId: r.applicantId,
          applicantCode: r.applicantCode,
          name: r.name,
          email: r.email,
          registeredAt: r.registeredAt.toISOString(),
        })),
      };
    },

    async create(userId: string, where: Where, input: OpenHouseTourInput): Promise<OpenHouseTour> {
      const program = await changing(userId, where);
      const id = await insertTour(db, {
        ...valuesOf(input),
        programId: program.programId,
        matchCycleId: program.cycleId,
        createdByUserId: userId,
      });
      return toTour((await findTour(db, id))!);
    },

    async update(
      userId: string,
      where: Where & { id: number },
      input: OpenHouseTourInput,
    ): Promise<OpenHouseTour> {
      const program = await changing(userId, where);
      await tourOfProgram(program, where.id);
      await withTransaction(db, async (tx) => {
        await lockTour(tx, where.id);
        const tour = (await findTour(tx, where.id))!;
        if (tour.isCancelled || isPassed(tour)) throw conflict(seasonMessages.OpenHouseTourClosed);
        const registered = await countRegistrations(tx, where.id);
        if (input.capacity < registered) {
          throw conflict(seasonMessage('OpenHouseCapacityBelowRegistered', { count: registered }));
        }
        await updateTour(tx, where.id, valuesOf(input), clock.now());
      });
      return toTour((await findTour(db, where.id))!);
    },

    async cancel(userId: string, where: Where & { id: number }): Promise<OpenHouseTour> {
      const program = await changing(userId, where);
      const before = await tourOfProgram(program, where.id);
      if (before.isCancelled || isPassed(before)) throw conflict(seasonMessages.OpenHouseTourClosed);
      const registrants = await withTransaction(db, async (tx) => {
        await lockTour(tx, where.id);
        await markTourCancelled(tx, where.id, clock.now());
        return listRegistrants(tx, where.id);
      });
      await notify.send({
        userIds: registrants.map((r) => r.userId),
        kind: 'Interview',
        title: seasonMessages.OpenHouseTourCancelledTitle,
        body: formatMessage(seasonMessages.OpenHouseTourCancelledBody, {
          program: before.programName,
          title: before.title,
          when: tourTimeText(before.startsAt, before.timeZone),
        }),
        data: {
          matchCycleCode: program.cycleCode,
          programCode: program.programCode,
          tourId: String(before.id),
        },
        causedByUserId: userId,
      });
      return toTour((await findTour(db, where.id))!);
    },

    // ---------- the applicant ----------

    async listForApplicant(
      userId: string,
      where: { matchCycleCode: string; programCode?: string | undefined },
    ): Promise<ApplicantOpenHouseTours> {
      const context = await access.inCycle(userId, { code: where.matchCycleCode });
      const applicantId = context.applicant.id;
      const now = clock.now();
      const [mine, upcoming, registered] = await Promise.all([
        listApplicantProgramIds(db, applicantId, context.cycle.id),
        listUpcomingCycleTours(db, context.cycle.id, now),
        listApplicantRegisteredTours(db, applicantId, context.cycle.id),
      ]);
      const registeredIds = new Set(registered.map((row) => row.id));
      const programs = new Map<string, { programCode: string; programName: string; isMyProgram: boolean }>();
      for (const row of upcoming) {
        programs.set(row.programCode, {
          programCode: row.programCode,
          programName: row.programName,
          isMyProgram: mine.has(row.programId),
        });
      }
      const byMineThenName = [...programs.values()].sort(
        (a, b) => Number(b.isMyProgram) - Number(a.isMyProgram) || a.programName.localeCompare(b.programName),
      );
      const shown = upcoming
        .filter((row) => where.programCode === undefined || row.programCode === where.programCode)
        .map((row) => forApplicant(row, registeredIds.has(row.id), mine))
        // Stable: soonest first within my programs, then within the others.
        .sort((a, b) => Number(b.isMyProgram) - Number(a.isMyProgram));
      return {
        matchCycleCode: context.cycle.code,
        programs: byMineThenName,
        tours: shown,
        registrations: registered.map((row) => forApplicant(row, true, mine)),
      };
    },

    async register(
      userId: string,
      where: { matchCycleCode: string; id: number },
    ): Promise<ApplicantOpenHouseTour> {
      const context = await access.inCycle(userId, { code: where.matchCycleCode });
      access.assertMayAct(context);
      const applicantId = context.applicant.id;
      await tourOfCycle(context.cycle.id, where.id);
      await withTransaction(db, async (tx) => {
        await lockTour(tx, where.id);
        const tour = (await findTour(tx, where.id))!;
        if (tour.isCancelled || isPassed(tour)) throw conflict(seasonMessages.OpenHouseTourClosed);
        if (await isRegistered(tx, tour.id, applicantId)) return;
        if ((await countRegistrations(tx, tour.id)) >= tour.capacity)
          throw conflict(seasonMessages.OpenHouseTourFull);
        await upsertRegistration(tx, tour.id, applicantId, clock.now());
      });
      const mine = await listApplicantProgramIds(db, applicantId, context.cycle.id);
      return forApplicant((await findTour(db, where.id))!, true, mine);
    },

    async unregister(
      userId: string,
      where: { matchCycleCode: string; id: number },
    ): Promise<ApplicantOpenHouseTour> {
      const context = await access.inCycle(userId, { code: where.matchCycleCode });
      const applicantId = context.applicant.id;
      await tourOfCycle(context.cycle.id, where.id);
      await withTransaction(db, async (tx) => {
        await lockTour(tx, where.id);
        await cancelRegistration(tx, where.id, applicantId, clock.now());
      });
      const mine = await listApplicantProgramIds(db, applicantId, context.cycle.id);
      return forApplicant((await findTour(db, where.id))!, false, mine);
    },

    /**
     * Reminds each registered applicant of a tour starting within a day, once: the registration is
     * marked before the notification leaves, so neither a second run nor a second server sends it again.
     * Answers how many were reminded.
     */
    async sendDueReminders(): Promise<number> {
      const now = clock.now();
      const due = await listDueReminders(db, now, new Date(now.getTime() + OPEN_HOUSE_REMINDER_BEFORE_MS));
      let sent = 0;
      for (const reminder of due) {
        if (!(await markReminded(db, reminder.tourId, reminder.applicantId, now))) continue;
        await notify.send({
          userIds: [reminder.userId],
          kind: 'Interview',
          title: seasonMessages.OpenHouseReminderTitle,
          body: formatMessage(seasonMessages.OpenHouseReminderBody, {
            title: reminder.title,
            program: reminder.programName,
            when: tourTimeText(reminder.startsAt, reminder.timeZone),
          }),
          data: { programCode: reminder.programCode, tourId: String(reminder.tourId) },
        });
        sent += 1;
      }
      return sent;
    },
  };
}
