import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type {
  InterviewDay,
  ProgramInterviewSeason,
} from '../../../core/contracts/interviews/interviews.contract.ts';
import { formatMessage } from '../../../core/domain/messages.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { interviewInvitations, interviewSwapRequests, matchCycles } from '../../db/schema.ts';
import { createInterviewInvitation } from '../../test-support/factories.ts';
import { createInterviewSeason, type InterviewSeasonFixture } from '../../test-support/interviews.fixture.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';

const range = (hour: number, capacity: number, extra: object = {}, date = '2099-02-01') => ({
  startsAt: `${date}T${String(hour).padStart(2, '0')}:00:00-08:00`,
  endsAt: `${date}T${String(hour + 1).padStart(2, '0')}:00:00-08:00`,
  capacity,
  ...extra,
});
const dayInput = (ranges: object[], extra: object = {}) => ({
  date: '2099-02-01',
  timeZone: 'America/Los_Angeles',
  interviewType: 'InPerson',
  location: 'Main hospital, room 4',
  timeRanges: ranges,
  ...extra,
});

describeEachDatabase('interview days', (ctx) => {
  let db: DbExecutor;
  let f: InterviewSeasonFixture;
  const call = routeCaller(ctx, () => f.director.token);
  const season = async (token?: string) =>
    (await call({ method: 'GET', url: f.url('/interview-days') }, token)).json() as ProgramInterviewSeason;

  beforeAll(async () => {
    db = ctx.database.db;
    f = await createInterviewSeason(ctx, { applicants: 2 });
    await db.update(matchCycles).set({ maxInterviewCountPerDay: 6 }).where(eq(matchCycles.id, f.cycleId));
  });

  it('is for the program’s users (an administrator reads); others are refused', async () => {
    const days = f.url('/interview-days');
    await expectRoleGuarded(
      call,
      [
        { method: 'POST', url: days, payload: dayInput([range(9, 1)]) },
        { method: 'PUT', url: `${days}/1`, payload: dayInput([range(9, 1)]) },
        { method: 'DELETE', url: `${days}/1` },
      ],
      [f.admin, await f.tokenOf('Applicant'), await f.tokenOf('SocietyUser')],
    );
    await expectRoleGuarded(call, [{ method: 'GET', url: days }], [await f.tokenOf('Applicant')]);
    // A program user of another program learns nothing of this one.
    expect((await call({ method: 'GET', url: days }, f.outsider.token)).statusCode).toBe(404);
    expect(
      (await call({ method: 'POST', url: days, payload: dayInput([range(9, 1)]) }, f.outsider.token))
        .statusCode,
    ).toBe(404);
    const asAdmin = await season(f.admin);
    expect(asAdmin).toMatchObject({ programCode: f.programCode, isReadOnly: true, days: [] });
  });

  it('creates a day with its ranges; the season counts its free seats', async () => {
    const created = await call({
      method: 'POST',
      url: f.url('/interview-days'),
      payload: dayInput([
        range(9, 2, { interviewerUserIds: [f.coordinator.userId] }),
        range(10, 1, { isPublic: false }),
      ]),
    });
    expect(created.statusCode, created.body).toBe(200);
    const day = created.json() as InterviewDay;
    expect(day).toMatchObject({ date: '2099-02-01', interviewType: 'InPerson', isPassed: false });
    expect(day.timeRanges.map((r) => [r.capacity, r.isPublic, r.booked])).toEqual([
      [2, true, 0],
      [1, false, 0],
    ]);
    const read = await season(f.coordinator.token);
    expect(read).toMatchObject({ isReadOnly: false, maxInterviewCountPerDay: 6, freeSlots: 2 });
    expect(read.days.map((d) => d.id)).toEqual([day.id]);
  });

  it('refuses ranges off the day, strangers as interviewers, and more seats a day than the cycle allows', async () => {
    const off = await call({
      method: 'POST',
      url: f.url('/interview-days'),
      payload: dayInput([
        { ...range(9, 1), startsAt: '2099-02-02T09:00:00-08:00', endsAt: '2099-02-02T10:00:00-08:00' },
      ]),
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().description.timeRanges).toEqual([
      formatMessage(seasonMessages.InterviewRangeOutsideDay, { date: '2099-02-01' }),
    ]);
    const stranger = await call({
      method: 'POST',
      url: f.url('/interview-days'),
      payload: dayInput([range(9, 1, { interviewerUserIds: [f.outsider.userId] })]),
    });
    expect(stranger.json().description.timeRanges).toEqual([seasonMessages.InterviewerNotProgramUser]);
    // 3 seats already on 2099-02-01; 4 more would make 7 > 6.
    const tooMany = await call({
      method: 'POST',
      url: f.url('/interview-days'),
      payload: dayInput([range(13, 4)]),
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.Message).toBe(
      formatMessage(seasonMessages.InterviewDaySeatsExceeded, { max: 6, date: '2099-02-01', seats: 7 }),
    );
  });

  it('keeps a range at or above its accepted count, and a day with live invitations', async () => {
    const created = (
      await call({
        method: 'POST',
        url: f.url('/interview-days'),
        payload: dayInput([range(14, 2, {}, '2099-02-03')], { date: '2099-02-03' }),
      })
    ).json() as InterviewDay;
    const rangeId = created.timeRanges[0]!.id;
    const [a] = f.applicants;
    await createInterviewInvitation(db, {
      programId: f.programId,
      matchCycleId: f.cycleId,
      applicationId: a!.applicationId,
      applicantId: a!.applicantId,
      status: 'Accepted',
      timeRangeId: rangeId,
      interviewDate: '2099-02-03',
    });
    const kept = (capacity: number) =>
      dayInput(
        [
          {
            id: rangeId,
            ...range(14, capacity),
            startsAt: '2099-02-03T14:00:00-08:00',
            endsAt: '2099-02-03T15:00:00-08:00',
          },
        ],
        {
          date: '2099-02-03',
        },
      );
    const below = await call({
      method: 'PUT',
      url: f.url(`/interview-days/${created.id}`),
      payload: kept(0),
    });
    expect(below.statusCode).toBe(400);
    const stillOne = await call({
      method: 'PUT',
      url: f.url(`/interview-days/${created.id}`),
      payload: kept(1),
    });
    expect(stillOne.statusCode, stillOne.body).toBe(200);
    expect((stillOne.json() as InterviewDay).timeRanges[0]).toMatchObject({ capacity: 1, booked: 1 });
    const removing = await call({
      method: 'PUT',
      url: f.url(`/interview-days/${created.id}`),
      payload: dayInput([range(9, 1)], { date: '2099-02-03' }),
    });
    expect(removing.statusCode).toBe(400);
    const removed = await call({
      method: 'PUT',
      url: f.url(`/interview-days/${created.id}`),
      payload: dayInput(
        [{ startsAt: '2099-02-03T09:00:00-08:00', endsAt: '2099-02-03T10:00:00-08:00', capacity: 1 }],
        { date: '2099-02-03' },
      ),
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.Message).toBe(seasonMessages.InterviewRangeBookedRemoved);
    const deleting = await call({ method: 'DELETE', url: f.url(`/interview-days/${created.id}`) });
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json().error.Message).toBe(seasonMessages.InterviewDayHasInvitations);
  });

  it('deletes a day whose range a swap offer wants, and the offer with it', async () => {
    const wanted = (
      await call({
        method: 'POST',
        url: f.url('/interview-days'),
        payload: dayInput([range(9, 1, {}, '2099-03-02')], { date: '2099-03-02' }),
      })
    ).json() as InterviewDay;
    const held = (
      await call({
        method: 'POST',
        url: f.url('/interview-days'),
        payload: dayInput([range(9, 1, {}, '2099-03-03')], { date: '2099-03-03' }),
      })
    ).json() as InterviewDay;
    const applicant = f.applicants[1]!;
    const invitation = await createInterviewInvitation(db, {
      programId: f.programId,
      matchCycleId: f.cycleId,
      applicationId: applicant.applicationId,
      applicantId: applicant.applicantId,
      status: 'Accepted',
      timeRangeId: held.timeRanges[0]!.id,
      interviewDate: '2099-03-03',
    });
    await db.insert(interviewSwapRequests).values({
      programId: f.programId,
      invitationId: invitation.id,
      wantedTimeRangeId: wanted.timeRanges[0]!.id,
    });
    const deleting = await call({ method: 'DELETE', url: f.url(`/interview-days/${wanted.id}`) });
    expect(deleting.statusCode).toBe(200);
    expect(
      await db
        .select()
        .from(interviewSwapRequests)
        .where(eq(interviewSwapRequests.invitationId, invitation.id)),
    ).toEqual([]);
    await db
      .update(interviewInvitations)
      .set({ status: 'Canceled' })
      .where(eq(interviewInvitations.id, invitation.id));
  });

  it('deletes a day without live invitations, and is read-only outside an active cycle', async () => {
    const created = (
      await call({
        method: 'POST',
        url: f.url('/interview-days'),
        payload: dayInput([range(9, 1)], { date: '2099-02-01' }),
      })
    ).json() as InterviewDay;
    expect((await call({ method: 'DELETE', url: f.url(`/interview-days/${created.id}`) })).json()).toEqual({
      ok: true,
    });
    expect((await call({ method: 'DELETE', url: f.url(`/interview-days/${created.id}`) })).statusCode).toBe(
      404,
    );
    const planned = `/api/program-user/${f.plannedCycleCode}/${f.programCode}/interview-days`;
    const refused = await call({ method: 'POST', url: planned, payload: dayInput([range(9, 1)]) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.Message).toBe(seasonMessages.InterviewSeasonReadOnly);
    expect(((await call({ method: 'GET', url: planned })).json() as ProgramInterviewSeason).isReadOnly).toBe(
      true,
    );
  });
});
