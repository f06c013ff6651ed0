import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  applicantMatchCycles,
  applicants,
  matchCycles,
  programMatchCycles,
  programs,
  specialties,
} from '../../db/schema.ts';
import { ensureYear } from '../../test-support/season.fixture.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';

describeEachDatabase('public match statistics', (ctx) => {
  let specialtyId: number;
  let plannedOnlyId: number;
  let cycles: { active: number; archived: number; planned: number };

  beforeAll(async () => {
    const db: DbExecutor = ctx.database.db;
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const [specialty, plannedOnly] = await db
      .insert(specialties)
      .values([
        {
          name: `Stats ${tag}`,
          fullName: `Stats ${tag} residency`,
          type: 'Residency',
          urlPrefix: `st-${tag}`,
        },
        { name: `Planned ${tag}`, fullName: 'Planned only', type: 'Fellowship', urlPrefix: `pl-${tag}` },
      ])
      .returning({ id: specialties.id });
    specialtyId = specialty!.id;
    plannedOnlyId = plannedOnly!.id;
    const base = 6000 + Math.floor(Math.random() * 3000) * 3;
    const yearIds: number[] = [];
    for (const code of [base, base + 1, base + 2].map(String)) {
      yearIds.push(await ensureYear(db, code));
    }
    const statuses = ['Archived', 'Active', 'Planned'] as const;
    const rows = await db
      .insert(matchCycles)
      .values([
        ...statuses.map((status, i) => ({
          specialtyId,
          matchCycleYearId: yearIds[i]!,
          shortName: `ST-${tag}-${i}`,
          matchName: `Stats match ${i}`,
          status,
        })),
        {
          specialtyId: plannedOnlyId,
          matchCycleYearId: yearIds[0]!,
          shortName: `PL-${tag}`,
          matchName: 'P',
          status: 'Planned',
        },
      ])
      .returning({ id: matchCycles.id });
    cycles = { archived: rows[0]!.id, active: rows[1]!.id, planned: rows[2]!.id };
    const programRows = await db
      .insert(programs)
      .values([0, 1].map((i) => ({ code: `ST-${tag}-${i}`, name: `Stats program ${i}`, specialtyId })))
      .returning({ id: programs.id });
    await db.insert(programMatchCycles).values([
      { programId: programRows[0]!.id, matchCycleId: cycles.active, positions: 4 },
      { programId: programRows[1]!.id, matchCycleId: cycles.active, positions: 3 },
      { programId: programRows[0]!.id, matchCycleId: cycles.archived, positions: 2 },
    ]);
    const person = await ctx.createUser({ roles: ['Applicant'] });
    const [applicant] = await db
      .insert(applicants)
      .values({ userId: person.id, code: `STA-${tag}` })
      .returning({ id: applicants.id });
    await db.insert(applicantMatchCycles).values([
      { applicantId: applicant!.id, matchCycleId: cycles.active },
      { applicantId: applicant!.id, matchCycleId: cycles.archived },
    ]);
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
