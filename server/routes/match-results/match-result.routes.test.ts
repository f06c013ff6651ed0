import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicantMatchResult,
  ProgramMatchResult,
} from '../../../core/contracts/match-results/match-result.contract.ts';
import type { ApplicationStatus } from '../../../core/domain/applicant-restrictions.ts';
import type { MatchResultStatus } from '../../../core/domain/match-result-status.ts';
import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { applicantMatchCycles, matchCycles } from '../../db/schema.ts';
import { resultStatusesOf } from '../../services/match-results/result-statuses.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createApplicantMatchCycle,
  createApplication,
  createCouple,
  createCoupleRankListEntry,
  createInvoice,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
  createRankList,
  createRankListEntry,
  createResultSending,
} from '../../test-support/factories.ts';
import { runFinalMatch } from '../../test-support/match-run.fixture.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { recordStatements } from '../../test-support/statements.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

/**
 * A small season where every applicant ends in a different status. Programs (positions): P1 (1),
 * P2 (1), P3 (1, ranked by nobody's list: it stays unfilled), P4 (1), P5 (1).
 */
const people = [
  'Matched', // list [P1]; P1 ranks it first → matched to P1
  'Offered', // list [P2]; P2 prefers Taken; P3 (unfilled) ranks it → HadListNoOffersAccepted
  'Taken', // list [P2] → matched to P2
  'Second', // list [P1]; P1 ranks it second → HadListNoOffers
  'Unranked', // list [P2]; nobody ranks it → HadListNotListed
  'NoListOffer', // no list; P3 ranks it → NoListHadOffers
  'NoListRanked', // no list; P1 ranks it third → NoListListed
  'NoListAlone', // no list; nobody ranks it → NoListNotListed
  'GoneOffer', // withdrew everything; P3 ranks it → WithdrawnHadOffers
  'GoneRanked', // withdrew everything; P1 ranks it fourth → WithdrawnNoOffers
  'GoneAlone', // withdrew everything → WithdrawnNotListed
  'Declared', // said it will not submit a list → NoRankListWillBeSubmitted
  'PaidOnly', // registered, never applied → PaidRegistration
  'Unpaid', // registration fee unpaid → InquiryOnlyNotPaid
  'Proposer', // couple with Partner, joint list [(P4, P5), (P4, none)] → matched to P4
  'Partner', // P5 does not rank it → HadListNotListed
] as const;
type Person = (typeof people)[number];

