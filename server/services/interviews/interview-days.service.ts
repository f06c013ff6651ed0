/**
 * The program's interview days and their time ranges (issue 15, ADR 0024). A program offers at
 * most the cycle's maxInterviewCountPerDay seats (sum of capacities) on one date; a range keeps at
 * least its accepted count of seats; a day holding live invitations is not deleted.
 */
import type {
  InterviewDay,
  InterviewDayInput,
  ProgramInterviewSeason,
} from '../../../core/contracts/interviews/interviews.contract.ts';
import { dateInZone, isInterviewDayPassed } from '../../../core/domain/interview-rules.ts';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import { hubEvents as events } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  acceptedApplicantUsersOfDay,
  areProgramUsers,
  countLiveInvitationsOfDay,
  deleteInterviewDay,
  deleteInterviewRanges,
  detachClosedInvitationsFromDay,
  detachClosedInvitationsFromRanges,
  findDayOfProgram,
  findInterviewCycle,
  type InterviewCycle,
  type InterviewDayRow,
  type InterviewRangeRow,
  insertInterviewDay,
  insertInterviewRange,
  listDaysOfProgram,
  listRangesOfDays,
  lockProgramSeats,
  lockRangesOfDay,
  seatsOnDate,
  updateInterviewDay,
  updateInterviewRange,
} from '../../db/repositories/interviews.repository.ts';
import type { ProgramInCycle } from '../../db/repositories/program-user.repository.ts';
import { conflict, notFound, ValidationFailure } from '../../errors.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import { toApplicant, toProgram } from './interview-events.ts';
import { type InterviewCaller, type ProgramWhere, programOfCaller } from './program-interview-access.ts';
import { freeSeats, seatFreed } from './seats.ts';

export type InterviewDayService = ReturnType<typeof createInterviewDayService>;

type DayInput = {
  date: string;
  timeZone: string;
  interviewType: InterviewDayInput['interviewType'];
  location?: string | null | undefined;
  videoLink?: string | null | undefined;
  notes?: string | null | undefined;
  timeRanges: {
    id?: number | undefined;
    startsAt: string;
    endsAt: string;
    isPublic: boolean;
    capacity: number;
    interviewerUserIds: string[];
    roomName?: string | null | undefined;
  }[];
};

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function dayView(day: InterviewDayRow, ranges: readonly InterviewRangeRow[], now: Date): InterviewDay {
  return {
    id: day.id,
    date: day.date,
    timeZone: day.timeZone,
    interviewType: day.interviewType,
    location: day.location,
    videoLink: day.videoLink,
    notes: day.notes,
    isPassed: isInterviewDayPassed(day.date, day.timeZone, now),
    timeRanges: ranges
      .filter((r) => r.interviewDayId === day.id)
      .map((r) => ({
        id: r.id,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        isPublic: r.isPublic,
        capacity: r.capacity,
        booked: r.booked,
        interviewerUserIds: r.interviewerUserIds,
        roomName: r.roomName,
      })),
  };
}

