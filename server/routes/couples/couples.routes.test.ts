import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { CoupleRankList, CoupleStatus } from '../../../core/contracts/couples/couples.contract.ts';
import { formatMessage, message, messages } from '../../../core/domain/messages.ts';
import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import type { DbExecutor } from '../../db/client.ts';
import { countMatchRunInputs } from '../../db/repositories/match-run-report.repository.ts';
import {
  applicants,
  coupleRankListEntries,
  couples,
  mailOutbox,
  matchCycles,
  rankLists,
} from '../../db/schema.ts';
import {
  COUPLE_PROPOSALS_PER_APPLICANT,
  COUPLE_PROPOSALS_PER_PARTNER,
} from '../../services/limits/mail-limits.ts';
import { loadMatchInstance } from '../../services/match-runs/match-instance-loader.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import { createApplicantMatchCycle, createApplication } from '../../test-support/factories.ts';
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
      await createApplicantMatchCycle(db, { applicantId: who.applicantId, matchCycleId: activeId });
    }
    await createApplicantMatchCycle(db, { applicantId: ann.applicantId, matchCycleId: f.cycles.archived });
    const sent = (who: SignedInApplicant, indexes: number[]) =>
      indexes.map((i) => ({
        applicantId: who.applicantId,
        matchCycleId: activeId,
        programId: programIds[i]!,
        status: 'Published' as const,
      }));
    for (const values of [...sent(ann, [0, 1, 2]), ...sent(ben, [2, 3, 4])]) {
      await createApplication(db, values);
    }
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

  /** A fresh applicant registered for the active cycle. */
  async function registered(firstName: string) {
    const who = await applicant(firstName);
    await createApplicantMatchCycle(db, { applicantId: who.applicantId, matchCycleId: activeId });
    return who;
  }

  const mailsTo = async (to: string) =>
    (await db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;

  it('refuses only what the proposer knows: their own address or code, registration and couple', async () => {
    expect(await status(ann.token)).toMatchObject({ state: 'None', partner: null, declineReason: null });
    for (const own of [ann.email, ann.code.toLowerCase()]) {
      const response = await propose(own, ann.token);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().description.partner).toEqual([messages.CoupleWithYourself]);
    }
    const unregistered = await propose(ben.email, dan.token);
    expect(unregistered.statusCode).toBe(409);
    expect(unregistered.json().error.Message).toBe(messages.CoupleNotRegistered);
    expect((await propose('', ann.token)).statusCode).toBe(400);
    expect(await couplesOf(ann.applicantId)).toEqual([]);
  });

  /** What the proposer sees of a proposal they sent: what they typed, normalized, and nobody. */
  const sentTo = (none: CoupleStatus, to: string): CoupleStatus => ({
    ...none,
    state: 'ProposalSent',
    proposedTo: to,
    proposedAt: ctx.clock.now().toISOString(),
  });

  it('is no people directory: a free, taken, unregistered or unknown partner gets the same answer, and the proposer never sees the partner before acceptance', async () => {
    const gus = await registered('Gus');
    const nobody = `nobody-${tag}@fixture.test`;
    const none = { ...(await status(gus.token)) };
    expect(none).toMatchObject({ state: 'None', partner: null, proposedTo: null, proposedAt: null });

    // A free partner, by email in any case: stored and mailed; the proposer sees only what they typed.
    const toBen = await propose(ben.email.toUpperCase(), gus.token);
    expect(toBen.statusCode, toBen.body).toBe(200);
    expect(toBen.json()).toEqual(sentTo(none, ben.email.toLowerCase()));
    expect(await status(gus.token)).toEqual(sentTo(none, ben.email.toLowerCase()));
    expect(await status(ben.token)).toMatchObject({
      state: 'ProposalReceived',
      partner: { name: `Gus ${tag}`, applicantCode: gus.code },
      proposedTo: null,
    });
    const mail = await latestMailTo(ben.email);
    expect(mail?.subject).toBe(
      message('CoupleProposalMailSubject', { name: `Gus ${tag}`, cycle: `Match ${tag} Active` }),
    );
    expect(mail?.text).toContain(`/applicant/${code}/couple`);

    // Nobody, and an applicant not registered for the cycle: the same answer, after a reload too; the
    // proposal is kept without a partner and mailed to nobody; each new one replaces the one before.
    const danMails = await mailsTo(dan.email);
    for (const [partner, shown] of [
      [nobody.toUpperCase(), nobody],
      [dan.code.toLowerCase(), dan.code.toUpperCase()],
    ] as const) {
      const answer = await propose(partner, gus.token);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual(sentTo(none, shown));
      expect(await status(gus.token)).toEqual(sentTo(none, shown));
      expect(await couplesOf(gus.applicantId)).toMatchObject([
        { status: 'Proposed', partnerApplicantId: null, proposedTo: shown },
      ]);
    }
    expect(await status(ben.token)).toMatchObject({ state: 'None', partner: null });
    expect(await status(dan.token)).toMatchObject({ state: 'None', partner: null });
    expect(await mailsTo(dan.email)).toBe(danMails);

    // A partner with a proposal to answer: the same answer again, and theirs stays as it was.
    expect((await propose(ann.code, gus.token)).json()).toEqual(sentTo(none, ann.code.toUpperCase()));
    const cara0 = await status(cara.token);
    const toTaken = await propose(ann.email, cara.token);
    expect(toTaken.statusCode).toBe(200);
    expect(toTaken.json()).toEqual(sentTo(cara0, ann.email.toLowerCase()));
    expect(await couplesOf(cara.applicantId)).toMatchObject([{ partnerApplicantId: null }]);
    expect(await status(ann.token)).toMatchObject({
      state: 'ProposalReceived',
      partner: { applicantCode: gus.code },
    });

    // Withdrawing works for both kinds and answers the same whether there was a proposal or not; only
    // the partner answers.
    expect((await answer('accept', gus.token)).json().error.Message).toBe(messages.CoupleNoProposalReceived);
    expect((await call({ method: 'DELETE', url: url('/proposal') }, gus.token)).json()).toEqual(none);
    expect(await status(gus.token)).toEqual(none);
    expect(await status(ann.token)).toMatchObject({ state: 'None' });
    expect((await call({ method: 'DELETE', url: url('/proposal') }, gus.token)).json()).toEqual(none);
    expect((await call({ method: 'DELETE', url: url('/proposal') }, cara.token)).json()).toEqual(cara0);
    expect(await couplesOf(cara.applicantId)).toEqual([]);
    // Someone who has a proposal to answer cannot propose before answering it.
    expect((await propose(cara.code, gus.token)).statusCode).toBe(200);
    const busy = await propose(ben.code, cara.token);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.Message).toBe(messages.CoupleAlreadyYours);
    await answer('decline', cara.token);
    await call({ method: 'DELETE', url: url('/proposal') }, gus.token);
  });

  it('a declined proposal stays sent to what was typed, as one nobody can answer, until withdrawn; the proposer is not told', async () => {
    const hal = await registered('Hal');
    const none = await status(hal.token);
    expect((await propose(cara.code, hal.token)).statusCode).toBe(200);
    const halMails = await mailsTo(hal.email);
    const declined = await answer('decline', cara.token);
    expect(declined.json()).toMatchObject({ state: 'None', partner: null });
    expect(await couplesOf(hal.applicantId)).toMatchObject([
      { partnerApplicantId: null, proposedTo: cara.code.toUpperCase() },
    ]);
    expect(await status(hal.token)).toEqual(sentTo(none, cara.code.toUpperCase()));
    expect(await status(cara.token)).toMatchObject({ state: 'None', partner: null });
    expect((await answer('accept', cara.token)).statusCode).toBe(409);
    expect(await mailsTo(hal.email)).toBe(halMails);
    expect((await call({ method: 'DELETE', url: url('/proposal') }, hal.token)).json()).toEqual(none);
    expect(await couplesOf(hal.applicantId)).toEqual([]);
  });

  it('a proposal nobody can answer is no couple: not in the match instance, not a pending proposal of the pre-run report, refused as Linked by the database', async () => {
    const kit = await registered('Kit');
    const lia = await registered('Lia');
    const before = await countMatchRunInputs(db, activeId);
    await propose(`nobody-${tag}-kit@fixture.test`, kit.token);
    expect((await countMatchRunInputs(db, activeId)).pendingProposals).toBe(before.pendingProposals);
    await propose(lia.code, kit.token);
    expect((await countMatchRunInputs(db, activeId)).pendingProposals).toBe(before.pendingProposals + 1);
    await propose(`A-${tag}-kit`, kit.token);
    expect((await countMatchRunInputs(db, activeId)).pendingProposals).toBe(before.pendingProposals);
    const [row] = await couplesOf(kit.applicantId);
    expect(row).toMatchObject({ partnerApplicantId: null, proposedTo: `A-${tag}-kit`.toUpperCase() });
    const loaded = await loadMatchInstance(db, activeId);
    expect((loaded.instance.couples ?? []).flatMap((c) => c.members)).not.toContain(kit.code);
    expect(loaded.counts.linkedCouples).toBe(before.linkedCouples);
    await expect(
      db.update(couples).set({ status: 'Linked', linkedAt: new Date() }).where(eq(couples.id, row!.id)),
    ).rejects.toThrow();
    await call({ method: 'DELETE', url: url('/proposal') }, kit.token);
  });

  it('counts proposals made, not open ones: withdrawing and proposing again cannot probe codes or mail a partner 51 times', async () => {
    const ivy = await registered('Ivy');
    const pia = await registered('Pia');
    const piaMails = await mailsTo(pia.email);
    const results: number[] = [];
    for (let i = 0; i < 51; i++) {
      results.push((await propose(pia.code, ivy.token)).statusCode);
      await call({ method: 'DELETE', url: url('/proposal') }, ivy.token);
    }
    // At most 3 proposals name one partner a day; the rest 429 and mail nothing.
    expect(results.filter((s) => s === 200)).toHaveLength(COUPLE_PROPOSALS_PER_PARTNER.max);
    expect(results.filter((s) => s === 429)).toHaveLength(51 - COUPLE_PROPOSALS_PER_PARTNER.max);
    expect(await mailsTo(pia.email)).toBe(piaMails + COUPLE_PROPOSALS_PER_PARTNER.max);
    // At most 5 proposals a day, whatever they name (sequential codes included), with the spec's 429.
    const probes: number[] = [];
    for (let i = 0; i < 10; i++) probes.push((await propose(`A-${tag}-${i}`, ivy.token)).statusCode);
    const left = COUPLE_PROPOSALS_PER_APPLICANT.max - COUPLE_PROPOSALS_PER_PARTNER.max;
    expect(probes).toEqual([...Array(left).fill(200), ...Array(10 - left).fill(429)]);
    const refused = await propose(`A-${tag}-next`, ivy.token);
    expect(refused.json().error).toEqual({
      ErrorCode: 'TooManyRequests',
      Message: formatMessage(messages.TooManyRequests, { seconds: Number(refused.headers['retry-after']) }),
    });
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
    // Free again: a new proposal the other way round reaches Ann; Ben sees only that it was sent.
    expect((await propose(ann.code, ben.token)).json()).toMatchObject({
      state: 'ProposalSent',
      proposedTo: ann.code.toUpperCase(),
      partner: null,
    });
    expect(await status(ann.token)).toMatchObject({
      state: 'ProposalReceived',
      partner: { name: `Ben ${tag}` },
    });
  });

  it('stores only one of two proposals crossing each other', async () => {
    const eve = await applicant('Eve');
    const finn = await applicant('Finn');
    for (const who of [eve, finn]) {
      await createApplicantMatchCycle(db, { applicantId: who.applicantId, matchCycleId: activeId });
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
