/**
 * Reads of a final run's results (issue 6): what the applicants' result statuses are computed from,
 * the programs and applicants behind the codes of a run, and a program's matched applicants. Every
 * read takes a set and answers it in one statement, whatever its size.
 */
import { and, asc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import {
  applicantMatchCycles,
  applicants,
  applications,
  invoices,
  matchRunAssignments,
  medicalSchools,
  programMatchCycles,
  programs,
  rankListEntries,
  rankLists,
  states,
  users,
} from '../schema.ts';

export type ApplicantResultRow = {
  applicantId: number;
  registrationUnpaid: boolean;
  declaredNoRankList: boolean;
  sentApplications: number;
  withdrawnApplications: number;
  /** The applicant (alone or in its couple) was in the run. */
  inRun: boolean;
  matchedProgramId: number | null;
  applicantChoice: number | null;
};

/** Per applicant registered for the cycle: its registration, its applications and its place in the run. */
export async function listApplicantResultRows(
  db: DbExecutor,
  where: { matchCycleId: number; matchRunId: number; applicantIds: readonly number[] },
): Promise<ApplicantResultRow[]> {
  if (where.applicantIds.length === 0) return [];
  const sent = and(
    eq(applications.applicantId, applicantMatchCycles.applicantId),
    eq(applications.matchCycleId, where.matchCycleId),
    isNotNull(applications.publishedAt),
  );
  const rows = await db
    .select({
      applicantId: applicantMatchCycles.applicantId,
      registrationUnpaid: sql<boolean>`coalesce(${invoices.status} = 'Unpaid', false)`,
      declaredNoRankList: sql<boolean>`${applicantMatchCycles.noRankListDeclaredAt} is not null`,
      sentApplications: sql<number>`(select count(*) from ${applications} where ${sent})`,
      withdrawnApplications: sql<number>`(select count(*) from ${applications} where ${sent} and ${applications.status} = 'Withdrawn')`,
      inRun: sql<boolean>`${matchRunAssignments.applicantId} is not null`,
      matchedProgramId: matchRunAssignments.programId,
      applicantChoice: matchRunAssignments.applicantChoice,
    })
    .from(applicantMatchCycles)
    .leftJoin(invoices, eq(invoices.id, applicantMatchCycles.invoiceId))
    .leftJoin(
      matchRunAssignments,
      and(
        eq(matchRunAssignments.matchRunId, where.matchRunId),
        eq(matchRunAssignments.applicantId, applicantMatchCycles.applicantId),
      ),
    )
    .where(
      and(
        eq(applicantMatchCycles.matchCycleId, where.matchCycleId),
        inArray(applicantMatchCycles.applicantId, [...where.applicantIds]),
      ),
    );
  return rows.map((r) => ({
    ...r,
    sentApplications: Number(r.sentApplications),
    withdrawnApplications: Number(r.withdrawnApplications),
  }));
}

export type RankingProgramRow = {
  applicantId: number;
  programId: number;
  /** The program's rank of the applicant on its certified list. */
  rank: number;
  positions: number;
  filled: number;
  /** The rank (same list) of the last applicant the program matched in the run; null when none. */
  lastMatchedRank: number | null;
};

/**
 * Every program of the cycle that ranked one of the applicants on its certified list, with how the
 * program came out of the run. Ranks are those of the program's own list, so the applicants left out
 * of the run (no certified list of theirs) compare with the matched ones as the program ranked them.
 */
export async function listRankingPrograms(
  db: DbExecutor,
  where: { matchCycleId: number; matchRunId: number; applicantIds: readonly number[] },
): Promise<RankingProgramRow[]> {
  if (where.applicantIds.length === 0) return [];
  // Each program's figures once (materialized), not once per entry that names one of the applicants:
  // at national scale that is 6,600 programs against some 600,000 entries.
  const result = await db.execute(sql`
    with figures as materialized (
      select l.id as list_id, l.program_id, pmc.positions,
        (select count(*) from ${matchRunAssignments} m
          where m.match_run_id = ${where.matchRunId} and m.program_id = l.program_id) as filled,
        (select max(e2.rank) from ${rankListEntries} e2
          join ${matchRunAssignments} m2 on m2.match_run_id = ${where.matchRunId}
            and m2.applicant_id = e2.subject_id and m2.program_id = l.program_id
          where e2.rank_list_id = l.id) as last_matched_rank
      from ${rankLists} l
      join ${programMatchCycles} pmc on pmc.program_id = l.program_id and pmc.match_cycle_id = l.match_cycle_id
      where l.match_cycle_id = ${where.matchCycleId} and l.certified_at is not null
    )
    select ${rankListEntries.subjectId} as "applicantId", f.program_id as "programId", ${rankListEntries.rank} as "rank",
      f.positions as "positions", f.filled as "filled", f.last_matched_rank as "lastMatchedRank"
    from figures f
    join ${rankListEntries} on ${rankListEntries.rankListId} = f.list_id
    where ${inArray(rankListEntries.subjectId, [...where.applicantIds])}`);
  const rows = (
    Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows
  ) as Record<string, unknown>[];
  return rows.map((r) => ({
    applicantId: Number(r.applicantId),
    programId: Number(r.programId),
    rank: Number(r.rank),
    positions: Number(r.positions),
    filled: Number(r.filled),
    lastMatchedRank: r.lastMatchedRank === null ? null : Number(r.lastMatchedRank),
  }));
}

/** The run's assignments as the engine names them (codes), for explaining the run. */
export async function listRunAssignmentCodes(
  db: DbExecutor,
  matchRunId: number,
): Promise<Array<{ applicant: string; program: string | null }>> {
  return db
    .select({ applicant: applicants.code, program: programs.code })
    .from(matchRunAssignments)
    .innerJoin(applicants, eq(applicants.id, matchRunAssignments.applicantId))
    .leftJoin(programs, eq(programs.id, matchRunAssignments.programId))
    .where(eq(matchRunAssignments.matchRunId, matchRunId));
}

export type ProgramByCode = {
  id: number;
  code: string;
  name: string;
  city: string | null;
  stateName: string | null;
};

export async function listProgramsByCodes(
  db: DbExecutor,
  codes: readonly string[],
): Promise<ProgramByCode[]> {
  if (codes.length === 0) return [];
  return db
    .select({
      id: programs.id,
      code: programs.code,
      name: programs.name,
      city: programs.city,
      stateName: states.name,
    })
    .from(programs)
    .leftJoin(states, eq(states.id, programs.stateId))
    .where(inArray(programs.code, [...codes]));
}

export type ApplicantByCode = { id: number; code: string; name: string; medicalSchool: string | null };

export async function listApplicantsByCodes(
  db: DbExecutor,
  codes: readonly string[],
): Promise<ApplicantByCode[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({
      id: applicants.id,
      code: applicants.code,
      firstName: users.firstName,
      lastName: users.lastName,
      medicalSchool: medicalSchools.name,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .leftJoin(medicalSchools, eq(medicalSchools.id, applicants.medicalSchoolId))
    .where(inArray(applicants.code, [...codes]));
  return rows.map(({ firstName, lastName, ...rest }) => ({
    ...rest,
    name: `${firstName} ${lastName}`.trim(),
  }));
}

export type ProgramMatch = {
  applicantCode: string;
  name: string;
  medicalSchool: string | null;
  /** The program's rank of the applicant among those in the run. */
  rank: number | null;
};

/** The applicants the run matched to the program, in the program's order. */
export async function listProgramMatches(
  db: DbExecutor,
  where: { matchRunId: number; programId: number },
): Promise<ProgramMatch[]> {
  const rows = await db
    .select({
      applicantCode: applicants.code,
      firstName: users.firstName,
      lastName: users.lastName,
      medicalSchool: medicalSchools.name,
      rank: matchRunAssignments.programRank,
    })
    .from(matchRunAssignments)
    .innerJoin(applicants, eq(applicants.id, matchRunAssignments.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .leftJoin(medicalSchools, eq(medicalSchools.id, applicants.medicalSchoolId))
    .where(
      and(
        eq(matchRunAssignments.matchRunId, where.matchRunId),
        eq(matchRunAssignments.programId, where.programId),
      ),
    )
    .orderBy(asc(matchRunAssignments.programRank), asc(applicants.code));
  return rows.map(({ firstName, lastName, ...rest }) => ({
    ...rest,
    name: `${firstName} ${lastName}`.trim(),
  }));
}

export type RankedOutsideRun = { applicantCode: string; name: string };

/**
 * The applicants on the program's certified list who were not in the run (no certified list of
 * theirs), in the program's order: the engine never saw them, so it has no reason for them.
 */
export async function listRankedOutsideRun(
  db: DbExecutor,
  where: { matchCycleId: number; matchRunId: number; programId: number },
): Promise<RankedOutsideRun[]> {
  const rows = await db
    .select({
      applicantCode: applicants.code,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(rankLists)
    .innerJoin(rankListEntries, eq(rankListEntries.rankListId, rankLists.id))
    .innerJoin(applicants, eq(applicants.id, rankListEntries.subjectId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(
      and(
        eq(rankLists.matchCycleId, where.matchCycleId),
        eq(rankLists.programId, where.programId),
        isNotNull(rankLists.certifiedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(matchRunAssignments)
            .where(
              and(
                eq(matchRunAssignments.matchRunId, where.matchRunId),
                eq(matchRunAssignments.applicantId, rankListEntries.subjectId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(rankListEntries.rank));
  return rows.map(({ firstName, lastName, ...rest }) => ({
    ...rest,
    name: `${firstName} ${lastName}`.trim(),
  }));
}