export function createInterviewDayService(deps: { db: DbExecutor; clock: Clock; hubEvents: HubEvents }) {
  const { db, clock, hubEvents } = deps;

  /** The caller's program, whose season may change now (an Active cycle), with the cycle's limits. */
  async function changing(caller: InterviewCaller, where: ProgramWhere) {
    const program = await programOfCaller(db, caller, where, 'write');
    const cycle = await findInterviewCycle(db, program.cycleId);
    if (!cycle) throw notFound();
    if (cycle.status !== 'Active') throw conflict(seasonMessages.InterviewSeasonReadOnly);
    return { program, cycle };
  }

  /** Field checks the contract cannot make: the zone, each range on the day, interviewers of the program. */
  async function checkInput(program: ProgramInCycle, input: DayInput): Promise<void> {
    if (!isTimeZone(input.timeZone)) throw new ValidationFailure({ timeZone: [messages.InvalidValue] });
    const outside = input.timeRanges.some(
      (r) => dateInZone(new Date(r.startsAt), input.timeZone) !== input.date,
    );
    if (outside) {
      throw new ValidationFailure({
        timeRanges: [formatMessage(seasonMessages.InterviewRangeOutsideDay, { date: input.date })],
      });
    }
    const interviewers = [...new Set(input.timeRanges.flatMap((r) => r.interviewerUserIds))];
    if (!(await areProgramUsers(db, program.programId, interviewers))) {
      throw new ValidationFailure({ timeRanges: [seasonMessages.InterviewerNotProgramUser] });
    }
  }

  /** The cycle's maxInterviewCountPerDay: seats of the program on the date, this day's included. */
  async function checkSeatsOfDate(
    tx: DbExecutor,
    program: ProgramInCycle,
    cycle: InterviewCycle,
    input: DayInput,
    dayId: number | null,
  ): Promise<void> {
    const others = await seatsOnDate(tx, program.programId, program.cycleId, input.date, dayId);
    const seats = others + input.timeRanges.reduce((sum, r) => sum + r.capacity, 0);
    if (seats > cycle.maxInterviewCountPerDay) {
      throw conflict(
        formatMessage(seasonMessages.InterviewDaySeatsExceeded, {
          max: cycle.maxInterviewCountPerDay,
          date: input.date,
          seats,
        }),
      );
    }
  }

  const dayValues = (input: DayInput, at: Date) => ({
    date: input.date,
    timeZone: input.timeZone,
    interviewType: input.interviewType,
    location: input.location ?? null,
    videoLink: input.interviewType === 'AnotherVideoConference' ? (input.videoLink ?? null) : null,
    notes: input.notes ?? null,
    updatedAt: at,
  });

  const rangeValues = (range: DayInput['timeRanges'][number]) => ({
    startsAt: new Date(range.startsAt),
    endsAt: new Date(range.endsAt),
    isPublic: range.isPublic,
    capacity: range.capacity,
    interviewerUserIds: range.interviewerUserIds,
    roomName: range.roomName ?? null,
  });

  async function readDay(executor: DbExecutor, day: InterviewDayRow): Promise<InterviewDay> {
    return dayView(day, await listRangesOfDays(executor, [day.id]), clock.now());
  }

  return {
    async season(caller: InterviewCaller, where: ProgramWhere): Promise<ProgramInterviewSeason> {
      const program = await programOfCaller(db, caller, where, 'read');
      const cycle = await findInterviewCycle(db, program.cycleId);
      if (!cycle) throw notFound();
      const days = await listDaysOfProgram(db, program.programId, program.cycleId);
      const ranges = await listRangesOfDays(
        db,
        days.map((d) => d.id),
      );
      const now = clock.now();
      return {
        matchCycleCode: program.cycleCode,
        programId: program.programId,
        programCode: program.programCode,
        programName: program.programName,
        isReadOnly: program.asAdmin || cycle.status !== 'Active',
        interviewSeasonStartDate: cycle.interviewSeasonStartDate?.toISOString() ?? null,
        latestInterviewDayDate: cycle.latestInterviewDayDate?.toISOString() ?? null,
        maxInterviewCountPerDay: cycle.maxInterviewCountPerDay,
        maxInterviewCountPerMatchCycle: cycle.maxInterviewCountPerMatchCycle,
        freeSlots: await freeSeats(db, program.programId, program.cycleId, now),
        days: days.map((day) => dayView(day, ranges, now)),
      };
    },

    async create(caller: InterviewCaller, where: ProgramWhere, input: DayInput): Promise<InterviewDay> {
      const { program, cycle } = await changing(caller, where);
      await checkInput(program, input);
      const at = clock.now();
      const day = await withTransaction(db, async (tx) => {
        // Day changes of one program are serialized with its sends: the per-day limit holds.
        await lockProgramSeats(tx, program.programId);
        await checkSeatsOfDate(tx, program, cycle, input, null);
        const row = await insertInterviewDay(tx, {
          programId: program.programId,
          matchCycleId: program.cycleId,
          ...dayValues(input, at),
          createdAt: at,
        });
        for (const range of input.timeRanges) await insertInterviewRange(tx, row.id, rangeValues(range));
        return readDay(tx, row);
      });
      toProgram(hubEvents, program.programId, events.calendarUpdated);
      return day;
    },

    async update(
      caller: InterviewCaller,
      where: ProgramWhere,
      dayId: number,
      input: DayInput,
    ): Promise<InterviewDay> {
      const { program, cycle } = await changing(caller, where);
      await checkInput(program, input);
      const at = clock.now();
      const { day, applicantUserIds } = await withTransaction(db, async (tx) => {
        await lockProgramSeats(tx, program.programId);
        const existing = await findDayOfProgram(tx, program.programId, program.cycleId, dayId);
        if (!existing) throw notFound();
        await lockRangesOfDay(tx, dayId);
        const current = await listRangesOfDays(tx, [dayId]);
        const byId = new Map(current.map((r) => [r.id, r]));
        const kept = input.timeRanges.filter((r) => r.id !== undefined);
        if (kept.some((r) => !byId.has(r.id!))) {
          throw new ValidationFailure({ timeRanges: [messages.InvalidValue] });
        }
        const keptIds = new Set(kept.map((r) => r.id!));
        const removed = current.filter((r) => !keptIds.has(r.id));
        if (removed.some((r) => r.booked > 0)) throw conflict(seasonMessages.InterviewRangeBookedRemoved);
        for (const range of kept) {
          const booked = byId.get(range.id!)!.booked;
          if (range.capacity < booked) {
            throw conflict(formatMessage(seasonMessages.InterviewRangeBelowBooked, { booked }));
          }
        }
        // Accepted invitations copy their day's date: a booked day keeps it.
        if (input.date !== existing.date && current.some((r) => r.booked > 0)) {
          throw conflict(seasonMessages.InterviewDayHasInvitations);
        }
        await checkSeatsOfDate(tx, program, cycle, input, dayId);
        await updateInterviewDay(tx, dayId, dayValues(input, at));
        await detachClosedInvitationsFromRanges(
          tx,
          removed.map((r) => r.id),
        );
        await deleteInterviewRanges(
          tx,
          removed.map((r) => r.id),
        );
        const freed: number[] = [];
        for (const range of input.timeRanges) {
          if (range.id === undefined) {
            const id = await insertInterviewRange(tx, dayId, rangeValues(range));
            freed.push(id);
            continue;
          }
          const before = byId.get(range.id)!;
          await updateInterviewRange(tx, range.id, rangeValues(range));
          const opened = range.isPublic && (!before.isPublic || range.capacity > before.capacity);
          if (opened) freed.push(range.id);
        }
        // More seats offered: the waitlist may take them.
        for (const rangeId of freed) await seatFreed(tx, rangeId);
        const row = await findDayOfProgram(tx, program.programId, program.cycleId, dayId);
        return {
          day: await readDay(tx, row!),
          applicantUserIds: await acceptedApplicantUsersOfDay(tx, dayId),
        };
      });
      toProgram(hubEvents, program.programId, events.calendarUpdated);
      for (const userId of applicantUserIds) {
        toApplicant(hubEvents, userId, program.programId, events.calendarUpdated);
      }
      return day;
    },

    async remove(caller: InterviewCaller, where: ProgramWhere, dayId: number): Promise<{ ok: true }> {
      const { program } = await changing(caller, where);
      await withTransaction(db, async (tx) => {
        await lockProgramSeats(tx, program.programId);
        const existing = await findDayOfProgram(tx, program.programId, program.cycleId, dayId);
        if (!existing) throw notFound();
        await lockRangesOfDay(tx, dayId);
        if ((await countLiveInvitationsOfDay(tx, dayId)) > 0)
          throw conflict(seasonMessages.InterviewDayHasInvitations);
        await detachClosedInvitationsFromDay(tx, dayId);
        await deleteInterviewDay(tx, dayId);
      });
      toProgram(hubEvents, program.programId, events.calendarUpdated);
      return { ok: true };
    },
  };
}
