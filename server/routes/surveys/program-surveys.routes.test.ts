import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ProgramSurvey } from '../../../core/contracts/surveys/program-surveys.contract.ts';
import { vacancyMessages } from '../../../core/domain/vacancy-messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { programSurveys } from '../../db/schema.ts';
import { createProgram, createProgramUser } from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

const DAY = 24 * 60 * 60_000;

describeEachDatabase('program surveys', (ctx) => {
  let db: DbExecutor;
  let programCode: string;
  let otherCode: string;
  let director: string;
  let coordinator: string;
  let outsider: string;
  let surveyId: number;
  let closedId: number;
  let slug: string;
  const call = routeCaller(ctx, () => director);
  const url = (id: number | string = surveyId, code = programCode) =>
    `/api/program-user/programs/${code}/surveys/${id}`;

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    slug = `retina-${f.tag}`;
    const program = await createProgram(db, {
      code: `SV-${f.tag}`,
      name: `Survey program ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    const other = await createOtherProgram();
    programCode = program!.code;
    otherCode = other.code;
    const member = async (programId: number, isDirector: boolean) => {
      const user = await ctx.createUser({
        roles: ['ProgramUser'],
        firstName: 'Pat',
        lastName: isDirector ? 'Director' : 'Coordinator',
      });
      await createProgramUser(db, { userId: user.id, programId, isDirector });
      return (await signInAs(ctx.app, user)).idToken;
    };
    director = await member(program!.id, true);
    coordinator = await member(program!.id, false);
    outsider = await member(other.id, true);
    const now = ctx.clock.now().getTime();
    const [open] = await db
      .insert(programSurveys)
      .values({
        specialtyId: f.specialtyId,
        slug,
        title: 'Annual program survey',
        instructions: 'Answer together.',
        questions: [
          { key: 'fellows', label: 'How many fellows do you train?', kind: 'Number', required: true },
          { key: 'research', label: 'Is research time protected?', kind: 'YesNo', required: true },
          {
            key: 'setting',
            label: 'Setting',
            kind: 'Choice',
            required: false,
            options: ['Academic', 'Private'],
          },
          { key: 'notes', label: 'Anything else?', kind: 'Text', required: false },
        ],
        opensAt: new Date(now - DAY),
        closesAt: new Date(now + 30 * DAY),
      })
      .returning();
    const [closed] = await db
      .insert(programSurveys)
      .values({
        specialtyId: f.specialtyId,
        slug,
        title: 'Last year',
        questions: [],
        opensAt: new Date(now - 400 * DAY),
        closesAt: new Date(now - 300 * DAY),
      })
      .returning();
    surveyId = open!.id;
    closedId = closed!.id;

    async function createOtherProgram() {
      const g = await createCatalogueFixture(db);
      return (await createProgram(db, {
        code: `SV-${g.tag}-o`,
        name: `Other ${g.tag}`,
        specialtyId: g.specialtyId,
      }))!;
    }
  });

  it('is for program users only, and only for their programs of the survey specialty', async () => {
    const tokenOf = async (role: 'Admin' | 'Applicant' | 'SocietyUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: `/api/program-user/programs/${programCode}/surveys` },
        { method: 'GET', url: url() },
        { method: 'PUT', url: url(), payload: { answers: {} } },
        { method: 'POST', url: `${url()}/submit`, payload: { answers: {} } },
        { method: 'GET', url: `/api/program-user/surveys/current/${slug}` },
      ],
      [await tokenOf('Admin'), await tokenOf('Applicant'), await tokenOf('SocietyUser')],
    );
    expect((await call({ method: 'GET', url: url() }, outsider)).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: url(surveyId, otherCode) }, outsider)).statusCode).toBe(404);
    const list = (
      await call({ method: 'GET', url: `/api/program-user/programs/${programCode}/surveys` })
    ).json();
    expect(
      list.items.map((item: { title: string; isOpen: boolean; responseStatus: string }) => [
        item.title,
        item.isOpen,
        item.responseStatus,
      ]),
    ).toEqual([
      ['Annual program survey', true, 'NotStarted'],
      ['Last year', false, 'NotStarted'],
    ]);
  });

  it('keeps one draft for the program, refuses a submission with unanswered questions, then submits once', async () => {
    const draft = await call(
      { method: 'PUT', url: url(), payload: { answers: { fellows: '3', setting: 'Academic', stray: 'x' } } },
      coordinator,
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect((draft.json() as ProgramSurvey).answers).toEqual({ fellows: 3, setting: 'Academic' });
    // The director sees the coordinator's draft.
    const seen = (await call({ method: 'GET', url: url() })).json() as ProgramSurvey;
    expect(seen.responseStatus).toBe('Draft');
    expect(seen.updatedByName).toBe('Pat Coordinator');
    const missing = await call({
      method: 'POST',
      url: `${url()}/submit`,
      payload: { answers: { fellows: 3, setting: 'Other' } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().description).toEqual({
      research: [vacancyMessages.SurveyAnswerRequired],
      setting: [vacancyMessages.SurveyAnswerChoice],
    });
    const submitted = await call({
      method: 'POST',
      url: `${url()}/submit`,
      payload: { answers: { fellows: 3, research: true } },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((submitted.json() as ProgramSurvey).responseStatus).toBe('Submitted');
    const again = await call(
      { method: 'PUT', url: url(), payload: { answers: { fellows: 4 } } },
      coordinator,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(vacancyMessages.SurveyAlreadySubmitted);
    const closed = await call({ method: 'PUT', url: url(closedId), payload: { answers: {} } });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.Message).toBe(vacancyMessages.SurveyClosed);
  });

  it('finds the current survey of a slug with the user programs of its specialty', async () => {
    const current = (await call({ method: 'GET', url: `/api/program-user/surveys/current/${slug}` })).json();
    expect(current).toEqual({
      surveyId,
      title: 'Annual program survey',
      programs: [{ code: programCode, name: expect.any(String) }],
    });
    const none = (
      await call({ method: 'GET', url: `/api/program-user/surveys/current/${slug}` }, outsider)
    ).json();
    expect(none.programs).toEqual([]);
  });

  it('lets an admin write a survey (and nobody else); its programs then see it', async () => {
    const admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    const now = ctx.clock.now().getTime();
    const body = {
      specialtyId: (
        await db
          .select({ id: programSurveys.specialtyId })
          .from(programSurveys)
          .where(eq(programSurveys.id, surveyId))
      )[0]!.id,
      slug: 'workforce',
      title: 'Workforce survey',
      questions: [
        { key: 'faculty', label: 'Faculty count', kind: 'Number', required: true },
        {
          key: 'setting',
          label: 'Setting',
          kind: 'Choice',
          required: false,
          options: ['Academic', 'Private'],
        },
      ],
      opensAt: new Date(now - DAY).toISOString(),
      closesAt: new Date(now + DAY).toISOString(),
    };
    await expectRoleGuarded(
      call,
      [{ method: 'POST', url: '/api/admin/program-surveys', payload: body }],
      [director],
    );
    const bad = await call(
      {
        method: 'POST',
        url: '/api/admin/program-surveys',
        payload: { ...body, questions: [{ ...body.questions[1], options: ['One'] }] },
      },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    const created = await call({ method: 'POST', url: '/api/admin/program-surveys', payload: body }, admin);
    expect(created.statusCode, created.body).toBe(200);
    const list = (
      await call({ method: 'GET', url: `/api/program-user/programs/${programCode}/surveys` })
    ).json();
    expect(list.items.map((item: { title: string }) => item.title)).toContain('Workforce survey');
  });
});
