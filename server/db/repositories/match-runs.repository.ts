/**
 * Match runs (issue 6): what a run reads (the certified lists of a cycle, as whole arrays so a
 * national season loads in a few statements), the run records with their assignments (immutable once
 * inserted: a trigger refuses updates and deletes), and the final-run mark.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PageQuery } from '../../../core/contracts/paging.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicantMatchCycles,
  applicants,
  coupleRankListEntries,
  couples,
  matchCycleFinalRuns,
  matchRunAssignments,
  matchRuns,
  programMatchCycles,
  programs,
  rankListEntries,
  rankLists,
  users,
} from '../schema.ts';
import { type PageLimits, pageOf, searchAny } from './paging.ts';

/** The id of the run an admin marked final for the cycle, or null. */
export async function findFinalRunId(db: DbExecutor, matchCycleId: number): Promise<number | null> {
  const [row] = await db
    .select({ matchRunId: matchCycleFinalRuns.matchRunId })
    .from(matchCycleFinalRuns)
    .where(eq(matchCycleFinalRuns.matchCycleId, matchCycleId));
  return row?.matchRunId ?? null;
}

export type CycleProgram = { id: number; code: string; positions: number };

export async function listCyclePrograms(db: DbExecutor, matchCycleId: number): Promise<CycleProgram[]> {
  return db
    .select({ id: programs.id, code: programs.code, positions: programMatchCycles.positions })
    .from(programMatchCycles)
    .innerJoin(programs, eq(programs.id, programMatchCycles.programId))
    .where(eq(programMatchCycles.matchCycleId, matchCycleId))
    .orderBy(asc(programs.id));
}

export type CycleApplicant = { id: number; code: string; declaredNoList: boolean };

/** The applicants registered for the cycle (codes are the match's ids). */
export async function listCycleApplicants(db: DbExecutor, matchCycleId: number): Promise<CycleApplicant[]> {
  return db
    .select({
      id: applicants.id,
      code: applicants.code,
      declaredNoList: sql<boolean>`${applicantMatchCycles.noRankListDeclaredAt} is not null`,
    })
    .from(applicantMatchCycles)
    .innerJoin(applicants, eq(applicants.id, applicantMatchCycles.applicantId))
    .where(eq(applicantMatchCycles.matchCycleId, matchCycleId))
    .orderBy(asc(applicants.id));
}

export type CertifiedList = { applicantId: number | null; programId: number | null; ranked: number[] };

/** Every certified single list (applicants' and programs') of the cycle, entries in rank order. */
export async function listCertifiedRankLists(db: DbExecutor, matchCycleId: number): Promise<CertifiedList[]> {
  const rows = await db
    .select({
      applicantId: rankLists.applicantId,
      programId: rankLists.programId,
      ranked: sql<number[]>`array_agg(${rankListEntries.subjectId} order by ${rankListEntries.rank})`,
    })
    .from(rankLists)
    .innerJoin(rankListEntries, eq(rankListEntries.rankListId, rankLists.id))
    .where(
      and(
        eq(rankLists.matchCycleId, matchCycleId),
        isNotNull(rankLists.certifiedAt),
        isNull(rankLists.coupleId),
      ),
    )
    .groupBy(rankLists.id);
  return rows.map((row) => ({ ...row, ranked: row.ranked.map(Number) }));
}

export type LinkedCouple = {
  proposerApplicantId: number;
  partnerApplicantId: number;
  /** The certified joint list's pairs in rank order ([proposer's program, partner's program]); null when not certified. */
  pairs: Array<[number | null, number | null]> | null;
};

export async function listLinkedCouples(db: DbExecutor, matchCycleId: number): Promise<LinkedCouple[]> {
  const rows = await db
    .select({
      proposerApplicantId: couples.proposerApplicantId,
      partnerApplicantId: couples.partnerApplicantId,
      pairs: sql<Array<[number | null, number | null]> | null>`(
        select json_agg(json_build_array(${coupleRankListEntries.proposerProgramId}, ${coupleRankListEntries.partnerProgramId}) order by ${coupleRankListEntries.rank})
        from ${coupleRankListEntries}
        where ${coupleRankListEntries.rankListId} = ${rankLists.id}
      )`,
    })
    .from(couples)
    .leftJoin(rankLists, and(eq(rankLists.coupleId, couples.id), isNotNull(rankLists.certifiedAt)))
    .where(
      and(
        eq(couples.matchCycleId, matchCycleId),
        eq(couples.status, 'Linked'),
        // A proposal nobody answered has no partner and is no couple (a check keeps Linked rows whole).
        isNotNull(couples.partnerApplicantId),
      ),
    )
    .orderBy(asc(couples.id));
  return rows.flatMap(({ partnerApplicantId, ...row }) =>
    partnerApplicantId === null ? [] : [{ ...row, partnerApplicantId }],
  );
}

