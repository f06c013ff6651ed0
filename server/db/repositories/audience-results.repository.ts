/**
 * Reads of released results for medical schools, societies and the public (issue 6). Lists are paged
 * in SQL and their figures aggregated there (GROUP BY), whatever the size of the season.
 */
import { and, asc, desc, eq, exists, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { onlineDateFieldOf, type ResultSendingAudience } from '../../../core/domain/match-cycle-results.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicantMatchCycles,
  applicants,
  matchCycleFinalRuns,
  matchCycles,
  matchCycleYears,
  matchRunAssignments,
  medicalSchools,
  medicalSchoolUsers,
  programMatchCycles,
  programs,
  resultSendings,
  specialties,
  users,
} from '../schema.ts';
import { pageOf } from './paging.ts';

/**
 * The SQL form of `isResultReleasedTo` (core/domain/match-cycle-results.ts) for lists over many cycles,
 * where calling the per-cycle gate would cost queries per cycle: the cycle has a final run, and its
 * audience's sending is Sent or its online result date has passed. Tested against the gate.
 */
export function releasedTo(audience: ResultSendingAudience, now: Date): SQL {
  const online = matchCycles[onlineDateFieldOf[audience]];
  return and(
    isNotNull(matchCycleFinalRuns.matchRunId),
    or(
      exists(
        sql`(select 1 from ${resultSendings} where ${resultSendings.matchCycleId} = ${matchCycles.id} and ${resultSendings.audience} = ${audience} and ${resultSendings.status} = 'Sent')`,
      ),
      sql`${online} <= ${now.toISOString()}::timestamptz`,
    ),
  )!;
}

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The id of the school with this code, and whether the user belongs to it; undefined when no such school. */
export async function findSchoolForUser(
  db: DbExecutor,
  code: string,
  userId: string,
): Promise<{ id: number; isMember: boolean } | undefined> {
  const [row] = await db
    .select({
      id: medicalSchools.id,
      isMember: sql<boolean>`exists (select 1 from ${medicalSchoolUsers} where ${medicalSchoolUsers.medicalSchoolId} = ${medicalSchools.id} and ${medicalSchoolUsers.userId} = ${userId})`,
    })
    .from(medicalSchools)
    .where(eq(medicalSchools.code, code));
  return row;
}

/** The schools a medical school user belongs to, by name. */
export async function listSchoolsOfUser(db: DbExecutor, userId: string) {
  return db
    .select({ code: medicalSchools.code, name: medicalSchools.name })
    .from(medicalSchoolUsers)
    .innerJoin(medicalSchools, eq(medicalSchools.id, medicalSchoolUsers.medicalSchoolId))
    .where(eq(medicalSchoolUsers.userId, userId))
    .orderBy(asc(medicalSchools.name), asc(medicalSchools.id));
}

const cycleColumns = {
  id: matchCycles.id,
  matchName: matchCycles.matchName,
  specialtyName: specialties.name,
  yearCode: matchCycleYears.code,
};

/** Cycles the school's students registered for, newest season first. */
export async function listSchoolCycles(db: DbExecutor, schoolId: number) {
  return db
    .selectDistinct(cycleColumns)
    .from(applicantMatchCycles)
    .innerJoin(applicants, eq(applicants.id, applicantMatchCycles.applicantId))
    .innerJoin(matchCycles, eq(matchCycles.id, applicantMatchCycles.matchCycleId))
    .innerJoin(specialties, eq(specialties.id, matchCycles.specialtyId))
    .innerJoin(matchCycleYears, eq(matchCycleYears.id, matchCycles.matchCycleYearId))
    .where(eq(applicants.medicalSchoolId, schoolId))
    .orderBy(desc(matchCycleYears.code), asc(specialties.name), asc(matchCycles.id));
}

const inMatch = sql<number>`count(${matchRunAssignments.applicantId})::int`;
const matched = sql<number>`count(${matchRunAssignments.programId})::int`;

