/** Runs a cycle's Final match and marks it final, as an admin would (for tests of what follows). */
import type { Clock } from '../clock.ts';
import type { DbExecutor } from '../db/client.ts';
import { markFinalRun } from '../db/repositories/match-runs.repository.ts';
import { executeMatchRun } from '../services/match-runs/match-run-executor.ts';

export async function runFinalMatch(db: DbExecutor, clock: Clock, matchCycleId: number): Promise<number> {
  const { matchRunId } = await executeMatchRun(
    { db, clock },
    { matchCycleId, kind: 'Final', startedByUserId: null, jobId: null },
  );
  await markFinalRun(db, { matchCycleId, matchRunId, userId: null, at: clock.now() });
  return matchRunId;
}
