import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type {
  InvitationSummary,
  SendInvitationsResult,
} from '../../../core/contracts/interviews/interviews.contract.ts';
import type { Paged } from '../../../core/contracts/paging.ts';
import { cancelRefusalText } from '../../../core/domain/interview-rules.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { interviewTimeRanges, matchCycles } from '../../db/schema.ts';
import { createInterviewInvitation } from '../../test-support/factories.ts';
import {
  createDayWithRanges,
  createInterviewSeason,
  type InterviewSeasonFixture,
} from '../../test-support/interviews.fixture.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';

describeEachDatabase('program invitations', (ctx) => {
  let db: DbExecutor;
  let f: InterviewSeasonFixture;
  const call = routeCaller(ctx, () => f.director.token);
  const send = async (applicationIds: number[], token?: string) => {
    const answer = await call(
      { method: 'POST', url: f.url('/invitations'), payload: { applicationIds } },
      token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as SendInvitationsResult).results;
  };
  const list = async (query = '') =>
    (await call({ method: 'GET', url: f.url(`/invitations${query}`) })).json() as Paged<InvitationSummary>;
  const setCycle = (values: Partial<typeof matchCycles.$inferInsert>) =>
    db.update(matchCycles).set(values).where(eq(matchCycles.id, f.cycleId));

  beforeAll(async () => {
    db = ctx.database.db;
    f = await createInterviewSeason(ctx, { applicants: 5 });
  });

  it('is for the program’s users (an administrator reads the list)', async () => {
    await expectRoleGuarded(
      call,
      [
        { method: 'POST', url: f.url('/invitations'), payload: { applicationIds: [1] } },
        { method: 'POST', url: f.url('/invitations/1/cancel'), payload: {} },
      ],
      [f.admin, await f.tokenOf('Applicant')],
    );
    await expectRoleGuarded(
      call,
      [{ method: 'GET', url: f.url('/invitations') }],
      [await f.tokenOf('Applicant')],
    );
    expect((await call({ method: 'GET', url: f.url('/invitations') }, f.admin)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: f.url('/invitations') }, f.outsider.token)).statusCode).toBe(
      404,
    );
    const outsiderSend = await call(
      {
        method: 'POST',
        url: f.url('/invitations'),
        payload: { applicationIds: [f.applicants[0]!.applicationId] },
      },
      f.outsider.token,
    );
    expect(outsiderSend.statusCode).toBe(404);
  });

  it('refuses applications not sent to the program', async () => {
    const other = f.otherApplicationIds.get(f.applicants[0]!.applicantId)!;
    const answer = await call({
      method: 'POST',
      url: f.url('/invitations'),
      payload: { applicationIds: [other] },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().description.applicationIds).toEqual([seasonMessages.InterviewUnknownApplication]);
  });

  it('gives every send refusal of platform.md §3, the batch sharing the free seats', async () => {
    const ids = f.applicants.map((a) => a.applicationId);
    expect((await send([ids[0]!])).map((r) => r.refusal)).toEqual(['NoPublicTimeRanges']);
    await createDayWithRanges(db, { programId: f.programId, matchCycleId: f.cycleId }, [1, 1]);
    // A hidden range offers no seat.
    const hidden = await createDayWithRanges(
      db,
      { programId: f.programId, matchCycleId: f.cycleId },
      [5],
      '2099-01-16',
    );
    await db
      .update(interviewTimeRanges)
      .set({ isPublic: false })
      .where(eq(interviewTimeRanges.id, hidden.ranges[0]!.id));
    const batch = await send([ids[0]!, ids[1]!, ids[2]!], f.coordinator.token);
    expect(batch.map((r) => [r.applicationId, r.refusal, r.invitationId !== null])).toEqual([
      [ids[0], 'None', true],
      [ids[1], 'None', true],
      [ids[2], 'NumberOfInvitationsExceedsNumberOfFreeSlots', false],
    ]);
    expect((await send([ids[0]!])).map((r) => r.refusal)).toEqual(['AlreadyInvited']);
    await setCycle({ matchDate: new Date('2000-01-01T00:00:00Z') });
    expect((await send([ids[3]!])).map((r) => r.refusal)).toEqual(['MatchDateIsPassed']);
    await setCycle({ status: 'Archived' });
    expect((await send([ids[3]!])).map((r) => r.refusal)).toEqual(['MatchCycleIsNotActive']);
    await setCycle({ status: 'Active', matchDate: null });
    const page = await list('?status=Pending&sort=applicantName');
    expect(page.total).toBe(2);
    expect(page.items.map((i) => [i.applicationId, i.status, i.cancelRefusal])).toEqual([
      [ids[0], 'Pending', 'None'],
      [ids[1], 'Pending', 'None'],
    ]);
  });

  it('cancels a live invitation, and refuses in words what cannot be cancelled', async () => {
    const [invitation] = (await list('?status=Pending')).items;
    const cancelled = await call({
      method: 'POST',
      url: f.url(`/invitations/${invitation!.id}/cancel`),
      payload: { reason: 'Schedule changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id: invitation!.id,
      status: 'Canceled',
      cancelRefusal: 'WasNotInvited',
    });
    const again = await call({
      method: 'POST',
      url: f.url(`/invitations/${invitation!.id}/cancel`),
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(cancelRefusalText('WasNotInvited'));

    // An interview held on a day already past.
    const past = await createDayWithRanges(
      db,
      { programId: f.programId, matchCycleId: f.cycleId },
      [1],
      '2001-03-01',
    );
    const applicant = f.applicants[4]!;
    const held = await createInterviewInvitation(db, {
      programId: f.programId,
      matchCycleId: f.cycleId,
      applicationId: applicant.applicationId,
      applicantId: applicant.applicantId,
      status: 'Accepted',
      timeRangeId: past.ranges[0]!.id,
      interviewDate: '2001-03-01',
    });
    const passed = await call({ method: 'POST', url: f.url(`/invitations/${held.id}/cancel`), payload: {} });
    expect(passed.statusCode).toBe(409);
    expect(passed.json().error.Message).toBe(cancelRefusalText('InterviewDayIsPassed'));
    const [pending] = (await list('?status=Pending')).items;
    await setCycle({ status: 'Archived' });
    const archived = await call({
      method: 'POST',
      url: f.url(`/invitations/${pending!.id}/cancel`),
      payload: {},
    });
    expect(archived.json().error.Message).toBe(cancelRefusalText('MatchCycleIsNotActive'));
    await setCycle({ status: 'Active', matchDate: new Date('2000-01-01T00:00:00Z') });
    const afterMatch = await call({
      method: 'POST',
      url: f.url(`/invitations/${pending!.id}/cancel`),
      payload: {},
    });
    expect(afterMatch.json().error.Message).toBe(cancelRefusalText('MatchDateIsPassed'));
    await setCycle({ matchDate: null });
    // Another program's invitation is not found here.
    expect(
      (
        await call(
          { method: 'POST', url: f.url(`/invitations/${pending!.id}/cancel`), payload: {} },
          f.outsider.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});