export async function nextMatchRunNumber(db: DbExecutor, matchCycleId: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${matchRuns.number})` })
    .from(matchRuns)
    .where(eq(matchRuns.matchCycleId, matchCycleId));
  return Number(row?.last ?? 0) + 1;
}

export type NewMatchRun = typeof matchRuns.$inferInsert;
export type NewAssignment = {
  applicantId: number;
  programId: number | null;
  applicantChoice: number | null;
  programRank: number | null;
};

/**
 * Writes the run and every assignment. The assignments go as one JSON document expanded by the
 * database (one statement whatever the size of the match, on both drivers).
 */
export async function insertMatchRun(
  db: DbExecutor,
  run: NewMatchRun,
  assignments: readonly NewAssignment[],
): Promise<number> {
  const [inserted] = await db.insert(matchRuns).values(run).returning({ id: matchRuns.id });
  if (!inserted) throw new Error('match run not inserted');
  if (assignments.length > 0) {
    const rows = JSON.stringify(
      assignments.map((a) => [a.applicantId, a.programId, a.applicantChoice, a.programRank]),
    );
    await db.execute(sql`
      insert into ${matchRunAssignments} (match_run_id, applicant_id, program_id, applicant_choice, program_rank)
      select ${inserted.id}, (r->>0)::int, (r->>1)::int, (r->>2)::int, (r->>3)::int
      from jsonb_array_elements(${rows}::jsonb) as r`);
  }
  return inserted.id;
}

const runSummaryColumns = {
  id: matchRuns.id,
  matchCycleId: matchRuns.matchCycleId,
  number: matchRuns.number,
  kind: matchRuns.kind,
  status: matchRuns.status,
  startedAt: matchRuns.startedAt,
  finishedAt: matchRuns.finishedAt,
  durationMs: matchRuns.durationMs,
  inputHash: matchRuns.inputHash,
  outputHash: matchRuns.outputHash,
  engineVersion: matchRuns.engineVersion,
  stats: matchRuns.stats,
  problem: matchRuns.problem,
  startedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};

export type MatchRunSummaryRow = Awaited<ReturnType<typeof listMatchRuns>>[number];

/** A cycle's runs, newest first (never the stored input: it can be megabytes). */
export async function listMatchRuns(db: DbExecutor, matchCycleId: number) {
  return db
    .select(runSummaryColumns)
    .from(matchRuns)
    .leftJoin(users, eq(users.id, matchRuns.startedByUserId))
    .where(eq(matchRuns.matchCycleId, matchCycleId))
    .orderBy(desc(matchRuns.number));
}

export async function findMatchRun(db: DbExecutor, matchRunId: number) {
  const [row] = await db
    .select(runSummaryColumns)
    .from(matchRuns)
    .leftJoin(users, eq(users.id, matchRuns.startedByUserId))
    .where(eq(matchRuns.id, matchRunId));
  return row;
}

/** The instance a run solved, exactly as stored. */
export async function findMatchRunInput(db: DbExecutor, matchRunId: number): Promise<unknown> {
  const [row] = await db
    .select({ input: matchRuns.input })
    .from(matchRuns)
    .where(eq(matchRuns.id, matchRunId));
  return row?.input;
}

export async function markFinalRun(
  db: DbExecutor,
  mark: { matchCycleId: number; matchRunId: number; userId: string | null; at: Date },
): Promise<void> {
  await db
    .insert(matchCycleFinalRuns)
    .values({
      matchCycleId: mark.matchCycleId,
      matchRunId: mark.matchRunId,
      markedByUserId: mark.userId,
      markedAt: mark.at,
    })
    .onConflictDoUpdate({
      target: matchCycleFinalRuns.matchCycleId,
      set: { matchRunId: mark.matchRunId, markedByUserId: mark.userId, markedAt: mark.at },
    });
}

export async function countMatchRunAssignments(db: DbExecutor, matchRunId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matchRunAssignments)
    .where(eq(matchRunAssignments.matchRunId, matchRunId));
  return Number(row?.n ?? 0);
}

const applicantName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** A run's results with names, one page at a time (admins read trial and final runs alike). */
export async function listRunAssignments(
  db: DbExecutor,
  matchRunId: number,
  query: { limit: number; offset: number; search?: string | undefined },
) {
  const where = and(
    eq(matchRunAssignments.matchRunId, matchRunId),
    searchAny(query.search, [
      sql`(${users.lastName} || ' ' || ${users.firstName})`,
      applicants.code,
      programs.name,
    ]),
  );
  const { limit, offset } = pageOf(query);
  const rows = await db
    .select({
      applicantId: matchRunAssignments.applicantId,
      applicantCode: applicants.code,
      applicantName,
      programId: matchRunAssignments.programId,
      programCode: programs.code,
      programName: programs.name,
      applicantChoice: matchRunAssignments.applicantChoice,
      programRank: matchRunAssignments.programRank,
      total: sql<number>`count(*) over ()`,
    })
    .from(matchRunAssignments)
    .innerJoin(applicants, eq(applicants.id, matchRunAssignments.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .leftJoin(programs, eq(programs.id, matchRunAssignments.programId))
    .where(where)
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(applicants.id))
    .limit(limit)
    .offset(offset);
  return { items: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/** Who moved between two runs: a changed program, or in one run only. One page, with totals. */
export async function compareRuns(
  db: DbExecutor,
  runs: { first: number; second: number },
  page: PageQuery | PageLimits,
) {
  const { limit, offset } = pageOf(page);
  const result = await db.execute(sql`
    with a as (select applicant_id, program_id from ${matchRunAssignments} where match_run_id = ${runs.first}),
    b as (select applicant_id, program_id from ${matchRunAssignments} where match_run_id = ${runs.second}),
    joined as (
      select coalesce(a.applicant_id, b.applicant_id) as applicant_id, a.program_id as from_id, b.program_id as to_id,
        a.applicant_id is not null as in_first, b.applicant_id is not null as in_second,
        a.applicant_id is not null and b.applicant_id is not null and a.program_id is not distinct from b.program_id as same
      from a full outer join b on a.applicant_id = b.applicant_id
    ),
    moves as (select * from joined where not same)
    select m.applicant_id as "applicantId", ap.code as "applicantCode",
      trim(u.first_name || ' ' || u.last_name) as "applicantName",
      pf.code as "fromCode", pf.name as "fromName", pt.code as "toCode", pt.name as "toName",
      m.in_first as "inFirst", m.in_second as "inSecond",
      (select count(*) from moves) as "total", (select count(*) from joined where same) as "unchanged"
    from moves m
    join ${applicants} ap on ap.id = m.applicant_id
    join ${users} u on u.id = ap.user_id
    left join ${programs} pf on pf.id = m.from_id
    left join ${programs} pt on pt.id = m.to_id
    order by lower(u.last_name), lower(u.first_name), ap.id
    limit ${limit} offset ${offset}`);
  const rows = rowsOf(result);
  // Without a move on this page the totals are not in any row: count them on their own.
  const totals =
    rows[0] ??
    rowsOf(
      await db.execute(sql`
        select count(*) filter (where a.program_id is distinct from b.program_id or a.applicant_id is null or b.applicant_id is null) as "total",
          count(*) filter (where a.applicant_id is not null and b.applicant_id is not null and a.program_id is not distinct from b.program_id) as "unchanged"
        from (select applicant_id, program_id from ${matchRunAssignments} where match_run_id = ${runs.first}) a
        full outer join (select applicant_id, program_id from ${matchRunAssignments} where match_run_id = ${runs.second}) b
          on a.applicant_id = b.applicant_id`),
    )[0];
  return {
    items: rows.map((r) => ({
      applicantId: Number(r.applicantId),
      applicantCode: String(r.applicantCode),
      applicantName: String(r.applicantName),
      from: r.fromCode == null ? null : { programCode: String(r.fromCode), programName: String(r.fromName) },
      to: r.toCode == null ? null : { programCode: String(r.toCode), programName: String(r.toName) },
      inFirst: Boolean(r.inFirst),
      inSecond: Boolean(r.inSecond),
    })),
    total: Number(totals?.total ?? 0),
    unchanged: Number(totals?.unchanged ?? 0),
  };
}
