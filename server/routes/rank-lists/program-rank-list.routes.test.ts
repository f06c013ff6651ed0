import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ProgramRankList } from '../../../core/contracts/rank-lists/rank-lists.contract.ts';
import { message, messages } from '../../../core/domain/messages.ts';
import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import type { DbExecutor } from '../../db/client.ts';
import { applications, interviewInvitations, matchCycles } from '../../db/schema.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createApplication,
  createInterviewDay,
  createInterviewInvitation,
  createInterviewTimeRange,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
} from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('program rank list', (ctx) => {
  let db: DbExecutor;
  let code: string;
  let archivedCode: string;
  let activeId: number;
  let programId: number;
  let programCode: string;
  let otherProgramCode: string;
  /** Sent to the program: [0], [1], [2]; [3] only started; [4] applied to the other program. */
  let applicants: SignedInApplicant[];
  let director: string;
  let staff: string;
  let outsider: string;
  const call = routeCaller(ctx, () => director);
  const url = (cycle = code, program = programCode) => `/api/program-user/${cycle}/${program}/rank-list`;
  const read = async (token?: string) =>
    (await call({ method: 'GET', url: url() }, token)).json() as ProgramRankList;
  const save = (payload: object, token?: string) => call({ method: 'PUT', url: url(), payload }, token);
  const certify = (version: number, token?: string) =>
    call({ method: 'POST', url: `${url()}/certify`, payload: { version } }, token);
  const ids = () => applicants.map((a) => a.applicantId);

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    code = `${f.tag}-Active`;
    archivedCode = `${f.tag}-Archived`;
    activeId = f.cycles.active;
    await db
      .update(matchCycles)
      .set({ programsRankListDeadlineDate: new Date('2099-01-14T05:00:00Z') })
      .where(eq(matchCycles.id, activeId));
    const program = await createProgram(db, {
      code: `PRL-${f.tag}`,
      name: `Ranking program ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    const other = await createProgram(db, {
      code: `PRL-${f.tag}-other`,
      name: `Other program ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    programCode = program!.code;
    programId = program!.id;
    otherProgramCode = other!.code;
    for (const values of [
      { programId: program!.id, matchCycleId: activeId, positions: 2 },
      { programId: other!.id, matchCycleId: activeId, positions: 1 },
      { programId: program!.id, matchCycleId: f.cycles.archived, positions: 2 },
    ]) {
      await createProgramMatchCycle(db, values);
    }
    applicants = [];
    for (const lastName of ['Young', 'Adams', 'Lee', 'Draft', 'Elsewhere']) {
      applicants.push(await signedInApplicant(ctx, { firstName: 'Sam', lastName }));
    }
    for (const values of [
      ...applicants.slice(0, 3).map((a) => ({
        applicantId: a.applicantId,
        matchCycleId: activeId,
        programId: program!.id,
        status: 'Published' as const,
      })),
      {
        applicantId: applicants[3]!.applicantId,
        matchCycleId: activeId,
        programId: program!.id,
        status: 'InProgress' as const,
      },
      {
        applicantId: applicants[4]!.applicantId,
        matchCycleId: activeId,
        programId: other!.id,
        status: 'Published' as const,
      },
    ]) {
      await createApplication(db, values);
    }
    const member = async (isDirector: boolean, programId: number) => {
      const user = await ctx.createUser({ roles: ['ProgramUser'] });
      await createProgramUser(db, { userId: user.id, programId, isDirector });
      return (await signInAs(ctx.app, user)).idToken;
    };
    director = await member(true, program!.id);
    staff = await member(false, program!.id);
    outsider = await member(true, other!.id);
  });

  it('is for program users of the program only', async () => {
    const tokenOf = async (role: 'Admin' | 'Applicant' | 'SocietyUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: url() },
        { method: 'PUT', url: url(), payload: { applicantIds: [], version: 0 } },
        { method: 'POST', url: `${url()}/certify`, payload: { version: 0 } },
      ],
      [
        await tokenOf('Admin'),
        await tokenOf('Applicant'),
        await tokenOf('SocietyUser'),
        await tokenOf('MedSchoolUser'),
      ],
    );
    // A program user of another program learns nothing of this one.
    expect((await call({ method: 'GET', url: url() }, outsider)).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: url(code, otherProgramCode) }, director)).statusCode).toBe(404);
  });

  it('puts the applicants with an accepted interview first, saying when', async () => {
    const young = applicants[0]!;
    const [application] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.applicantId, young.applicantId), eq(applications.programId, programId)));
    const day = await createInterviewDay(db, { programId, matchCycleId: activeId });
    const range = await createInterviewTimeRange(db, { interviewDayId: day.id });
    const invitation = await createInterviewInvitation(db, {
      programId,
      matchCycleId: activeId,
      applicationId: application!.id,
      applicantId: young.applicantId,
      status: 'Accepted',
      timeRangeId: range.id,
      interviewDate: day.date,
    });
    const list = await read();
    expect(list.unranked.map((a) => [a.applicantId, a.interview ?? null])).toEqual([
      [ids()[0], { status: 'Accepted', startsAt: range.startsAt.toISOString() }],
      [ids()[1], null],
      [ids()[2], null],
    ]);
    await db
      .update(interviewInvitations)
      .set({ status: 'Canceled' })
      .where(eq(interviewInvitations.id, invitation.id));
    expect((await read()).unranked.map((a) => a.applicantId)).toEqual([ids()[1], ids()[2], ids()[0]]);
  });

  it('lists the applicants who sent the program an application, by name; staff may edit but not certify', async () => {
    const list = await read();
    expect(list).toMatchObject({
      programCode,
      version: 0,
      entries: [],
      actions: { canEdit: true, canCertify: false },
    });
    expect(list.unranked.map((a) => a.applicantId)).toEqual([ids()[1], ids()[2], ids()[0]]);
    expect(list.unranked[0]!.name).toBe('Sam Adams');
    const notApplied = await save({ applicantIds: [ids()[3]], version: 0 });
    expect(notApplied.json().description).toEqual({ applicantIds: [messages.RankListApplicantNotApplied] });
    expect((await save({ applicantIds: [ids()[4]], version: 0 })).statusCode).toBe(400);

    const byStaff = await save(
      { applicantIds: [ids()[2], ids()[0]], notes: { [String(ids()[2])]: 'Strong interview' }, version: 0 },
      staff,
    );
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(
      byStaff
        .json()
        .entries.map((e: { applicantId: number; note: string | null }) => [e.applicantId, e.note]),
    ).toEqual([
      [ids()[2], 'Strong interview'],
      [ids()[0], null],
    ]);
    // Notes belong to their author: the director sees the order, not the staff member's note.
    const seenByDirector = await read();
    expect(seenByDirector.entries.map((e) => e.note)).toEqual([null, null]);
    expect(seenByDirector).toMatchObject({ isDirector: true, actions: { canCertify: true } });
    expect(await read(staff)).toMatchObject({ isDirector: false, actions: { canCertify: false } });
    const refused = await certify(seenByDirector.version, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.Message).toBe(messages.RankListDirectorCertifies);
  });

  it('the director certifies; a change un-certifies; the deadline and an archived cycle refuse changes', async () => {
    const list = await read();
    const certified = await certify(list.version);
    expect(certified.json().certifiedAt).toBe(ctx.clock.now().toISOString());
    const changed = await save(
      { applicantIds: [ids()[0], ids()[2], ids()[1]], version: list.version },
      staff,
    );
    expect(changed.json()).toMatchObject({ certifiedAt: null, version: list.version + 1 });
    expect((await save({ applicantIds: [], version: list.version })).statusCode).toBe(409);

    const deadline = new Date(ctx.clock.now().getTime() - 1000);
    await db
      .update(matchCycles)
      .set({ programsRankListDeadlineDate: deadline })
      .where(eq(matchCycles.id, activeId));
    try {
      const reason = message('RankListDeadlinePassed', { deadline: formatPacificDateTime(deadline) });
      const late = await save({ applicantIds: [ids()[1]], version: list.version + 1 });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.Message).toBe(reason);
      expect((await read()).actions).toEqual({ canEdit: false, canCertify: false });
    } finally {
      await db
        .update(matchCycles)
        .set({ programsRankListDeadlineDate: new Date('2099-01-14T05:00:00Z') })
        .where(eq(matchCycles.id, activeId));
    }
    const archived = await call({
      method: 'PUT',
      url: url(archivedCode),
      payload: { applicantIds: [], version: 0 },
    });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().error.Message).toBe(messages.MatchCycleArchived);
  });
});
