/** The pre-run report's counts (issue 6), in one statement whatever the size of the cycle. */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applicantMatchCycles, couples, programMatchCycles, rankListEntries, rankLists } from '../schema.ts';

export type MatchRunCounts = {
  registeredApplicants: number;
  declaredNoList: number;
  rankedApplicantLists: number;
  certifiedApplicantLists: number;
  programs: number;
  positions: number;
  rankedProgramLists: number;
  certifiedProgramLists: number;
  linkedCouples: number;
  certifiedCoupleLists: number;
  pendingProposals: number;
};

type Row = Record<string, unknown>;
const firstRow = (result: unknown): Row =>
  (Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []))[0] ?? {};

export async function countMatchRunInputs(db: DbExecutor, matchCycleId: number): Promise<MatchRunCounts> {
  const result = await db.execute(sql`
    with lists as (
      select l.applicant_id, l.program_id, l.couple_id, l.certified_at is not null as certified,
        exists (select 1 from ${rankListEntries} e where e.rank_list_id = l.id)
          or exists (select 1 from couple_rank_list_entries ce where ce.rank_list_id = l.id) as ranked
      from ${rankLists} l where l.match_cycle_id = ${matchCycleId}
    )
    select
      (select count(*) from ${applicantMatchCycles} where match_cycle_id = ${matchCycleId}) as "registeredApplicants",
      (select count(*) from ${applicantMatchCycles} where match_cycle_id = ${matchCycleId} and no_rank_list_declared_at is not null) as "declaredNoList",
      (select count(*) from lists where applicant_id is not null and ranked) as "rankedApplicantLists",
      (select count(*) from lists where applicant_id is not null and ranked and certified) as "certifiedApplicantLists",
      (select count(*) from ${programMatchCycles} where match_cycle_id = ${matchCycleId}) as "programs",
      (select coalesce(sum(positions), 0) from ${programMatchCycles} where match_cycle_id = ${matchCycleId}) as "positions",
      (select count(*) from lists where program_id is not null and ranked) as "rankedProgramLists",
      (select count(*) from lists where program_id is not null and ranked and certified) as "certifiedProgramLists",
      (select count(*) from ${couples} where match_cycle_id = ${matchCycleId} and status = 'Linked') as "linkedCouples",
      (select count(*) from lists join ${couples} c on c.id = lists.couple_id
        where c.status = 'Linked' and ranked and certified) as "certifiedCoupleLists",
      (select count(*) from ${couples} where match_cycle_id = ${matchCycleId} and status = 'Proposed'
        and partner_applicant_id is not null) as "pendingProposals"`);
  const row = firstRow(result);
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)]),
  ) as MatchRunCounts;
}
