/**
 * The applicant's cycle home summary (issue 13): the facts behind "what to do next", read in a few
 * statements — the CAS completeness (as the CAS page judges it), one statement of counts, the result
 * release gate.
 */
import type { ApplicantHomeSummary } from '../../../core/contracts/applicants/applicant-home.contract.ts';
import { isRankListDeadlinePassed } from '../../../core/domain/rank-lists.ts';
import { readApplicantHomeCounts } from '../../db/repositories/applicant-home.repository.ts';
import { forbiddenResource } from '../../errors.ts';
import { resultReleaseFor } from '../match-results/result-release-gate.ts';
import type { ApplicantServiceDeps } from './applicant-deps.ts';
import { assembleCas } from './cas.service.ts';

export type ApplicantHomeService = ReturnType<typeof createApplicantHomeService>;

export function createApplicantHomeService(deps: Pick<ApplicantServiceDeps, 'db' | 'clock' | 'access'>) {
  const { db, clock, access } = deps;
  return {
    async summary(userId: string, matchCycleCode: string): Promise<ApplicantHomeSummary> {
      const { applicant, cycle, registration } = await access.inCycle(userId, { code: matchCycleCode });
      if (!registration) throw forbiddenResource();
      const now = clock.now();
      const [cas, counts, release] = await Promise.all([
        assembleCas(
          db,
          applicant.id,
          { code: cycle.code, name: cycle.name },
          { userId, roles: ['Applicant'] },
        ),
        readApplicantHomeCounts(db, applicant.id, cycle.id),
        resultReleaseFor(db, cycle.id, 'Applicant', now),
      ]);
      const deadline = cycle.applicantsRankListDeadlineDate;
      return {
        matchCycleCode: cycle.code,
        application: { isComplete: cas.isComplete, missingCount: cas.missing.length },
        letters: { requested: counts.lettersRequested, pending: counts.lettersPending },
        applications: { sent: counts.applicationsSent, inProgress: counts.applicationsInProgress },
        rankList: {
          state: counts.rankListCertifiedAt
            ? 'Certified'
            : counts.rankListEntries > 0
              ? 'Saved'
              : 'NotStarted',
          entries: counts.rankListEntries,
          certifiedAt: counts.rankListCertifiedAt?.toISOString() ?? null,
          deadline: deadline?.toISOString() ?? null,
          isDeadlinePassed: deadline ? isRankListDeadlinePassed(deadline, now) : false,
          isDeclined: registration.noRankListDeclaredAt !== null,
        },
        matchResult: release.released
          ? { released: true, releaseDate: null }
          : { released: false, releaseDate: release.releaseDate },
      };
    },
  };
}
