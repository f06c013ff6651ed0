/**
 * Builds the match instance of a cycle from its certified lists (issue 6). Ids in the instance are
 * applicant and program codes, so a stored run reads like the command line's input and can be
 * re-checked with it. Who takes part:
 * - every program of the cycle, with its positions; its list counts only when certified;
 * - a single applicant registered for the cycle whose own list is certified and who is not in a
 *   linked couple;
 * - a linked couple whose joint list is certified (its members' own lists are not read).
 * Entries naming someone outside the run (a program that left the cycle, an applicant without a
 * certified list) are dropped: they could never match.
 */
import type { CoupleRecord, MatchInstance, ProgramRecord } from '../../../core/match/instance.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  listCertifiedRankLists,
  listCycleApplicants,
  listCyclePrograms,
  listLinkedCouples,
} from '../../db/repositories/match-runs.repository.ts';

export type LoadedInstance = {
  instance: MatchInstance;
  applicantIdByCode: Map<string, number>;
  programIdByCode: Map<string, number>;
  /** What was read, for the run's statistics. */
  counts: {
    registeredApplicants: number;
    programs: number;
    certifiedApplicantLists: number;
    certifiedProgramLists: number;
    linkedCouples: number;
    certifiedCoupleLists: number;
  };
};

export async function loadMatchInstance(db: DbExecutor, matchCycleId: number): Promise<LoadedInstance> {
  const [cyclePrograms, cycleApplicants, lists, linkedCouples] = await Promise.all([
    listCyclePrograms(db, matchCycleId),
    listCycleApplicants(db, matchCycleId),
    listCertifiedRankLists(db, matchCycleId),
    listLinkedCouples(db, matchCycleId),
  ]);

  const programCode = new Map(cyclePrograms.map((p) => [p.id, p.code]));
  const applicantCode = new Map(cycleApplicants.map((a) => [a.id, a.code]));
  const inCouple = new Set(linkedCouples.flatMap((c) => [c.proposerApplicantId, c.partnerApplicantId]));

  const couples: CoupleRecord[] = [];
  const inRun = new Set<number>();
  for (const couple of linkedCouples) {
    const first = applicantCode.get(couple.proposerApplicantId);
    const second = applicantCode.get(couple.partnerApplicantId);
    if (couple.pairs === null || first === undefined || second === undefined) continue;
    const side = (id: number | null): string | null | undefined =>
      id === null ? null : programCode.get(Number(id));
    const rank: CoupleRecord['rank'] = [];
    const seen = new Set<string>();
    for (const [a, b] of couple.pairs) {
      const pa = side(a);
      const pb = side(b);
      // A pair naming a program outside the cycle cannot be matched; a repeated pair adds nothing.
      if (pa === undefined || pb === undefined || (pa === null && pb === null)) continue;
      const key = `${pa}\u0000${pb}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rank.push([pa, pb]);
    }
    couples.push({ members: [first, second], rank });
    inRun.add(couple.proposerApplicantId);
    inRun.add(couple.partnerApplicantId);
  }

  const applicantsInRun: MatchInstance['applicants'] = [];
  const programLists = new Map<number, number[]>();
  let certifiedApplicantLists = 0;
  for (const list of lists) {
    if (list.programId !== null) {
      programLists.set(list.programId, list.ranked);
      continue;
    }
    if (list.applicantId === null) continue;
    const code = applicantCode.get(list.applicantId);
    if (code === undefined || inCouple.has(list.applicantId)) continue;
    certifiedApplicantLists++;
    inRun.add(list.applicantId);
    applicantsInRun.push({
      id: code,
      rank: list.ranked.flatMap((programId) => {
        const c = programCode.get(programId);
        return c === undefined ? [] : [c];
      }),
    });
  }

  const programRecords: ProgramRecord[] = cyclePrograms.map((program) => ({
    id: program.code,
    positions: program.positions,
    rank: (programLists.get(program.id) ?? []).flatMap((applicantId) => {
      const c = applicantCode.get(applicantId);
      return c !== undefined && inRun.has(applicantId) ? [c] : [];
    }),
  }));

  return {
    instance: { programs: programRecords, applicants: applicantsInRun, couples },
    applicantIdByCode: new Map(cycleApplicants.map((a) => [a.code, a.id])),
    programIdByCode: new Map(cyclePrograms.map((p) => [p.code, p.id])),
    counts: {
      registeredApplicants: cycleApplicants.length,
      programs: cyclePrograms.length,
      certifiedApplicantLists,
      certifiedProgramLists: programLists.size,
      linkedCouples: linkedCouples.length,
      certifiedCoupleLists: couples.length,
    },
  };
}
