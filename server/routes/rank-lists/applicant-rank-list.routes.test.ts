import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ApplicantRankList } from '../../../core/contracts/rank-lists/rank-lists.contract.ts';
import { formatMessage, message, messages } from '../../../core/domain/messages.ts';
import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import type { DbExecutor } from '../../db/client.ts';
import { matchCycles } from '../../db/schema.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import { createApplicantMatchCycle, createApplication } from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { createRankingCycleFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('applicant rank list', (ctx) => {
  let db: DbExecutor;
  let code: string;
  let archivedCode: string;
  let activeId: number;
  let tag: string;
  /** Sent to [0..3]; [4] only started (InProgress); [5] withdrawn. */
  let programIds: number[];
  let a: SignedInApplicant;
  let b: SignedInApplicant;
  const call = routeCaller(ctx, () => a.token);
  const url = () => `/api/applicant/${code}/rank-list`;
  const read = async (token?: string) =>
    (await call({ method: 'GET', url: url() }, token)).json() as ApplicantRankList;
  const save = (payload: object, token?: string) => call({ method: 'PUT', url: url(), payload }, token);
  const certify = (version: number, token?: string) =>
    call({ method: 'POST', url: `${url()}/certify`, payload: { version } }, token);

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createRankingCycleFixture(db, { count: 6, codePrefix: 'RL', label: 'Rank' });
    code = `${f.tag}-Active`;
    archivedCode = `${f.tag}-Archived`;
    activeId = f.cycles.active;
    tag = f.tag;
    programIds = f.programIds;
    a = await signedInApplicant(ctx);
    b = await signedInApplicant(ctx);
    for (const who of [a, b]) {
      await createApplicantMatchCycle(db, { applicantId: who.applicantId, matchCycleId: activeId });
    }
    await createApplicantMatchCycle(db, { applicantId: a.applicantId, matchCycleId: f.cycles.archived });
    const status = [
      'Published',
      'Published',
      'Published',
      'PendingPayment',
      'InProgress',
      'Withdrawn',
    ] as const;
    for (const values of programIds.map((programId, i) => ({
      applicantId: a.applicantId,
      matchCycleId: activeId,
      programId,
      status: status[i]!,
    }))) {
      await createApplication(db, values);
    }
    await createApplication(db, {
      applicantId: b.applicantId,
      matchCycleId: activeId,
      programId: programIds[0]!,
      status: 'Published',
    });
  });

  it('is for applicants only', async () => {
    const tokenOf = async (role: 'Admin' | 'ProgramUser' | 'SocietyUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: url() },
        { method: 'PUT', url: url(), payload: { programIds: [], version: 0 } },
        { method: 'POST', url: `${url()}/certify`, payload: { version: 0 } },
      ],
      [
        await tokenOf('Admin'),
        await tokenOf('ProgramUser'),
        await tokenOf('SocietyUser'),
        await tokenOf('MedSchoolUser'),
      ],
    );
  });

  it('starts empty with the programs the applicant sent an application to', async () => {
    const list = await read();
    expect(list).toMatchObject({
      matchCycleCode: code,
      version: 0,
      certifiedAt: null,
      maxEntries: 300,
      entries: [],
      isDeadlinePassed: false,
      actions: { canEdit: true, canCertify: false },
      declineReason: null,
    });
    expect(list.unranked.map((p) => p.programId)).toEqual(programIds.slice(0, 4));
  });

  it('ranks sent applications only, each once, and keeps each applicant to their own list', async () => {
    const notSent = await save({ programIds: [programIds[4]], version: 0 });
    expect(notSent.statusCode).toBe(400);
    expect(notSent.json().description).toEqual({ programIds: [messages.RankListProgramNotApplied] });
    const twice = await save({ programIds: [programIds[0], programIds[0]], version: 0 });
    expect(twice.json().description).toEqual({ programIds: [messages.RankListDuplicate] });
    const tooMany = await save({ programIds: Array.from({ length: 301 }, (_, i) => i + 1), version: 0 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().description.programIds).toEqual([messages.RankListTooLong]);

    const order = [programIds[2], programIds[0], programIds[3]];
    const saved = await save({
      programIds: order,
      notes: { [String(programIds[0])]: 'Great mentors' },
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = saved.json() as ApplicantRankList;
    expect(list.version).toBe(1);
    expect(list.entries.map((e) => [e.rank, e.programId, e.note])).toEqual([
      [1, programIds[2], null],
      [2, programIds[0], 'Great mentors'],
      [3, programIds[3], null],
    ]);
    expect(list.unranked.map((p) => p.programId)).toEqual([programIds[1]]);
    // Another applicant's list is theirs alone, and may not rank what they did not apply to.
    expect((await read(b.token)).entries).toEqual([]);
    expect((await save({ programIds: [programIds[2]], version: 0 }, b.token)).statusCode).toBe(400);
  });

  it('certifies, and any change of the order un-certifies the list; a stale version answers 409 with the current list', async () => {
    const before = await read();
    expect(before.actions.canCertify).toBe(true);
    const certified = await certify(before.version);
    expect(certified.statusCode, certified.body).toBe(200);
    expect(certified.json().certifiedAt).toBe(ctx.clock.now().toISOString());
    expect(certified.json().actions.canCertify).toBe(false);

    // A note alone leaves the certification as it is.
    const noteOnly = await save({
      programIds: before.entries.map((e) => e.programId),
      notes: { [String(programIds[3])]: 'Near family' },
      version: before.version,
    });
    expect(noteOnly.json().certifiedAt).not.toBeNull();

    const reordered = await save({ programIds: [programIds[0], programIds[2]], version: before.version + 1 });
    expect(reordered.json()).toMatchObject({ certifiedAt: null, version: before.version + 2 });

    const stale = await save({ programIds: [programIds[1]], version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.Message).toBe(messages.RankListChangedMeanwhile);
    expect(stale.json().current).toEqual(await read());
    expect((await certify(before.version)).statusCode).toBe(409);
  });

  it('refuses changes from the deadline on (Pacific time), whatever the client sends', async () => {
    const deadline = new Date(ctx.clock.now().getTime() - 1000);
    await db
      .update(matchCycles)
      .set({ applicantsRankListDeadlineDate: deadline })
      .where(eq(matchCycles.id, activeId));
    try {
      const reason = message('RankListDeadlinePassed', { deadline: formatPacificDateTime(deadline) });
      const list = await read();
      expect(list).toMatchObject({
        isDeadlinePassed: true,
        declineReason: reason,
        actions: { canEdit: false },
      });
      const refused = await save({ programIds: [programIds[1]], version: list.version });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({ ErrorCode: 'ApplicantActionDenied', Message: reason });
      expect((await certify(list.version)).json().error.Message).toBe(reason);
    } finally {
      await db
        .update(matchCycles)
        .set({ applicantsRankListDeadlineDate: new Date('2099-01-15T05:00:00Z') })
        .where(eq(matchCycles.id, activeId));
    }
  });

  it('keeps an archived cycle read-only with the spec reason', async () => {
    const archived = await call({
      method: 'PUT',
      url: `/api/applicant/${archivedCode}/rank-list`,
      payload: { programIds: [], version: 0 },
    });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().error.Message).toBe(
      formatMessage(messages.DeclineMatchCycleArchived, { name: `Match ${tag} Archived` }),
    );
  });
});
