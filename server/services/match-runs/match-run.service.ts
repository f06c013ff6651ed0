/**
 * The admin's match run of a cycle (issue 6): the pre-run report, starting a trial or final run as a
 * background job (one at a time per cycle), the history with each run's figures, a run's results,
 * marking a run final (until a result is released), and comparing two runs.
 */
import type {
  MatchRunJob,
  MatchRunReport,
  MatchRunSummary,
} from '../../../core/contracts/match-runs/match-runs.contract.ts';
import type { PageQuery } from '../../../core/contracts/paging.ts';
import { pageWindow } from '../../../core/contracts/paging.ts';
import type { JobKind } from '../../../core/domain/jobs.ts';
import { resultSendingAudiences } from '../../../core/domain/match-cycle-results.ts';
import type { MatchRunKind } from '../../../core/domain/match-runs.ts';
import { message, messages } from '../../../core/domain/messages.ts';
import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import { isRankListDeadlinePassed } from '../../../core/domain/rank-lists.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findJob, findLatestJobByKey, type JobRow } from '../../db/repositories/jobs.repository.ts';
import { findMatchCycle, type MatchCycleWithNames } from '../../db/repositories/match-cycles.repository.ts';
import { countMatchRunInputs } from '../../db/repositories/match-run-report.repository.ts';
import {
  compareRuns,
  findFinalRunId,
  findMatchRun,
  listMatchRuns,
  listRunAssignments,
  type MatchRunSummaryRow,
  markFinalRun,
} from '../../db/repositories/match-runs.repository.ts';
import { conflict, notFound } from '../../errors.ts';
import { JobAlreadyQueued, type JobRunner } from '../../jobs/job-runner.ts';
import { resultReleaseFor } from '../match-results/result-release-gate.ts';

export const MATCH_RUN_JOB: JobKind = 'match-run';
export const matchRunJobKey = (matchCycleId: number) => `match-run:${matchCycleId}`;

export type MatchRunService = ReturnType<typeof createMatchRunService>;

