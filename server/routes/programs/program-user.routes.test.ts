import { beforeAll, expect, it } from 'vitest';
import type { ProgramUserContext } from '../../../core/contracts/programs/program-user.contract.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { createProgram, createProgramMatchCycle, createProgramUser } from '../../test-support/factories.ts';
import { type CatalogueFixture, createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { recordStatements } from '../../test-support/statements.ts';
import { bearer, describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('program user context', (ctx) => {
  let fixture: CatalogueFixture;
  let programIds: { alpha: number; beta: number; other: number };
  let user: { id: string; email: string; password: string };

  const context = async (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/program-user/context', headers: bearer(token) });

  beforeAll(async () => {
    const db: DbExecutor = ctx.database.db;
    fixture = await createCatalogueFixture(db);
    const insertProgram = async (code: string, name: string) => {
      const row = await createProgram(db, {
        code: `${fixture.tag}-${code}`,
        name,
        specialtyId: fixture.specialtyId,
      });
      return row!.id;
    };
    // Named so that the list order (by name) differs from the insertion order.
    const beta = await insertProgram('B', `Zeta program ${fixture.tag}`);
    const alpha = await insertProgram('A', `Alpha program ${fixture.tag}`);
    const other = await insertProgram('O', `Other program ${fixture.tag}`);
    programIds = { alpha, beta, other };
    const { planned, active, archived } = fixture.cycles;
    for (const values of [
      { programId: alpha, matchCycleId: archived, positions: 2 },
      { programId: alpha, matchCycleId: planned, positions: 4 },
      { programId: alpha, matchCycleId: active, positions: 3 },
      { programId: beta, matchCycleId: active, positions: 1 },
      { programId: other, matchCycleId: active, positions: 9 },
    ]) {
      await createProgramMatchCycle(db, values);
    }
    user = await ctx.createUser({ roles: ['ProgramUser'], firstName: 'Pat', lastName: 'Director' });
    for (const values of [
      { userId: user.id, programId: alpha, isDirector: true },
      { userId: user.id, programId: beta, isDirector: false },
    ]) {
      await createProgramUser(db, values);
    }
  });

  it('lists the programs of the user by name, each with its cycles; an archived cycle is read-only', async () => {
    const { idToken } = await signInAs(ctx.app, user);
    const response = await context(idToken);
    expect(response.statusCode).toBe(200);
    const body = response.json() as ProgramUserContext;
    expect(body.email).toBe(user.email);
    expect(body.fullName).toBe('Pat Director');
    expect(body.programs.map((p) => [p.id, p.isDirector])).toEqual([
      [programIds.alpha, true],
      [programIds.beta, false],
    ]);
    const [alpha, beta] = body.programs;
    expect(alpha!.cycles.map((c) => [c.matchCycleId, c.status, c.isReadOnly, c.positions])).toEqual([
      [fixture.cycles.active, 'Active', false, 3],
      [fixture.cycles.planned, 'Planned', false, 4],
      [fixture.cycles.archived, 'Archived', true, 2],
    ]);
    expect(alpha!.cycles[0]!.matchCycleCode).toBe(`${fixture.tag}-Active`);
    expect(beta!.cycles.map((c) => c.matchCycleId)).toEqual([fixture.cycles.active]);
  });

  it('shows a program user only their own programs, and none to a user without any', async () => {
    const stranger = await ctx.createUser({ roles: ['ProgramUser'] });
    const response = await context((await signInAs(ctx.app, stranger)).idToken);
    expect(response.statusCode).toBe(200);
    expect((response.json() as ProgramUserContext).programs).toEqual([]);
  });

  it('is refused to other roles and without a session', async () => {
    for (const role of ['Applicant', 'Admin', 'SocietyUser', 'MedSchoolUser'] as const) {
      const other = await ctx.createUser({ roles: [role] });
      expect((await context((await signInAs(ctx.app, other)).idToken)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/program-user/context' })).statusCode).toBe(401);
  });

  it('reads the context in three statements however many programs and cycles', async () => {
    const { statements } = await recordStatements(ctx, () =>
      servicesOf(ctx.app).programUserContext.context(user.id),
    );
    expect(statements).toHaveLength(3);
  });
});
