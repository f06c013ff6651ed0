/**
 * An interview-day meeting for the meeting tests: the interview season of interviews.fixture.ts
 * with a Matchline video day today (in the program's zone) and one range under way, the season's
 * applicants holding Accepted invitations in it, and an in-person range beside it.
 */
import { dateInZone } from '../../core/domain/interview-rules.ts';
import { createInterviewDay, createInterviewInvitation, createInterviewTimeRange } from './factories.ts';
import { createInterviewSeason, type InterviewSeasonFixture } from './interviews.fixture.ts';
import type { TestContext } from './test-app.ts';

export type MeetingFixture = InterviewSeasonFixture & {
  /** The video range under way (every applicant of the season interviews in it). */
  timeRangeId: number;
  /** A range of an in-person day: it has no meeting. */
  inPersonRangeId: number;
  /** An applicant of the program with no interview in the range. */
  stranger: InterviewSeasonFixture['applicants'][number];
};

export async function createMeetingFixture(
  ctx: TestContext,
  options: { applicants: number; roomName?: string | null } = { applicants: 3 },
): Promise<MeetingFixture> {
  const season = await createInterviewSeason(ctx, { applicants: options.applicants + 1 });
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const timeZone = 'America/Los_Angeles';
  const date = dateInZone(now, timeZone);
  const where = { programId: season.programId, matchCycleId: season.cycleId };
  const day = await createInterviewDay(db, {
    ...where,
    date,
    timeZone,
    interviewType: 'MatchlineVideoConference',
  });
  const range = await createInterviewTimeRange(db, {
    interviewDayId: day.id,
    startsAt: new Date(now.getTime() - 10 * 60_000),
    endsAt: new Date(now.getTime() + 50 * 60_000),
    capacity: options.applicants + 1,
    roomName: options.roomName ?? null,
  });
  const inPersonDay = await createInterviewDay(db, {
    ...where,
    date: '2099-02-01',
    interviewType: 'InPerson',
  });
  const inPerson = await createInterviewTimeRange(db, {
    interviewDayId: inPersonDay.id,
    startsAt: new Date('2099-02-01T17:00:00Z'),
    endsAt: new Date('2099-02-01T18:00:00Z'),
  });
  const invited = season.applicants.slice(0, options.applicants);
  for (const applicant of invited) {
    await createInterviewInvitation(db, {
      ...where,
      applicationId: applicant.applicationId,
      applicantId: applicant.applicantId,
      status: 'Accepted',
      timeRangeId: range.id,
      interviewDate: date,
    });
  }
  return {
    ...season,
    applicants: invited,
    stranger: season.applicants[options.applicants]!,
    timeRangeId: range.id,
    inPersonRangeId: inPerson.id,
  };
}
