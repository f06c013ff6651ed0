/**
 * The one gate every result read outside the admin area goes through (issue 6, ADR 0014): an audience
 * reads the cycle's final run only once it is released to that audience.
 */
import {
  isResultReleasedTo,
  onlineDateFieldOf,
  type ResultSendingAudience,
} from '../../../core/domain/match-cycle-results.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findMatchCycle } from '../../db/repositories/match-cycles.repository.ts';
import { findFinalRunId } from '../../db/repositories/match-runs.repository.ts';
import { listResultSendings } from '../../db/repositories/result-sendings.repository.ts';

export type ResultRelease =
  | { released: true; matchRunId: number }
  /** Not released: no run id, only when the results are due online (null when no date is set). */
  | { released: false; releaseDate: string | null };

export async function resultReleaseFor(
  db: DbExecutor,
  matchCycleId: number,
  audience: ResultSendingAudience,
  now: Date,
): Promise<ResultRelease> {
  const [cycle, sendings, finalRunId] = await Promise.all([
    findMatchCycle(db, matchCycleId),
    listResultSendings(db, matchCycleId),
    findFinalRunId(db, matchCycleId),
  ]);
  if (cycle === undefined) return { released: false, releaseDate: null };
  const sending = sendings.find((s) => s.audience === audience);
  if (finalRunId !== null && isResultReleasedTo(cycle, audience, sending, true, now)) {
    return { released: true, matchRunId: finalRunId };
  }
  const online = cycle[onlineDateFieldOf[audience]];
  return { released: false, releaseDate: online === null ? null : new Date(online).toISOString() };
}
