/**
 * The demo program's interview day in Matchline video (issue 17), placed on the load day whatever
 * that day is: one video time range today with three applicants booked and two rooms, so the
 * meeting dashboard, the waiting room and the admin's control panel have a live day to show; and a
 * video day that has passed, with its logged events and the feedback its people sent. Written once:
 * when the demo program has a video day on the load day, everything here is left as the users changed it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { DbExecutor } from '../client.ts';
import {
  applicants,
  applications,
  interviewDays,
  interviewInvitations,
  interviewTimeRanges,
  meetingAttendees,
  meetingEvents,
  meetingRooms,
  videoConferenceFeedback,
} from '../schema.ts';
import type { ApplicantSeedContext } from './applicant/context.ts';
import { businessTimeZone } from './match-cycle-calendar.ts';
import { applicantEmail, applicantSeeds, demoUsers } from './people.ts';
import { demoProgramCode } from './programs.ts';

const DAY_MS = 86_400_000;

/** Seeded OPH applicants no other demo step or e2e spec books: Isabella Costa, Arjun Mehta, Chloe Dubois. */
export const meetingApplicantIndexes = [15, 16, 17] as const;
/** Who had the passed day: Omar Haddad and 王芳 (no other demo step invites them; no e2e spec signs in as them). */
const pastApplicantIndexes = [8, 14] as const;

const at = (date: Temporal.PlainDate, time: string, timeZone: string) =>
  new Date(date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds);

function workingDayBefore(from: Temporal.PlainDate, n: number): Temporal.PlainDate {
  let day = from;
  let left = n;
  while (left > 0) {
    day = day.subtract({ days: 1 });
    if (day.dayOfWeek <= 5) left -= 1;
  }
  return day;
}

export async function seedMeetings(tx: DbExecutor, ctx: ApplicantSeedContext): Promise<void> {
  const cycleId = ctx.cycleIds.get(`OPH-${ctx.season}`);
  const programId = ctx.programIds.get(demoProgramCode);
  const programUserId = ctx.userIds.get(demoUsers.program.email);
  if (!cycleId || !programId || !programUserId) return;
  const timeZone = businessTimeZone;
  const today = Temporal.Instant.fromEpochMilliseconds(ctx.now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  const [existing] = await tx
    .select({ id: interviewDays.id })
    .from(interviewDays)
    .where(
      and(
        eq(interviewDays.programId, programId),
        eq(interviewDays.date, today.toString()),
        eq(interviewDays.interviewType, 'MatchlineVideoConference'),
      ),
    )
    .limit(1);
  if (existing) return;

  const bookings = await applicationsOf(tx, ctx, programId, cycleId, meetingApplicantIndexes);
  const past = await applicationsOf(tx, ctx, programId, cycleId, pastApplicantIndexes);

  // Today: one range, not offered (its seats are taken), three applicants booked, two rooms.
  const todayRange = await videoRange(tx, {
    programId,
    cycleId,
    date: today,
    timeZone,
    from: '08:00',
    to: '17:00',
    capacity: bookings.length || 1,
    programUserId,
    roomName: 'Faculty room',
  });
  if (!todayRange) return;
  await book(tx, {
    programId,
    cycleId,
    rangeId: todayRange,
    date: today,
    bookings,
    programUserId,
    now: ctx.now,
  });
  await tx.insert(meetingRooms).values([
    { timeRangeId: todayRange, name: 'Faculty room A', position: 0, timerDurationSeconds: 1200 },
    { timeRangeId: todayRange, name: 'Faculty room B', position: 1, timerDurationSeconds: 1800 },
  ]);

  // A passed video day: its log and the feedback sent after it.
  const pastDate = workingDayBefore(today, 3);
  const pastRange = await videoRange(tx, {
    programId,
    cycleId,
    date: pastDate,
    timeZone,
    from: '09:00',
    to: '12:00',
    capacity: Math.max(past.length, 1),
    programUserId,
    roomName: 'Faculty room',
  });
  if (!pastRange) return;
  const [pastRoom] = await tx
    .insert(meetingRooms)
    .values({
      timeRangeId: pastRange,
      name: 'Faculty room A',
      timerStatus: 'Stopped',
      timerElapsedMs: 21 * 60_000,
      stoppedAt: at(pastDate, '09:40', timeZone),
    })
    .returning({ id: meetingRooms.id });
  const roomId = pastRoom?.id ?? null;
  const start = at(pastDate, '09:00', timeZone).getTime();
  const minute = (n: number) => new Date(start + n * 60_000);
  await tx.insert(meetingAttendees).values([
    {
      timeRangeId: pastRange,
      userId: programUserId,
      meetingRole: 'ProgramUser' as const,
      status: 'Offline' as const,
      connectionHealth: 'Good' as const,
      joinedAt: minute(-5),
      lastSeenAt: minute(40),
    },
    ...past.map((p, i) => ({
      timeRangeId: pastRange,
      userId: p.userId,
      meetingRole: 'Applicant' as const,
      status: 'Offline' as const,
      connectionHealth: i === 0 ? ('Good' as const) : ('Weak' as const),
      joinedAt: minute(-2 + i),
      lastSeenAt: minute(40),
    })),
  ]);
  await tx.insert(meetingEvents).values([
    {
      timeRangeId: pastRange,
      roomId,
      userId: programUserId,
      level: 1,
      event: 'Joined',
      createdAt: minute(-5),
    },
    ...past.flatMap((p, i) => [
      {
        timeRangeId: pastRange,
        roomId: null,
        userId: p.userId,
        level: 1,
        event: 'Joined',
        createdAt: minute(-2 + i),
      },
      {
        timeRangeId: pastRange,
        roomId,
        userId: p.userId,
        level: 1,
        event: 'Invited',
        createdAt: minute(i * 20),
      },
    ]),
    {
      timeRangeId: pastRange,
      roomId,
      userId: programUserId,
      level: 1,
      event: 'TimerStarted',
      createdAt: minute(1),
    },
    {
      timeRangeId: pastRange,
      roomId,
      userId: past[1]?.userId ?? null,
      level: 2,
      event: 'HealthChanged',
      message: 'Weak',
      details: { connectionHealth: 'Weak' },
      createdAt: minute(24),
    },
    {
      timeRangeId: pastRange,
      roomId,
      userId: programUserId,
      level: 1,
      event: 'MeetingStopped',
      createdAt: minute(40),
    },
  ]);
  const feedback = [
    {
      overallRating: 5,
      audioRating: 5,
      videoRating: 4,
      problems: [],
      comment: 'Clear picture and sound all through.',
    },
    {
      overallRating: 3,
      audioRating: 3,
      videoRating: 2,
      problems: ['Frozen'],
      comment: 'The video froze twice on my side; the audio kept going.',
    },
  ];
  await tx.insert(videoConferenceFeedback).values(
    past.flatMap((p, i) => {
      const answer = feedback[i];
      return answer
        ? [
            {
              clientId: crypto.randomUUID(),
              userId: p.userId,
              timeRangeId: pastRange,
              roomId,
              meetingRole: 'Applicant' as const,
              ...answer,
              createdAt: minute(45 + i),
            },
          ]
        : [];
    }),
  );
  await book(tx, {
    programId,
    cycleId,
    rangeId: pastRange,
    date: pastDate,
    bookings: past,
    programUserId,
    now: new Date(start - 7 * DAY_MS),
  });
}

type Booking = { applicationId: number; applicantId: number; userId: string };

/** The named seeded applicants' applications to the program that hold no live invitation. */
async function applicationsOf(
  tx: DbExecutor,
  ctx: ApplicantSeedContext,
  programId: number,
  cycleId: number,
  indexes: readonly number[],
): Promise<Booking[]> {
  const userIds = indexes
    .map((i) => applicantSeeds[i])
    .flatMap((person) => (person ? [ctx.userIds.get(applicantEmail(person))] : []))
    .filter((id): id is string => Boolean(id));
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ applicationId: applications.id, applicantId: applicants.id, userId: applicants.userId })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(
      and(
        eq(applications.programId, programId),
        eq(applications.matchCycleId, cycleId),
        inArray(applicants.userId, userIds),
      ),
    );
  const live = await tx
    .select({ applicationId: interviewInvitations.applicationId })
    .from(interviewInvitations)
    .where(
      and(
        inArray(
          interviewInvitations.applicationId,
          rows.map((r) => r.applicationId),
        ),
        inArray(interviewInvitations.status, ['Pending', 'Accepted']),
      ),
    );
  const taken = new Set(live.map((r) => r.applicationId));
  return rows.filter((r) => !taken.has(r.applicationId) && r.userId !== null) as Booking[];
}

