import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { DbExecutor } from '../../db/client.ts';
import { matchCycles, rankLists } from '../../db/schema.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createApplicantMatchCycle,
  createApplication,
  createLetter,
  createProgram,
  createRankList,
  createRankListEntry,
} from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('applicant home summary', (ctx) => {
  let a: SignedInApplicant;
  let stranger: SignedInApplicant;
  let admin: string;
  let program: string;
  let cycleCode: string;
  let cycleId: number;
  let specialtyId: number;
  const call = routeCaller(ctx, () => a.token);
  const url = (code: string) => `/api/applicant/${encodeURIComponent(code)}/home-summary`;

  beforeAll(async () => {
    const db: DbExecutor = ctx.database.db;
    a = await signedInApplicant(ctx);
    stranger = await signedInApplicant(ctx);
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    program = (await signInAs(ctx.app, await ctx.createUser({ roles: ['ProgramUser'] }))).idToken;
    const f = await createCatalogueFixture(db);
    cycleCode = `${f.tag}-Active`;
    cycleId = f.cycles.active;
    specialtyId = f.specialtyId;
    const deadline = new Date(ctx.clock.now().getTime() + 7 * 86_400_000);
    await db
      .update(matchCycles)
      .set({ applicantsRankListDeadlineDate: deadline })
      .where(eq(matchCycles.id, cycleId));
    await createApplicantMatchCycle(db, { applicantId: a.applicantId, matchCycleId: cycleId });
  });

  it('is for applicants only', async () => {
    await expectRoleGuarded(call, [{ method: 'GET', url: url('ANY') }], [admin, program]);
  });

  it('refuses an applicant not registered for the cycle, and an unknown cycle', async () => {
    expect((await call({ method: 'GET', url: url(cycleCode) }, stranger.token)).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: url('NO-SUCH-CYCLE') })).statusCode).toBe(404);
  });

  it('starts with nothing done: application incomplete, no letters, applications or rank list', async () => {
    const answer = await call({ method: 'GET', url: url(cycleCode) });
    expect(answer.statusCode, answer.body).toBe(200);
    const summary = answer.json();
    expect(summary.matchCycleCode).toBe(cycleCode);
    expect(summary.application.isComplete).toBe(false);
    expect(summary.application.missingCount).toBeGreaterThan(0);
    expect(summary.letters).toEqual({ requested: 0, pending: 0 });
    expect(summary.applications).toEqual({ sent: 0, inProgress: 0 });
    expect(summary.rankList).toMatchObject({ state: 'NotStarted', entries: 0, certifiedAt: null });
    expect(summary.rankList.isDeadlinePassed).toBe(false);
    expect(summary.rankList.deadline).not.toBeNull();
    expect(summary.matchResult.released).toBe(false);
  });

  it('counts letters, applications and the rank list, saved then certified', async () => {
    const db: DbExecutor = ctx.database.db;
    await createLetter(db, { applicantId: a.applicantId, status: 'Pending' });
    await createLetter(db, { applicantId: a.applicantId, status: 'FailedQA' });
    await createLetter(db, { applicantId: a.applicantId, status: 'Uploaded' });
    await createLetter(db, { applicantId: a.applicantId, status: 'Canceled' });
    const p1 = await createProgram(db, { specialtyId });
    const p2 = await createProgram(db, { specialtyId });
    const p3 = await createProgram(db, { specialtyId });
    const base = { applicantId: a.applicantId, matchCycleId: cycleId };
    await createApplication(db, { ...base, programId: p1.id, status: 'Published' });
    await createApplication(db, { ...base, programId: p2.id, status: 'PendingPayment' });
    await createApplication(db, { ...base, programId: p3.id });
    // Another applicant's rows never count.
    await createLetter(db, { applicantId: stranger.applicantId, status: 'Pending' });
    const list = await createRankList(db, { matchCycleId: cycleId, applicantId: a.applicantId });
    await createRankListEntry(db, { rankListId: list.id, rank: 1, subjectId: p1.id });
    await createRankListEntry(db, { rankListId: list.id, rank: 2, subjectId: p2.id });

    const saved = (await call({ method: 'GET', url: url(cycleCode) })).json();
    expect(saved.letters).toEqual({ requested: 3, pending: 2 });
    expect(saved.applications).toEqual({ sent: 2, inProgress: 1 });
    expect(saved.rankList).toMatchObject({ state: 'Saved', entries: 2, certifiedAt: null });

    const certifiedAt = new Date('2026-11-20T18:00:00Z');
    await db.update(rankLists).set({ certifiedAt }).where(eq(rankLists.id, list.id));
    const certified = (await call({ method: 'GET', url: url(cycleCode) })).json();
    expect(certified.rankList).toMatchObject({
      state: 'Certified',
      entries: 2,
      certifiedAt: certifiedAt.toISOString(),
    });
  });
});