/** The school's registered students in the cycle with their outcome in the run; paged, by name. */
export async function listSchoolStudentResults(
  db: DbExecutor,
  filter: { schoolId: number; matchCycleId: number; matchRunId: number; limit: number; offset: number },
) {
  const { limit, offset } = pageOf(filter);
  const where = and(
    eq(applicantMatchCycles.matchCycleId, filter.matchCycleId),
    eq(applicants.medicalSchoolId, filter.schoolId),
  );
  const runOf = and(
    eq(matchRunAssignments.matchRunId, filter.matchRunId),
    eq(matchRunAssignments.applicantId, applicantMatchCycles.applicantId),
  );
  const [items, [counts]] = await Promise.all([
    db
      .select({
        applicantId: applicants.id,
        applicantCode: applicants.code,
        name: fullName,
        inRun: sql<boolean>`${matchRunAssignments.applicantId} is not null`,
        programCode: programs.code,
        programName: programs.name,
        choice: matchRunAssignments.applicantChoice,
      })
      .from(applicantMatchCycles)
      .innerJoin(applicants, eq(applicants.id, applicantMatchCycles.applicantId))
      .innerJoin(users, eq(users.id, applicants.userId))
      .leftJoin(matchRunAssignments, runOf)
      .leftJoin(programs, eq(programs.id, matchRunAssignments.programId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(applicants.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int`, inMatch, matched })
      .from(applicantMatchCycles)
      .innerJoin(applicants, eq(applicants.id, applicantMatchCycles.applicantId))
      .leftJoin(matchRunAssignments, runOf)
      .where(where),
  ]);
  return { items, total: counts?.total ?? 0, inMatch: counts?.inMatch ?? 0, matched: counts?.matched ?? 0 };
}

/** Cycles released to medical schools where the school had students in the final run, with its counts. */
export async function listSchoolArchive(
  db: DbExecutor,
  filter: { schoolId: number; now: Date; limit: number; offset: number },
) {
  const { limit, offset } = pageOf(filter);
  const query = db
    .select({ ...cycleColumns, inMatch, matched, total: sql<number>`(count(*) over ())::int` })
    .from(matchCycles)
    .innerJoin(matchCycleFinalRuns, eq(matchCycleFinalRuns.matchCycleId, matchCycles.id))
    .innerJoin(matchRunAssignments, eq(matchRunAssignments.matchRunId, matchCycleFinalRuns.matchRunId))
    .innerJoin(applicants, eq(applicants.id, matchRunAssignments.applicantId))
    .innerJoin(specialties, eq(specialties.id, matchCycles.specialtyId))
    .innerJoin(matchCycleYears, eq(matchCycleYears.id, matchCycles.matchCycleYearId))
    .where(and(eq(applicants.medicalSchoolId, filter.schoolId), releasedTo('MedicalSchool', filter.now)))
    .groupBy(matchCycles.id, specialties.name, matchCycleYears.code, matchCycleFinalRuns.matchRunId)
    .orderBy(desc(matchCycleYears.code), asc(specialties.name), asc(matchCycles.id))
    .limit(limit)
    .offset(offset);
  const rows = await query;
  return { items: rows, total: rows[0]?.total ?? 0 };
}

/** How many applicants of the run each program matched, as a subquery keyed by program. */
export function matchedPerProgram(db: DbExecutor, matchRunId: number) {
  return db
    .select({
      programId: sql<number>`${matchRunAssignments.programId}`.as('matched_program_id'),
      matched: sql<number>`count(*)::int`.as('matched_count'),
    })
    .from(matchRunAssignments)
    .where(and(eq(matchRunAssignments.matchRunId, matchRunId), isNotNull(matchRunAssignments.programId)))
    .groupBy(matchRunAssignments.programId)
    .as('matched_per_program');
}

/** The cycle's programs with positions, matched and unfilled; one program when `programId` is given. */
export async function listProgramFills(
  db: DbExecutor,
  filter: { matchCycleId: number; matchRunId: number; programId?: number; limit: number; offset: number },
) {
  const { limit, offset } = pageOf(filter);
  const perProgram = matchedPerProgram(db, filter.matchRunId);
  const matchedCount = sql<number>`coalesce(${perProgram.matched}, 0)::int`;
  const where = and(
    eq(programMatchCycles.matchCycleId, filter.matchCycleId),
    filter.programId === undefined ? undefined : eq(programs.id, filter.programId),
  );
  const rows = await db
    .select({
      programId: programs.id,
      programCode: programs.code,
      programName: programs.name,
      city: programs.city,
      positions: programMatchCycles.positions,
      matched: matchedCount,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(programMatchCycles)
    .innerJoin(programs, eq(programs.id, programMatchCycles.programId))
    .leftJoin(perProgram, eq(perProgram.programId, programs.id))
    .where(where)
    .orderBy(asc(sql`lower(${programs.name})`), asc(programs.id))
    .limit(limit)
    .offset(offset);
  return {
    items: rows.map(({ total: _total, ...row }) => ({
      ...row,
      unfilled: Math.max(0, row.positions - row.matched),
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** The applicants the program matched in the run, by the program's rank. */
export async function listMatchedApplicants(db: DbExecutor, matchRunId: number, programId: number) {
  return db
    .select({
      applicantId: applicants.id,
      applicantCode: applicants.code,
      name: fullName,
      medicalSchoolName: medicalSchools.name,
      applicantChoice: matchRunAssignments.applicantChoice,
      programRank: matchRunAssignments.programRank,
    })
    .from(matchRunAssignments)
    .innerJoin(applicants, eq(applicants.id, matchRunAssignments.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .leftJoin(medicalSchools, eq(medicalSchools.id, applicants.medicalSchoolId))
    .where(and(eq(matchRunAssignments.matchRunId, matchRunId), eq(matchRunAssignments.programId, programId)))
    .orderBy(asc(matchRunAssignments.programRank), asc(applicants.id));
}

/**
 * Cycles released to applicants with their figures (positions, matched positions, applicants in the
 * match): newest season first, then by specialty; paged.
 */
export async function listPublicCycleFigures(
  db: DbExecutor,
  filter: { now: Date; specialtyId?: number; limit: number; offset: number },
) {
  const { limit, offset } = pageOf(filter);
  const positions = sql<number>`coalesce((select sum(${programMatchCycles.positions}) from ${programMatchCycles} where ${programMatchCycles.matchCycleId} = ${matchCycles.id}), 0)::int`;
  const ofRun = sql`from ${matchRunAssignments} where ${matchRunAssignments.matchRunId} = ${matchCycleFinalRuns.matchRunId}`;
  const rows = await db
    .select({
      matchCycleId: matchCycles.id,
      matchName: matchCycles.matchName,
      yearCode: matchCycleYears.code,
      specialtyId: specialties.id,
      specialtyName: specialties.name,
      matchRunId: matchCycleFinalRuns.matchRunId,
      positions,
      applicantsInMatch: sql<number>`(select count(*)::int ${ofRun})`,
      matchedApplicants: sql<number>`(select count(${matchRunAssignments.programId})::int ${ofRun})`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(matchCycles)
    .innerJoin(matchCycleFinalRuns, eq(matchCycleFinalRuns.matchCycleId, matchCycles.id))
    .innerJoin(specialties, eq(specialties.id, matchCycles.specialtyId))
    .innerJoin(matchCycleYears, eq(matchCycleYears.id, matchCycles.matchCycleYearId))
    .where(
      and(
        releasedTo('Applicant', filter.now),
        filter.specialtyId === undefined ? undefined : eq(matchCycles.specialtyId, filter.specialtyId),
      ),
    )
    .orderBy(desc(matchCycleYears.code), asc(specialties.name), asc(matchCycles.id))
    .limit(limit)
    .offset(offset);
  return { items: rows, total: rows[0]?.total ?? 0 };
}

/** Matched applicants per choice, per run (one grouped query for a page of runs). */
export async function choiceCountsOfRuns(db: DbExecutor, matchRunIds: number[]) {
  if (matchRunIds.length === 0) return [];
  return db
    .select({
      matchRunId: matchRunAssignments.matchRunId,
      choice: sql<number>`${matchRunAssignments.applicantChoice}`,
      count: sql<number>`count(*)::int`,
    })
    .from(matchRunAssignments)
    .where(
      and(
        inArray(matchRunAssignments.matchRunId, matchRunIds),
        isNotNull(matchRunAssignments.programId),
        isNotNull(matchRunAssignments.applicantChoice),
      ),
    )
    .groupBy(matchRunAssignments.matchRunId, matchRunAssignments.applicantChoice);
}
