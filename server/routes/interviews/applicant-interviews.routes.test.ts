import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type {
  ApplicantInterviewSchedule,
  ApplicantInvitation,
  ApplicantInvitationDetails,
} from '../../../core/contracts/interviews/interviews.contract.ts';
import { formatMessage } from '../../../core/domain/messages.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { interviewDays, interviewInvitations, interviewTimeRanges, matchCycles } from '../../db/schema.ts';
import { createInterviewInvitation } from '../../test-support/factories.ts';
import {
  createDayWithRanges,
  createInterviewSeason,
  type InterviewApplicant,
  type InterviewSeasonFixture,
} from '../../test-support/interviews.fixture.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';

describeEachDatabase('applicant interviews', (ctx) => {
  let db: DbExecutor;
  let f: InterviewSeasonFixture;
  const call = routeCaller(ctx, () => null);
  const invite = async (applicant: InterviewApplicant, programId?: number, values: object = {}) =>
    createInterviewInvitation(db, {
      programId: programId ?? f.programId,
      matchCycleId: f.cycleId,
      applicationId:
        programId === undefined || programId === f.programId
          ? applicant.applicationId
          : f.otherApplicationIds.get(applicant.applicantId)!,
      applicantId: applicant.applicantId,
      ...values,
    });
  const accept = (applicant: InterviewApplicant, invitationId: number, timeRangeId: number) =>
    call(
      { method: 'POST', url: f.applicantUrl(`/${invitationId}/accept`), payload: { timeRangeId } },
      applicant.token,
    );

  beforeAll(async () => {
    db = ctx.database.db;
    f = await createInterviewSeason(ctx, { applicants: 4 });
  });

  it('is for applicants, each seeing only their own invitations', async () => {
    const [a, b] = f.applicants;
    const invitation = await invite(a!);
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: f.applicantUrl() },
        { method: 'GET', url: f.applicantUrl(`/${invitation.id}`) },
        { method: 'POST', url: f.applicantUrl(`/${invitation.id}/accept`), payload: { timeRangeId: 1 } },
        { method: 'POST', url: f.applicantUrl(`/${invitation.id}/decline`), payload: {} },
        { method: 'POST', url: f.applicantUrl(`/${invitation.id}/cancel`), payload: {} },
      ],
      [f.director.token, f.admin],
    );
    expect(
      (await call({ method: 'GET', url: f.applicantUrl(`/${invitation.id}`) }, b!.token)).statusCode,
    ).toBe(404);
    const declined = await call(
      { method: 'POST', url: f.applicantUrl(`/${invitation.id}/decline`), payload: {} },
      b!.token,
    );
    expect(declined.statusCode).toBe(404);
    const mine = (
      await call({ method: 'GET', url: f.applicantUrl() }, a!.token)
    ).json() as ApplicantInterviewSchedule;
    expect(mine).toMatchObject({ matchCycleCode: f.cycleCode, acceptedCount: 0 });
    expect(mine.invitations.map((i) => [i.id, i.status, i.programCode])).toEqual([
      [invitation.id, 'Pending', f.programCode],
    ]);
    // Declined: no longer answerable.
    const answer = await call(
      { method: 'POST', url: f.applicantUrl(`/${invitation.id}/decline`), payload: {} },
      a!.token,
    );
    expect(answer.json()).toMatchObject({ status: 'Declined', canCancel: false });
    const twice = await call(
      { method: 'POST', url: f.applicantUrl(`/${invitation.id}/decline`), payload: {} },
      a!.token,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.Message).toBe(seasonMessages.InterviewInvitationNotPending);
  });

  it('offers the free public ranges ahead, takes a seat, and refuses full, hidden, passed and double-booked ranges', async () => {
    const [, b, c] = f.applicants;
    const where = { programId: f.programId, matchCycleId: f.cycleId };
    const { ranges } = await createDayWithRanges(db, where, [1, 2, 1], '2099-03-01');
    const [first, second, hidden] = ranges;
    await db
      .update(interviewTimeRanges)
      .set({ isPublic: false })
      .where(eq(interviewTimeRanges.id, hidden!.id));
    const past = await createDayWithRanges(db, where, [1], '2001-03-01');
    const ofB = await invite(b!);
    const ofC = await invite(c!);

    const details = (
      await call({ method: 'GET', url: f.applicantUrl(`/${ofB.id}`) }, b!.token)
    ).json() as ApplicantInvitationDetails;
    expect(details.offeredTimeRanges.map((r) => [r.id, r.freeSeats, r.conflict])).toEqual([
      [first!.id, 1, null],
      [second!.id, 2, null],
    ]);
    expect((await accept(b!, ofB.id, hidden!.id)).json().error.Message).toBe(
      seasonMessages.InterviewRangeNotOffered,
    );
    expect((await accept(b!, ofB.id, past.ranges[0]!.id)).json().error.Message).toBe(
      seasonMessages.InterviewRangePassed,
    );
    const taken = await accept(b!, ofB.id, first!.id);
    expect(taken.statusCode, taken.body).toBe(200);
    const accepted = taken.json() as ApplicantInvitation;
    expect(accepted).toMatchObject({
      status: 'Accepted',
      timeRangeId: first!.id,
      canCancel: true,
      location: null,
    });
    expect(accepted.startsAt).toBe(first!.startsAt.toISOString());
    const full = await accept(c!, ofC.id, first!.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.Message).toBe(seasonMessages.InterviewRangeFull);

    // One interview a day across programs: the other program's range that same date is refused.
    const elsewhere = await createDayWithRanges(
      db,
      { programId: f.otherProgramId, matchCycleId: f.cycleId },
      [3],
      '2099-03-01',
    );
    const otherInvitation = await invite(b!, f.otherProgramId);
    const offered = (
      await call({ method: 'GET', url: f.applicantUrl(`/${otherInvitation.id}`) }, b!.token)
    ).json() as ApplicantInvitationDetails;
    const sameDay = formatMessage(seasonMessages.InterviewAnotherThatDay, { date: '2099-03-01' });
    expect(offered.offeredTimeRanges.map((r) => r.conflict)).toEqual([sameDay]);
    const doubled = await accept(b!, otherInvitation.id, elsewhere.ranges[0]!.id);
    expect(doubled.statusCode).toBe(409);
    expect(doubled.json().error.Message).toBe(sameDay);
  });

  it('holds the cycle’s limit of accepted interviews per applicant', async () => {
    const d = f.applicants[3]!;
    await db
      .update(matchCycles)
      .set({ maxInterviewCountPerMatchCycle: 1 })
      .where(eq(matchCycles.id, f.cycleId));
    const mine = await createDayWithRanges(
      db,
      { programId: f.programId, matchCycleId: f.cycleId },
      [1],
      '2099-04-01',
    );
    const theirs = await createDayWithRanges(
      db,
      { programId: f.otherProgramId, matchCycleId: f.cycleId },
      [1],
      '2099-04-02',
    );
    const here = await invite(d);
    const there = await invite(d, f.otherProgramId);
    expect((await accept(d, here.id, mine.ranges[0]!.id)).statusCode).toBe(200);
    const over = await accept(d, there.id, theirs.ranges[0]!.id);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.Message).toBe(
      formatMessage(seasonMessages.InterviewMaxPerCycleReached, { max: 1 }),
    );
    await db
      .update(matchCycles)
      .set({ maxInterviewCountPerMatchCycle: 20 })
      .where(eq(matchCycles.id, f.cycleId));
  });

  it('lets the applicant give up an accepted interview before its day, not on it', async () => {
    const [, b] = f.applicants;
    const schedule = (
      await call({ method: 'GET', url: f.applicantUrl() }, b!.token)
    ).json() as ApplicantInterviewSchedule;
    const held = schedule.invitations.find((i) => i.status === 'Accepted')!;
    const cancelled = await call(
      { method: 'POST', url: f.applicantUrl(`/${held.id}/cancel`), payload: {} },
      b!.token,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Canceled', canCancel: false });
    const notAccepted = await call(
      { method: 'POST', url: f.applicantUrl(`/${held.id}/cancel`), payload: {} },
      b!.token,
    );
    expect(notAccepted.json().error.Message).toBe(seasonMessages.InterviewInvitationNotAccepted);

    const today = new Date().toISOString().slice(0, 10);
    const a = f.applicants[0]!;
    const { day, ranges } = await createDayWithRanges(
      db,
      { programId: f.otherProgramId, matchCycleId: f.cycleId },
      [1],
      today,
    );
    // The day in UTC: it has started wherever the test runs.
    await db.update(interviewDays).set({ timeZone: 'UTC' }).where(eq(interviewDays.id, day.id));
    const onTheDay = await invite(a, f.otherProgramId, {
      status: 'Accepted',
      timeRangeId: ranges[0]!.id,
      interviewDate: today,
    });
    const refused = await call(
      { method: 'POST', url: f.applicantUrl(`/${onTheDay.id}/cancel`), payload: {} },
      a.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.Message).toBe(seasonMessages.InterviewDayStarted);
  });

  it('gives the last seat to exactly one of 30 applicants accepting at once', async () => {
    const racers = (await createInterviewSeason(ctx, { applicants: 30 })) as InterviewSeasonFixture;
    const { ranges } = await createDayWithRanges(
      db,
      { programId: racers.programId, matchCycleId: racers.cycleId },
      [1],
      '2099-05-01',
    );
    const invitations: { id: number }[] = [];
    for (const applicant of racers.applicants) {
      invitations.push(
        await createInterviewInvitation(db, {
          programId: racers.programId,
          matchCycleId: racers.cycleId,
          applicationId: applicant.applicationId,
          applicantId: applicant.applicantId,
        }),
      );
    }
    const answers = await Promise.all(
      racers.applicants.map((applicant, i) =>
        call(
          {
            method: 'POST',
            url: racers.applicantUrl(`/${invitations[i]!.id}/accept`),
            payload: { timeRangeId: ranges[0]!.id },
          },
          applicant.token,
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(29);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error.Message).toBe(seasonMessages.InterviewRangeFull);
    }
    const accepted = await db
      .select({ id: interviewInvitations.id })
      .from(interviewInvitations)
      .where(eq(interviewInvitations.timeRangeId, ranges[0]!.id));
    expect(accepted).toHaveLength(1);
  }, 120_000);
});
