/** The program portal's reads (issue 15): the caller's program by code, what is due, the cycle's counts. */
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import {
  applications,
  interviewDays,
  interviewInvitations,
  programMatchCycles,
  programs,
  programUsers,
  rankListEntries,
  rankLists,
} from '../schema.ts';
import { isoOf, isoText, rowsOf } from './sql-rows.ts';

export type ProgramOfUser = {
  id: number;
  code: string;
  name: string;
  specialtyId: number;
  isActive: boolean;
  isDirector: boolean;
};

/** The program (by code) when the user is one of its users; undefined otherwise (nobody learns which). */
export async function findProgramOfUser(
  db: DbExecutor,
  userId: string,
  programCode: string,
): Promise<ProgramOfUser | undefined> {
  const [row] = await db
    .select({
      id: programs.id,
      code: programs.code,
      name: programs.name,
      specialtyId: programs.specialtyId,
      isActive: programs.isActive,
      isDirector: programUsers.isDirector,
    })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .where(and(eq(programUsers.userId, userId), eq(programs.code, programCode)))
    .limit(1);
  return row;
}

/** How many directors the program has. */
export async function countProgramDirectors(db: DbExecutor, programId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(programUsers)
    .where(and(eq(programUsers.programId, programId), eq(programUsers.isDirector, true)));
  return row?.count ?? 0;
}

export type RankListFigures = { certifiedAt: string | null; entries: number };

export type HomeCounts = RankListFigures & {
  applicationsToReview: number;
  invitationsPending: number;
  interviewDays: number;
};

/** The program's rank list in the cycle: when certified, and how many entries (SQL fragments). */
const rankListColumns = (programId: number, matchCycleId: number) => sql`
  ${isoText(sql`(select r.certified_at from ${rankLists} r
    where r.program_id = ${programId} and r.match_cycle_id = ${matchCycleId})`)} as "certifiedAt",
  (select count(*)::int from ${rankListEntries} e join ${rankLists} r on r.id = e.rank_list_id
    where r.program_id = ${programId} and r.match_cycle_id = ${matchCycleId}) as "entries"`;

/**
 * What is due for the program in the cycle, in one statement: published applications with neither a
 * program decision nor an invitation, Pending invitations, interview days between two dates, and the
 * rank list's state.
 */
export async function readHomeCounts(
  db: DbExecutor,
  where: { programId: number; matchCycleId: number; fromDate: string; toDate: string },
): Promise<HomeCounts> {
  const { programId, matchCycleId } = where;
  const result = await db.execute(sql`select
    (select count(*)::int from ${applications} a
      where a.program_id = ${programId} and a.match_cycle_id = ${matchCycleId} and a.status = 'Published'
        and a.program_decision is null
        and not exists (select 1 from ${interviewInvitations} i where i.application_id = a.id)) as "toReview",
    (select count(*)::int from ${interviewInvitations} i
      where i.program_id = ${programId} and i.match_cycle_id = ${matchCycleId} and i.status = 'Pending') as "pending",
    (select count(*)::int from ${interviewDays} d
      where d.program_id = ${programId} and d.match_cycle_id = ${matchCycleId}
        and d.date between ${where.fromDate} and ${where.toDate}) as "days",
    ${rankListColumns(programId, matchCycleId)}`);
  const [row] = rowsOf(result);
  return {
    applicationsToReview: Number(row?.toReview ?? 0),
    invitationsPending: Number(row?.pending ?? 0),
    interviewDays: Number(row?.days ?? 0),
    certifiedAt: isoOf(row?.certifiedAt),
    entries: Number(row?.entries ?? 0),
  };
}

export type SummaryCounts = RankListFigures & {
  positions: number | null;
  applications: { status: string; count: number }[];
  invitations: { status: string; count: number }[];
};

/** The program in the cycle: positions, applications and invitations by status, the rank list (one statement). */
export async function readSummaryCounts(
  db: DbExecutor,
  where: { programId: number; matchCycleId: number },
): Promise<SummaryCounts> {
  const { programId, matchCycleId } = where;
  const result = await db.execute(sql`select
    (select p.positions from ${programMatchCycles} p
      where p.program_id = ${programId} and p.match_cycle_id = ${matchCycleId}) as "positions",
    (select coalesce(json_agg(json_build_object('status', s.status, 'count', s.count)), '[]'::json) from
      (select a.status, count(*)::int as count from ${applications} a
        where a.program_id = ${programId} and a.match_cycle_id = ${matchCycleId} group by a.status) s) as "applications",
    (select coalesce(json_agg(json_build_object('status', s.status, 'count', s.count)), '[]'::json) from
      (select i.status, count(*)::int as count from ${interviewInvitations} i
        where i.program_id = ${programId} and i.match_cycle_id = ${matchCycleId} group by i.status) s) as "invitations",
    ${rankListColumns(programId, matchCycleId)}`);
  const [row] = rowsOf(result);
  const list = (value: unknown) =>
    (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as { status: string; count: number }[];
  return {
    positions: row?.positions === null || row?.positions === undefined ? null : Number(row.positions),
    applications: list(row?.applications),
    invitations: list(row?.invitations),
    certifiedAt: isoOf(row?.certifiedAt),
    entries: Number(row?.entries ?? 0),
  };
}
