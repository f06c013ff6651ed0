/**
 * The engine's explanations of a run (core/match/explain.ts), computed once per run and kept for the
 * last few runs asked about. At national scale (52,500 applicants) explaining a whole run takes
 * seconds, while every result page needs only its own slice; runs are immutable, so a kept copy never
 * goes stale. One cache per app (services.ts): run ids are only unique within one database.
 */
import { type Explanations, explain } from '../../../core/match/explain.ts';
import type { MatchInstance } from '../../../core/match/instance.ts';
import type { DbExecutor } from '../../db/client.ts';
import { listRunAssignmentCodes } from '../../db/repositories/match-results.repository.ts';
import { findMatchRunInput } from '../../db/repositories/match-runs.repository.ts';

export type RunExplanations = ReturnType<typeof createRunExplanations>;

export function createRunExplanations(deps: { db: DbExecutor; keep?: number }) {
  const { db } = deps;
  const keep = deps.keep ?? 2;
  // Insertion order is the recency order: a hit is moved to the end, the oldest goes first.
  const kept = new Map<number, Promise<Explanations>>();

  async function compute(matchRunId: number): Promise<Explanations> {
    const [input, rows] = await Promise.all([
      findMatchRunInput(db, matchRunId),
      listRunAssignmentCodes(db, matchRunId),
    ]);
    if (input === undefined) throw new Error(`match run ${matchRunId} not found`);
    const assignments: Record<string, string | null> = Object.create(null);
    for (const row of rows) assignments[row.applicant] = row.program;
    return explain(input as MatchInstance, { assignments });
  }

  return {
    /** The explanations of a run; concurrent callers share one computation. */
    of(matchRunId: number): Promise<Explanations> {
      const hit = kept.get(matchRunId);
      if (hit) {
        kept.delete(matchRunId);
        kept.set(matchRunId, hit);
        return hit;
      }
      const pending = compute(matchRunId);
      kept.set(matchRunId, pending);
      // A failed computation is not kept: the next caller tries again.
      pending.catch(() => {
        if (kept.get(matchRunId) === pending) kept.delete(matchRunId);
      });
      while (kept.size > keep) kept.delete(kept.keys().next().value as number);
      return pending;
    },
  };
}
