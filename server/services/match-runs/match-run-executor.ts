/**
 * One match run (issue 6): read the cycle's certified lists, solve, and write the immutable run
 * record with every assignment in ONE transaction, so a run that is stopped at any point (an error,
 * the server killed) leaves nothing behind and its job can simply run again.
 */
import type { MatchRunKind } from '../../../core/domain/match-runs.ts';
import { validateInstance } from '../../../core/match/instance.ts';
import type { MatchResult } from '../../../core/match/result.ts';
import { solve } from '../../../core/match/solve.ts';
import { MATCH_ENGINE_VERSION } from '../../../core/match/version.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  insertMatchRun,
  type NewAssignment,
  nextMatchRunNumber,
} from '../../db/repositories/match-runs.repository.ts';
import { type LoadedInstance, loadMatchInstance } from './match-instance-loader.ts';
import { nodeSha256 } from './node-sha256.ts';

export type MatchRunRequest = {
  matchCycleId: number;
  kind: MatchRunKind;
  startedByUserId: string | null;
  jobId: number | null;
  onProgress?: (percent: number, note: string) => Promise<void>;
};

export class MatchInstanceInvalid extends Error {}

/** Where each applicant of the run ended up, with both sides' rank of the match (1-based). */
export function assignmentsOf(loaded: LoadedInstance, result: MatchResult): NewAssignment[] {
  const { instance, applicantIdByCode, programIdByCode } = loaded;
  const programRankOf = new Map(instance.programs.map((p) => [p.id, p.rank]));
  const idOf = (code: string, ids: Map<string, number>): number => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`unknown code ${code} in a match result`);
    return id;
  };
  const rowOf = (applicant: string, choice: number | null): NewAssignment => {
    const program = result.assignments[applicant] ?? null;
    const programRank = program === null ? -1 : (programRankOf.get(program)?.indexOf(applicant) ?? -1);
    return {
      applicantId: idOf(applicant, applicantIdByCode),
      programId: program === null ? null : idOf(program, programIdByCode),
      applicantChoice: program === null ? null : choice,
      programRank: programRank < 0 ? null : programRank + 1,
    };
  };
  const rows: NewAssignment[] = [];
  for (const applicant of instance.applicants) {
    const program = result.assignments[applicant.id] ?? null;
    rows.push(rowOf(applicant.id, program === null ? null : applicant.rank.indexOf(program) + 1));
  }
  for (const couple of instance.couples ?? []) {
    const [first, second] = couple.members;
    const a = result.assignments[first] ?? null;
    const b = result.assignments[second] ?? null;
    const pair = couple.rank.findIndex(([x, y]) => x === a && y === b);
    const choice = pair < 0 ? null : pair + 1;
    rows.push(rowOf(first, choice), rowOf(second, choice));
  }
  return rows;
}

export async function executeMatchRun(
  deps: { db: DbExecutor; clock: Clock },
  request: MatchRunRequest,
): Promise<{ matchRunId: number }> {
  const { db, clock } = deps;
  const progress = request.onProgress ?? (async () => {});
  const startedAt = clock.now();
  const started = performance.now();

  await progress(5, 'Reading the certified rank lists');
  const loaded = await loadMatchInstance(db, request.matchCycleId);

  await progress(35, 'Checking the lists');
  const validation = validateInstance(loaded.instance);
  if (!validation.ok) {
    throw new MatchInstanceInvalid(
      `The lists of this match cycle cannot be matched: ${validation.problems
        .slice(0, 5)
        .map((p) => `${p.record}: ${p.message}`)
        .join('; ')}`,
    );
  }

  await progress(45, 'Running the match');
  const result = solve(validation.instance, {
    now: () => performance.now(),
    resolved: validation.resolved,
    sha256: nodeSha256,
  });
  const assignments = assignmentsOf(loaded, result);

  await progress(75, 'Saving the results');
  const matchRunId = await withTransaction(db, async (tx) => {
    const number = await nextMatchRunNumber(tx, request.matchCycleId);
    const finishedAt = clock.now();
    return insertMatchRun(
      tx,
      {
        matchCycleId: request.matchCycleId,
        number,
        kind: request.kind,
        jobId: request.jobId,
        startedByUserId: request.startedByUserId,
        startedAt,
        finishedAt,
        durationMs: Math.max(0, Math.round(performance.now() - started)),
        inputHash: result.inputHash,
        outputHash: result.outputHash,
        engineVersion: MATCH_ENGINE_VERSION,
        status: result.status,
        stats: { ...result.stats, ...loaded.counts },
        problem: result.problem ?? null,
        input: validation.instance as unknown as Record<string, unknown>,
      },
      assignments,
    );
  });
  await progress(100, 'Done');
  return { matchRunId };
}