async function videoRange(
  tx: DbExecutor,
  input: {
    programId: number;
    cycleId: number;
    date: Temporal.PlainDate;
    timeZone: string;
    from: string;
    to: string;
    capacity: number;
    programUserId: string;
    roomName: string;
  },
): Promise<number | null> {
  const [day] = await tx
    .insert(interviewDays)
    .values({
      programId: input.programId,
      matchCycleId: input.cycleId,
      date: input.date.toString(),
      timeZone: input.timeZone,
      interviewType: 'MatchlineVideoConference',
      notes: 'Interviews in Matchline video: join from the meeting dashboard a few minutes early.',
    })
    .returning({ id: interviewDays.id });
  if (!day) return null;
  const [range] = await tx
    .insert(interviewTimeRanges)
    .values({
      interviewDayId: day.id,
      startsAt: at(input.date, input.from, input.timeZone),
      endsAt: at(input.date, input.to, input.timeZone),
      capacity: input.capacity,
      isPublic: false,
      interviewerUserIds: [input.programUserId],
      roomName: input.roomName,
    })
    .returning({ id: interviewTimeRanges.id });
  return range?.id ?? null;
}

/** Accepted invitations into the range. A past day's are Accepted too: the interview took place. */
async function book(
  tx: DbExecutor,
  input: {
    programId: number;
    cycleId: number;
    rangeId: number;
    date: Temporal.PlainDate;
    bookings: Booking[];
    programUserId: string;
    now: Date;
  },
): Promise<void> {
  if (input.bookings.length === 0) return;
  await tx.insert(interviewInvitations).values(
    input.bookings.map((b) => ({
      programId: input.programId,
      matchCycleId: input.cycleId,
      applicationId: b.applicationId,
      applicantId: b.applicantId,
      status: 'Accepted' as const,
      timeRangeId: input.rangeId,
      interviewDate: input.date.toString(),
      message: 'We look forward to meeting you by video.',
      invitedByUserId: input.programUserId,
      createdAt: new Date(input.now.getTime() - 10 * DAY_MS),
      respondedAt: new Date(input.now.getTime() - 9 * DAY_MS),
      updatedAt: new Date(input.now.getTime() - 9 * DAY_MS),
    })),
  );
}
