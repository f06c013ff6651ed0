import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { CoupleRankList, CoupleStatus } from '../../../core/contracts/couples.contract.ts';
import { formatMessage, message, messages } from '../../../core/domain/messages.ts';
import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  applicantMatchCycles,
  applicants,
  applications,
  coupleRankListEntries,
  couples,
  mailOutbox,
  matchCycles,
  rankLists,
} from '../../db/schema.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { createRankingCycleFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('applicant couples and their joint rank list', (ctx) => {
  let db: DbExecutor;
  let code: string;
  let archivedCode: string;
  let tag: string;
  let activeId: number;
  /** [0..2] applied to by Ann, [2..4] by Ben; [5] by nobody. */
  let programIds: number[];
  let ann: SignedInApplicant & { code: string };
  let ben: SignedInApplicant & { code: string };
  let cara: SignedInApplicant & { code: string };
  /** Not registered for the active cycle. */
  let dan: SignedInApplicant & { code: string };
  const call = routeCaller(ctx, () => ann.token);
  const url = (suffix = '', cycle = code) => `/api/applicant/${cycle}/couple${suffix}`;
  const status = async (token: string) =>
    (await call({ method: 'GET', url: url() }, token)).json() as CoupleStatus;
  const propose = (partner: string, token: string) =>
    call({ method: 'POST', url: url('/proposal'), payload: { partner } }, token);
  const answer = (what: 'accept' | 'decline', token: string) =>
    call({ method: 'POST', url: url(`/proposal/${what}`) }, token);
  const readList = async (token: string) =>
    (await call({ method: 'GET', url: url('/rank-list') }, token)).json() as CoupleRankList;
  const saveList = (pairs: [number | null, number | null][], version: number, token: string) =>
    call(
      {
        method: 'PUT',
        url: url('/rank-list'),
        payload: {
          pairs: pairs.map(([myProgramId, partnerProgramId]) => ({ myProgramId, partnerProgramId })),
          version,
        },
      },
      token,
    );
  const latestMailTo = async (to: string) =>
    (
      await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1)
    )[0];

  async function applicant(firstName: string) {
    const who = await signedInApplicant(ctx, { firstName, lastName: tag });
    const [row] = await db
      .select({ code: applicants.code })
      .from(applicants)
      .where(eq(applicants.id, who.applicantId));
    return { ...who, code: row!.code };
  }

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createRankingCycleFixture(db, { count: 6, codePrefix: 'CP', label: 'Couple' });
    tag = f.tag;
    code = `${f.tag}-Active`;
    archivedCode = `${f.tag}-Archived`;
    activeId = f.cycles.active;
    programIds = f.programIds;
    ann = await applicant('Ann');
    ben = await applicant('Ben');
    cara = await applicant('Cara');
    dan = await applicant('Dan');
    for (const who of [ann, ben, cara]) {
      await db.insert(applicantMatchCycles).values({ applicantId: who.applicantId, matchCycleId: activeId });
    }
    await db
      .insert(applicantMatchCycles)
      .values({ applicantId: ann.applicantId, matchCycleId: f.cycles.archived });
    const sent = (who: SignedInApplicant, indexes: number[]) =>
      indexes.map((i) => ({
        applicantId: who.applicantId,
        matchCycleId: activeId,
        programId: programIds[i]!,
        status: 'Published',
      }));
    await db.insert(applications).values([...sent(ann, [0, 1, 2]), ...sent(ben, [2, 3, 4])]);
  });

  it('is for applicants only', async () => {
    const tokenOf = async (role: 'Admin' | 'ProgramUser' | 'SocietyUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: url() },
        { method: 'POST', url: url('/proposal'), payload: { partner: 'x' } },
        { method: 'DELETE', url: url('/proposal') },
        { method: 'POST', url: url('/proposal/accept') },
        { method: 'POST', url: url('/proposal/decline') },
        { method: 'DELETE', url: url() },
        { method: 'GET', url: url('/rank-list') },
        { method: 'PUT', url: url('/rank-list'), payload: { pairs: [], version: 0 } },
        { method: 'POST', url: url('/rank-list/certify'), payload: { version: 0 } },
      ],
      [
        await tokenOf('Admin'),
        await tokenOf('ProgramUser'),
        await tokenOf('SocietyUser'),
        await tokenOf('MedSchoolUser'),
      ],
    );
  });

  it('refuses each impossible proposal with its own message', async () => {
    expect(await status(ann.token)).toMatchObject({ state: 'None', partner: null, declineReason: null });
    const field = async (partner: string, token = ann.token) => {
      const response = await propose(partner, token);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().description.partner;
    };
    expect(await field('nobody@fixture.test')).toEqual([messages.CouplePartnerNotFound]);
    expect(await field(ann.email)).toEqual([messages.CoupleWithYourself]);
    expect(await field(dan.code)).toEqual([messages.CouplePartnerNotRegistered]);
    const unregistered = await propose(ben.email, dan.token);
    expect(unregistered.statusCode).toBe(409);
    expect(unregistered.json().error.Message).toBe(messages.CoupleNotRegistered);
    expect((await propose('', ann.token)).statusCode).toBe(400);
    expect(await couplesOf(ann.applicantId)).toEqual([]);
  });

  it('proposes by code or email (any case), mails the partner, and keeps everyone else out of a taken couple', async () => {
    const sent = await propose(ben.email.toUpperCase(), ann.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      state: 'ProposalSent',
      partner: { name: `Ben ${tag}`, applicantCode: ben.code },
      linkedAt: null,
    });
    expect(await status(ben.token)).toMatchObject({
      state: 'ProposalReceived',
      partner: { name: `Ann ${tag}`, applicantCode: ann.code },
    });
    const mail = await latestMailTo(ben.email);
    expect(mail?.subject).toBe(
      message('CoupleProposalMailSubject', { name: `Ann ${tag}`, cycle: `Match ${tag} Active` }),
    );
    expect(mail?.text).toContain(`/applicant/${code}/couple`);

    // Neither may be part of a second proposal, on either side.
    const again = await propose(cara.code, ann.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(messages.CoupleAlreadyYours);
    expect((await propose(ann.code.toLowerCase(), cara.token)).json().description.partner).toEqual([
      messages.CouplePartnerTaken,
    ]);
    expect((await propose(cara.code, ben.token)).json().error.Message).toBe(messages.CoupleAlreadyYours);
    // Only the partner answers; only the proposer cancels.
    expect((await answer('accept', ann.token)).json().error.Message).toBe(messages.CoupleNoProposalReceived);
    expect((await answer('accept', cara.token)).statusCode).toBe(409);
    expect((await call({ method: 'DELETE', url: url('/proposal') }, ben.token)).json().error.Message).toBe(
      messages.CoupleNoProposalSent,
    );
    const cancelled = await call({ method: 'DELETE', url: url('/proposal') }, ann.token);
    expect(cancelled.json()).toMatchObject({ state: 'None' });
    expect(await status(ben.token)).toMatchObject({ state: 'None' });
  });

  it('a declined proposal is gone and the proposer is told', async () => {
    expect((await propose(cara.code, ann.token)).statusCode).toBe(200);
    const declined = await answer('decline', cara.token);
    expect(declined.json()).toMatchObject({ state: 'None' });
    expect((await latestMailTo(ann.email))?.subject).toBe(
      message('CoupleDeclinedMailSubject', { name: `Cara ${tag}`, cycle: `Match ${tag} Active` }),
    );
    expect(await status(ann.token)).toMatchObject({ state: 'None' });
  });

  it('links on acceptance; the joint list holds pairs told from each reader side, only of programs each applied to', async () => {
    const unlinked = await call({ method: 'GET', url: url('/rank-list') }, ann.token);
    expect(unlinked.statusCode).toBe(409);
    expect(unlinked.json().error.Message).toBe(messages.CoupleNotLinked);

    await propose(ben.code, ann.token);
    const accepted = await answer('accept', ben.token);
    expect(accepted.json()).toMatchObject({ state: 'Linked', linkedAt: ctx.clock.now().toISOString() });
    expect(await status(ann.token)).toMatchObject({ state: 'Linked', partner: { applicantCode: ben.code } });
    expect((await latestMailTo(ann.email))?.subject).toBe(
      message('CoupleAcceptedMailSubject', { name: `Ben ${tag}`, cycle: `Match ${tag} Active` }),
    );

    const empty = await readList(ben.token);
    expect(empty).toMatchObject({ version: 0, entries: [], actions: { canEdit: true, canCertify: false } });
    expect(empty.myPrograms.map((p) => p.programId)).toEqual([programIds[2], programIds[3], programIds[4]]);
    expect(empty.partnerPrograms.map((p) => p.programId)).toEqual(programIds.slice(0, 3));

    const refusal = async (pairs: [number | null, number | null][]) =>
      (await saveList(pairs, 0, ben.token)).json().description?.pairs;
    expect(await refusal([[null, null]])).toEqual([messages.CouplePairEmpty]);
    expect(
      await refusal([
        [programIds[3]!, programIds[0]!],
        [programIds[3]!, programIds[0]!],
      ]),
    ).toEqual([messages.CouplePairDuplicate]);
    expect(await refusal([[programIds[0]!, null]])).toEqual([messages.RankListProgramNotApplied]);
    expect(await refusal([[null, programIds[3]!]])).toEqual([messages.CouplePartnerProgramNotApplied]);
    expect(await refusal([[programIds[5]!, null]])).toEqual([messages.RankListProgramNotApplied]);
    const tooMany = await saveList(
      Array.from({ length: 301 }, (_, i): [number, null] => [i + 1, null]),
      0,
      ben.token,
    );
    expect(tooMany.statusCode).toBe(400);

    // Ben (the partner in storage) writes [his, Ann's]; it is stored as [Ann's, his].
    const saved = await saveList(
      [
        [programIds[3]!, programIds[0]!],
        [programIds[4]!, null],
        [null, programIds[1]!],
      ],
      0,
      ben.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as CoupleRankList).version).toBe(1);
    const [list] = await db.select().from(rankLists).where(eq(rankLists.matchCycleId, activeId));
    const stored = await db
      .select()
      .from(coupleRankListEntries)
      .where(eq(coupleRankListEntries.rankListId, list!.id))
      .orderBy(coupleRankListEntries.rank);
    expect(stored.map((e) => [e.proposerProgramId, e.partnerProgramId])).toEqual([
      [programIds[0], programIds[3]],
      [null, programIds[4]],
      [programIds[1], null],
    ]);
    const seenByAnn = await readList(ann.token);
    expect(seenByAnn.partner).toEqual({ name: `Ben ${tag}`, applicantCode: ben.code });
    expect(
      seenByAnn.entries.map((e) => [
        e.rank,
        e.myProgram?.programId ?? null,
        e.partnerProgram?.programId ?? null,
      ]),
    ).toEqual([
      [1, programIds[0], programIds[3]],
      [2, null, programIds[4]],
      [3, programIds[1], null],
    ]);
  });

  it('either member certifies (recorded by name); any change un-certifies; a stale version answers 409 with the current list', async () => {
    const before = await readList(ann.token);
    expect(before.actions.canCertify).toBe(true);
    const certified = await call(
      { method: 'POST', url: url('/rank-list/certify'), payload: { version: before.version } },
      ann.token,
    );
    expect(certified.statusCode, certified.body).toBe(200);
    expect(certified.json()).toMatchObject({
      certifiedAt: ctx.clock.now().toISOString(),
      certifiedByName: `Ann ${tag}`,
      actions: { canCertify: false },
    });
    expect((await readList(ben.token)).certifiedByName).toBe(`Ann ${tag}`);

    const same = before.entries.map((e): [number | null, number | null] => [
      e.partnerProgram?.programId ?? null,
      e.myProgram?.programId ?? null,
    ]);
    const unchanged = await saveList(same, before.version, ben.token);
    expect(unchanged.json()).toMatchObject({ version: before.version + 1 });
    expect(unchanged.json().certifiedAt).not.toBeNull();

    const reordered = await saveList([...same].reverse(), before.version + 1, ben.token);
    expect(reordered.json()).toMatchObject({
      certifiedAt: null,
      certifiedByName: null,
      version: before.version + 2,
    });

    const annOrder = before.entries.map((e): [number | null, number | null] => [
      e.myProgram?.programId ?? null,
      e.partnerProgram?.programId ?? null,
    ]);
    const stale = await saveList(annOrder, before.version, ann.token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.Message).toBe(messages.RankListChangedMeanwhile);
    expect(stale.json().current).toEqual(await readList(ann.token));
  });

  it('refuses linking and dissolving from the deadline on, and any change in an archived cycle', async () => {
    const deadline = new Date(ctx.clock.now().getTime() - 1000);
    await db
      .update(matchCycles)
      .set({ applicantsRankListDeadlineDate: deadline })
      .where(eq(matchCycles.id, activeId));
    try {
      const reason = message('CoupleDeadlinePassed', { deadline: formatPacificDateTime(deadline) });
      expect((await status(ann.token)).declineReason).toBe(reason);
      const dissolved = await call({ method: 'DELETE', url: url() }, ann.token);
      expect(dissolved.statusCode).toBe(409);
      expect(dissolved.json().error).toEqual({ ErrorCode: 'ApplicantActionDenied', Message: reason });
      expect((await propose(ann.code, cara.token)).json().error.Message).toBe(reason);
      const list = await readList(ann.token);
      const listReason = message('RankListDeadlinePassed', { deadline: formatPacificDateTime(deadline) });
      expect(list).toMatchObject({
        isDeadlinePassed: true,
        declineReason: listReason,
        actions: { canEdit: false },
      });
      expect((await saveList([], list.version, ann.token)).json().error.Message).toBe(listReason);
    } finally {
      await db
        .update(matchCycles)
        .set({ applicantsRankListDeadlineDate: new Date('2099-01-15T05:00:00Z') })
        .where(eq(matchCycles.id, activeId));
    }
    const archived = await call({
      method: 'POST',
      url: url('/proposal', archivedCode),
      payload: { partner: ben.code },
    });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().error.Message).toBe(
      formatMessage(messages.DeclineMatchCycleArchived, { name: `Match ${tag} Archived` }),
    );
  });

  it('either member dissolves a linked couple; its joint list goes with it and the other is told', async () => {
    const [couple] = await couplesOf(ann.applicantId);
    const dissolved = await call({ method: 'DELETE', url: url() }, ben.token);
    expect(dissolved.statusCode, dissolved.body).toBe(200);
    expect(dissolved.json()).toMatchObject({ state: 'None', partner: null });
    expect(await status(ann.token)).toMatchObject({ state: 'None' });
    expect(await db.select().from(rankLists).where(eq(rankLists.coupleId, couple!.id))).toEqual([]);
    expect((await latestMailTo(ann.email))?.subject).toBe(
      message('CoupleDissolvedMailSubject', { name: `Ben ${tag}`, cycle: `Match ${tag} Active` }),
    );
    expect((await call({ method: 'DELETE', url: url() }, ann.token)).json().error.Message).toBe(
      messages.CoupleNotLinked,
    );
    // Free again: a new proposal the other way round is possible.
    expect((await propose(ann.code, ben.token)).json()).toMatchObject({ state: 'ProposalSent' });
  });

  it('stores only one of two proposals crossing each other', async () => {
    const eve = await applicant('Eve');
    const finn = await applicant('Finn');
    for (const who of [eve, finn]) {
      await db.insert(applicantMatchCycles).values({ applicantId: who.applicantId, matchCycleId: activeId });
    }
    const answers = await Promise.all([propose(finn.code, eve.token), propose(eve.code, finn.token)]);
    // The second finds itself already proposed to.
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const stored = await db
      .select()
      .from(couples)
      .where(
        and(
          eq(couples.matchCycleId, activeId),
          inArray(couples.proposerApplicantId, [eve.applicantId, finn.applicantId]),
        ),
      );
    expect(stored).toHaveLength(1);
  });

  async function couplesOf(applicantId: number) {
    return db
      .select()
      .from(couples)
      .where(and(eq(couples.matchCycleId, activeId), eq(couples.proposerApplicantId, applicantId)));
  }
});
