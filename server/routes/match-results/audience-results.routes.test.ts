import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchCycleDetails } from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import type {
  MedicalSchoolMatchResults,
  PublicMatchStatistics,
  SocietyMatchResults,
  SocietyProgramMatchResult,
} from '../../../core/contracts/match-results/audience-results.contract.ts';
import { message, messages } from '../../../core/domain/messages.ts';
import { nrmpEightApplicants } from '../../../core/match/fixtures/published-examples.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { applicants, mailOutbox, matchCycles, resultSendings } from '../../db/schema.ts';
import { resultReleaseFor } from '../../services/match-results/result-release-gate.ts';
import { signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createApplicantMatchCycle,
  createMedicalSchool,
  createMedicalSchoolUser,
  createProgramUser,
  createSocietyUserSpecialty,
} from '../../test-support/factories.ts';
import { runFinalMatch } from '../../test-support/match-run.fixture.ts';
import { type LoadedSeason, loadInstanceIntoCycle } from '../../test-support/ranked-season.fixture.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { type CatalogueFixture, createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDatabase('results per audience', (ctx) => {
  let db: DbExecutor;
  let f: CatalogueFixture;
  let cycleId: number;
  let matchName: string;
  let season: LoadedSeason;
  let schoolCode: string;
  const tokens = { admin: '', school: '', otherSchool: '', society: '', otherSociety: '', program: '' };
  const call = routeCaller(ctx, () => tokens.admin);
  const get = async <T>(url: string, token: string | null) => {
    const answer = await call({ method: 'GET', url }, token);
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    return answer.json() as T;
  };
  const sendNow = (audience: string, id = cycleId) =>
    call({ method: 'POST', url: `/api/admin/match-cycles/${id}/result-sendings/${audience}/run` });
  const resultMailCount = async () =>
    (
      await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, message('ResultMailSubject', { cycle: matchName })))
    ).length;
  const schoolUrl = (path: string) => `/api/medical-school/${schoolCode}/${path}`;
  const societyQuery = () => `specialtyId=${f.specialtyId}&matchCycleId=${cycleId}`;

  beforeAll(async () => {
    db = ctx.database.db;
    f = await createCatalogueFixture(db);
    cycleId = f.cycles.active;
    const now = ctx.clock.now().getTime();
    const [cycle] = await db
      .update(matchCycles)
      .set({
        matchDate: new Date(now - DAY),
        applicantResultsOnlineDate: new Date(now + 10 * DAY),
        medicalSchoolResultsOnlineDate: new Date(now + 10 * DAY),
        programResultsOnlineDate: new Date(now + 10 * DAY),
        societyResultsOnlineDate: new Date(now + 10 * DAY),
        applicantResultsEmailDate: new Date(now + HOUR),
        medicalSchoolResultsEmailDate: new Date(now + 5 * DAY),
        programResultsEmailDate: new Date(now + 5 * DAY),
        societyResultsEmailDate: new Date(now + 5 * DAY),
      })
      .where(eq(matchCycles.id, cycleId))
      .returning({ matchName: matchCycles.matchName });
    matchName = cycle!.matchName;
    season = await loadInstanceIntoCycle(db, {
      matchCycleId: cycleId,
      specialtyId: f.specialtyId,
      instance: nrmpEightApplicants.instance,
      tag: f.tag,
    });

    // A school with three students in the match (Chen and Davis matched, Anderson not) and one
    // registered without a list; another school with none.
    schoolCode = `MSR-${f.tag}`;
    const school = await createMedicalSchool(db, {
      code: schoolCode,
      name: `Results School ${f.tag}`,
      type: 'Allopathic',
      degree: 'MD',
    });
    const otherSchool = await createMedicalSchool(db, {
      code: `MSR-${f.tag}-other`,
      name: `Other School ${f.tag}`,
      type: 'Allopathic',
      degree: 'MD',
    });
    await db
      .update(applicants)
      .set({ medicalSchoolId: school!.id })
      .where(
        inArray(
          applicants.id,
          ['Chen', 'Davis', 'Anderson'].map((id) => season.applicantIds.get(id)!),
        ),
      );
    const listless = await signedInApplicant(ctx, { firstName: 'Lena', lastName: 'Listless' });
    await db
      .update(applicants)
      .set({ medicalSchoolId: school!.id })
      .where(eq(applicants.id, listless.applicantId));
    await createApplicantMatchCycle(db, { applicantId: listless.applicantId, matchCycleId: cycleId });

    const signedIn = async (roles: Parameters<typeof ctx.createUser>[0]) => {
      const user = await ctx.createUser(roles);
      return { id: user.id, token: (await signInAs(ctx.app, user)).idToken };
    };
    tokens.admin = (await signedIn({ roles: ['Admin'] })).token;
    const schoolUser = await signedIn({ roles: ['MedSchoolUser'], firstName: 'Sue', lastName: 'School' });
    const otherSchoolUser = await signedIn({ roles: ['MedSchoolUser'] });
    await createMedicalSchoolUser(db, { userId: schoolUser.id, medicalSchoolId: school!.id });
    await createMedicalSchoolUser(db, { userId: otherSchoolUser.id, medicalSchoolId: otherSchool!.id });
    tokens.school = schoolUser.token;
    tokens.otherSchool = otherSchoolUser.token;
    const society = await signedIn({ roles: ['SocietyUser'] });
    const otherSociety = await signedIn({ roles: ['SocietyUser'] });
    const otherSpecialty = await createCatalogueFixture(db);
    for (const values of [
      { userId: society.id, specialtyId: f.specialtyId },
      { userId: otherSociety.id, specialtyId: otherSpecialty.specialtyId },
    ]) {
      await createSocietyUserSpecialty(db, values);
    }
    tokens.society = society.token;
    tokens.otherSociety = otherSociety.token;
    const programUser = await signedIn({ roles: ['ProgramUser'] });
    await createProgramUser(db, { userId: programUser.id, programId: season.programIds.get('City')! });
    tokens.program = programUser.token;

    await runFinalMatch(db, ctx.clock, cycleId);
  }, 120_000);

  it('guards every route by role', async () => {
    await expectRoleGuarded(
      call,
      [
        { method: 'POST', url: `/api/admin/match-cycles/${cycleId}/result-sendings/Society/run` },
        { method: 'GET', url: '/api/medical-school/schools' },
        { method: 'GET', url: schoolUrl('match-results') },
        { method: 'GET', url: schoolUrl('match-archive') },
        { method: 'GET', url: `/api/society/match-results?${societyQuery()}` },
        { method: 'GET', url: `/api/society/match-results/1?${societyQuery()}` },
      ],
      [tokens.program],
    );
    // The admin passes the guard (an unknown cycle: 404); the society user does not.
    expect((await sendNow('Society', 2_147_483_647)).statusCode).toBe(404);
    const asSociety = await call(
      { method: 'POST', url: `/api/admin/match-cycles/${cycleId}/result-sendings/Society/run` },
      tokens.society,
    );
    expect(asSociety.statusCode).toBe(403);
  });

  it("lists the medical school user's own schools", async () => {
    expect(await get('/api/medical-school/schools', tokens.school)).toEqual([
      { code: schoolCode, name: `Results School ${f.tag}` },
    ]);
  });

  describe('before release', () => {
    it('answers only the release date, to every audience, and nothing public', async () => {
      const school = await get<MedicalSchoolMatchResults>(schoolUrl('match-results'), tokens.school);
      expect(school.matchCycleId).toBe(cycleId);
      expect(school.result).toEqual({
        released: false,
        releaseDate: new Date(ctx.clock.now().getTime() + 10 * DAY).toISOString(),
      });
      expect(await get(schoolUrl('match-archive'), tokens.school)).toEqual({ items: [], total: 0 });
      const society = await get<SocietyMatchResults>(
        `/api/society/match-results?${societyQuery()}`,
        tokens.society,
      );
      expect(Object.keys(society).sort()).toEqual(['releaseDate', 'released']);
      const program = await get<SocietyProgramMatchResult>(
        `/api/society/match-results/${season.programIds.get('City')}?${societyQuery()}`,
        tokens.society,
      );
      expect(program.released).toBe(false);
      const publicList = await get<{ items: PublicMatchStatistics[] }>(
        `/api/public/match-results?specialtyId=${f.specialtyId}`,
        null,
      );
      expect(publicList.items).toEqual([]);
      const context = await get<{
        specialties: { matchCycles: { id: number; hasMatchResults: boolean }[] }[];
      }>('/api/society-users/context', tokens.society);
      expect(context.specialties[0]!.matchCycles.find((c) => c.id === cycleId)!.hasMatchResults).toBe(false);
    });

    it("refuses other schools and other specialties: a school's own code only, a society's own specialty only", async () => {
      expect(
        (await call({ method: 'GET', url: schoolUrl('match-results') }, tokens.otherSchool)).statusCode,
      ).toBe(403);
      expect(
        (
          await call(
            { method: 'GET', url: '/api/medical-school/NO-SUCH-SCHOOL/match-results' },
            tokens.school,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call(
            { method: 'GET', url: `/api/society/match-results?${societyQuery()}` },
            tokens.otherSociety,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call(
            {
              method: 'GET',
              url: `/api/society/match-results?specialtyId=${f.specialtyId}&matchCycleId=abc`,
            },
            tokens.society,
          )
        ).statusCode,
      ).toBe(400);
    });
  });

  it('refuses a manual sending before the match date, saying why', async () => {
    const later = ctx.clock.now();
    await db
      .update(matchCycles)
      .set({ matchDate: new Date(later.getTime() + DAY) })
      .where(eq(matchCycles.id, cycleId));
    try {
      const refused = await sendNow('MedicalSchool');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.Message).toMatch(
        /^Results can be sent by hand only after the match date \(/,
      );
      expect(await resultMailCount()).toBe(0);
    } finally {
      await db
        .update(matchCycles)
        .set({ matchDate: new Date(later.getTime() - DAY) })
        .where(eq(matchCycles.id, cycleId));
    }
  });

  it('refuses to release a cycle without a final run', async () => {
    const refused = await sendNow('Applicant', f.cycles.archived);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.Message).toBe(message('ResultsNeedFinalRun'));
  });

  it('sends the medical schools their results once: the mail, then the results and the archive', async () => {
    const sent = await sendNow('MedicalSchool');
    expect(sent.statusCode, sent.body).toBe(200);
    const details = sent.json() as MatchCycleDetails;
    const sending = details.resultSendings.find((s) => s.audience === 'MedicalSchool')!;
    expect(sending).toMatchObject({ status: 'Sent', canRunManually: false });
    expect(sending.sentDate).not.toBeNull();

    const [row] = await db
      .select()
      .from(resultSendings)
      .where(and(eq(resultSendings.matchCycleId, cycleId), eq(resultSendings.audience, 'MedicalSchool')));
    expect(row!.sentByUserId).not.toBeNull();
    // One mail to the one user of the one school with students in the run.
    const mails = await db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.subject, message('ResultMailSubject', { cycle: matchName })),
          like(mailOutbox.text, 'Hello Sue School%'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('3 in the match, 2 matched, 1 not matched');
    expect(mails[0]!.text).toContain(`/medical-school/${schoolCode}/match-results`);
    const countAfterFirst = await resultMailCount();

    const again = await sendNow('MedicalSchool');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(message('ResultsAlreadySent'));
    expect(await resultMailCount()).toBe(countAfterFirst);

    const school = await get<MedicalSchoolMatchResults>(
      `${schoolUrl('match-results')}?pageSize=2`,
      tokens.school,
    );
    if (!school.result?.released) throw new Error('not released');
    expect(school.result.counts).toEqual({ inMatch: 3, matched: 2, unmatched: 1 });
    expect(school.result.students.total).toBe(4);
    expect(school.result.students.items).toHaveLength(2);
    const all = await get<MedicalSchoolMatchResults>(schoolUrl('match-results'), tokens.school);
    if (!all.result?.released) throw new Error('not released');
    const byCode = Object.fromEntries(all.result.students.items.map((s) => [s.applicantCode, s]));
    expect(byCode[season.codeOf('Chen')]).toMatchObject({
      outcome: 'Matched',
      programCode: season.codeOf('Mercy'),
      choice: 2,
    });
    expect(byCode[season.codeOf('Anderson')]).toMatchObject({
      outcome: 'NotMatched',
      programCode: null,
      choice: null,
    });
    expect(all.result.students.items.find((s) => s.name === 'Lena Listless')).toMatchObject({
      outcome: 'NotInMatch',
    });

    const archive = await get<{ items: unknown[]; total: number }>(schoolUrl('match-archive'), tokens.school);
    expect(archive).toEqual({
      total: 1,
      items: [
        {
          id: cycleId,
          matchName,
          specialtyName: expect.any(String),
          yearCode: expect.any(String),
          counts: { inMatch: 3, matched: 2, unmatched: 1 },
        },
      ],
    });
    // Still hidden from the other audiences.
    const society = await get<SocietyMatchResults>(
      `/api/society/match-results?${societyQuery()}`,
      tokens.society,
    );
    expect(society.released).toBe(false);
  });

  it('releases at the planned dates: only the due audiences, and each once', async () => {
    const release = servicesOf(ctx.app).resultRelease;
    const before = ctx.clock.now();
    const released = await release.releaseDueResults(new Date(before.getTime() + 2 * HOUR));
    expect(released.filter((r) => r.matchCycleId === cycleId)).toEqual([
      { matchCycleId: cycleId, audience: 'Applicant' },
    ]);
    // Eight applicants in the run and the one registered without a list.
    const applicantMails = await db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.subject, message('ResultMailSubject', { cycle: matchName })),
          like(mailOutbox.text, 'Hello Applicant%'),
        ),
      );
    expect(applicantMails).toHaveLength(8);
    expect(applicantMails.filter((m) => m.text.includes('You matched to'))).toHaveLength(6);
    // The others get their status in the page's words; the fixture's applicants sent no application,
    // so that status is PaidRegistration (ADR 0016 precedence).
    const unmatched = applicantMails.filter((m) => !m.text.includes('You matched to'));
    expect(unmatched.map((m) => m.text.includes(messages.MrStatus_PaidRegistration))).toEqual([true, true]);
    const total = await resultMailCount();
    expect(await release.releaseDueResults(new Date(before.getTime() + 2 * HOUR))).not.toContainEqual({
      matchCycleId: cycleId,
      audience: 'Applicant',
    });
    expect(await resultMailCount()).toBe(total);

    // Released to applicants: the public statistics show the cycle, without personal data.
    const publicList = await get<{ items: PublicMatchStatistics[]; total: number }>(
      `/api/public/match-results?specialtyId=${f.specialtyId}`,
      null,
    );
    expect(publicList.items).toEqual([
      {
        matchCycleId: cycleId,
        matchName,
        yearCode: expect.any(String),
        specialtyId: f.specialtyId,
        specialtyName: expect.any(String),
        positions: 8,
        matched: 6,
        unfilled: 2,
        fillRatePercent: 75,
        applicantsInMatch: 8,
        matchedApplicants: 6,
        rankReached: {
          medianChoice: 1,
          firstChoicePercent: 50,
          topThreePercent: 83.3,
          topFivePercent: 100,
          distribution: [
            { choice: 1, count: 3 },
            { choice: 2, count: 1 },
            { choice: 3, count: 1 },
            { choice: 4, count: 1 },
          ],
        },
      },
    ]);
  });

  it('mails the applicant registered without a list its status in the result page’s words', async () => {
    const mails = await db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.subject, message('ResultMailSubject', { cycle: matchName })),
          like(mailOutbox.text, 'Hello Lena Listless%'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(messages.MrStatus_PaidRegistration);
  });

  it('shows the society its programs and their matched applicants once released, and only then allows archiving', async () => {
    const archive = () =>
      call({
        method: 'POST',
        url: `/api/admin/match-cycles/${cycleId}/status`,
        payload: { status: 'Archived' },
      });
    const details = async () =>
      (await call({ method: 'GET', url: `/api/admin/match-cycles/${cycleId}` })).json() as MatchCycleDetails;
    expect((await details()).actions.canArchive).toBe(false);
    const refused = await archive();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.Message).toBe(message('MatchCycleArchiveNeedsRelease'));

    expect((await sendNow('Society')).statusCode).toBe(200);
    const results = await get<SocietyMatchResults>(
      `/api/society/match-results?${societyQuery()}&pageSize=3`,
      tokens.society,
    );
    if (!results.released) throw new Error('not released');
    expect(results.totals).toEqual({ programs: 4, positions: 8, matched: 6, unfilled: 2 });
    expect(results.programs.total).toBe(4);
    expect(results.programs.items).toHaveLength(3);
    const city = await get<SocietyProgramMatchResult>(
      `/api/society/match-results/${season.programIds.get('City')}?${societyQuery()}`,
      tokens.society,
    );
    if (!city.released) throw new Error('not released');
    expect(city.program).toMatchObject({
      programCode: season.codeOf('City'),
      positions: 2,
      matched: 2,
      unfilled: 0,
    });
    expect(city.applicants.map((a) => a.applicantCode).sort()).toEqual(
      [season.codeOf('Eastman'), season.codeOf('Garcia')].sort(),
    );
    const otherProgram = await call(
      { method: 'GET', url: `/api/society/match-results/2147483647?${societyQuery()}` },
      tokens.society,
    );
    expect(otherProgram.statusCode).toBe(404);
    const context = await get<{ specialties: { matchCycles: { id: number; hasMatchResults: boolean }[] }[] }>(
      '/api/society-users/context',
      tokens.society,
    );
    expect(context.specialties[0]!.matchCycles.find((c) => c.id === cycleId)!.hasMatchResults).toBe(true);

    expect((await sendNow('Program')).statusCode).toBe(200);
    const programMails = await db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.subject, message('ResultMailSubject', { cycle: matchName })),
          like(mailOutbox.text, '%filled 2 of its 2 positions%'),
        ),
      );
    expect(programMails).toHaveLength(1);
    expect((await details()).actions.canArchive).toBe(true);
    expect((await archive()).statusCode).toBe(200);
  });

  it('lists a cycle whose online date has passed, without any sending, exactly as the release gate decides', async () => {
    const other = await createCatalogueFixture(db);
    await loadInstanceIntoCycle(db, {
      matchCycleId: other.cycles.active,
      specialtyId: other.specialtyId,
      instance: nrmpEightApplicants.instance,
      tag: other.tag,
    });
    await runFinalMatch(db, ctx.clock, other.cycles.active);
    const listed = async () =>
      (await get<{ total: number }>(`/api/public/match-results?specialtyId=${other.specialtyId}`, null))
        .total;
    const gate = async () =>
      (await resultReleaseFor(db, other.cycles.active, 'Applicant', ctx.clock.now())).released;
    expect([await listed(), await gate()]).toEqual([0, false]);
    await db
      .update(matchCycles)
      .set({ applicantResultsOnlineDate: new Date(ctx.clock.now().getTime() - HOUR) })
      .where(eq(matchCycles.id, other.cycles.active));
    expect([await listed(), await gate()]).toEqual([1, true]);
  });

  it('lets a cycle without a final run be archived (a canceled match)', async () => {
    const other = await createCatalogueFixture(db);
    const answer = await call({ method: 'GET', url: `/api/admin/match-cycles/${other.cycles.active}` });
    expect((answer.json() as MatchCycleDetails).actions.canArchive).toBe(true);
    const archived = await call({
      method: 'POST',
      url: `/api/admin/match-cycles/${other.cycles.active}/status`,
      payload: { status: 'Archived' },
    });
    expect(archived.statusCode).toBe(200);
  });
});
