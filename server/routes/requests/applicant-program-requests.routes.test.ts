import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type {
  ApplicantProgramRequest,
  ApplicantProgramRequests,
  ProgramApplicantRequests,
} from '../../../core/contracts/requests/applicant-program-requests.contract.ts';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createApplication,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
} from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('applicant program requests', (ctx) => {
  let db: DbExecutor;
  let code: string;
  let programCode: string;
  let otherCode: string;
  let director: { token: string; userId: string };
  let coordinator: { token: string; userId: string };
  let outsider: string;
  let applicant: SignedInApplicant;
  let stranger: SignedInApplicant;
  const call = routeCaller(ctx, () => applicant.token);
  const mine = (cycle = code) => `/api/applicant/${cycle}/program-requests`;
  const theirs = (program = programCode) => `/api/program-user/${program}/applicant-requests`;
  const ask = (payload: object, token?: string) => call({ method: 'POST', url: mine(), payload }, token);
  const question = {
    kind: 'VirtualInterview',
    subject: 'Could I interview by video?',
    body: 'I am abroad in December.',
  };

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    code = `${f.tag}-Active`;
    const program = await createProgram(db, {
      code: `PR-${f.tag}`,
      name: `Asked program ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    const other = await createProgram(db, {
      code: `PR-${f.tag}-b`,
      name: `Other program ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    programCode = program!.code;
    otherCode = other!.code;
    for (const p of [program!, other!]) {
      await createProgramMatchCycle(db, { programId: p.id, matchCycleId: f.cycles.active, positions: 1 });
    }
    applicant = await signedInApplicant(ctx, { firstName: 'Ann', lastName: 'Asker' });
    stranger = await signedInApplicant(ctx, { firstName: 'Sid', lastName: 'Stranger' });
    await createApplication(db, {
      applicantId: applicant.applicantId,
      matchCycleId: f.cycles.active,
      programId: program!.id,
      status: 'Published',
    });
    await createApplication(db, {
      applicantId: applicant.applicantId,
      matchCycleId: f.cycles.active,
      programId: other!.id,
      status: 'InProgress',
    });
    const member = async (programId: number, isDirector: boolean) => {
      const user = await ctx.createUser({ roles: ['ProgramUser'] });
      await createProgramUser(db, { userId: user.id, programId, isDirector });
      return { token: (await signInAs(ctx.app, user)).idToken, userId: user.id };
    };
    director = await member(program!.id, true);
    coordinator = await member(program!.id, false);
    outsider = (await member(other!.id, true)).token;
  });

  it('is for applicants (their requests) and program users (the answers) only', async () => {
    const tokenOf = async (role: 'Admin' | 'Applicant' | 'ProgramUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: mine() },
        { method: 'GET', url: `${mine()}/1` },
        { method: 'POST', url: mine(), payload: { ...question, programCode } },
        { method: 'PUT', url: `${mine()}/1`, payload: question },
        { method: 'POST', url: `${mine()}/1/cancel` },
      ],
      [await tokenOf('Admin'), await tokenOf('ProgramUser'), await tokenOf('MedSchoolUser')],
    );
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: theirs() },
        { method: 'POST', url: `${theirs()}/1/answer`, payload: { answer: 'Yes' } },
        { method: 'POST', url: `${theirs()}/1/decline`, payload: { answer: 'No' } },
      ],
      [await tokenOf('Admin'), await tokenOf('Applicant'), await tokenOf('MedSchoolUser')],
    );
    expect((await call({ method: 'GET', url: theirs() }, outsider)).statusCode).toBe(404);
  });

  it('asks only a program the applicant applied to, and tells every user of the program', async () => {
    const listed = (await call({ method: 'GET', url: mine() })).json() as ApplicantProgramRequests;
    expect(listed.programs).toEqual([{ programCode, programName: expect.stringContaining('Asked program') }]);
    const notApplied = await ask({ ...question, programCode: otherCode });
    expect(notApplied.statusCode).toBe(400);
    expect(notApplied.json().description.programCode).toEqual([seasonMessages.ProgramRequestNotApplied]);
    expect((await ask({ ...question, programCode }, stranger.token)).statusCode).toBe(400);
    const blank = await ask({ ...question, subject: ' ', programCode });
    expect(blank.json().description.subject).toEqual([messages.SubjectIsRequired]);

    const created = await ask({ ...question, programCode });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ programCode, status: 'Pending', applicantName: 'Ann Asker' });
    for (const user of [director, coordinator]) {
      const told = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, user.userId),
            eq(notifications.title, seasonMessages.ProgramRequestNewTitle),
          ),
        );
      expect(told).toHaveLength(1);
    }
  });

  it('lets the applicant edit and cancel while Pending, and the program answer or decline once', async () => {
    const first = (await ask({ ...question, programCode })).json() as ApplicantProgramRequest;
    const edited = await call({
      method: 'PUT',
      url: `${mine()}/${first.id}`,
      payload: { ...question, kind: 'InterviewDateChange', subject: 'Another date, please' },
    });
    expect(edited.json()).toMatchObject({ kind: 'InterviewDateChange', subject: 'Another date, please' });
    // Nobody else reads or edits it.
    expect((await call({ method: 'GET', url: `${mine()}/${first.id}` }, stranger.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call({ method: 'PUT', url: `${mine()}/${first.id}`, payload: question }, stranger.token))
        .statusCode,
    ).toBe(404);

    const list = (
      await call({ method: 'GET', url: theirs() }, coordinator.token)
    ).json() as ProgramApplicantRequests;
    expect(list.requests[0]!.status).toBe('Pending');
    expect(list.requests.map((r) => r.id)).toContain(first.id);
    expect(
      (
        await call(
          { method: 'POST', url: `${theirs(otherCode)}/${first.id}/answer`, payload: { answer: 'x' } },
          outsider,
        )
      ).statusCode,
    ).toBe(404);

    const answered = await call(
      { method: 'POST', url: `${theirs()}/${first.id}/answer`, payload: { answer: 'December 12 works.' } },
      coordinator.token,
    );
    expect(answered.json()).toMatchObject({ status: 'Answered', answer: 'December 12 works.' });
    const told = await db.select().from(notifications).where(eq(notifications.userId, applicant.userId));
    expect(told.map((n) => n.title)).toContain(
      formatMessage(seasonMessages.ProgramRequestAnsweredTitle, { program: list.programName }),
    );
    const again = await call(
      { method: 'POST', url: `${theirs()}/${first.id}/decline`, payload: { answer: 'No' } },
      director.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(seasonMessages.ProgramRequestNotPending);
    expect((await call({ method: 'PUT', url: `${mine()}/${first.id}`, payload: question })).statusCode).toBe(
      409,
    );
    expect((await call({ method: 'GET', url: `${mine()}/${first.id}` })).json().answer).toBe(
      'December 12 works.',
    );

    const second = (await ask({ ...question, programCode })).json() as ApplicantProgramRequest;
    const cancelled = await call({ method: 'POST', url: `${mine()}/${second.id}/cancel` });
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled' });
    expect(
      (
        await call(
          { method: 'POST', url: `${theirs()}/${second.id}/decline`, payload: { answer: 'No' } },
          director.token,
        )
      ).statusCode,
    ).toBe(409);
    const third = (await ask({ ...question, programCode })).json() as ApplicantProgramRequest;
    const declined = await call(
      {
        method: 'POST',
        url: `${theirs()}/${third.id}/decline`,
        payload: { answer: 'We interview in person only.' },
      },
      director.token,
    );
    expect(declined.json()).toMatchObject({ status: 'Declined' });
    const pendingOnly = (
      await call({ method: 'GET', url: `${theirs()}?status=Pending&matchCycleCode=${code}` }, director.token)
    ).json() as ProgramApplicantRequests;
    expect(pendingOnly.requests.every((r) => r.status === 'Pending')).toBe(true);
    const myList = (await call({ method: 'GET', url: mine() })).json() as ApplicantProgramRequests;
    expect(myList.requests[0]!.id).toBe(third.id);
  });
});
