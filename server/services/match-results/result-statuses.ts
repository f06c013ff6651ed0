/**
 * The match result status (business.md §3.8, ADR 0016) of a set of applicants of a cycle, from the
 * final run and the data around it, in two statements whatever the size of the set. Callers go
 * through the release gate first (`result-release-gate.ts`): this reads the run.
 */
import {
  isOffer,
  type MatchResultStatus,
  matchResultStatus,
} from '../../../core/domain/match-result-status.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  listApplicantResultRows,
  listRankingPrograms,
} from '../../db/repositories/match-results.repository.ts';

export type ApplicantResultStatus = {
  status: MatchResultStatus;
  /** The applicant (alone or in its couple) was in the run. */
  inRun: boolean;
  matchedProgramId: number | null;
  /** Where the applicant (or its couple) ranked its match. */
  applicantChoice: number | null;
};

/**
 * Statuses of the given applicants registered for the cycle (an applicant not registered is left
 * out of the answer), for its released final run.
 */
export async function resultStatusesOf(
  db: DbExecutor,
  where: { matchCycleId: number; matchRunId: number; applicantIds: readonly number[] },
): Promise<Map<number, ApplicantResultStatus>> {
  const [rows, ranking] = await Promise.all([
    listApplicantResultRows(db, where),
    listRankingPrograms(db, where),
  ]);
  const listing = new Map<number, { listedBy: number; offers: number }>();
  for (const program of ranking) {
    const counts = listing.get(program.applicantId) ?? { listedBy: 0, offers: 0 };
    counts.listedBy++;
    if (isOffer(program, program.rank)) counts.offers++;
    listing.set(program.applicantId, counts);
  }
  const statuses = new Map<number, ApplicantResultStatus>();
  for (const row of rows) {
    const status = matchResultStatus({
      matchCanceled: false,
      registrationUnpaid: row.registrationUnpaid,
      sentApplications: row.sentApplications,
      withdrawnApplications: row.withdrawnApplications,
      matched: row.matchedProgramId !== null,
      declaredNoRankList: row.declaredNoRankList,
      listInRun: row.inRun,
      ...(listing.get(row.applicantId) ?? { listedBy: 0, offers: 0 }),
    });
    statuses.set(row.applicantId, {
      status,
      inRun: row.inRun,
      matchedProgramId: row.matchedProgramId,
      applicantChoice: row.applicantChoice,
    });
  }
  return statuses;
}

/** Applicants per statement pair when a whole cycle's statuses are read (a national cycle: 52,500); below the 65,535 parameters of a statement. */
const STATUS_CHUNK = 20_000;

/** `resultStatusesOf` for any number of applicants, a few thousand per pair of statements. */
export async function resultStatusesOfMany(
  db: DbExecutor,
  where: { matchCycleId: number; matchRunId: number; applicantIds: readonly number[] },
): Promise<Map<number, ApplicantResultStatus>> {
  const all = new Map<number, ApplicantResultStatus>();
  for (let from = 0; from < where.applicantIds.length; from += STATUS_CHUNK) {
    const chunk = where.applicantIds.slice(from, from + STATUS_CHUNK);
    for (const [id, status] of await resultStatusesOf(db, { ...where, applicantIds: chunk }))
      all.set(id, status);
  }
  return all;
}
