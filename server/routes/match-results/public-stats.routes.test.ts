import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  createApplicant,
  createApplicantMatchCycle,
  createMatchCycle,
  createProgram,
  createProgramMatchCycle,
  createSpecialty,
  ensureYear,
} from '../../test-support/factories.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';

describeEachDatabase('public match statistics', (ctx) => {
  let specialtyId: number;
  let plannedOnlyId: number;
  let cycles: { active: number; archived: number; planned: number };

  beforeAll(async () => {
    const db: DbExecutor = ctx.database.db;
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const specialty = await createSpecialty(db, {
      name: `Stats ${tag}`,
      fullName: `Stats ${tag} residency`,
      type: 'Residency',
      urlPrefix: `st-${tag}`,
    });
    const plannedOnly = await createSpecialty(db, {
      name: `Planned ${tag}`,
      fullName: 'Planned only',
      type: 'Fellowship',
      urlPrefix: `pl-${tag}`,
    });
    specialtyId = specialty!.id;
    plannedOnlyId = plannedOnly!.id;
    const base = 6000 + Math.floor(Math.random() * 3000) * 3;
    const yearIds: number[] = [];
    for (const code of [base, base + 1, base + 2].map(String)) {
      yearIds.push(await ensureYear(db, code));
    }
    const statuses = ['Archived', 'Active', 'Planned'] as const;
    const rows = [];
    for (const [i, status] of statuses.entries()) {
      rows.push(
        await createMatchCycle(db, {
          specialtyId,
          matchCycleYearId: yearIds[i]!,
          shortName: `ST-${tag}-${i}`,
          matchName: `Stats match ${i}`,
          status,
        }),
      );
    }
    await createMatchCycle(db, {
      specialtyId: plannedOnlyId,
      matchCycleYearId: yearIds[0]!,
      shortName: `PL-${tag}`,
      matchName: 'P',
      status: 'Planned',
    });
    cycles = { archived: rows[0]!.id, active: rows[1]!.id, planned: rows[2]!.id };
    const programRows = [];
    for (const i of [0, 1]) {
      programRows.push(
        await createProgram(db, { code: `ST-${tag}-${i}`, name: `Stats program ${i}`, specialtyId }),
      );
    }
    for (const values of [
      { programId: programRows[0]!.id, matchCycleId: cycles.active, positions: 4 },
      { programId: programRows[1]!.id, matchCycleId: cycles.active, positions: 3 },
      { programId: programRows[0]!.id, matchCycleId: cycles.archived, positions: 2 },
    ]) {
      await createProgramMatchCycle(db, values);
    }
    const person = await ctx.createUser({ roles: ['Applicant'] });
    const applicant = await createApplicant(db, { userId: person.id, code: `STA-${tag}` });
    for (const values of [
      { applicantId: applicant!.id, matchCycleId: cycles.active },
      { applicantId: applicant!.id, matchCycleId: cycles.archived },
    ]) {
      await createApplicantMatchCycle(db, values);
    }
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists the specialties with statistics, without a token, cacheable for five minutes', async () => {
    const response = await get('/api/public/stats');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const stats = response.json();
    expect(stats.specialty).toBeNull();
    expect(stats.cycles).toEqual([]);
    const ids = stats.specialties.map((s: { id: number }) => s.id);
    expect(ids).toContain(specialtyId);
    // Only Planned cycles: nothing to show yet.
    expect(ids).not.toContain(plannedOnlyId);
  });

  it('gives totals of the current and past cycles, newest first, with match results not yet available', async () => {
    const response = await get(`/api/public/stats?specialtyId=${specialtyId}`);
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.specialty).toMatchObject({ id: specialtyId, type: 'Residency' });
    expect(stats.cycles).toEqual([
      {
        matchCycleId: cycles.active,
        name: 'Stats match 1',
        yearCode: expect.any(String),
        status: 'Active',
        programsCount: 2,
        positionsCount: 7,
        applicantsCount: 1,
        applicationsCount: 0,
        matchedCount: null,
        fillRate: null,
      },
      expect.objectContaining({
        matchCycleId: cycles.archived,
        status: 'Archived',
        programsCount: 1,
        positionsCount: 2,
      }),
    ]);
    // No personal data: only counts and names of cycles.
    expect(response.body).not.toContain('@');
  });

  it('answers 404 for a specialty without statistics and 400 for a bad id', async () => {
    const none = await get(`/api/public/stats?specialtyId=${plannedOnlyId}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.Message).toBe(messages.NotFound);
    const bad = await get('/api/public/stats?specialtyId=x');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().description)).toEqual(['specialtyId']);
  });
});
