/** The match-run job: one trial or final run of a cycle (see match-run-executor for what it does). */
import type { Clock } from '../clock.ts';
import type { DbExecutor } from '../db/client.ts';
import { executeMatchRun } from '../services/match-runs/match-run-executor.ts';
import type { JobHandler } from './job-runner.ts';

export function matchRunJob(deps: { db: DbExecutor; clock: Clock }): JobHandler {
  return async (payload, { job, progress }) => {
    const matchCycleId = Number(payload.matchCycleId);
    const kind = payload.kind === 'Final' ? 'Final' : 'Trial';
    const { matchRunId } = await executeMatchRun(deps, {
      matchCycleId,
      kind,
      startedByUserId: job.createdByUserId,
      jobId: job.id,
      onProgress: progress,
    });
    return { matchRunId };
  };
}
