import { beforeAll, expect, it } from 'vitest';
import { explain } from '../../../core/match/explain.ts';
import { nrmpEightApplicants } from '../../../core/match/fixtures/published-examples.ts';
import { solve } from '../../../core/match/solve.ts';
import type { DbExecutor } from '../../db/client.ts';
import { loadInstanceIntoCycle } from '../../test-support/ranked-season.fixture.ts';
import { createCatalogueFixture } from '../../test-support/season.fixture.ts';
import { recordStatements } from '../../test-support/statements.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';
import { executeMatchRun } from '../match-runs/match-run-executor.ts';
import { createRunExplanations } from './run-explanations.ts';

describeEachDatabase('run explanations', (ctx) => {
  let db: DbExecutor;
  let runs: number[];
  let codeOf: (id: string) => string;

  beforeAll(async () => {
    db = ctx.database.db;
    const f = await createCatalogueFixture(db);
    const season = await loadInstanceIntoCycle(db, {
      matchCycleId: f.cycles.active,
      specialtyId: f.specialtyId,
      instance: nrmpEightApplicants.instance,
      tag: f.tag,
    });
    codeOf = season.codeOf;
    runs = [];
    for (let i = 0; i < 3; i++) {
      const run = await executeMatchRun(
        { db, clock: ctx.clock },
        { matchCycleId: f.cycles.active, kind: 'Trial', startedByUserId: null, jobId: null },
      );
      runs.push(run.matchRunId);
    }
  });

  it("explains a stored run as the engine explains the instance's solution", async () => {
    const explanations = await createRunExplanations({ db }).of(runs[0]!);
    const expected = explain(nrmpEightApplicants.instance, solve(nrmpEightApplicants.instance));
    const [firstId, first] = Object.entries(expected.applicants)[0]!;
    const stored = explanations.applicants[codeOf(firstId)]!;
    expect(stored.reasons.map((r) => ('program' in r ? r.program : null))).toEqual(
      first.reasons.map((r) => ('program' in r ? codeOf(r.program) : null)),
    );
    expect(stored.matched).toBe(first.matched === null ? null : codeOf(first.matched));
    expect(Object.keys(explanations.applicants)).toHaveLength(Object.keys(expected.applicants).length);
  });

  it('computes a run once, shares it between callers and keeps only the last runs asked about', async () => {
    const cache = createRunExplanations({ db, keep: 2 });
    const first = await recordStatements(ctx, () => Promise.all([cache.of(runs[0]!), cache.of(runs[0]!)]));
    expect(first.result[0]).toBe(first.result[1]);
    expect(first.statements).toHaveLength(2); // the stored input and the assignments, once
    expect((await recordStatements(ctx, () => cache.of(runs[0]!))).statements).toHaveLength(0);
    await cache.of(runs[1]!);
    await cache.of(runs[2]!);
    // Three runs asked about with room for two: the oldest is computed again.
    expect((await recordStatements(ctx, () => cache.of(runs[0]!))).statements).toHaveLength(2);
  });
});
