import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { favoritePrograms } from '../../db/schema.ts';
import { signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createApplication,
  createFavoriteProgram,
  createInstitution,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
} from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { CALIFORNIA, createCatalogueFixture, ONTARIO, US } from '../../test-support/season.fixture.ts';
import { recordStatements } from '../../test-support/statements.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

const TEXAS = 840_048;
const IN_CYCLE = 25;

describeEachDatabase('applicant programs directory', (ctx) => {
  let code: string;
  let archivedCode: string;
  let otherCode: string;
  let tag: string;
  let subspecialtyId: number;
  /** The cycle's programs, index i = "program NN" with NN = i. */
  let ids: number[];
  let otherSpecialtyProgram: number;
  let outsideCycleProgram: number;
  let inactiveProgram: number;
  let applicantA: { token: string; applicantId: number };
  let applicantB: { token: string; applicantId: number };
  let tokens: Record<'admin' | 'program' | 'society' | 'school', string>;
  const call = routeCaller(ctx, () => applicantA.token);
  const get = (url: string, token?: string | null) => call({ method: 'GET', url }, token);
  const list = (query = '', token?: string) =>
    get(`/api/applicant/${code}/directory/programs?${query}`, token);

  beforeAll(async () => {
    const db: DbExecutor = ctx.database.db;
    const f = await createCatalogueFixture(db);
    const other = await createCatalogueFixture(db);
    tag = f.tag;
    subspecialtyId = f.subspecialtyId;
    code = `${f.tag}-Active`;
    archivedCode = `${f.tag}-Archived`;
    otherCode = `${other.tag}-Active`;
    const institution = await createInstitution(db, {
      name: `Lakeside Eye ${tag}`,
      city: 'Austin',
      stateId: TEXAS,
      countryId: US,
    });
    ids = [];
    for (let i = 0; i < IN_CYCLE; i += 1) {
      const program = await createProgram(db, {
        code: `D-${tag}-${String(i).padStart(2, '0')}`,
        name: `Dir ${tag} program ${String(i).padStart(2, '0')}`,
        specialtyId: f.specialtyId,
        subspecialtyId: i % 4 === 0 ? f.subspecialtyId : null,
        institutionId: i === 7 ? institution.id : null,
        addressLine: '1 Main St',
        city: i % 2 === 0 ? 'Fresno' : 'Dallas',
        stateId: i === 24 ? ONTARIO : i % 2 === 0 ? CALIFORNIA : TEXAS,
        countryId: i === 24 ? 124 : US,
        zip: '90001',
        phone: '555-0100',
        fax: '555-0199',
        website: 'https://program.example',
        description: i % 3 === 0 ? 'Strong retina research and surgical volume' : 'Community practice',
      });
      ids.push(program.id);
    }
    for (const values of ids.map((programId, i) => ({
      programId,
      matchCycleId: f.cycles.active,
      positions: (i % 5) + 1,
    }))) {
      await createProgramMatchCycle(db, values);
    }
    otherSpecialtyProgram = (
      await createProgram(db, {
        code: `X-${tag}-other`,
        name: `Dir ${tag} other specialty`,
        specialtyId: other.specialtyId,
      })
    ).id;
    outsideCycleProgram = (
      await createProgram(db, {
        code: `X-${tag}-outside`,
        name: `Dir ${tag} outside`,
        specialtyId: f.specialtyId,
      })
    ).id;
    inactiveProgram = (
      await createProgram(db, {
        code: `X-${tag}-inactive`,
        name: `Dir ${tag} inactive`,
        specialtyId: f.specialtyId,
        isActive: false,
      })
    ).id;
    for (const values of [
      { programId: otherSpecialtyProgram, matchCycleId: other.cycles.active, positions: 4 },
      // Positions only in the archived cycle: not one of the active cycle's programs.
      { programId: outsideCycleProgram, matchCycleId: f.cycles.archived, positions: 2 },
      { programId: inactiveProgram, matchCycleId: f.cycles.active, positions: 2 },
    ]) {
      await createProgramMatchCycle(db, values);
    }
    const director = await ctx.createUser({
      roles: ['ProgramUser'],
      firstName: 'Dana',
      lastName: 'Director',
    });
    const staff = await ctx.createUser({ roles: ['ProgramUser'], firstName: 'Sam', lastName: 'Staff' });
    for (const values of [
      { userId: director.id, programId: ids[0]!, isDirector: true },
      { userId: staff.id, programId: ids[0]!, isDirector: false },
    ]) {
      await createProgramUser(db, values);
    }
    applicantA = await signedInApplicant(ctx);
    applicantB = await signedInApplicant(ctx);
    for (const values of [
      {
        applicantId: applicantA.applicantId,
        matchCycleId: f.cycles.active,
        programId: ids[0]!,
        status: 'Published' as const,
        isSignaled: true,
      },
      { applicantId: applicantA.applicantId, matchCycleId: f.cycles.active, programId: ids[5]! },
      {
        applicantId: applicantB.applicantId,
        matchCycleId: f.cycles.active,
        programId: ids[1]!,
        status: 'Withdrawn' as const,
      },
    ]) {
      await createApplication(db, values);
    }
    await createFavoriteProgram(db, { applicantId: applicantA.applicantId, programId: ids[3]! });
    await createFavoriteProgram(db, { applicantId: applicantB.applicantId, programId: ids[2]! });
    const tokenOf = async (role: 'Admin' | 'ProgramUser' | 'SocietyUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    tokens = {
      admin: await tokenOf('Admin'),
      program: await tokenOf('ProgramUser'),
      society: await tokenOf('SocietyUser'),
      school: await tokenOf('MedSchoolUser'),
    };
  }, 60_000);

  const routes = () => [
    { method: 'GET' as const, url: `/api/applicant/${code}/directory/options` },
    { method: 'GET' as const, url: `/api/applicant/${code}/directory/programs` },
    { method: 'GET' as const, url: `/api/applicant/${code}/directory/states` },
    { method: 'GET' as const, url: `/api/applicant/${code}/directory/programs/${ids[0]}` },
    { method: 'GET' as const, url: `/api/applicant/${code}/directory/applied` },
    { method: 'GET' as const, url: `/api/applicant/favorites/${ids[0]}` },
    { method: 'PUT' as const, url: `/api/applicant/favorites/${ids[9]}` },
    { method: 'DELETE' as const, url: `/api/applicant/favorites/${ids[9]}` },
  ];

  describe('access', () => {
    it('serves applicants and refuses every other role with the role guard (403), anonymous with 401', async () => {
      for (const route of routes()) {
        expect((await call(route)).statusCode, `${route.method} ${route.url}`).toBe(200);
      }
      await expectRoleGuarded(call, routes(), Object.values(tokens));
    });

    it('refuses an applicant account without an applicant record with its own message', async () => {
      const bare = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
      for (const route of routes()) {
        const answer = await call(route, bare);
        expect(answer.statusCode, route.url).toBe(403);
        expect(answer.json().error.Message).toBe(messages.ApplicantNotFound);
      }
    });

    it('answers 404 for an unknown cycle code', async () => {
      const answer = await get(`/api/applicant/NO-SUCH-${tag}/directory/programs`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.Message).toBe(messages.NotFound);
    });
  });

  describe('directory', () => {
    it('pages the cycle’s active programs with the right total and order, nothing of other cycles', async () => {
      const first = (await list('pageSize=10')).json();
      expect(first.total).toBe(IN_CYCLE);
      expect(first.items.map((p: { name: string }) => p.name)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Dir ${tag} program ${String(i).padStart(2, '0')}`),
      );
      const last = (await list('pageSize=10&page=3')).json();
      expect(last.total).toBe(IN_CYCLE);
      expect(last.items).toHaveLength(5);
      const everything = (await list('pageSize=100')).json();
      const listed = everything.items.map((p: { id: number }) => p.id);
      expect(listed).not.toContain(otherSpecialtyProgram);
      expect(listed).not.toContain(outsideCycleProgram);
      expect(listed).not.toContain(inactiveProgram);
      expect(everything.items[0]).toEqual({
        id: ids[0],
        code: `D-${tag}-00`,
        name: `Dir ${tag} program 00`,
        subspecialtyName: expect.stringContaining('Sub'),
        institutionName: null,
        city: 'Fresno',
        stateCode: 'CA',
        stateName: 'California',
        positions: 1,
        applicationStatus: 'Published',
        isSignaled: true,
        isFavorite: false,
      });
    });

    it('searches name, code, city and institution and filters subspecialty, state, positions, keywords', async () => {
      const total = async (query: string) => (await list(query)).json().total as number;
      expect(await total(`search=program%2001`)).toBe(1);
      expect(await total(`search=D-${tag}-1`)).toBe(10);
      expect(await total('search=dallas')).toBe(12);
      expect(await total(`search=Lakeside%20Eye%20${tag}`)).toBe(1);
      expect(await total(`subspecialtyId=${subspecialtyId}`)).toBe(7);
      expect(await total(`stateId=${CALIFORNIA}`)).toBe(12);
      expect(await total(`stateId=${TEXAS}`)).toBe(12);
      // positions = i % 5 + 1: at least 4 → i % 5 ∈ {3, 4}: 10 programs.
      expect(await total('minPositions=4')).toBe(10);
      expect(await total('keywords=retina%20RESEARCH')).toBe(9);
      expect(await total('keywords=retina%20nothing-like-this')).toBe(0);
      expect(await total(`keywords=research&stateId=${CALIFORNIA}&minPositions=2`)).toBe(3);
      const byPositions = (await list('sort=positions&direction=desc&pageSize=5')).json();
      expect(byPositions.items.map((p: { positions: number }) => p.positions)).toEqual([5, 5, 5, 5, 5]);
      const byState = (await list('sort=state&pageSize=100')).json();
      expect(byState.items[0].stateName).toBe('California');
      expect(byState.items.at(-1).stateName).toBe('Texas');
    });

    it('shows each applicant only their own applications, signals and favorites', async () => {
      const marksOf = async (token: string) => {
        const items = (await list('pageSize=100', token)).json().items as {
          id: number;
          applicationStatus: string | null;
          isSignaled: boolean;
          isFavorite: boolean;
        }[];
        return new Map(items.map((p) => [p.id, p]));
      };
      const a = await marksOf(applicantA.token);
      expect(a.get(ids[0]!)).toMatchObject({ applicationStatus: 'Published', isSignaled: true });
      expect(a.get(ids[5]!)).toMatchObject({ applicationStatus: 'InProgress', isSignaled: false });
      expect(a.get(ids[1]!)).toMatchObject({ applicationStatus: null, isFavorite: false });
      expect(a.get(ids[2]!)?.isFavorite).toBe(false);
      expect(a.get(ids[3]!)?.isFavorite).toBe(true);
      const b = await marksOf(applicantB.token);
      expect(b.get(ids[0]!)).toMatchObject({ applicationStatus: null, isSignaled: false });
      expect(b.get(ids[1]!)?.applicationStatus).toBe('Withdrawn');
      expect(b.get(ids[2]!)?.isFavorite).toBe(true);
      expect(b.get(ids[3]!)?.isFavorite).toBe(false);
      const favoritesOfA = (await list('favorites=true')).json();
      expect(favoritesOfA.total).toBe(1);
      expect(favoritesOfA.items[0].id).toBe(ids[3]);
    });

    it('reads an archived cycle too (browsing is not an action of platform.md §6)', async () => {
      const answer = await get(`/api/applicant/${archivedCode}/directory/programs`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().items.map((p: { id: number }) => p.id)).toEqual([outsideCycleProgram]);
    });

    it('refuses bad input with 400 and the catalogue’s field messages, never a 5xx', async () => {
      const refused = async (query: string) => {
        const answer = await list(query);
        expect(answer.statusCode, query).toBe(400);
        return answer.json().description as Record<string, string[]>;
      };
      expect((await refused('minPositions=0')).minPositions).toEqual([messages.GreaterThanZero]);
      expect((await refused('minPositions=abc')).minPositions).toEqual([messages.MustBeNumber]);
      expect((await refused(`keywords=${'k'.repeat(201)}`)).keywords).toEqual([
        messages.ExceededNumberOfCharacters,
      ]);
      expect(Object.keys(await refused('sort=password'))).toEqual(['sort']);
      expect(Object.keys(await refused('stateId=-3'))).toEqual(['stateId']);
      expect(Object.keys(await refused('pageSize=1000'))).toEqual(['pageSize']);
      await refused('unknownFilter=1');
      await refused('search=%00');
      const badId = await get(`/api/applicant/${code}/directory/programs/abc`);
      expect(badId.statusCode).toBe(400);
      const badFavorite = await call({ method: 'PUT', url: '/api/applicant/favorites/99999999999' });
      expect(badFavorite.statusCode).toBe(400);
    });
  });

  describe('program page', () => {
    it('shows an applicant-facing program with its directors and the applicant’s marks, no private fields', async () => {
      const answer = await get(`/api/applicant/${code}/directory/programs/${ids[0]}`);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body).toEqual({
        id: ids[0],
        code: `D-${tag}-00`,
        name: `Dir ${tag} program 00`,
        matchCycleCode: code,
        specialtyName: `Specialty ${tag}`,
        subspecialtyName: expect.stringContaining('Sub'),
        institutionName: null,
        addressLine: '1 Main St',
        city: 'Fresno',
        stateCode: 'CA',
        stateName: 'California',
        countryName: expect.any(String),
        zip: '90001',
        phone: '555-0100',
        website: 'https://program.example',
        description: 'Strong retina research and surgical volume',
        positions: 1,
        directors: ['Dana Director'],
        applicationStatus: 'Published',
        isSignaled: true,
        isFavorite: false,
      });
      expect(JSON.stringify(body)).not.toMatch(/fixture\.test|555-0199|isActive|createdDate/);
    });

    it('answers 404 for a program of another cycle, outside the cycle, inactive or unknown', async () => {
      for (const programId of [otherSpecialtyProgram, outsideCycleProgram, inactiveProgram, 2_000_000_000]) {
        const answer = await get(`/api/applicant/${code}/directory/programs/${programId}`);
        expect(answer.statusCode, String(programId)).toBe(404);
      }
      const inOther = await get(`/api/applicant/${otherCode}/directory/programs/${otherSpecialtyProgram}`);
      expect(inOther.statusCode).toBe(200);
      expect(inOther.json().positions).toBe(4);
    });
  });

  describe('options', () => {
    it('offers the cycle’s specialty and its subspecialties for the filters', async () => {
      expect((await get(`/api/applicant/${code}/directory/options`)).json()).toEqual({
        matchCycleCode: code,
        matchCycleName: `Match ${tag} Active`,
        casDeadlineDate: null,
        specialtyName: `Specialty ${tag}`,
        subspecialtyLabel: null,
        subspecialties: [{ id: subspecialtyId, name: `Sub ${tag}` }],
      });
    });
  });

  describe('map and applied', () => {
    it('counts the cycle’s programs per state', async () => {
      const { items } = (await get(`/api/applicant/${code}/directory/states`)).json();
      expect(items).toEqual([
        { stateId: CALIFORNIA, stateCode: 'CA', stateName: 'California', countryId: US, programsCount: 12 },
        { stateId: ONTARIO, stateCode: 'ON', stateName: 'Ontario', countryId: 124, programsCount: 1 },
        { stateId: TEXAS, stateCode: 'TX', stateName: 'Texas', countryId: US, programsCount: 12 },
      ]);
    });

    it('lists the applicant’s own applications of the cycle with their status', async () => {
      const a = (await get(`/api/applicant/${code}/directory/applied`)).json();
      expect(a.total).toBe(2);
      expect(a.items.map((p: { programId: number; status: string }) => [p.programId, p.status])).toEqual([
        [ids[0], 'Published'],
        [ids[5], 'InProgress'],
      ]);
      expect(a.items[0]).toMatchObject({ isSignaled: true, updatedDate: expect.any(String) });
      const b = (await get(`/api/applicant/${code}/directory/applied`, applicantB.token)).json();
      expect(b.items.map((p: { programId: number }) => p.programId)).toEqual([ids[1]]);
      const byStatus = (
        await get(`/api/applicant/${code}/directory/applied?sort=status&direction=desc`)
      ).json();
      expect(byStatus.items[0].status).toBe('Published');
      const otherCycle = (await get(`/api/applicant/${otherCode}/directory/applied`)).json();
      expect(otherCycle).toEqual({ items: [], total: 0 });
    });
  });

  describe('favorites', () => {
    it('marks and unmarks idempotently, only for the caller', async () => {
      const url = `/api/applicant/favorites/${ids[10]}`;
      const rowsOf = async (applicantId: number) =>
        ctx.database.db
          .select()
          .from(favoritePrograms)
          .where(
            and(eq(favoritePrograms.applicantId, applicantId), eq(favoritePrograms.programId, ids[10]!)),
          );
      expect((await get(url)).json()).toEqual({ programId: ids[10], isFavorite: false });
      for (let i = 0; i < 2; i++) {
        const put = await call({ method: 'PUT', url });
        expect(put.statusCode).toBe(200);
        expect(put.json()).toEqual({ programId: ids[10], isFavorite: true });
      }
      expect(await rowsOf(applicantA.applicantId)).toHaveLength(1);
      expect((await get(url)).json().isFavorite).toBe(true);
      expect((await get(url, applicantB.token)).json().isFavorite).toBe(false);
      expect(await rowsOf(applicantB.applicantId)).toHaveLength(0);
      for (let i = 0; i < 2; i++) {
        const removed = await call({ method: 'DELETE', url });
        expect(removed.statusCode).toBe(200);
        expect(removed.json()).toEqual({ programId: ids[10], isFavorite: false });
      }
      expect(await rowsOf(applicantA.applicantId)).toHaveLength(0);
      // B's favorite stays whatever A does to the same program.
      await call({ method: 'PUT', url }, applicantB.token);
      await call({ method: 'DELETE', url });
      expect((await get(url, applicantB.token)).json().isFavorite).toBe(true);
    });

    it('answers 404 when marking an unknown or inactive program, and unmarks one anyway', async () => {
      expect((await call({ method: 'PUT', url: '/api/applicant/favorites/2000000000' })).statusCode).toBe(
        404,
      );
      expect(
        (await call({ method: 'PUT', url: `/api/applicant/favorites/${inactiveProgram}` })).statusCode,
      ).toBe(404);
      expect((await get(`/api/applicant/favorites/${inactiveProgram}`)).statusCode).toBe(404);
      const removed = await call({ method: 'DELETE', url: `/api/applicant/favorites/${inactiveProgram}` });
      expect(removed.json()).toEqual({ programId: inactiveProgram, isFavorite: false });
    });
  });

  describe('statements', () => {
    const statementsOf = async (work: () => Promise<unknown>) =>
      (await recordStatements(ctx, work)).statements.map((statement) => statement.text);

    it('reads a page in two statements whatever its size, marks included (no N+1)', async () => {
      const counts: number[] = [];
      for (const query of [
        'pageSize=5',
        'pageSize=100',
        'pageSize=10&page=2&sort=institution',
        `favorites=true&keywords=research&search=program&stateId=${CALIFORNIA}`,
      ]) {
        const texts = await statementsOf(async () => expect((await list(query)).statusCode).toBe(200));
        expect(
          texts.filter((text) => /"programs"/.test(text)),
          query,
        ).toHaveLength(2);
        counts.push(texts.length);
      }
      expect(new Set(counts).size).toBe(1);
      const details = await statementsOf(() => get(`/api/applicant/${code}/directory/programs/${ids[0]}`));
      expect(details.filter((text) => /"programs"/.test(text))).toHaveLength(1);
    });
  });
});
