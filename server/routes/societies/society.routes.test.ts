import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { MatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import { messages } from '../../../core/domain/messages.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { matchCycles, matchCycleYears } from '../../db/schema.ts';
import { createSocietyService } from '../../services/societies/society.service.ts';
import {
  createApplicant,
  createApplicantMatchCycle,
  createMatchCycle,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
  createRequest,
  createResultSending,
  createSocietyUserSpecialty,
  createSpecialty,
  createSubspecialty,
} from '../../test-support/factories.ts';
import { FakeClock } from '../../test-support/fake-clock.ts';
import { runFinalMatch } from '../../test-support/match-run.fixture.ts';
import { bearer, describeEachDatabase, signInAs, type TestContext } from '../../test-support/test-app.ts';

let tagCount = 0;
const uniqueTag = () => {
  tagCount += 1;
  return `${Date.now().toString(36)}${tagCount}${Math.floor(Math.random() * 1e6)}`;
};

type SpecialtyFixture = {
  specialtyId: number;
  name: string;
  subspecialtyId: number;
  /** Newest first: [current (Active), past (Archived)]. */
  cycleIds: [number, number];
  programIds: number[];
};

/** A match cycle in the season of `yearCode` (the season row is added when missing). */
async function insertCycle(
  db: DbExecutor,
  values: {
    specialtyId: number;
    yearCode: string;
    shortName: string;
    matchName: string;
    status: MatchCycleStatus;
  },
): Promise<number> {
  return (await createMatchCycle(db, values)).id;
}

/** A specialty with a subspecialty, two seasons, three programs (one inactive), users, applicants, requests. */
async function seedSpecialty(
  ctx: TestContext,
  options: { programs?: number } = {},
): Promise<SpecialtyFixture> {
  const db: DbExecutor = ctx.database.db;
  const tag = uniqueTag();
  const name = `Society spec ${tag}`;
  const { id: specialtyId } = await createSpecialty(db, {
    name,
    fullName: `${name} fellowship`,
    type: 'Fellowship',
    urlPrefix: `soc-${tag}`,
    hasCas: true,
    subspecialtyLabel: 'Focus',
    canRequestProgramRegistration: true,
  });
  const sub = await createSubspecialty(db, { specialtyId, name: 'Retina' });
  const yearCodes = [String(5000 + tagCount * 2 + Math.floor(Math.random() * 4000) * 2)];
  yearCodes.unshift(String(Number(yearCodes[0]) + 1));
  const cycleIds: number[] = [];
  for (const [index, code] of yearCodes.entries()) {
    cycleIds.push(
      await insertCycle(db, {
        specialtyId,
        yearCode: code,
        shortName: `SOC-${tag}-${index}`,
        matchName: `${name} Match ${code}`,
        status: index === 0 ? 'Active' : 'Archived',
      }),
    );
  }
  const count = options.programs ?? 3;
  const programIds: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const program = await createProgram(db, {
      code: `P-${tag}-${i}`,
      name: `${['Alpha', 'Bravo', 'Charlie'][i % 3]} program ${i} ${tag}`,
      specialtyId,
      subspecialtyId: i === 0 ? sub.id : null,
      city: i === 1 ? 'Boston' : 'Denver',
      isActive: i !== 2,
    });
    programIds.push(program.id);
  }
  // The first two programs take part in the current cycle; the first also in the past one.
  for (const [programId, matchCycleId, positions] of [
    [programIds[0]!, cycleIds[0]!, 3],
    [programIds[1]!, cycleIds[0]!, 2],
    [programIds[0]!, cycleIds[1]!, 1],
  ] as const) {
    await createProgramMatchCycle(db, { programId, matchCycleId, positions });
  }
  const director = await ctx.createUser({ roles: ['ProgramUser'], firstName: 'Dana', lastName: 'Director' });
  const staff = await ctx.createUser({ roles: ['ProgramUser'], firstName: 'Sam', lastName: 'Staff' });
  await createProgramUser(db, { userId: director.id, programId: programIds[0]!, isDirector: true });
  await createProgramUser(db, { userId: staff.id, programId: programIds[0]!, isDirector: false });
  for (const i of [0, 1]) {
    const person = await ctx.createUser({ roles: ['Applicant'] });
    const applicant = await createApplicant(db, { userId: person.id, code: `A-${tag}-${i}` });
    await createApplicantMatchCycle(db, { applicantId: applicant.id, matchCycleId: cycleIds[0]! });
  }
  await createRequest(db, {
    kind: 'ProgramRegistration',
    specialtyId,
    requesterEmail: 'a@x.test',
    subject: 'New program',
  });
  await createRequest(db, {
    kind: 'ProgramRename',
    specialtyId,
    requesterEmail: 'b@x.test',
    subject: 'Rename',
    status: 'Approved',
  });
  return { specialtyId, name, subspecialtyId: sub.id, cycleIds: cycleIds as [number, number], programIds };
}

