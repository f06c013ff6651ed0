import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type {
  AdminApplicantRankList,
  AdminListingRankList,
} from '../../../core/contracts/rank-lists/admin-rank-lists.contract.ts';
import type { DbExecutor } from '../../db/client.ts';
import { applicants, matchCycles } from '../../db/schema.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createApplicantMatchCycle,
  createApplication,
  createMedicalSchool,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
} from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { recordStatements } from '../../test-support/statements.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('admin rank list views', (ctx) => {
  let db: DbExecutor;
  let admin: string;
  let code: string;
  let activeId: number;
  let archivedId: number;
  let programId: number;
  let otherProgramId: number;
  let schoolName: string;
  /** Young (Published), Adams (PendingPayment), Lee (Withdrawn), Draft (InProgress: not sent). */
  let people: SignedInApplicant[];
  let director: { token: string; name: string; email: string };
  const call = routeCaller(ctx, () => admin);
  const get = (url: string, token?: string) => call({ method: 'GET', url }, token);
  const listing = (program = programId, cycle = activeId) =>
    `/api/admin/programs/${program}/listings/${cycle}`;
  const applicantList = (who: SignedInApplicant, cycle = activeId) =>
    `/api/admin/applicants/${who.userId}/rank-list?matchCycleId=${cycle}`;

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    code = `${f.tag}-Active`;
    activeId = f.cycles.active;
    archivedId = f.cycles.archived;
    await db
      .update(matchCycles)
      .set({
        applicantsRankListDeadlineDate: new Date('2099-01-15T05:00:00Z'),
        programsRankListDeadlineDate: new Date('2099-01-14T05:00:00Z'),
      })
      .where(eq(matchCycles.id, activeId));
    const program = await createProgram(db, {
      code: `ARL-${f.tag}`,
      name: `Admin view program ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    const other = await createProgram(db, {
      code: `ARL-${f.tag}-2`,
      name: `Admin view other ${f.tag}`,
      specialtyId: f.specialtyId,
    });
    programId = program!.id;
    otherProgramId = other!.id;
    for (const values of [
      { programId, matchCycleId: activeId, positions: 2 },
      { programId: otherProgramId, matchCycleId: activeId, positions: 1 },
    ]) {
      await createProgramMatchCycle(db, values);
    }
    schoolName = `School ${f.tag}`;
    const school = await createMedicalSchool(db, {
      code: `MS-${f.tag}`,
      name: schoolName,
      type: 'Allopathic',
      degree: 'MD',
    });
    people = [];
    for (const lastName of ['Young', 'Adams', 'Lee', 'Draft']) {
      people.push(await signedInApplicant(ctx, { firstName: 'Kim', lastName }));
    }
    for (const values of people.map((p) => ({ applicantId: p.applicantId, matchCycleId: activeId }))) {
      await createApplicantMatchCycle(db, values);
    }
    await db
      .update(applicants)
      .set({ medicalSchoolId: school!.id })
      .where(eq(applicants.id, people[0]!.applicantId));
    const statuses = ['Published', 'PendingPayment', 'Withdrawn', 'InProgress'] as const;
    for (const values of [
      ...people.map((p, i) => ({
        applicantId: p.applicantId,
        matchCycleId: activeId,
        programId,
        status: statuses[i]!,
      })),
      {
        applicantId: people[0]!.applicantId,
        matchCycleId: activeId,
        programId: otherProgramId,
        status: 'Published' as const,
      },
    ]) {
      await createApplication(db, values);
    }
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    const directorUser = await ctx.createUser({
      roles: ['ProgramUser'],
      firstName: 'Dana',
      lastName: 'Director',
    });
    await createProgramUser(db, { userId: directorUser.id, programId, isDirector: true });
    director = {
      token: (await signInAs(ctx.app, directorUser)).idToken,
      name: 'Dana Director',
      email: directorUser.email,
    };

    // The owners rank (with private notes) and certify through their own endpoints.
    const applicantUrl = `/api/applicant/${code}/rank-list`;
    const young = people[0]!.token;
    const saved = await call(
      {
        method: 'PUT',
        url: applicantUrl,
        payload: {
          programIds: [otherProgramId, programId],
          notes: { [String(programId)]: 'secret' },
          version: 0,
        },
      },
      young,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await call({ method: 'POST', url: `${applicantUrl}/certify`, payload: { version: 1 } }, young);
    const programUrl = `/api/program-user/${code}/ARL-${f.tag}/rank-list`;
    const ranked = await call(
      {
        method: 'PUT',
        url: programUrl,
        payload: {
          applicantIds: [people[1]!.applicantId, people[0]!.applicantId],
          notes: { [String(people[1]!.applicantId)]: 'private' },
          version: 0,
        },
      },
      director.token,
    );
    expect(ranked.statusCode, ranked.body).toBe(200);
    await call({ method: 'POST', url: `${programUrl}/certify`, payload: { version: 1 } }, director.token);
  });

  it('is for admins only', async () => {
    const tokenOf = async (role: 'ProgramUser' | 'Applicant' | 'SocietyUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: applicantList(people[0]!) },
        { method: 'GET', url: `${listing()}/rank-list` },
        { method: 'GET', url: `${listing()}/applicants` },
      ],
      [
        await tokenOf('ProgramUser'),
        await tokenOf('Applicant'),
        await tokenOf('SocietyUser'),
        await tokenOf('MedSchoolUser'),
        director.token,
      ],
    );
  });

  it("shows an applicant's list per cycle with who certified it, and never the notes", async () => {
    const answer = await get(applicantList(people[0]!));
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json() as AdminApplicantRankList;
    expect(list).toMatchObject({
      matchCycleId: activeId,
      matchCycleCode: code,
      deadline: '2099-01-15T05:00:00.000Z',
      certifiedAt: ctx.clock.now().toISOString(),
      certifiedBy: { name: 'Kim Young', email: people[0]!.email },
      noRankListDeclaredAt: null,
    });
    expect(list.entries.map((e) => [e.rank, e.programId])).toEqual([
      [1, otherProgramId],
      [2, programId],
    ]);
    expect(answer.body).not.toContain('secret');

    // No list yet in a cycle, or an unknown applicant or cycle.
    const none = (await get(applicantList(people[0]!, archivedId))).json() as AdminApplicantRankList;
    expect(none).toMatchObject({ entries: [], certifiedAt: null, certifiedBy: null, updatedAt: null });
    expect((await get(applicantList(people[0]!, 2_000_000_000))).statusCode).toBe(404);
    const stranger = `/api/admin/applicants/00000000-0000-4000-8000-000000000000/rank-list?matchCycleId=${activeId}`;
    expect((await get(stranger)).statusCode).toBe(404);
    expect((await get(`/api/admin/applicants/${people[0]!.userId}/rank-list`)).statusCode).toBe(400);
  });

  it("shows a program listing's rank list with its certifier and applicants' schools, without notes", async () => {
    const answer = await get(`${listing()}/rank-list`);
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json() as AdminListingRankList;
    expect(list).toMatchObject({
      programId,
      positions: 2,
      deadline: '2099-01-14T05:00:00.000Z',
      certifiedBy: { name: director.name, email: director.email },
    });
    expect(list.entries.map((e) => [e.rank, e.applicantId, e.name, e.medicalSchoolName])).toEqual([
      [1, people[1]!.applicantId, 'Kim Adams', null],
      [2, people[0]!.applicantId, 'Kim Young', schoolName],
    ]);
    expect(answer.body).not.toContain('private');
    // A program that does not take part in the cycle has no listing there.
    expect((await get(`${listing(programId, archivedId)}/rank-list`)).statusCode).toBe(404);
    expect((await get(`${listing(programId, archivedId)}/applicants`)).statusCode).toBe(404);
  });

  it("pages the listing's applicants by name with their application status and rank, in a fixed number of statements", async () => {
    const page = async (n: number, size: number) => {
      const answer = await get(`${listing()}/applicants?page=${n}&pageSize=${size}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as {
        items: { name: string; applicationStatus: string; rank: number | null }[];
        total: number;
      };
    };
    const first = await page(1, 2);
    expect(first.total).toBe(3);
    expect(first.items.map((a) => [a.name, a.applicationStatus, a.rank])).toEqual([
      ['Kim Adams', 'PendingPayment', 1],
      ['Kim Lee', 'Withdrawn', null],
    ]);
    expect((await page(2, 2)).items.map((a) => [a.name, a.applicationStatus, a.rank])).toEqual([
      ['Kim Young', 'Published', 2],
    ]);
    const statementsFor = async (size: number) =>
      (await recordStatements(ctx, () => page(1, size))).statements.length;
    expect(await statementsFor(3)).toBe(await statementsFor(1));
    expect((await get(`${listing()}/applicants?pageSize=1000`)).statusCode).toBe(400);
  });
});
