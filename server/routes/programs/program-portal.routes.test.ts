import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../../core/contracts/paging.ts';
import type {
  PortalProgramUsers,
  ProgramCycleSummary,
  ProgramHomeSummary,
  ProgramProfile,
} from '../../../core/contracts/programs/program-portal.contract.ts';
import type { ProgramPositions } from '../../../core/contracts/programs/programs.contract.ts';
import type { RequestDetails, RequestListItem } from '../../../core/contracts/requests/requests.contract.ts';
import type { DbExecutor } from '../../db/client.ts';
import { interviewDays, interviewInvitations, matchCycles } from '../../db/schema.ts';
import { weekOf } from '../../services/programs/program-portal.service.ts';
import {
  createApplicant,
  createApplication,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
} from '../../test-support/factories.ts';
import { type CatalogueFixture, createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { bearer, describeEachDatabase, signInAs, type TestContext } from '../../test-support/test-app.ts';
import type { TestUser } from '../../test-support/users.fixture.ts';

describeEachDatabase('program portal', (ctx: TestContext) => {
  let fixture: CatalogueFixture;
  let program: { id: number; code: string; name: string };
  let other: { id: number; code: string };
  let director: TestUser;
  let staff: TestUser;
  let stranger: TestUser;
  let applicantUser: TestUser;
  let admin: TestUser;
  const tokens = new Map<string, string>();

  const tokenOf = async (user: TestUser) => {
    const known = tokens.get(user.id);
    if (known) return known;
    const { idToken } = await signInAs(ctx.app, user);
    tokens.set(user.id, idToken);
    return idToken;
  };
  const send = async (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(await tokenOf(user)),
      ...(payload ? { payload } : {}),
    });
  const cyclePath = () => `/api/program-user/${fixture.tag}-Active/${program.code}`;
  const programPath = () => `/api/program-user/programs/${program.code}`;

  beforeAll(async () => {
    const db: DbExecutor = ctx.database.db;
    fixture = await createCatalogueFixture(db);
    const made = await createProgram(db, {
      code: `${fixture.tag}-PP`,
      name: `Portal program ${fixture.tag}`,
      specialtyId: fixture.specialtyId,
    });
    program = { id: made.id, code: made.code, name: made.name };
    const made2 = await createProgram(db, { code: `${fixture.tag}-PO`, specialtyId: fixture.specialtyId });
    other = { id: made2.id, code: made2.code };
    await createProgramMatchCycle(db, {
      programId: program.id,
      matchCycleId: fixture.cycles.active,
      positions: 4,
    });
    await createProgramMatchCycle(db, { programId: other.id, matchCycleId: fixture.cycles.active });
    const deadline = new Date(ctx.clock.now().getTime() + 20 * 86_400_000);
    await db
      .update(matchCycles)
      .set({ programsRankListDeadlineDate: deadline })
      .where(eq(matchCycles.id, fixture.cycles.active));
    director = await ctx.createUser({ roles: ['ProgramUser'], firstName: 'Dana', lastName: 'Director' });
    staff = await ctx.createUser({ roles: ['ProgramUser'], firstName: 'Sam', lastName: 'Staff' });
    stranger = await ctx.createUser({ roles: ['ProgramUser'] });
    applicantUser = await ctx.createUser({ roles: ['Applicant'] });
    admin = await ctx.createUser({ roles: ['Admin'] });
    await createProgramUser(db, { userId: director.id, programId: program.id, isDirector: true });
    await createProgramUser(db, { userId: staff.id, programId: program.id, isDirector: false });
    await createProgramUser(db, { userId: stranger.id, programId: other.id, isDirector: true });

    // Four applications: one to review, one invited (Pending), one declined by the program, one withdrawn.
    const statuses = [
      { status: 'Published' as const },
      { status: 'Published' as const, invited: true },
      { status: 'Published' as const, programDecision: 'Declined' as const },
      { status: 'Withdrawn' as const },
    ];
    for (const item of statuses) {
      const user = await ctx.createUser({ roles: ['Applicant'] });
      const applicant = await createApplicant(db, { userId: user.id });
      const application = await createApplication(db, {
        applicantId: applicant.id,
        matchCycleId: fixture.cycles.active,
        programId: program.id,
        status: item.status,
        ...(item.programDecision ? { programDecision: item.programDecision } : {}),
      });
      if (item.invited) {
        await db.insert(interviewInvitations).values({
          programId: program.id,
          matchCycleId: fixture.cycles.active,
          applicationId: application.id,
          applicantId: applicant.id,
          status: 'Pending',
        });
      }
    }
    const week = weekOf(ctx.clock.now());
    const day = { programId: program.id, matchCycleId: fixture.cycles.active, timeZone: 'America/New_York' };
    await db.insert(interviewDays).values([
      { ...day, date: week.from, interviewType: 'InPerson' },
      { ...day, date: week.to, interviewType: 'InPerson' },
      { ...day, date: '2099-01-05', interviewType: 'InPerson' },
    ]);
  });

  describe('home summary and summary', () => {
    it('counts what is due: applications to review, pending invitations, this week’s interview days, the rank list', async () => {
      const response = await send(staff, 'GET', `${cyclePath()}/home-summary`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as ProgramHomeSummary;
      expect(body).toMatchObject({
        programCode: program.code,
        takesPart: true,
        isDirector: false,
        applicationsToReview: 1,
        invitationsPending: 1,
        interviewDaysThisWeek: 2,
        rankList: { state: 'NotStarted', entries: 0, isDeadlinePassed: false },
      });
      expect(body.rankList.deadline).not.toBeNull();
    });

    it('summarises the program in the cycle by status', async () => {
      const response = await send(director, 'GET', `${cyclePath()}/summary`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as ProgramCycleSummary;
      expect(body.positions).toBe(4);
      const apps = Object.fromEntries(body.applicationsByStatus.map((r) => [r.status, r.count]));
      expect(apps).toEqual({ Published: 3, PendingPayment: 0, Withdrawn: 1, MatchCanceled: 0 });
      const invites = Object.fromEntries(body.invitationsByStatus.map((r) => [r.status, r.count]));
      expect(invites).toEqual({ Pending: 1, Declined: 0, Canceled: 0, Accepted: 0 });
    });

    it('answers 404 to a program user of another program and 403 to other roles', async () => {
      expect((await send(stranger, 'GET', `${cyclePath()}/home-summary`)).statusCode).toBe(404);
      expect((await send(stranger, 'GET', `${cyclePath()}/summary`)).statusCode).toBe(404);
      expect((await send(applicantUser, 'GET', `${cyclePath()}/home-summary`)).statusCode).toBe(403);
      expect((await send(applicantUser, 'GET', `${cyclePath()}/summary`)).statusCode).toBe(403);
    });
  });

  describe('profile', () => {
    it('reads and edits the fields that do not name the program', async () => {
      const read = await send(staff, 'GET', `${programPath()}/profile`);
      expect(read.statusCode).toBe(200);
      expect((read.json() as ProgramProfile).name).toBe(program.name);
      const saved = await send(staff, 'PUT', `${programPath()}/profile`, {
        addressLine: '1 Main St',
        city: 'Springfield',
        phone: '555-123-4567',
        website: 'https://example.org',
        description: 'We train.',
      });
      expect(saved.statusCode).toBe(200);
      const body = saved.json() as ProgramProfile;
      expect(body).toMatchObject({ addressLine: '1 Main St', city: 'Springfield', name: program.name });
    });

    it('refuses a name in the profile body, other programs and other roles', async () => {
      expect((await send(staff, 'PUT', `${programPath()}/profile`, { name: 'New' })).statusCode).toBe(400);
      expect((await send(stranger, 'GET', `${programPath()}/profile`)).statusCode).toBe(404);
      expect((await send(stranger, 'PUT', `${programPath()}/profile`, {})).statusCode).toBe(404);
      expect((await send(applicantUser, 'GET', `${programPath()}/profile`)).statusCode).toBe(403);
      expect((await send(applicantUser, 'PUT', `${programPath()}/profile`, {})).statusCode).toBe(403);
    });
  });

  describe('users', () => {
    it('lists the program users; only directors may manage', async () => {
      const asStaff = (await send(staff, 'GET', `${programPath()}/users`)).json() as PortalProgramUsers;
      expect(asStaff.canManage).toBe(false);
      expect(asStaff.items.map((u) => u.userId).sort()).toEqual([director.id, staff.id].sort());
      const asDirector = (await send(director, 'GET', `${programPath()}/users`)).json() as PortalProgramUsers;
      expect(asDirector.canManage).toBe(true);
      expect((await send(stranger, 'GET', `${programPath()}/users`)).statusCode).toBe(404);
      expect((await send(applicantUser, 'GET', `${programPath()}/users`)).statusCode).toBe(403);
    });

    it('invites an existing account without granting anything until it accepts', async () => {
      const existing = await ctx.createUser({ roles: ['Applicant'] });
      const response = await send(director, 'POST', `${programPath()}/users/invitations`, {
        email: existing.email,
        firstName: 'Ex',
        lastName: 'Isting',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ pending: true });
      const list = (await send(director, 'GET', `${programPath()}/users`)).json() as PortalProgramUsers;
      expect(list.items.some((u) => u.userId === existing.id)).toBe(false);
    });

    it('creates an account for a new address, a user of the program at once', async () => {
      const email = `new-${fixture.tag}@fixture.test`;
      const response = await send(director, 'POST', `${programPath()}/users/invitations`, {
        email,
        firstName: 'New',
        lastName: 'Colleague',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ pending: false, email });
      const list = (await send(director, 'GET', `${programPath()}/users`)).json() as PortalProgramUsers;
      expect(list.items.some((u) => u.email === email)).toBe(true);
      const again = await send(director, 'POST', `${programPath()}/users/invitations`, {
        email,
        firstName: 'New',
        lastName: 'Colleague',
      });
      expect(again.statusCode).toBe(409);
    });

    it('refuses invitations from non-directors and other roles', async () => {
      const body = { email: `x-${fixture.tag}@fixture.test`, firstName: 'X', lastName: 'Y' };
      expect((await send(staff, 'POST', `${programPath()}/users/invitations`, body)).statusCode).toBe(403);
      expect((await send(stranger, 'POST', `${programPath()}/users/invitations`, body)).statusCode).toBe(404);
      expect((await send(applicantUser, 'POST', `${programPath()}/users/invitations`, body)).statusCode).toBe(
        403,
      );
    });

    it('removes a user; never the last director; only directors', async () => {
      const extra = await ctx.createUser({ roles: ['ProgramUser'] });
      await createProgramUser(ctx.database.db, { userId: extra.id, programId: program.id });
      expect((await send(staff, 'DELETE', `${programPath()}/users/${extra.id}`)).statusCode).toBe(403);
      expect((await send(applicantUser, 'DELETE', `${programPath()}/users/${extra.id}`)).statusCode).toBe(
        403,
      );
      expect((await send(director, 'DELETE', `${programPath()}/users/${extra.id}`)).statusCode).toBe(200);
      const last = await send(director, 'DELETE', `${programPath()}/users/${director.id}`);
      expect(last.statusCode).toBe(409);
      expect((await send(director, 'DELETE', `${programPath()}/users/${extra.id}`)).statusCode).toBe(404);
    });
  });

  describe('listings and requests', () => {
    it('lists the program’s participation per cycle', async () => {
      const response = await send(staff, 'GET', `${programPath()}/listings`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as ProgramPositions;
      expect(body.items.map((i) => [i.matchCycleId, i.positions])).toEqual([[fixture.cycles.active, 4]]);
      expect((await send(stranger, 'GET', `${programPath()}/listings`)).statusCode).toBe(404);
      expect((await send(applicantUser, 'GET', `${programPath()}/listings`)).statusCode).toBe(403);
    });

    it('files a rename request to the admin queue, once at a time, and shows its decision', async () => {
      const filed = await send(staff, 'POST', `${programPath()}/requests/rename`, {
        newName: 'Renamed program',
      });
      expect(filed.statusCode).toBe(200);
      const request = filed.json() as RequestDetails;
      expect(request).toMatchObject({ kind: 'ProgramRename', status: 'Pending', programId: program.id });
      expect(request.actions.canCancel).toBe(true);
      const twice = await send(director, 'POST', `${programPath()}/requests/rename`, { newName: 'Another' });
      expect(twice.statusCode).toBe(409);
      const queue = (
        await send(admin, 'GET', '/api/admin/requests?kind=ProgramRename')
      ).json() as Paged<RequestListItem>;
      expect(queue.items.some((r) => r.id === request.id)).toBe(true);
      const approved = await send(admin, 'POST', `/api/admin/requests/${request.id}/approve`, {});
      expect(approved.statusCode).toBe(200);
      const listed = (
        await send(director, 'GET', `${programPath()}/requests?kind=ProgramRename&status=Approved`)
      ).json() as Paged<RequestListItem>;
      expect(listed.items.map((r) => [r.id, r.status])).toEqual([[request.id, 'Approved']]);
      const profile = (await send(director, 'GET', `${programPath()}/profile`)).json() as ProgramProfile;
      expect(profile.name).toBe('Renamed program');
    });

    it('files a positions count change for a cycle of its specialty', async () => {
      const filed = await send(director, 'POST', `${programPath()}/requests/positions`, {
        matchCycleId: fixture.cycles.active,
        positions: 6,
      });
      expect(filed.statusCode).toBe(200);
      expect(filed.json()).toMatchObject({
        kind: 'ProgramListingChange',
        payload: { matchCycleId: fixture.cycles.active, currentPositions: 4, positions: 6 },
      });
      const archived = await send(director, 'POST', `${programPath()}/requests/positions`, {
        matchCycleId: fixture.cycles.archived,
        positions: 6,
      });
      expect(archived.statusCode).toBe(400);
      const listed = (
        await send(staff, 'GET', `${programPath()}/requests?kind=ProgramListingChange`)
      ).json() as Paged<RequestListItem>;
      expect(listed.total).toBe(1);
    });

    it('refuses the requests of other programs’ users and other roles', async () => {
      for (const [method, path, body] of [
        ['GET', '/requests', undefined],
        ['POST', '/requests/rename', { newName: 'X' }],
        ['POST', '/requests/positions', { matchCycleId: fixture.cycles.active, positions: 1 }],
      ] as const) {
        expect((await send(stranger, method, `${programPath()}${path}`, body)).statusCode).toBe(404);
        expect((await send(applicantUser, method, `${programPath()}${path}`, body)).statusCode).toBe(403);
      }
    });

    it('asks to join another program, through the program user registration queue', async () => {
      const filed = await send(staff, 'POST', '/api/program-user/join-requests', { programId: other.id });
      expect(filed.statusCode).toBe(200);
      expect(filed.json()).toMatchObject({ kind: 'ProgramUserRegistration', status: 'Pending' });
      expect(
        (await send(staff, 'POST', '/api/program-user/join-requests', { programId: other.id })).statusCode,
      ).toBe(409);
      expect(
        (await send(staff, 'POST', '/api/program-user/join-requests', { programId: program.id })).statusCode,
      ).toBe(409);
      const mine = (await send(staff, 'GET', '/api/program-user/join-requests')).json() as {
        items: RequestListItem[];
      };
      expect(mine.items.map((r) => r.programId)).toEqual([other.id]);
      expect(
        (await send(applicantUser, 'POST', '/api/program-user/join-requests', { programId: other.id }))
          .statusCode,
      ).toBe(403);
      expect((await send(applicantUser, 'GET', '/api/program-user/join-requests')).statusCode).toBe(403);
    });
  });
});