describeEachDatabase('match results of applicants and programs', (ctx) => {
  let db: DbExecutor;
  let cycleId: number;
  let cycleCode: string;
  let archivedCode: string;
  let runId: number;
  const who = {} as Record<Person, SignedInApplicant>;
  const program = {} as Record<'P1' | 'P2' | 'P3' | 'P4' | 'P5', { id: number; code: string; name: string }>;
  let director: string;
  let staff: string;
  let outsider: string;
  const call = routeCaller(ctx, () => director);
  const applicantUrl = (cycle = cycleCode) => `/api/applicant/${cycle}/match-result`;
  const programUrl = (code = program.P1.code) => `/api/program-user/${cycleCode}/${code}/match-result`;
  const readApplicant = async (person: Person, cycle = cycleCode) => {
    const answer = await call({ method: 'GET', url: applicantUrl(cycle) }, who[person].token);
    expect(answer.statusCode).toBe(200);
    return answer.json() as ApplicantMatchResult;
  };
  const readProgram = async (code = program.P1.code, token = director) => {
    const answer = await call({ method: 'GET', url: programUrl(code) }, token);
    expect(answer.statusCode).toBe(200);
    return answer.json() as ProgramMatchResult;
  };
  const released = <T extends { released: boolean }>(answer: T) => {
    if (!answer.released) throw new Error('the result is not released');
    return answer as Extract<T, { released: true }>;
  };

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    cycleId = f.cycles.active;
    cycleCode = `${f.tag}-Active`;
    archivedCode = `${f.tag}-Archived`;
    const tomorrow = new Date(ctx.clock.now().getTime() + 86_400_000);
    await db
      .update(matchCycles)
      .set({ applicantResultsOnlineDate: tomorrow, programResultsOnlineDate: tomorrow })
      .where(eq(matchCycles.id, cycleId));

    for (const key of ['P1', 'P2', 'P3', 'P4', 'P5'] as const) {
      const row = await createProgram(db, {
        code: `${key}-${f.tag}`,
        name: `Program ${key} ${f.tag}`,
        specialtyId: f.specialtyId,
      });
      program[key] = row;
      await createProgramMatchCycle(db, { programId: row.id, matchCycleId: cycleId, positions: 1 });
    }
    for (const person of people) {
      who[person] = await signedInApplicant(ctx, { firstName: 'Sam', lastName: `${person} ${f.tag}` });
    }
    const id = (person: Person) => who[person].applicantId;
    for (const person of people) {
      await createApplicantMatchCycle(db, { applicantId: id(person), matchCycleId: cycleId });
    }
    await createApplicantMatchCycle(db, { applicantId: id('Matched'), matchCycleId: f.cycles.archived });
    const unpaid = await createInvoice(db, {
      userId: who.Unpaid.userId,
      matchCycleId: cycleId,
      kind: 'ApplicantRegistration',
      description: 'Registration',
      amountCents: 5000,
    });
    await db
      .update(applicantMatchCycles)
      .set({ invoiceId: unpaid.id })
      .where(eq(applicantMatchCycles.applicantId, id('Unpaid')));
    await db
      .update(applicantMatchCycles)
      .set({ noRankListDeclaredAt: ctx.clock.now() })
      .where(eq(applicantMatchCycles.applicantId, id('Declared')));

    const sentAt = ctx.clock.now();
    const sent = (person: Person, to: keyof typeof program, status: ApplicationStatus = 'Published') => ({
      applicantId: id(person),
      matchCycleId: cycleId,
      programId: program[to].id,
      status,
      publishedAt: sentAt,
      ...(status === 'Withdrawn' ? { withdrawnAt: sentAt } : {}),
    });
    for (const application of [
      sent('Matched', 'P1'),
      sent('Offered', 'P2'),
      sent('Offered', 'P3'),
      sent('Taken', 'P2'),
      sent('Second', 'P1'),
      sent('Unranked', 'P2'),
      sent('NoListOffer', 'P3'),
      sent('NoListRanked', 'P1'),
      sent('NoListAlone', 'P2'),
      sent('GoneOffer', 'P3', 'Withdrawn'),
      sent('GoneRanked', 'P1', 'Withdrawn'),
      sent('GoneAlone', 'P2', 'Withdrawn'),
      sent('Declared', 'P1'),
      sent('Proposer', 'P4'),
      sent('Partner', 'P5'),
      // An application never sent counts for nothing.
      { applicantId: id('PaidOnly'), matchCycleId: cycleId, programId: program.P1.id },
    ]) {
      await createApplication(db, application);
    }

    const certified = async (owner: { applicantId: number } | { programId: number }, subjects: number[]) => {
      const list = await createRankList(db, { matchCycleId: cycleId, ...owner, certifiedAt: sentAt });
      for (const [i, subjectId] of subjects.entries()) {
        await createRankListEntry(db, { rankListId: list.id, rank: i + 1, subjectId });
      }
    };
    await certified({ applicantId: id('Matched') }, [program.P1.id]);
    await certified({ applicantId: id('Offered') }, [program.P2.id]);
    await certified({ applicantId: id('Taken') }, [program.P2.id]);
    await certified({ applicantId: id('Second') }, [program.P1.id]);
    await certified({ applicantId: id('Unranked') }, [program.P2.id]);
    await certified({ programId: program.P1.id }, [
      id('Matched'),
      id('Second'),
      id('NoListRanked'),
      id('GoneRanked'),
    ]);
    await certified({ programId: program.P2.id }, [id('Taken'), id('Offered')]);
    await certified({ programId: program.P3.id }, [id('Offered'), id('NoListOffer'), id('GoneOffer')]);
    await certified({ programId: program.P4.id }, [id('Proposer')]);
    await certified({ programId: program.P5.id }, []);
    const couple = await createCouple(db, {
      matchCycleId: cycleId,
      proposerApplicantId: id('Proposer'),
      partnerApplicantId: id('Partner'),
      status: 'Linked',
      linkedAt: sentAt,
    });
    const joint = await createRankList(db, {
      matchCycleId: cycleId,
      coupleId: couple.id,
      certifiedAt: sentAt,
    });
    await createCoupleRankListEntry(db, {
      rankListId: joint.id,
      rank: 1,
      proposerProgramId: program.P4.id,
      partnerProgramId: program.P5.id,
    });
    await createCoupleRankListEntry(db, {
      rankListId: joint.id,
      rank: 2,
      proposerProgramId: program.P4.id,
      partnerProgramId: null,
    });

    runId = await runFinalMatch(db, ctx.clock, cycleId);

    const member = async (isDirector: boolean, programId: number) => {
      const user = await ctx.createUser({ roles: ['ProgramUser'] });
      await createProgramUser(db, { userId: user.id, programId, isDirector });
      return (await signInAs(ctx.app, user)).idToken;
    };
    director = await member(true, program.P1.id);
    staff = await member(false, program.P1.id);
    outsider = await member(true, program.P2.id);
  });

  it('is for applicants and for program users of the program only', async () => {
    const tokenOf = async (role: 'Admin' | 'Applicant' | 'SocietyUser' | 'MedSchoolUser' | 'ProgramUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    await expectRoleGuarded(
      call,
      [{ method: 'GET', url: applicantUrl() }],
      [await tokenOf('Admin'), await tokenOf('ProgramUser'), await tokenOf('MedSchoolUser')],
    );
    await expectRoleGuarded(
      call,
      [{ method: 'GET', url: programUrl() }],
      [await tokenOf('Admin'), await tokenOf('Applicant'), await tokenOf('SocietyUser')],
    );
    // Another program's user learns nothing of this one, nor of a program it does not belong to.
    expect((await call({ method: 'GET', url: programUrl() }, outsider)).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: programUrl(program.P2.code) }, director)).statusCode).toBe(404);
    // An applicant not registered for the cycle has no result in it.
    const stranger = await signedInApplicant(ctx);
    expect((await call({ method: 'GET', url: applicantUrl() }, stranger.token)).statusCode).toBe(404);
    expect(
      (await call({ method: 'GET', url: applicantUrl('no-such-cycle') }, stranger.token)).statusCode,
    ).toBe(404);
  });

  describe('before the release', () => {
    it('answers only when the results go online, to applicants and programs alike', async () => {
      const releaseDate = new Date(ctx.clock.now().getTime() + 86_400_000);
      await db
        .update(matchCycles)
        .set({ applicantResultsOnlineDate: releaseDate, programResultsOnlineDate: releaseDate })
        .where(eq(matchCycles.id, cycleId));
      for (const person of ['Matched', 'Offered', 'NoListAlone', 'Proposer'] as const) {
        expect(await readApplicant(person)).toStrictEqual({
          released: false,
          matchCycleCode: cycleCode,
          matchCycleName: expect.any(String),
          releaseDate: releaseDate.toISOString(),
        });
      }
      for (const token of [director, staff]) {
        expect(await readProgram(program.P1.code, token)).toStrictEqual({
          released: false,
          matchCycleCode: cycleCode,
          matchCycleName: expect.any(String),
          programCode: program.P1.code,
          programName: program.P1.name,
          releaseDate: releaseDate.toISOString(),
        });
      }
    });

    it('says the match was canceled in a cycle archived without a final run', async () => {
      expect(await readApplicant('Matched', archivedCode)).toMatchObject({
        released: true,
        status: 'MatchCanceled',
        matched: null,
        reasons: [],
      });
    });
  });

  describe('after the release', () => {
    beforeAll(async () => {
      // Applicants: the online date has passed. Programs: their results were sent.
      await db
        .update(matchCycles)
        .set({ applicantResultsOnlineDate: new Date(ctx.clock.now().getTime() - 60_000) })
        .where(eq(matchCycles.id, cycleId));
      await createResultSending(db, {
        matchCycleId: cycleId,
        audience: 'Program',
        status: 'Sent',
        sentAt: ctx.clock.now(),
      });
    });

    it('computes every applicant status from the data', async () => {
      const expected: Record<Person, MatchResultStatus> = {
        Matched: 'Matched',
        Offered: 'HadListNoOffersAccepted',
        Taken: 'Matched',
        Second: 'HadListNoOffers',
        Unranked: 'HadListNotListed',
        NoListOffer: 'NoListHadOffers',
        NoListRanked: 'NoListListed',
        NoListAlone: 'NoListNotListed',
        GoneOffer: 'WithdrawnHadOffers',
        GoneRanked: 'WithdrawnNoOffers',
        GoneAlone: 'WithdrawnNotListed',
        Declared: 'NoRankListWillBeSubmitted',
        PaidOnly: 'PaidRegistration',
        Unpaid: 'InquiryOnlyNotPaid',
        Proposer: 'Matched',
        Partner: 'HadListNotListed',
      };
      const statuses = await resultStatusesOf(db, {
        matchCycleId: cycleId,
        matchRunId: runId,
        applicantIds: people.map((person) => who[person].applicantId),
      });
      expect(
        Object.fromEntries(people.map((person) => [person, statuses.get(who[person].applicantId)?.status])),
      ).toEqual(expected);
      for (const person of ['Offered', 'NoListRanked', 'GoneAlone', 'PaidOnly'] as const) {
        expect(released(await readApplicant(person)).status).toBe(expected[person]);
      }
    });

    it('shows the matched program with the choice it was', async () => {
      expect(released(await readApplicant('Matched'))).toMatchObject({
        status: 'Matched',
        matched: { code: program.P1.code, name: program.P1.name, choice: 1 },
        partner: null,
        reasons: [],
      });
    });

    it("explains why each program ranked above the match (or any, unmatched) did not match, by the programs' names", async () => {
      expect(released(await readApplicant('Offered'))).toMatchObject({
        status: 'HadListNoOffersAccepted',
        matched: null,
        reasons: [
          {
            choice: 1,
            program: { code: program.P2.code, name: program.P2.name },
            partnerProgram: null,
            text: expect.stringContaining('filled its 1 position with applicants it ranked higher'),
          },
        ],
      });
    });

    it("gives a couple member its pair reasons, with the partner's and the programs' names", async () => {
      const result = released(await readApplicant('Proposer'));
      expect(result).toMatchObject({
        status: 'Matched',
        matched: { code: program.P4.code, choice: 2 },
        partner: { code: expect.any(String), name: expect.stringContaining('Partner') },
      });
      expect(result.reasons).toHaveLength(1);
      const [reason] = result.reasons;
      expect(reason).toMatchObject({
        choice: 1,
        program: { code: program.P4.code },
        partnerProgram: { code: program.P5.code },
      });
      expect(reason!.text).toContain(`${program.P5.name} did not rank ${result.partner!.name}`);
      expect(reason!.text).not.toContain(program.P5.code);
    });

    it('shows the program its matches, its unfilled positions and why it did not get the others, by name', async () => {
      const p1 = released(await readProgram());
      expect(p1).toMatchObject({
        positions: 1,
        filled: 1,
        unfilled: 0,
        matched: [{ applicantCode: expect.any(String), name: expect.stringContaining('Matched'), rank: 1 }],
      });
      // Those it ranked without a certified list of theirs were never in the match: they come last.
      expect(p1.notMatched).toEqual([
        expect.objectContaining({
          name: expect.stringContaining('Second'),
          rank: 2,
          text: expect.stringContaining('you filled your 1 position'),
        }),
        expect.objectContaining({
          name: expect.stringContaining('NoListRanked'),
          rank: null,
          text: messages.ProgramResultApplicantNotInMatch,
        }),
        expect.objectContaining({
          name: expect.stringContaining('GoneRanked'),
          rank: null,
          text: messages.ProgramResultApplicantNotInMatch,
        }),
      ]);
      // Staff of the program read it too.
      expect(released(await readProgram(program.P1.code, staff)).filled).toBe(1);
    });

    it('reads a program result in the same statements whatever the number of applicants on it', async () => {
      const p3Director = await (async () => {
        const user = await ctx.createUser({ roles: ['ProgramUser'] });
        await createProgramUser(db, { userId: user.id, programId: program.P3.id, isDirector: true });
        return (await signInAs(ctx.app, user)).idToken;
      })();
      await readProgram(); // the run's explanations are computed once, then kept
      const one = await recordStatements(ctx, () => readProgram());
      const { result: p3, statements } = await recordStatements(ctx, () =>
        readProgram(program.P3.code, p3Director),
      );
      const p3Released = released(p3);
      expect(p3Released).toMatchObject({ positions: 1, filled: 0, unfilled: 1, matched: [] });
      expect(p3Released.notMatched.map((r) => r.rank)).toEqual([1, null, null]);
      expect(p3Released.notMatched[0]!.text).toBe('they did not rank your program');
      expect(statements).toHaveLength(one.statements.length);
      const applicantStatements = await recordStatements(ctx, () => readApplicant('Offered'));
      const matchedStatements = await recordStatements(ctx, () => readApplicant('Matched'));
      expect(applicantStatements.statements).toHaveLength(matchedStatements.statements.length);
    });
  });
});
