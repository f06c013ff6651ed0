import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { coupleDisplacesSingles } from '../../../core/match/fixtures/couples-examples.ts';
import { nrmpEightApplicants } from '../../../core/match/fixtures/published-examples.ts';
import { solve } from '../../../core/match/solve.ts';
import { MATCH_ENGINE_VERSION } from '../../../core/match/version.ts';
import { matchRunAssignments, matchRuns, rankLists } from '../../db/schema.ts';
import { loadInstanceIntoCycle } from '../../test-support/ranked-season.fixture.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';
import { executeMatchRun } from './match-run-executor.ts';

/** The run's assignments as instance ids (applicant → program or null). */
async function assignmentsByInstanceId(
  db: Parameters<typeof executeMatchRun>[0]['db'],
  matchRunId: number,
  season: Awaited<ReturnType<typeof loadInstanceIntoCycle>>,
) {
  const applicantById = new Map([...season.applicantIds].map(([k, v]) => [v, k]));
  const programById = new Map([...season.programIds].map(([k, v]) => [v, k]));
  const rows = await db
    .select()
    .from(matchRunAssignments)
    .where(eq(matchRunAssignments.matchRunId, matchRunId));
  return Object.fromEntries(
    rows.map((r) => [
      applicantById.get(r.applicantId),
      r.programId === null ? null : programById.get(r.programId),
    ]),
  );
}

describeEachDatabase('match run executor', (ctx) => {
  let singles: { cycleId: number; season: Awaited<ReturnType<typeof loadInstanceIntoCycle>> };

  beforeAll(async () => {
    const db = ctx.database.db;
    const catalogue = await createCatalogueFixture(db);
    const season = await loadInstanceIntoCycle(db, {
      matchCycleId: catalogue.cycles.active,
      specialtyId: catalogue.specialtyId,
      instance: nrmpEightApplicants.instance,
      tag: catalogue.tag,
    });
    singles = { cycleId: catalogue.cycles.active, season };
  });

  it('matches the certified lists of the cycle as the engine does, and stores the record and every assignment', async () => {
    const db = ctx.database.db;
    const progress: string[] = [];
    const { matchRunId } = await executeMatchRun(
      { db, clock: ctx.clock },
      {
        matchCycleId: singles.cycleId,
        kind: 'Trial',
        startedByUserId: null,
        jobId: null,
        onProgress: async (_percent, note) => {
          progress.push(note);
        },
      },
    );
    expect(await assignmentsByInstanceId(db, matchRunId, singles.season)).toEqual(
      nrmpEightApplicants.assignments,
    );
    const [run] = await db.select().from(matchRuns).where(eq(matchRuns.id, matchRunId));
    expect(run).toMatchObject({
      kind: 'Trial',
      number: 1,
      status: 'stable',
      engineVersion: MATCH_ENGINE_VERSION,
    });
    const expected = solve(run!.input as never);
    expect(run!.inputHash).toBe(expected.inputHash);
    expect(run!.outputHash).toBe(expected.outputHash);
    expect(run!.stats).toMatchObject({
      applicants: 8,
      matched: 6,
      certifiedApplicantLists: 8,
      certifiedProgramLists: 4,
    });
    expect(progress.at(-1)).toBe('Done');
  });

  it('never overwrites a run: a re-run is a new record, and the database refuses changes to stored runs', async () => {
    const db = ctx.database.db;
    const first = await executeMatchRun(
      { db, clock: ctx.clock },
      { matchCycleId: singles.cycleId, kind: 'Trial', startedByUserId: null, jobId: null },
    );
    const second = await executeMatchRun(
      { db, clock: ctx.clock },
      { matchCycleId: singles.cycleId, kind: 'Final', startedByUserId: null, jobId: null },
    );
    expect(second.matchRunId).not.toBe(first.matchRunId);
    const runs = await db.select().from(matchRuns).where(eq(matchRuns.matchCycleId, singles.cycleId));
    expect(new Set(runs.map((r) => r.outputHash)).size).toBe(1);
    expect(runs.map((r) => r.number).sort()).toEqual(runs.map((_, i) => i + 1));
    await expect(
      db.update(matchRuns).set({ kind: 'Final' }).where(eq(matchRuns.id, first.matchRunId)),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from match_run_assignments where match_run_id = ${first.matchRunId}`),
    ).rejects.toThrow();
  });

  it('reads only certified lists: an uncertified applicant list leaves the applicant out of the run', async () => {
    const db = ctx.database.db;
    const anderson = singles.season.applicantIds.get('Anderson')!;
    await db
      .update(rankLists)
      .set({ certifiedAt: null })
      .where(and(eq(rankLists.matchCycleId, singles.cycleId), eq(rankLists.applicantId, anderson)));
    const { matchRunId } = await executeMatchRun(
      { db, clock: ctx.clock },
      { matchCycleId: singles.cycleId, kind: 'Trial', startedByUserId: null, jobId: null },
    );
    const assignments = await assignmentsByInstanceId(db, matchRunId, singles.season);
    expect(Object.keys(assignments)).not.toContain('Anderson');
    expect(Object.keys(assignments)).toHaveLength(7);
    await db
      .update(rankLists)
      .set({ certifiedAt: new Date() })
      .where(and(eq(rankLists.matchCycleId, singles.cycleId), eq(rankLists.applicantId, anderson)));
  });

  it('runs linked couples from their certified joint list', async () => {
    const db = ctx.database.db;
    const catalogue = await createCatalogueFixture(db);
    const season = await loadInstanceIntoCycle(db, {
      matchCycleId: catalogue.cycles.active,
      specialtyId: catalogue.specialtyId,
      instance: coupleDisplacesSingles.instance,
      tag: catalogue.tag,
    });
    const { matchRunId } = await executeMatchRun(
      { db, clock: ctx.clock },
      { matchCycleId: catalogue.cycles.active, kind: 'Trial', startedByUserId: null, jobId: null },
    );
    expect(await assignmentsByInstanceId(db, matchRunId, season)).toEqual(coupleDisplacesSingles.assignments);
    const [kim] = await db
      .select()
      .from(matchRunAssignments)
      .where(
        and(
          eq(matchRunAssignments.matchRunId, matchRunId),
          eq(matchRunAssignments.applicantId, season.applicantIds.get('Kim')!),
        ),
      );
    expect(kim).toMatchObject({ applicantChoice: 1, programRank: 2 });
  });
});
