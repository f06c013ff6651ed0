/**
 * The demo program's review and interview season (issue 15), placed around the day the data is
 * loaded, whatever that day is: applications from the OPH applicants to review (some on the
 * interview list, some declined, notes and scores), interview days with free seats in the weeks
 * ahead (in person, Matchline video, another video service), invitations in every status, one
 * preference window open, the invitation queue with its history, open house tours, and the demo
 * applicant's invitations to answer and one request to a program. Written once: when the demo
 * program has an interview day in the cycle, everything here is left as the users changed it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { InterviewType, InvitationStatus } from '../../../core/domain/interviews.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicantMatchCycles,
  applicantProgramRequests,
  applicants,
  applicationNotes,
  applicationScores,
  applications,
  interviewDatePreferences,
  interviewDays,
  interviewInvitations,
  interviewPreferenceWindows,
  interviewTimeRanges,
  invitationQueueHistory,
  invitationQueueItems,
  invitationQueues,
  openHouseRegistrations,
  openHouseTours,
} from '../schema.ts';
import type { ApplicantSeedContext } from './applicant/context.ts';
import { businessTimeZone } from './match-cycle-calendar.ts';
import { demoUsers } from './people.ts';
import { demoProgramCode } from './programs.ts';

const DAY_MS = 86_400_000;
/** The demo applicant's second program (it also applied there: seed/applicant/applications.ts). */
const secondProgramCode = 'OPH-CA-022';

type DaySeed = {
  /** Working days after the load day. */
  inDays: number;
  type: InterviewType;
  ranges: { from: string; to: string; capacity: number; isPublic?: boolean }[];
};

const demoDays: DaySeed[] = [
  {
    inDays: 3,
    type: 'InPerson',
    ranges: [
      { from: '08:00', to: '12:00', capacity: 3 },
      { from: '13:00', to: '16:00', capacity: 2 },
    ],
  },
  {
    inDays: 6,
    type: 'MatchlineVideoConference',
    ranges: [
      { from: '09:00', to: '12:00', capacity: 3 },
      { from: '13:00', to: '15:00', capacity: 2, isPublic: false },
    ],
  },
  { inDays: 10, type: 'AnotherVideoConference', ranges: [{ from: '08:30', to: '11:30', capacity: 3 }] },
  { inDays: 15, type: 'InPerson', ranges: [{ from: '08:00', to: '12:00', capacity: 4 }] },
];

/** A working day `n` working days after `from` (weekends skipped). */
function workingDayAfter(from: Temporal.PlainDate, n: number): Temporal.PlainDate {
  let day = from;
  let left = n;
  while (left > 0) {
    day = day.add({ days: 1 });
    if (day.dayOfWeek <= 5) left -= 1;
  }
  return day;
}

const at = (date: Temporal.PlainDate, time: string, timeZone: string) =>
  new Date(date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds);

