import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ApplicantRankList } from '../../../core/contracts/rank-lists/rank-lists.contract.ts';
import { formatMessage, message, messages } from '../../../core/domain/messages.ts';
import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import type { DbExecutor } from '../../db/client.ts';
import { applicantMatchCycles, matchCycles } from '../../db/schema.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createApplicantMatchCycle,
  createApplication,
  createProgram,
  createProgramMatchCycle,
} from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

/** "I will not submit a rank list" (issue 6): PUT /api/applicant/:matchCycleCode/rank-list/no-rank-list. */
describeEachDatabase('applicant no rank list declaration', (ctx) => {
  let db: DbExecutor;
  let code: string;
  let archivedCode: string;
  let activeId: number;
  let tag: string;
  let programId: number;
  let a: SignedInApplicant;
  let unregistered: SignedInApplicant;
  const call = routeCaller(ctx, () => a.token);
  const url = (cycle = code) => `/api/applicant/${cycle}/rank-list`;
  const read = async () => (await call({ method: 'GET', url: url() })).json() as ApplicantRankList;
  const declare = (declared: unknown, token?: string, cycle?: string) =>
    call({ method: 'PUT', url: `${url(cycle)}/no-rank-list`, payload: { declared } }, token);
  const save = (programIds: number[], version: number) =>
    call({ method: 'PUT', url: url(), payload: { programIds, version } });
  const declaredAtInDb = async () => {
    const [row] = await db
      .select({ at: applicantMatchCycles.noRankListDeclaredAt })
      .from(applicantMatchCycles)
      .where(
        and(
          eq(applicantMatchCycles.applicantId, a.applicantId),
          eq(applicantMatchCycles.matchCycleId, activeId),
        ),
      );
    return row?.at ?? null;
  };

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    code = `${f.tag}-Active`;
    archivedCode = `${f.tag}-Archived`;
    activeId = f.cycles.active;
    tag = f.tag;
    await db
      .update(matchCycles)
      .set({ applicantsRankListDeadlineDate: new Date('2099-01-15T05:00:00Z') })
      .where(eq(matchCycles.id, activeId));
    const program = await createProgram(db, {
      code: `NRL-${tag}`,
      name: `No list ${tag}`,
      specialtyId: f.specialtyId,
    });
    programId = program!.id;
    await createProgramMatchCycle(db, { programId, matchCycleId: activeId, positions: 1 });
    a = await signedInApplicant(ctx);
    unregistered = await signedInApplicant(ctx);
    for (const values of [
      { applicantId: a.applicantId, matchCycleId: activeId },
      { applicantId: a.applicantId, matchCycleId: f.cycles.archived },
    ]) {
      await createApplicantMatchCycle(db, values);
    }
    await createApplication(db, {
      applicantId: a.applicantId,
      matchCycleId: activeId,
      programId,
      status: 'Published',
    });
  });

  it('is for applicants only', async () => {
    const tokenOf = async (role: 'Admin' | 'ProgramUser' | 'SocietyUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    await expectRoleGuarded(
      call,
      [{ method: 'PUT', url: `${url()}/no-rank-list`, payload: { declared: true } }],
      [
        await tokenOf('Admin'),
        await tokenOf('ProgramUser'),
        await tokenOf('SocietyUser'),
        await tokenOf('MedSchoolUser'),
      ],
    );
  });

  it('is refused while programs are ranked, and ranking is refused while declared', async () => {
    expect((await read()).noRankListDeclaredAt).toBeNull();
    const saved = await save([programId], 0);
    expect(saved.statusCode, saved.body).toBe(200);

    const refused = await declare(true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.Message).toBe(messages.NoRankListDeclaredWithEntries);
    expect(await declaredAtInDb()).toBeNull();

    const emptied = await save([], 1);
    expect(emptied.statusCode, emptied.body).toBe(200);
    const declared = await declare(true);
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json()).toMatchObject({
      noRankListDeclaredAt: ctx.clock.now().toISOString(),
      entries: [],
    });
    expect(await declaredAtInDb()).toEqual(ctx.clock.now());
    expect((await read()).noRankListDeclaredAt).toBe(ctx.clock.now().toISOString());

    const ranking = await save([programId], 2);
    expect(ranking.statusCode).toBe(409);
    expect(ranking.json().error.Message).toBe(messages.RankListAfterNoRankListDeclared);
    expect((await read()).entries).toEqual([]);

    const withdrawn = await declare(false);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().noRankListDeclaredAt).toBeNull();
    expect(await declaredAtInDb()).toBeNull();
    expect((await save([programId], 2)).statusCode).toBe(200);
    await save([], 3);
  });

  it('refuses bad input, an unregistered applicant, and an archived cycle with their messages', async () => {
    expect((await declare('yes')).statusCode).toBe(400);
    const notRegistered = await declare(true, unregistered.token);
    expect(notRegistered.statusCode).toBe(409);
    expect(notRegistered.json().error.Message).toBe(messages.NoRankListNeedsRegistration);
    const archived = await declare(true, undefined, archivedCode);
    expect(archived.statusCode).toBe(409);
    expect(archived.json().error.Message).toBe(
      formatMessage(messages.DeclineMatchCycleArchived, { name: `Match ${tag} Archived` }),
    );
  });

  it('is refused from the applicants rank list deadline on, with the deadline message', async () => {
    const deadline = new Date(ctx.clock.now().getTime() - 1000);
    await db
      .update(matchCycles)
      .set({ applicantsRankListDeadlineDate: deadline })
      .where(eq(matchCycles.id, activeId));
    try {
      const refused = await declare(true);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        ErrorCode: 'ApplicantActionDenied',
        Message: message('RankListDeadlinePassed', { deadline: formatPacificDateTime(deadline) }),
      });
      expect(await declaredAtInDb()).toBeNull();
    } finally {
      await db
        .update(matchCycles)
        .set({ applicantsRankListDeadlineDate: new Date('2099-01-15T05:00:00Z') })
        .where(eq(matchCycles.id, activeId));
    }
  });
});
