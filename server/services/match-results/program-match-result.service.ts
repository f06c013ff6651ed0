/**
 * A program's match result of a cycle (business.md §2.3 `match-result`), for the program's own users:
 * before the release to programs only when it will be; after it, the applicants it matched with the
 * program's rank of each, its positions left unfilled, and the engine's reason for every applicant it
 * ranked and did not get.
 */
import type { ProgramMatchResult } from '../../../core/contracts/match-results/match-result.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  listApplicantsByCodes,
  listProgramMatches,
  listRankedOutsideRun,
} from '../../db/repositories/match-results.repository.ts';
import { findProgramInCycle } from '../../db/repositories/program-user.repository.ts';
import { conflict, notFound } from '../../errors.ts';
import { withNames } from './reason-text.ts';
import { resultReleaseFor } from './result-release-gate.ts';
import type { RunExplanations } from './run-explanations.ts';

export type ProgramMatchResultService = ReturnType<typeof createProgramMatchResultService>;

export function createProgramMatchResultService(deps: {
  db: DbExecutor;
  clock: Clock;
  explanations: RunExplanations;
}) {
  const { db, clock, explanations } = deps;

  return {
    async get(
      userId: string,
      where: { matchCycleCode: string; programCode: string },
    ): Promise<ProgramMatchResult> {
      const program = await findProgramInCycle(db, userId, where.programCode, where.matchCycleCode);
      // Not the user's program, or no such program or cycle: nobody learns which.
      if (!program) throw notFound();
      if (!program.takesPart) throw conflict(messages.ProgramNotInMatchCycle);
      const named = {
        matchCycleCode: program.cycleCode,
        matchCycleName: program.cycleName,
        programCode: program.programCode,
        programName: program.programName,
      };

      const release = await resultReleaseFor(db, program.cycleId, 'Program', clock.now());
      if (!release.released) return { released: false, ...named, releaseDate: release.releaseDate };

      const inRun = { matchRunId: release.matchRunId, programId: program.programId };
      const [explained, matched, outside] = await Promise.all([
        explanations.of(release.matchRunId),
        listProgramMatches(db, inRun),
        listRankedOutsideRun(db, { ...inRun, matchCycleId: program.cycleId }),
      ]);
      const mine = explained.programs[program.programCode];
      const notMatched = mine?.notMatched ?? [];
      const people = await listApplicantsByCodes(db, [
        ...new Set(notMatched.flatMap((r) => (r.partner ? [r.applicant, r.partner] : [r.applicant]))),
      ]);
      const names = new Map(people.map((p) => [p.code, p.name]));
      const positions = mine?.positions ?? 0;
      return {
        released: true,
        ...named,
        positions,
        filled: matched.length,
        unfilled: Math.max(0, positions - matched.length),
        matched,
        notMatched: [
          ...notMatched.map((reason) => ({
            applicantCode: reason.applicant,
            name: names.get(reason.applicant) ?? reason.applicant,
            rank: reason.rank,
            text: withNames(reason.text, names),
          })),
          ...outside.map((applicant) => ({
            ...applicant,
            rank: null,
            text: messages.ProgramResultApplicantNotInMatch,
          })),
        ],
      };
    },
  };
}
