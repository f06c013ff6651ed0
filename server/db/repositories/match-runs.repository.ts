/** Match runs, their assignments and the final-run mark (issue 6). Runs are immutable once inserted. */
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { matchCycleFinalRuns } from '../schema.ts';

/** The id of the run an admin marked final for the cycle, or null. */
export async function findFinalRunId(db: DbExecutor, matchCycleId: number): Promise<number | null> {
  const [row] = await db
    .select({ matchRunId: matchCycleFinalRuns.matchRunId })
    .from(matchCycleFinalRuns)
    .where(eq(matchCycleFinalRuns.matchCycleId, matchCycleId));
  return row?.matchRunId ?? null;
}