/** A second drizzle over the same connection that counts the statements it sends. */
function countingDb(database: Database): { db: DbExecutor; count: () => number; reset: () => void } {
  let statements = 0;
  const logger = {
    logQuery: () => {
      statements += 1;
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.driver === 'pglite'
    ? drizzlePglite({ client: client as never, schema, logger })
    : drizzlePg({ client: client as never, schema, logger })) as unknown as DbExecutor;
  return {
    db,
    count: () => statements,
    reset: () => {
      statements = 0;
    },
  };
}

describeEachDatabase('society user routes', (ctx) => {
  let own: SpecialtyFixture;
  let other: SpecialtyFixture;
  let society: string;
  let societyUserId: string;
  let admin: string;
  let applicant: string;

  const call = (options: InjectOptions, token: string | null = society) =>
    ctx.app.inject({ ...options, ...(token ? { headers: bearer(token) } : {}) });
  const get = (url: string, token: string | null = society) => call({ method: 'GET', url }, token);

  beforeAll(async () => {
    own = await seedSpecialty(ctx);
    other = await seedSpecialty(ctx);
    const user = await ctx.createUser({ roles: ['SocietyUser'], firstName: 'Sofia', lastName: 'Society' });
    societyUserId = user.id;
    await createSocietyUserSpecialty(ctx.database.db, { userId: user.id, specialtyId: own.specialtyId });
    society = (await signInAs(ctx.app, user)).idToken;
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    applicant = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
  });

  const routes = () => [
    `/api/society-users/context`,
    `/api/society/summary?specialtyId=${own.specialtyId}`,
    `/api/society/programs?specialtyId=${own.specialtyId}`,
    `/api/society/programs/${own.programIds[0]}`,
    `/api/society/profile`,
  ];

  it('lets society users in and refuses admins and other roles with the role guard (403) or no token (401)', async () => {
    for (const url of routes()) {
      expect((await get(url)).statusCode, url).toBe(200);
      expect((await get(url, null)).statusCode, url).toBe(401);
      for (const token of [admin, applicant]) {
        const refused = await get(url, token);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().error.Message).toBe(messages.AccessDeniedSignedIn);
      }
    }
    const put = {
      method: 'PUT' as const,
      url: '/api/society/profile',
      payload: { firstName: 'A', lastName: 'B' },
    };
    expect((await call(put, admin)).statusCode).toBe(403);
    expect((await call(put, null)).statusCode).toBe(401);
  });

  it('answers the context of business.md §3.3: the user, their specialties with subspecialties, actions and cycles', async () => {
    // hasMatchResults follows the release rule: a final run and the Society sending made.
    await runFinalMatch(ctx.database.db, ctx.clock, own.cycleIds[1]!);
    await createResultSending(ctx.database.db, {
      matchCycleId: own.cycleIds[1]!,
      audience: 'Society',
      status: 'Sent',
      sentAt: new Date(),
    });
    const response = await get('/api/society-users/context');
    expect(response.statusCode).toBe(200);
    const context = response.json();
    expect(context.fullName).toBe('Sofia Society');
    expect(context.email).toMatch(/@fixture\.test$/);
    expect(context.specialties).toHaveLength(1);
    expect(context.specialties[0]).toEqual({
      id: own.specialtyId,
      name: own.name,
      specialtyFullName: `${own.name} fellowship`,
      type: 'Fellowship',
      hasCas: true,
      hasAllSubspecialties: false,
      subspecialtyLabel: 'Focus',
      subspecialties: [{ id: own.subspecialtyId, name: 'Retina' }],
      actions: { canRequestProgramRegistration: true, canManagePayments: false },
      matchCycles: [
        { id: own.cycleIds[0], name: expect.any(String), status: 'Active', hasMatchResults: false },
        { id: own.cycleIds[1], name: expect.any(String), status: 'Archived', hasMatchResults: true },
      ],
    });
  });

  it("orders each specialty's cycles Active, Planned, Archived, newest season first within each", async () => {
    const db: DbExecutor = ctx.database.db;
    const spec = await seedSpecialty(ctx, { programs: 2 });
    const [current] = await db
      .select({ code: matchCycleYears.code })
      .from(matchCycles)
      .innerJoin(matchCycleYears, eq(matchCycleYears.id, matchCycles.matchCycleYearId))
      .where(eq(matchCycles.id, spec.cycleIds[0]));
    // Two planned seasons after the running one: the demo society user used to land on the newest.
    const planned: number[] = [];
    for (const offset of [1, 2]) {
      const code = String(Number(current!.code) + offset);
      planned.push(
        await insertCycle(db, {
          specialtyId: spec.specialtyId,
          yearCode: code,
          shortName: `SOC-P${offset}-${spec.specialtyId}`,
          matchName: `${spec.name} Match ${code}`,
          status: 'Planned',
        }),
      );
    }
    const user = await ctx.createUser({ roles: ['SocietyUser'] });
    await createSocietyUserSpecialty(db, { userId: user.id, specialtyId: spec.specialtyId });
    const context = await createSocietyService({ db, clock: new FakeClock() }).context(user.id);
    expect(context.specialties[0]!.matchCycles.map((c) => [c.id, c.status])).toEqual([
      [spec.cycleIds[0], 'Active'],
      [planned[1], 'Planned'],
      [planned[0], 'Planned'],
      [spec.cycleIds[1], 'Archived'],
    ]);
  });

  it('builds the context in four statements however many specialties the user follows', async () => {
    const counting = countingDb(ctx.database);
    const service = createSocietyService({ db: counting.db, clock: new FakeClock() });
    await service.context(societyUserId);
    const few = counting.count();
    const extra = await seedSpecialty(ctx, { programs: 2 });
    const extra2 = await seedSpecialty(ctx, { programs: 2 });
    const many = await ctx.createUser({ roles: ['SocietyUser'] });
    for (const s of [own, other, extra, extra2]) {
      await createSocietyUserSpecialty(ctx.database.db, { userId: many.id, specialtyId: s.specialtyId });
    }
    counting.reset();
    const context = await service.context(many.id);
    expect(context.specialties).toHaveLength(4);
    expect(counting.count()).toBe(4);
    expect(few).toBe(4);
  });

  it('summarises a cycle of their specialty', async () => {
    const response = await get(
      `/api/society/summary?specialtyId=${own.specialtyId}&matchCycleId=${own.cycleIds[0]}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      specialtyId: own.specialtyId,
      matchCycleId: own.cycleIds[0],
      programsCount: 3,
      activeProgramsCount: 2,
      participatingProgramsCount: 2,
      totalPositions: 5,
      registeredApplicantsCount: 2,
      pendingRequestsCount: 1,
    });
    const past = await get(
      `/api/society/summary?specialtyId=${own.specialtyId}&matchCycleId=${own.cycleIds[1]}`,
    );
    expect(past.json()).toMatchObject({
      participatingProgramsCount: 1,
      totalPositions: 1,
      registeredApplicantsCount: 0,
    });
    const noCycle = await get(`/api/society/summary?specialtyId=${own.specialtyId}`);
    expect(noCycle.json()).toMatchObject({ matchCycleId: null, programsCount: 3, totalPositions: 0 });
  });

  it('refuses another specialty with the resource message (403), and a cycle of another specialty (400)', async () => {
    for (const url of [
      `/api/society/summary?specialtyId=${other.specialtyId}`,
      `/api/society/programs?specialtyId=${other.specialtyId}`,
      `/api/society/programs/${other.programIds[0]}`,
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        error: { ErrorCode: 'Forbidden', Message: messages.ResourceAccessDenied },
      });
    }
    const mixed = await get(
      `/api/society/summary?specialtyId=${own.specialtyId}&matchCycleId=${other.cycleIds[0]}`,
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().description).toEqual({ matchCycleId: [messages.MatchCycleOfAnotherSpecialty] });
  });

  it('validates the query (400 with field messages) and answers 404 for an unknown program', async () => {
    const bad = await get('/api/society/programs?specialtyId=abc&sort=nope&page=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().description).sort()).toEqual(['page', 'sort', 'specialtyId']);
    expect((await get('/api/society/summary')).statusCode).toBe(400);
    const missing = await get('/api/society/programs/2147483647');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.Message).toBe(messages.NotFound);
  });

  it('lists the programs of their specialty with positions in the cycle: search, sort, filter, paging', async () => {
    const base = `/api/society/programs?specialtyId=${own.specialtyId}&matchCycleId=${own.cycleIds[0]}`;
    const all = (await get(base)).json();
    expect(all.total).toBe(3);
    expect(all.items.map((p: { code: string }) => p.code)).toEqual(
      own.programIds.map((_, i) => expect.stringMatching(new RegExp(`-${i}$`))),
    );
    expect(all.items[0]).toMatchObject({
      subspecialtyName: 'Retina',
      positions: 3,
      isActive: true,
      directorNames: ['Dana Director'],
    });
    expect(all.items[2]).toMatchObject({ positions: null, isActive: false, directorNames: [] });

    const byPositions = (await get(`${base}&sort=positions&direction=desc`)).json();
    expect(byPositions.items.map((p: { positions: number | null }) => p.positions)).toEqual([3, 2, null]);
    const participating = (await get(`${base}&participating=true`)).json();
    expect(participating.total).toBe(2);
    const searched = (await get(`${base}&search=boston`)).json();
    expect(searched.total).toBe(1);
    expect(searched.items[0].city).toBe('Boston');
    const literal = (await get(`${base}&search=${encodeURIComponent('%')}`)).json();
    expect(literal.total).toBe(0);
    const page2 = (await get(`${base}&pageSize=2&page=2`)).json();
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.items).toHaveLength(1);
  });

  it('reads a page of programs in two statements whatever the page size', async () => {
    const big = await seedSpecialty(ctx, { programs: 60 });
    const counting = countingDb(ctx.database);
    const service = createSocietyService({ db: counting.db, clock: new FakeClock() });
    const user = await ctx.createUser({ roles: ['SocietyUser'] });
    await createSocietyUserSpecialty(ctx.database.db, { userId: user.id, specialtyId: big.specialtyId });
    counting.reset();
    const page = await service.programs(user.id, {
      specialtyId: big.specialtyId,
      matchCycleId: big.cycleIds[0],
      sort: 'name',
      direction: 'asc',
      page: 1,
      pageSize: 50,
    });
    expect(page.items).toHaveLength(50);
    // One for the policy, one for the cycle's specialty, two for the page and its total.
    expect(counting.count()).toBe(4);
  });

  it('shows a program of their specialty: fields, positions per cycle, users with directors first', async () => {
    const response = await get(`/api/society/programs/${own.programIds[0]}`);
    expect(response.statusCode).toBe(200);
    const program = response.json();
    expect(program).toMatchObject({
      id: own.programIds[0],
      specialtyId: own.specialtyId,
      specialtyName: own.name,
      subspecialtyName: 'Retina',
      city: 'Denver',
      isActive: true,
    });
    expect(program.positions).toEqual([
      expect.objectContaining({ matchCycleId: own.cycleIds[0], positions: 3, status: 'Active' }),
      expect.objectContaining({ matchCycleId: own.cycleIds[1], positions: 1, status: 'Archived' }),
    ]);
    expect(
      program.users.map((u: { fullName: string; isDirector: boolean }) => [u.fullName, u.isDirector]),
    ).toEqual([
      ['Dana Director', true],
      ['Sam Staff', false],
    ]);
  });

  it('reads and updates their own name, with the spec-style messages for empty names', async () => {
    const before = (await get('/api/society/profile')).json();
    expect(before).toMatchObject({ firstName: 'Sofia', lastName: 'Society' });
    const empty = await call({
      method: 'PUT',
      url: '/api/society/profile',
      payload: { firstName: ' ', lastName: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().description).toEqual({
      firstName: [messages.FirstNameIsRequired],
      lastName: [messages.LastNameIsRequired],
    });
    const tooLong = await call({
      method: 'PUT',
      url: '/api/society/profile',
      payload: { firstName: 'x'.repeat(101), lastName: 'Ok' },
    });
    expect(tooLong.json().description).toEqual({ firstName: [messages.ExceededNumberOfCharacters] });
    const saved = await call({
      method: 'PUT',
      url: '/api/society/profile',
      payload: { firstName: '  Sofia ', lastName: 'Societas' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ email: before.email, firstName: 'Sofia', lastName: 'Societas' });
    expect((await get('/api/society-users/context')).json().fullName).toBe('Sofia Societas');
  });
});