export async function seedInterviewSeason(tx: DbExecutor, ctx: ApplicantSeedContext): Promise<void> {
  const cycleId = ctx.cycleIds.get(`OPH-${ctx.season}`);
  const programId = ctx.programIds.get(demoProgramCode);
  const secondProgramId = ctx.programIds.get(secondProgramCode);
  const programUserId = ctx.userIds.get(demoUsers.program.email);
  const demoApplicantUserId = ctx.userIds.get(demoUsers.applicant.email);
  if (!cycleId || !programId || !secondProgramId || !programUserId || !demoApplicantUserId) return;
  const [existing] = await tx
    .select({ id: interviewDays.id })
    .from(interviewDays)
    .where(and(eq(interviewDays.programId, programId), eq(interviewDays.matchCycleId, cycleId)))
    .limit(1);
  if (existing) return;

  const now = ctx.now;
  const timeZone = businessTimeZone;
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();

  // Applications: every applicant of the OPH cycle applies to the demo program (the demo applicant's own
  // applications come from seed/applicant/applications.ts), sent over the last weeks.
  const registered = await tx
    .select({
      applicantId: applicantMatchCycles.applicantId,
      userId: applicants.userId,
      code: applicants.code,
    })
    .from(applicantMatchCycles)
    .innerJoin(applicants, eq(applicants.id, applicantMatchCycles.applicantId))
    .where(eq(applicantMatchCycles.matchCycleId, cycleId))
    .orderBy(applicants.code);
  const others = registered.filter((r) => r.userId !== demoApplicantUserId);
  if (others.length > 0) {
    await tx
      .insert(applications)
      .values(
        others.map((r, i) => {
          const sent = new Date(now.getTime() - (30 - (i % 25)) * DAY_MS);
          return {
            applicantId: r.applicantId,
            matchCycleId: cycleId,
            programId,
            status: 'Published' as const,
            isSignaled: i % 4 === 0,
            publishedAt: sent,
            createdAt: sent,
            updatedAt: sent,
          };
        }),
      )
      .onConflictDoNothing();
  }
  const programApplications = await tx
    .select({ id: applications.id, applicantId: applications.applicantId })
    .from(applications)
    .where(and(eq(applications.programId, programId), eq(applications.matchCycleId, cycleId)))
    .orderBy(applications.id);
  const demoApplicant = registered.find((r) => r.userId === demoApplicantUserId);
  const demoApplication = programApplications.find((a) => a.applicantId === demoApplicant?.applicantId);
  const rest = programApplications.filter((a) => a !== demoApplication);

  // Interview days ahead with their ranges.
  const rangeIds: { id: number; date: string; capacity: number; isPublic: boolean }[] = [];
  for (const [index, seed] of demoDays.entries()) {
    const date = workingDayAfter(today, seed.inDays);
    const [day] = await tx
      .insert(interviewDays)
      .values({
        programId,
        matchCycleId: cycleId,
        date: date.toString(),
        timeZone,
        interviewType: seed.type,
        location:
          seed.type === 'InPerson' ? 'Casey Eye Institute, 515 SW Campus Dr, Portland, OR, room 1120' : null,
        videoLink:
          seed.type === 'AnotherVideoConference' ? 'https://meet.example.org/oph-or-001-interviews' : null,
        notes:
          index === 0 ? 'Breakfast with residents at 7:30. Tour of the clinic after the interviews.' : null,
      })
      .returning({ id: interviewDays.id });
    if (!day) continue;
    for (const range of seed.ranges) {
      const [row] = await tx
        .insert(interviewTimeRanges)
        .values({
          interviewDayId: day.id,
          startsAt: at(date, range.from, timeZone),
          endsAt: at(date, range.to, timeZone),
          capacity: range.capacity,
          isPublic: range.isPublic ?? true,
          interviewerUserIds: [programUserId],
          roomName: `Room ${rangeIds.length + 1}`,
        })
        .returning({ id: interviewTimeRanges.id });
      if (row)
        rangeIds.push({
          id: row.id,
          date: date.toString(),
          capacity: range.capacity,
          isPublic: range.isPublic ?? true,
        });
    }
  }
  const publicRanges = rangeIds.filter((r) => r.isPublic);

  // Invitations in every status; accepted ones spread so each range keeps free seats.
  const plan: { status: InvitationStatus; range?: number }[] = [
    { status: 'Accepted', range: 0 },
    { status: 'Accepted', range: 1 },
    { status: 'Accepted', range: 2 },
    { status: 'Accepted', range: 3 },
    { status: 'Pending' },
    { status: 'Pending' },
    { status: 'Declined' },
    { status: 'Declined' },
    { status: 'Canceled' },
  ];
  const invited = rest.slice(0, plan.length);
  for (const [i, application] of invited.entries()) {
    const step = plan[i];
    if (!step) continue;
    const range = step.range === undefined ? undefined : publicRanges[step.range % publicRanges.length];
    const createdAt = new Date(now.getTime() - (12 - i) * DAY_MS);
    await tx.insert(interviewInvitations).values({
      programId,
      matchCycleId: cycleId,
      applicationId: application.id,
      applicantId: application.applicantId,
      status: step.status,
      timeRangeId: range?.id ?? null,
      interviewDate: range?.date ?? null,
      message: 'We enjoyed reading your application and would like to meet you.',
      respondBy: step.status === 'Pending' ? new Date(now.getTime() + 5 * DAY_MS) : null,
      invitedByUserId: programUserId,
      createdAt,
      respondedAt: step.status === 'Pending' ? null : new Date(createdAt.getTime() + DAY_MS),
      canceledAt: step.status === 'Canceled' ? new Date(createdAt.getTime() + 2 * DAY_MS) : null,
      updatedAt: createdAt,
    });
  }

  // One preference window open: three invitees rank dates until it closes (two have ranked).
  const [window] = await tx
    .insert(interviewPreferenceWindows)
    .values({
      programId,
      matchCycleId: cycleId,
      opensAt: new Date(now.getTime() - DAY_MS),
      closesAt: new Date(now.getTime() + 4 * DAY_MS),
      waitlistMode: 'Ordered',
      createdByUserId: programUserId,
    })
    .returning({ id: interviewPreferenceWindows.id });
  const windowInvitees = rest.slice(plan.length, plan.length + 3);
  for (const [i, application] of windowInvitees.entries()) {
    const [invitation] = await tx
      .insert(interviewInvitations)
      .values({
        programId,
        matchCycleId: cycleId,
        applicationId: application.id,
        applicantId: application.applicantId,
        status: 'Pending',
        preferenceWindowId: window?.id ?? null,
        message:
          'Please rank the interview dates that suit you; we assign them all at once when the window closes.',
        invitedByUserId: programUserId,
        createdAt: new Date(now.getTime() - DAY_MS),
      })
      .returning({ id: interviewInvitations.id });
    if (invitation && i < 2) {
      const ranked = i === 0 ? publicRanges : [...publicRanges].reverse();
      await tx
        .insert(interviewDatePreferences)
        .values(
          ranked.map((r, rank) => ({ invitationId: invitation.id, timeRangeId: r.id, rank: rank + 1 })),
        );
    }
  }

  // The demo applicant's invitations to answer: a slot to pick at the demo program, and one at its second program.
  if (demoApplication) {
    await tx.insert(interviewInvitations).values({
      programId,
      matchCycleId: cycleId,
      applicationId: demoApplication.id,
      applicantId: demoApplication.applicantId,
      status: 'Pending',
      message: 'Congratulations! Please pick an interview date that suits you.',
      respondBy: new Date(now.getTime() + 7 * DAY_MS),
      invitedByUserId: programUserId,
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    });
  }
  const [secondApplication] = demoApplicant
    ? await tx
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.programId, secondProgramId),
            eq(applications.matchCycleId, cycleId),
            eq(applications.applicantId, demoApplicant.applicantId),
          ),
        )
    : [];
  if (secondApplication && demoApplicant) {
    const date = workingDayAfter(today, 8);
    const [day] = await tx
      .insert(interviewDays)
      .values({
        programId: secondProgramId,
        matchCycleId: cycleId,
        date: date.toString(),
        timeZone,
        interviewType: 'MatchlineVideoConference',
      })
      .returning({ id: interviewDays.id });
    if (day) {
      await tx.insert(interviewTimeRanges).values([
        {
          interviewDayId: day.id,
          startsAt: at(date, '09:00', timeZone),
          endsAt: at(date, '11:00', timeZone),
          capacity: 2,
        },
        {
          interviewDayId: day.id,
          startsAt: at(date, '13:00', timeZone),
          endsAt: at(date, '15:00', timeZone),
          capacity: 2,
        },
      ]);
    }
    await tx.insert(interviewInvitations).values({
      programId: secondProgramId,
      matchCycleId: cycleId,
      applicationId: secondApplication.id,
      applicantId: demoApplicant.applicantId,
      status: 'Pending',
      message: 'We would be glad to interview you by video.',
      respondBy: new Date(now.getTime() + 6 * DAY_MS),
      createdAt: new Date(now.getTime() - DAY_MS),
    });
  }

  // Review: some on the interview list, some declined; notes and scores by the demo program user.
  const reviewed = rest.slice(plan.length + 3);
  const toList = reviewed.slice(0, 3).map((a) => a.id);
  const declined = reviewed.slice(3, 5).map((a) => a.id);
  if (toList.length > 0) {
    await tx
      .update(applications)
      .set({ programDecision: 'InterviewList', programDecidedAt: now, programDecidedByUserId: programUserId })
      .where(inArray(applications.id, toList));
  }
  if (declined.length > 0) {
    await tx
      .update(applications)
      .set({ programDecision: 'Declined', programDecidedAt: now, programDecidedByUserId: programUserId })
      .where(inArray(applications.id, declined));
  }
  const noted = programApplications.slice(0, 6);
  const noteTexts = [
    'Strong research in retina; ask about the glaucoma project.',
    'Excellent letters. Check availability for the in-person day.',
    'Away rotation with us last spring, very well liked by the residents.',
  ];
  if (noted.length > 0) {
    await tx.insert(applicationNotes).values(
      noted.map((a, i) => ({
        applicationId: a.id,
        programId,
        authorUserId: programUserId,
        body: noteTexts[i % noteTexts.length] ?? '',
        createdAt: new Date(now.getTime() - (6 - i) * DAY_MS),
        updatedAt: new Date(now.getTime() - (6 - i) * DAY_MS),
      })),
    );
    await tx
      .insert(applicationScores)
      .values(
        noted.map((a, i) => ({ applicationId: a.id, reviewerUserId: programUserId, score: 5 - (i % 3) })),
      )
      .onConflictDoNothing();
  }

  // The invitation queue, stopped, with the applicants on the interview list waiting in it.
  const [queue] = await tx
    .insert(invitationQueues)
    .values({ programId, matchCycleId: cycleId, isRunning: false, maxPending: 3, respondWithinHours: 72 })
    .onConflictDoNothing()
    .returning({ id: invitationQueues.id });
  if (queue) {
    if (toList.length > 0) {
      await tx.insert(invitationQueueItems).values(
        toList.map((applicationId, i) => ({
          queueId: queue.id,
          applicationId,
          position: i + 1,
          addedByUserId: programUserId,
        })),
      );
    }
    await tx.insert(invitationQueueHistory).values([
      {
        queueId: queue.id,
        event: 'QueueStarted',
        userId: programUserId,
        createdAt: new Date(now.getTime() - 12 * DAY_MS),
      },
      {
        queueId: queue.id,
        event: 'SentOutInvitations',
        count: 4,
        createdAt: new Date(now.getTime() - 12 * DAY_MS),
      },
      {
        queueId: queue.id,
        event: 'QueueStoppedManually',
        userId: programUserId,
        createdAt: new Date(now.getTime() - 11 * DAY_MS),
      },
    ]);
  }

  // Open house tours: one next week with places left, one later; the demo applicant registered for the first.
  const tourDay = workingDayAfter(today, 5);
  const laterDay = workingDayAfter(today, 12);
  const tours = await tx
    .insert(openHouseTours)
    .values([
      {
        programId,
        matchCycleId: cycleId,
        title: 'Clinic and operating room tour',
        description: 'Meet the residents, see the clinics and the surgical simulation lab.',
        startsAt: at(tourDay, '16:00', timeZone),
        endsAt: at(tourDay, '17:30', timeZone),
        timeZone,
        location: 'Casey Eye Institute lobby, Portland, OR',
        capacity: 12,
        createdByUserId: programUserId,
      },
      {
        programId,
        matchCycleId: cycleId,
        title: 'Virtual open house with the program director',
        startsAt: at(laterDay, '17:00', timeZone),
        endsAt: at(laterDay, '18:00', timeZone),
        timeZone,
        videoLink: 'https://meet.example.org/oph-or-001-open-house',
        capacity: 40,
        createdByUserId: programUserId,
      },
    ])
    .returning({ id: openHouseTours.id });
  const firstTour = tours[0];
  if (firstTour && demoApplicant) {
    await tx
      .insert(openHouseRegistrations)
      .values({
        tourId: firstTour.id,
        applicantId: demoApplicant.applicantId,
        registeredAt: new Date(now.getTime() - DAY_MS),
      })
      .onConflictDoNothing();
  }

  // The demo applicant's request to its second program, waiting for an answer.
  if (demoApplicant) {
    await tx.insert(applicantProgramRequests).values({
      applicantId: demoApplicant.applicantId,
      programId: secondProgramId,
      matchCycleId: cycleId,
      kind: 'VirtualInterview',
      subject: 'Interviewing by video',
      body: 'I am on an away rotation abroad during your interview days. Could I interview by video instead?',
      createdAt: new Date(now.getTime() - DAY_MS),
      updatedAt: new Date(now.getTime() - DAY_MS),
    });
  }
}
