/**
 * The applicant's match result of a cycle (business.md §2.2 `match-result`): before the release to
 * applicants only when it will be; after it, the matched program or the result status, and the
 * engine's reason for every program (or pair, in a couple) ranked above the match.
 */
import type {
  ApplicantMatchResult,
  ApplicantResultReason,
} from '../../../core/contracts/match-results/match-result.contract.ts';
import type { ApplicantExplanation, ApplicantReason, CoupleReason } from '../../../core/match/explain.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  listApplicantsByCodes,
  listProgramsByCodes,
  type ProgramByCode,
} from '../../db/repositories/match-results.repository.ts';
import { findFinalRunId } from '../../db/repositories/match-runs.repository.ts';
import { notFound } from '../../errors.ts';
import type { ApplicantAccess } from '../applicants/applicant-access.service.ts';
import { withNames } from './reason-text.ts';
import { resultReleaseFor } from './result-release-gate.ts';
import { resultStatusesOf } from './result-statuses.ts';
import type { RunExplanations } from './run-explanations.ts';

export type ApplicantMatchResultService = ReturnType<typeof createApplicantMatchResultService>;

const isCoupleReason = (reason: ApplicantReason | CoupleReason): reason is CoupleReason => 'pair' in reason;

/** The program codes an explanation names: the match and every program of the reasons. */
function programCodesOf(explanation: ApplicantExplanation): string[] {
  const codes = new Set<string>();
  if (explanation.matched) codes.add(explanation.matched);
  for (const reason of explanation.reasons) {
    if (isCoupleReason(reason)) {
      for (const code of reason.pair) if (code) codes.add(code);
    } else codes.add(reason.program);
  }
  return [...codes];
}

export function createApplicantMatchResultService(deps: {
  db: DbExecutor;
  clock: Clock;
  access: ApplicantAccess;
  explanations: RunExplanations;
}) {
  const { db, clock, access, explanations } = deps;

  return {
    async get(userId: string, matchCycleCode: string): Promise<ApplicantMatchResult> {
      const { applicant, cycle, registration } = await access.inCycle(userId, { code: matchCycleCode });
      // Only a registered applicant has a result in the cycle.
      if (!registration) throw notFound();
      const named = { matchCycleCode: cycle.code, matchCycleName: cycle.name };

      const release = await resultReleaseFor(db, cycle.id, 'Applicant', clock.now());
      if (!release.released) {
        // An archived cycle that never got a final run: the match did not take place (no result to hide).
        if (cycle.status === 'Archived' && (await findFinalRunId(db, cycle.id)) === null) {
          return {
            released: true,
            ...named,
            status: 'MatchCanceled',
            matched: null,
            partner: null,
            reasons: [],
          };
        }
        return { released: false, ...named, releaseDate: release.releaseDate };
      }

      const where = { matchCycleId: cycle.id, matchRunId: release.matchRunId, applicantIds: [applicant.id] };
      const outcome = (await resultStatusesOf(db, where)).get(applicant.id);
      if (!outcome) throw notFound();
      if (!outcome.inRun) {
        return {
          released: true,
          ...named,
          status: outcome.status,
          matched: null,
          partner: null,
          reasons: [],
        };
      }

      const explanation = (await explanations.of(release.matchRunId)).applicants[applicant.code];
      if (!explanation) {
        return {
          released: true,
          ...named,
          status: outcome.status,
          matched: null,
          partner: null,
          reasons: [],
        };
      }
      const [programList, partners] = await Promise.all([
        listProgramsByCodes(db, programCodesOf(explanation)),
        explanation.partner ? listApplicantsByCodes(db, [explanation.partner]) : Promise.resolve([]),
      ]);
      const programs = new Map(programList.map((p) => [p.code, p]));
      const names = new Map<string, string>([
        ...programList.map((p) => [p.code, p.name] as const),
        ...partners.map((p) => [p.code, p.name] as const),
      ]);
      const ref = (code: string | null) => {
        const program: ProgramByCode | undefined = code === null ? undefined : programs.get(code);
        return program ? { code: program.code, name: program.name } : null;
      };
      const reasons: ApplicantResultReason[] = explanation.reasons.map((reason) =>
        isCoupleReason(reason)
          ? {
              choice: reason.choice,
              program: ref(reason.you.program),
              partnerProgram: ref(reason.partner.program),
              text: withNames(reason.text, names),
            }
          : {
              choice: reason.choice,
              program: ref(reason.program),
              partnerProgram: null,
              text: withNames(reason.text, names),
            },
      );
      const matchedProgram = explanation.matched ? programs.get(explanation.matched) : undefined;
      const partner = partners[0];
      return {
        released: true,
        ...named,
        status: outcome.status,
        matched: matchedProgram
          ? {
              code: matchedProgram.code,
              name: matchedProgram.name,
              city: matchedProgram.city,
              stateName: matchedProgram.stateName,
              choice: outcome.applicantChoice ?? explanation.choice,
            }
          : null,
        partner: partner ? { code: partner.code, name: partner.name } : null,
        reasons,
      };
    },
  };
}
