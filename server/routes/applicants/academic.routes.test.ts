import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import { signedInApplicant } from '../../test-support/applicant.fixture.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { describeEachDatabase, signInAs, type TestContext } from '../../test-support/test-app.ts';

const EXAMS = '/api/applicant/profile/examinations';
const PUBLICATIONS = '/api/applicant/profile/publications';

/** 'YYYY-MM-DD' `days` from the test clock's UTC date (±2 days is past/future in Pacific time too). */
function dayFrom(ctx: TestContext, days: number): string {
  return new Date(ctx.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const step = (overrides: Record<string, unknown> = {}) => ({
  numberOfTimesTaken: 1,
  threeDigitScore: '245',
  twoDigitScore: '99',
  date: '2024-06-01',
  result: 'Pass',
  ...overrides,
});

const publicationBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'PeerReviewedArticlePublished',
  title: 'Retinal outcomes',
  authors: 'Alvarez J, Park J',
  venue: 'Journal of Retina',
  date: '2024-03-01',
  url: 'https://journal.example/retina',
  pubmedId: '38123456',
  ...overrides,
});

describeEachDatabase('applicant examinations and publications', (ctx) => {
  let applicantA: string;
  let applicantB: string;
  let others: Record<'admin' | 'program' | 'society' | 'school', string>;
  const call = routeCaller(ctx, () => applicantA);
  const put = (section: string, payload: unknown, token?: string) =>
    call({ method: 'PUT', url: `${EXAMS}/${section}`, payload: payload as object }, token);

  beforeAll(async () => {
    applicantA = (await signedInApplicant(ctx)).token;
    applicantB = (await signedInApplicant(ctx)).token;
    const token = async (role: 'Admin' | 'ProgramUser' | 'SocietyUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    others = {
      admin: await token('Admin'),
      program: await token('ProgramUser'),
      society: await token('SocietyUser'),
      school: await token('MedSchoolUser'),
    };
  });

  it('refuses anonymous callers and other roles on every route', async () => {
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: EXAMS },
        ...[
          'usmle',
          'comlex',
          'mccqe',
          'ecfmg',
          'licenses',
          'board-certifications',
          'board-certification-eligibility',
        ].map((s) => ({ method: 'PUT' as const, url: `${EXAMS}/${s}`, payload: { version: 0 } })),
        { method: 'GET', url: PUBLICATIONS },
        { method: 'POST', url: PUBLICATIONS, payload: publicationBody() },
        { method: 'PUT', url: `${PUBLICATIONS}/1`, payload: publicationBody() },
        { method: 'DELETE', url: `${PUBLICATIONS}/1` },
      ],
      Object.values(others),
    );
  });

  it('an applicant account without an applicant record gets the resource refusal, not data', async () => {
    const bare = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
    const answer = await call({ method: 'GET', url: EXAMS }, bare);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.Message).toBe(messages.ApplicantNotFound);
  });

  describe('examinations', () => {
    it('starts empty: every section at version 0 with null fields', async () => {
      const fresh = (await signedInApplicant(ctx)).token;
      const answer = await call({ method: 'GET', url: EXAMS }, fresh);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.usmle).toMatchObject({
        usmleNumber: null,
        version: 0,
        step1: { numberOfTimesTaken: null, threeDigitScore: null, date: null, result: null },
        step2ClinicalSkills: { status: null },
      });
      expect(body.comlex.level2PerformanceEvaluation).toEqual({ date: null, level2PE: null });
      expect(body.licenses).toEqual({ items: [], version: 0 });
      expect(body.boardCertificationEligibilityList).toEqual({ items: [], version: 0 });
      expect(body.ecfmg).toEqual({ ecfmgNumber: null, issueDate: null, version: 0 });
    });

    it('saves each section on its own, bumping only its version, and reads it back', async () => {
      const saved = await put('usmle', {
        usmleNumber: '5-123-456-7',
        step1: step({ threeDigitScore: null, twoDigitScore: null }),
        step2ClinicalKnowledge: step({ numberOfTimesTaken: '2', threeDigitScore: '251' }),
        step2ClinicalSkills: { status: 'NotYetTaken' },
        usmleExpectations: { examDate: dayFrom(ctx, 60), scoreDate: dayFrom(ctx, 90), freeText: ' Step 3 ' },
        version: 0,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        version: 1,
        step2ClinicalKnowledge: { numberOfTimesTaken: 2, threeDigitScore: '251', result: 'Pass' },
        step3: { numberOfTimesTaken: null, date: null },
        usmleExpectations: { freeText: 'Step 3' },
      });
      const comlex = await put('comlex', {
        nbomeNumber: 'N-42',
        level1: { score: 612, date: '2023-05-01', result: 'Pass' },
        level2PerformanceEvaluation: { date: '2023-09-01', level2PE: 'Fail' },
        version: 0,
      });
      expect(comlex.statusCode).toBe(200);
      expect(
        (
          await put('mccqe', {
            canadianExamNumber: 'C1',
            level1: { score: '250', date: '2022-01-01' },
            version: 0,
          })
        ).json(),
      ).toMatchObject({ level1: { score: 250 }, level2: { score: null, date: null }, version: 1 });
      expect(
        (await put('ecfmg', { ecfmgNumber: '0-123-456-7', issueDate: '2024-01-10', version: 0 })).statusCode,
      ).toBe(200);
      expect(
        (
          await put('licenses', {
            items: [{ stateName: 'California', licensureNumber: 'A1', expirationDate: dayFrom(ctx, 400) }],
            version: 0,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await put('board-certifications', {
            items: [
              { boardName: 'American Board of Ophthalmology', certifiedYear: 2023, expirationDate: null },
            ],
            version: 0,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await put('board-certification-eligibility', { items: [{ boardName: 'ABO' }], version: 0 }))
          .statusCode,
      ).toBe(200);

      const again = await put('usmle', {
        ...(saved.json() as object),
        usmleNumber: '5-123-456-8',
        version: 1,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().version).toBe(2);

      const read = (await call({ method: 'GET', url: EXAMS })).json();
      expect(read.usmle).toMatchObject({ usmleNumber: '5-123-456-8', version: 2 });
      expect(read.comlex).toMatchObject({
        nbomeNumber: 'N-42',
        level1: { score: 612, result: 'Pass' },
        level2CognitiveEvaluation: { score: null },
        level2PerformanceEvaluation: { level2PE: 'Fail' },
        version: 1,
      });
      expect(read.ecfmg).toEqual({ ecfmgNumber: '0-123-456-7', issueDate: '2024-01-10', version: 1 });
      expect(read.licenses.items).toEqual([
        { stateName: 'California', licensureNumber: 'A1', expirationDate: dayFrom(ctx, 400) },
      ]);
      expect(read.boardCertifications.items[0]).toEqual({
        boardName: 'American Board of Ophthalmology',
        certifiedYear: 2023,
        expirationDate: null,
      });
      expect(read.boardCertificationEligibilityList).toEqual({ items: [{ boardName: 'ABO' }], version: 1 });

      // Another applicant reads only their own (empty) examinations.
      const theirs = (await call({ method: 'GET', url: EXAMS }, applicantB)).json();
      expect(theirs.usmle).toMatchObject({ usmleNumber: null, version: 0 });
      expect(theirs.licenses.items).toEqual([]);
    });

    it('answers 409 with the server copy when the version is stale, and keeps the newer write', async () => {
      const token = (await signedInApplicant(ctx)).token;
      expect((await put('ecfmg', { ecfmgNumber: 'first', version: 0 }, token)).statusCode).toBe(200);
      const stale = await put('ecfmg', { ecfmgNumber: 'offline edit', version: 0 }, token);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        error: { ErrorCode: 'Conflict', Message: messages.ExaminationChangedMeanwhile },
        current: { ecfmgNumber: 'first', issueDate: null, version: 1 },
      });
      // Other sections are not affected by this section's version.
      expect((await put('usmle', { usmleNumber: 'U', version: 0 }, token)).statusCode).toBe(200);
      const read = (await call({ method: 'GET', url: EXAMS }, token)).json();
      expect(read.ecfmg.ecfmgNumber).toBe('first');
    });

    it('gives the spec messages for scores, numbers and dates, never a 5xx', async () => {
      const bad = await put('usmle', {
        step1: step({ threeDigitScore: '24', twoDigitScore: '999', numberOfTimesTaken: 'twice' }),
        step3: step({ threeDigitScore: 'abc', date: '2024-02-30' }),
        version: 0,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().description).toMatchObject({
        'step1.threeDigitScore': [messages.ThreeDigitNumber],
        'step1.twoDigitScore': [messages.TwoDigitNumber],
        'step1.numberOfTimesTaken': [messages.MustBeNumber],
        'step3.threeDigitScore': [messages.ThreeDigitNumber],
        'step3.date': [messages.InvalidValue],
      });
      const comlex = await put('comlex', { level1: { score: '6x2' }, version: 0 });
      expect(comlex.json().description).toEqual({ 'level1.score': [messages.MustBeNumber] });

      const future = dayFrom(ctx, 3);
      const dates = await put('usmle', {
        step1: step({ date: future }),
        step2ClinicalKnowledge: step({ date: dayFrom(ctx, -3) }),
        usmleExpectations: { examDate: future },
        version: 0,
      });
      expect(dates.statusCode).toBe(400);
      expect(dates.json().description).toEqual({ 'step1.date': [messages.DateNotInFuture] });
      for (const [section, payload, field] of [
        ['ecfmg', { issueDate: future }, 'issueDate'],
        ['mccqe', { level2: { date: future } }, 'level2.date'],
        ['comlex', { level2PerformanceEvaluation: { date: future } }, 'level2PerformanceEvaluation.date'],
        [
          'board-certifications',
          { items: [{ boardName: 'ABO', certifiedYear: Number(future.slice(0, 4)) + 1 }] },
          'items.0.certifiedYear',
        ],
      ] as const) {
        const answer = await put(section, { ...payload, version: 0 });
        expect(answer.statusCode, section).toBe(400);
        expect(answer.json().description, section).toEqual({ [field]: [messages.DateNotInFuture] });
      }

      const lists = await put('licenses', { items: [{ stateName: ' ', licensureNumber: 'x' }], version: 0 });
      expect(lists.json().description).toEqual({ 'items.0.stateName': [messages.LicensureStateIsRequired] });
      const boards = await put('board-certification-eligibility', { items: [{}], version: 0 });
      expect(boards.json().description).toEqual({ 'items.0.boardName': [messages.BoardNameIsRequired] });
      const unknown = await put('ecfmg', { ecfmgNumber: 'x', version: 0, __proto__: { a: 1 }, extra: 1 });
      expect(unknown.statusCode).toBe(400);
      const noVersion = await put('ecfmg', { ecfmgNumber: 'x' });
      expect(noVersion.json().description).toEqual({ version: [messages.InvalidValue] });
    });
  });

  describe('publications', () => {
    it('creates, lists newest first, updates and deletes the applicant’s own publications', async () => {
      const token = (await signedInApplicant(ctx)).token;
      const create = (body: Record<string, unknown>) =>
        call({ method: 'POST', url: PUBLICATIONS, payload: publicationBody(body) }, token);
      const older = await create({ title: 'Older', date: '2021-01-01' });
      expect(older.statusCode).toBe(200);
      expect(older.json()).toMatchObject({ title: 'Older', pubmedId: '38123456', status: null });
      const undated = await create({ title: 'Undated', date: null });
      const newer = await create({
        title: 'Submitted work',
        type: 'PeerReviewedAbstractNotPublished',
        status: 'Submitted',
        date: '2024-11-01',
      });
      // A poster may be scheduled ahead.
      const poster = await create({
        title: 'Upcoming poster',
        type: 'PosterPresentation',
        date: dayFrom(ctx, 30),
      });
      expect(poster.statusCode).toBe(200);
      // A not-published type keeps no PubMed ID.
      expect(newer.json()).toMatchObject({ status: 'Submitted', pubmedId: null });

      const titles = async () =>
        (await call({ method: 'GET', url: PUBLICATIONS }, token))
          .json()
          .items.map((p: { title: string }) => p.title);
      expect(await titles()).toEqual(['Upcoming poster', 'Submitted work', 'Older', 'Undated']);

      const id = older.json().id as number;
      const updated = await call(
        {
          method: 'PUT',
          url: `${PUBLICATIONS}/${id}`,
          payload: publicationBody({ title: 'Renamed', date: '2025-01-01' }),
        },
        token,
      );
      expect(updated.statusCode).toBe(200);
      expect(await titles()).toEqual(['Upcoming poster', 'Renamed', 'Submitted work', 'Undated']);

      const removed = await call({ method: 'DELETE', url: `${PUBLICATIONS}/${undated.json().id}` }, token);
      expect(removed.json()).toEqual({ ok: true });
      expect(await titles()).toEqual(['Upcoming poster', 'Renamed', 'Submitted work']);
    });

    it('updates a publication over the version it was read at; a stale update answers 409 with the stored one', async () => {
      const token = (await signedInApplicant(ctx)).token;
      const created = (
        await call({ method: 'POST', url: PUBLICATIONS, payload: publicationBody({ title: 'First' }) }, token)
      ).json();
      expect(created.version).toBe(1);
      const put = (title: string, version: number) =>
        call(
          {
            method: 'PUT',
            url: `${PUBLICATIONS}/${created.id}`,
            payload: { ...publicationBody({ title }), version },
          },
          token,
        );
      const moved = await put('Second', 1);
      expect(moved.json()).toMatchObject({ title: 'Second', version: 2 });
      const stale = await put('Offline edit', 1);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        error: { ErrorCode: 'Conflict', Message: messages.ProfileChangedMeanwhile },
        current: moved.json(),
      });
    });

    it('never shows, changes or deletes another applicant’s publication', async () => {
      const mine = await call({
        method: 'POST',
        url: PUBLICATIONS,
        payload: publicationBody({ title: 'Mine' }),
      });
      const id = mine.json().id as number;
      const theirs = await call({ method: 'GET', url: PUBLICATIONS }, applicantB);
      expect(theirs.json().items.map((p: { id: number }) => p.id)).not.toContain(id);
      const change = await call(
        { method: 'PUT', url: `${PUBLICATIONS}/${id}`, payload: publicationBody({ title: 'Taken' }) },
        applicantB,
      );
      expect(change.statusCode).toBe(404);
      expect((await call({ method: 'DELETE', url: `${PUBLICATIONS}/${id}` }, applicantB)).statusCode).toBe(
        404,
      );
      const still = (await call({ method: 'GET', url: PUBLICATIONS })).json().items;
      expect(still.find((p: { id: number }) => p.id === id)).toMatchObject({ title: 'Mine' });
    });

    it('gives the field messages for bad input, never a 5xx', async () => {
      const post = (body: unknown) => call({ method: 'POST', url: PUBLICATIONS, payload: body as object });
      const missing = await post({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().description).toMatchObject({
        type: [messages.SelectPublicationType],
        title: [messages.PublicationTitleIsRequired],
        authors: [messages.AuthorsAreRequired],
      });
      const fields = await post(
        publicationBody({ url: 'www.example', pubmedId: '12ab', title: 'x'.repeat(501) }),
      );
      expect(fields.json().description).toEqual({
        url: [formatMessage(messages.InvalidUrl, { host: 'https://www.example.com' })],
        pubmedId: [messages.InvalidPubmedId],
        title: [messages.ExceededNumberOfCharacters],
      });
      const status = await post(publicationBody({ type: 'PeerReviewedArticleNotPublished', status: null }));
      expect(status.json().description).toEqual({ status: [messages.SelectPublicationStatus] });
      const future = await post(publicationBody({ date: dayFrom(ctx, 3) }));
      expect(future.json().description).toEqual({ date: [messages.DateNotInFuture] });
      const badId = await call({ method: 'PUT', url: `${PUBLICATIONS}/abc`, payload: publicationBody() });
      expect(badId.statusCode).toBe(400);
      expect((await call({ method: 'DELETE', url: `${PUBLICATIONS}/999999` })).statusCode).toBe(404);
    });
  });
});