function presentJob(job: JobRow): MatchRunJob {
  const matchRunId = job.result?.matchRunId;
  return {
    id: job.id,
    status: job.status,
    kind: job.payload.kind === 'Final' ? 'Final' : 'Trial',
    progress: job.progress,
    progressNote: job.progressNote,
    error: job.error,
    matchRunId: typeof matchRunId === 'number' ? matchRunId : null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

function presentRun(run: MatchRunSummaryRow, finalRunId: number | null): MatchRunSummary {
  const stats = run.stats as Record<string, number>;
  const problem = run.problem as { message?: string } | null;
  return {
    id: run.id,
    number: run.number,
    kind: run.kind === 'Final' ? 'Final' : 'Trial',
    status: run.status,
    isFinal: run.id === finalRunId,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
    durationMs: run.durationMs,
    startedByName: run.startedByName?.trim() || null,
    inputHash: run.inputHash,
    outputHash: run.outputHash,
    engineVersion: run.engineVersion,
    stats: {
      applicants: stats.applicants ?? 0,
      matched: stats.matched ?? 0,
      couples: stats.couples ?? 0,
      positions: stats.positions ?? 0,
      filled: stats.filled ?? 0,
      solveMs: stats.solveMs ?? 0,
    },
    problem: problem?.message ?? null,
  };
}

/** Why the final run cannot start now (deadlines not passed), or null. */
function finalDeclineReason(cycle: MatchCycleWithNames, now: Date): string | null {
  if (cycle.status !== 'Active') return messages.MatchRunNeedsActiveCycle;
  const open = [cycle.applicantsRankListDeadlineDate, cycle.programsRankListDeadlineDate].filter(
    (deadline) => deadline === null || !isRankListDeadlinePassed(deadline, now),
  );
  if (open.length === 0) return null;
  const deadlines = open.map((d) => (d === null ? '—' : formatPacificDateTime(d))).join(', ');
  return message('FinalMatchRunBeforeDeadlines', { deadlines });
}

export function createMatchRunService(deps: { db: DbExecutor; clock: Clock; jobs: JobRunner }) {
  const { db, clock, jobs } = deps;

  async function cycleOf(matchCycleId: number): Promise<MatchCycleWithNames> {
    const cycle = await findMatchCycle(db, matchCycleId);
    if (!cycle) throw notFound();
    return cycle;
  }

  async function isAnyResultReleased(matchCycleId: number): Promise<boolean> {
    const now = clock.now();
    const releases = await Promise.all(
      resultSendingAudiences.map((audience) => resultReleaseFor(db, matchCycleId, audience, now)),
    );
    return releases.some((release) => release.released);
  }

  async function report(matchCycleId: number): Promise<MatchRunReport> {
    const cycle = await cycleOf(matchCycleId);
    const [counts, latest, finalRunId, runs] = await Promise.all([
      countMatchRunInputs(db, matchCycleId),
      findLatestJobByKey(db, matchRunJobKey(matchCycleId)),
      findFinalRunId(db, matchCycleId),
      listMatchRuns(db, matchCycleId),
    ]);
    const now = clock.now();
    const declineFinal = finalDeclineReason(cycle, now);
    const busy = latest !== undefined && (latest.status === 'Queued' || latest.status === 'Running');
    return {
      matchCycleId,
      matchCycleName: cycle.matchName,
      status: cycle.status,
      applicants: {
        registered: counts.registeredApplicants,
        ranked: counts.rankedApplicantLists,
        certified: counts.certifiedApplicantLists,
        notCertified: counts.rankedApplicantLists - counts.certifiedApplicantLists,
        declaredNoList: counts.declaredNoList,
        deadline: cycle.applicantsRankListDeadlineDate?.toISOString() ?? null,
        isDeadlinePassed: isRankListDeadlinePassed(cycle.applicantsRankListDeadlineDate, now),
      },
      programs: {
        registered: counts.programs,
        positions: counts.positions,
        ranked: counts.rankedProgramLists,
        certified: counts.certifiedProgramLists,
        notCertified: counts.rankedProgramLists - counts.certifiedProgramLists,
        deadline: cycle.programsRankListDeadlineDate?.toISOString() ?? null,
        isDeadlinePassed: isRankListDeadlinePassed(cycle.programsRankListDeadlineDate, now),
      },
      couples: {
        linked: counts.linkedCouples,
        certified: counts.certifiedCoupleLists,
        pendingProposals: counts.pendingProposals,
        applicantsInCouples: counts.linkedCouples * 2,
      },
      actions: {
        canRunTrial: cycle.status === 'Active' && !busy,
        canRunFinal: declineFinal === null && !busy,
        finalDeclineReason: declineFinal,
      },
      latestJob: latest ? presentJob(latest) : null,
      finalRunId,
      runCount: runs.length,
    };
  }

  async function start(matchCycleId: number, kind: MatchRunKind, userId: string): Promise<MatchRunJob> {
    const cycle = await cycleOf(matchCycleId);
    if (cycle.status !== 'Active') throw conflict(messages.MatchRunNeedsActiveCycle);
    if (kind === 'Final') {
      const reason = finalDeclineReason(cycle, clock.now());
      if (reason !== null) throw conflict(reason);
    }
    try {
      const job = await jobs.enqueue({
        kind: MATCH_RUN_JOB,
        payload: { matchCycleId, kind },
        dedupeKey: matchRunJobKey(matchCycleId),
        createdByUserId: userId,
      });
      return presentJob(job);
    } catch (error) {
      if (error instanceof JobAlreadyQueued) throw conflict(messages.MatchRunAlreadyUnderWay);
      throw error;
    }
  }

  async function job(matchCycleId: number, jobId: number): Promise<MatchRunJob> {
    const row = await findJob(db, jobId);
    if (!row || row.kind !== MATCH_RUN_JOB || row.payload.matchCycleId !== matchCycleId) throw notFound();
    return presentJob(row);
  }

  async function history(matchCycleId: number) {
    const cycle = await cycleOf(matchCycleId);
    const [runs, finalRunId, released] = await Promise.all([
      listMatchRuns(db, matchCycleId),
      findFinalRunId(db, matchCycleId),
      isAnyResultReleased(matchCycleId),
    ]);
    return {
      matchCycleId,
      matchCycleName: cycle.matchName,
      finalRunId,
      canChangeFinal: !released,
      runs: runs.map((run) => presentRun(run, finalRunId)),
    };
  }

  async function runOfCycle(matchCycleId: number, matchRunId: number) {
    const run = await findMatchRun(db, matchRunId);
    if (!run || run.matchCycleId !== matchCycleId) throw notFound(messages.MatchRunNotFound);
    return run;
  }

  async function markFinal(matchCycleId: number, matchRunId: number, userId: string) {
    await cycleOf(matchCycleId);
    const run = await runOfCycle(matchCycleId, matchRunId);
    if (run.kind !== 'Final') throw conflict(messages.MatchRunNotFinalKind);
    if (run.status !== 'stable') throw conflict(messages.MatchRunNotStable);
    if (await isAnyResultReleased(matchCycleId)) throw conflict(messages.FinalRunLockedByRelease);
    await markFinalRun(db, { matchCycleId, matchRunId, userId, at: clock.now() });
    return history(matchCycleId);
  }

  async function assignments(
    matchCycleId: number,
    matchRunId: number,
    query: PageQuery & { search?: string | undefined },
  ) {
    await runOfCycle(matchCycleId, matchRunId);
    return listRunAssignments(db, matchRunId, { ...pageWindow(query), search: query.search });
  }

  async function compare(matchCycleId: number, first: number, second: number, page: PageQuery) {
    await Promise.all([runOfCycle(matchCycleId, first), runOfCycle(matchCycleId, second)]);
    return compareRuns(db, { first, second }, pageWindow(page));
  }

  return { report, start, job, history, markFinal, assignments, compare };
}
