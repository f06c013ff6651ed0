/**
 * Releasing results (issue 6): the result_sendings row of an audience and the recipients of its result
 * mails. Each recipient list is one query (aggregates grouped in SQL): a national release reads tens of
 * thousands of rows without a query per row.
 */
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { ResultSendingAudience } from '../../../core/domain/match-cycle-results.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicantMatchCycles,
  applicants,
  matchCycleFinalRuns,
  matchCycles,
  matchRunAssignments,
  medicalSchools,
  medicalSchoolUsers,
  programMatchCycles,
  programs,
  programUsers,
  resultSendings,
  societyUserSpecialties,
  users,
} from '../schema.ts';
import { matchedPerProgram } from './audience-results.repository.ts';

/**
 * Moves the audience's sending to Sending when it is NotSent (or has no row yet) or Failed; false when
 * it is already Sending or Sent. The conditional upsert locks the row, so of two simultaneous releases
 * only one claims it.
 */
export async function claimResultSending(
  tx: DbExecutor,
  key: { matchCycleId: number; audience: ResultSendingAudience },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(resultSendings)
    .values({ ...key, status: 'Sending', updatedAt: now })
    .onConflictDoUpdate({
      target: [resultSendings.matchCycleId, resultSendings.audience],
      set: { status: 'Sending', updatedAt: now },
      setWhere: inArray(resultSendings.status, ['NotSent', 'Failed']),
    })
    .returning({ status: resultSendings.status });
  return rows.length === 1;
}

export async function setResultSendingStatus(
  db: DbExecutor,
  key: { matchCycleId: number; audience: ResultSendingAudience },
  values: { status: 'Sent' | 'Failed'; sentAt: Date | null; sentByUserId: string | null },
  now: Date,
): Promise<void> {
  await db
    .insert(resultSendings)
    .values({ ...key, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [resultSendings.matchCycleId, resultSendings.audience],
      set: { ...values, updatedAt: now },
    });
}

/** Cycles with a final run in a status that may send results: the candidates of the scheduled release. */
export async function listCyclesWithFinalRun(db: DbExecutor) {
  return db
    .select({
      id: matchCycles.id,
      status: matchCycles.status,
      matchDate: matchCycles.matchDate,
      applicantResultsEmailDate: matchCycles.applicantResultsEmailDate,
      medicalSchoolResultsEmailDate: matchCycles.medicalSchoolResultsEmailDate,
      programResultsEmailDate: matchCycles.programResultsEmailDate,
      societyResultsEmailDate: matchCycles.societyResultsEmailDate,
    })
    .from(matchCycles)
    .innerJoin(matchCycleFinalRuns, eq(matchCycleFinalRuns.matchCycleId, matchCycles.id))
    .where(inArray(matchCycles.status, ['Active', 'Archived']))
    .orderBy(asc(matchCycles.id));
}

const userName = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** Every applicant of the run with the program it matched (null when unmatched). */
export async function listApplicantsOfRun(db: DbExecutor, matchRunId: number) {
  return db
    .select({ ...userName, applicantId: applicants.id, programName: programs.name })
    .from(matchRunAssignments)
    .innerJoin(applicants, eq(applicants.id, matchRunAssignments.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .leftJoin(programs, eq(programs.id, matchRunAssignments.programId))
    .where(eq(matchRunAssignments.matchRunId, matchRunId))
    .orderBy(asc(matchRunAssignments.applicantId));
}

/** Applicants registered for the cycle who are not in the run (no certified list). */
export async function listRegisteredApplicantsOutsideRun(
  db: DbExecutor,
  matchCycleId: number,
  matchRunId: number,
) {
  return db
    .select({ ...userName, applicantId: applicants.id })
    .from(applicantMatchCycles)
    .innerJoin(applicants, eq(applicants.id, applicantMatchCycles.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(
      and(
        eq(applicantMatchCycles.matchCycleId, matchCycleId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(matchRunAssignments)
            .where(
              and(
                eq(matchRunAssignments.matchRunId, matchRunId),
                eq(matchRunAssignments.applicantId, applicantMatchCycles.applicantId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(applicantMatchCycles.applicantId));
}

const count = (column: Parameters<typeof sql>[1]) => sql<number>`count(${column})::int`;

/** Each medical school user whose school has students in the run, with that school's figures. */
export async function listMedicalSchoolUsersOfRun(db: DbExecutor, matchRunId: number) {
  return db
    .select({
      ...userName,
      schoolName: medicalSchools.name,
      schoolCode: medicalSchools.code,
      inMatch: count(matchRunAssignments.applicantId),
      matched: count(matchRunAssignments.programId),
    })
    .from(medicalSchoolUsers)
    .innerJoin(users, eq(users.id, medicalSchoolUsers.userId))
    .innerJoin(medicalSchools, eq(medicalSchools.id, medicalSchoolUsers.medicalSchoolId))
    .innerJoin(applicants, eq(applicants.medicalSchoolId, medicalSchoolUsers.medicalSchoolId))
    .innerJoin(
      matchRunAssignments,
      and(eq(matchRunAssignments.applicantId, applicants.id), eq(matchRunAssignments.matchRunId, matchRunId)),
    )
    .groupBy(users.id, medicalSchools.id)
    .orderBy(asc(medicalSchools.id), asc(users.email));
}

/** Each user of each program taking part in the cycle, with the program's positions and matched count. */
export async function listProgramUsersOfRun(db: DbExecutor, matchCycleId: number, matchRunId: number) {
  const matched = matchedPerProgram(db, matchRunId);
  return db
    .select({
      ...userName,
      programName: programs.name,
      programCode: programs.code,
      positions: programMatchCycles.positions,
      matched: sql<number>`coalesce(${matched.matched}, 0)::int`,
    })
    .from(programMatchCycles)
    .innerJoin(programs, eq(programs.id, programMatchCycles.programId))
    .innerJoin(programUsers, eq(programUsers.programId, programs.id))
    .innerJoin(users, eq(users.id, programUsers.userId))
    .leftJoin(matched, eq(matched.programId, programs.id))
    .where(eq(programMatchCycles.matchCycleId, matchCycleId))
    .orderBy(asc(programs.id), asc(users.email));
}

/** The cycle's totals over its programs: programs, positions, matched applicants. */
export async function cycleResultTotals(db: DbExecutor, matchCycleId: number, matchRunId: number) {
  const [totals] = await db
    .select({
      programs: sql<number>`count(*)::int`,
      positions: sql<number>`coalesce(sum(${programMatchCycles.positions}), 0)::int`,
      matched: sql<number>`(select count(*)::int from ${matchRunAssignments} where ${matchRunAssignments.matchRunId} = ${matchRunId} and ${matchRunAssignments.programId} is not null)`,
    })
    .from(programMatchCycles)
    .where(eq(programMatchCycles.matchCycleId, matchCycleId));
  return totals ?? { programs: 0, positions: 0, matched: 0 };
}

/** The society users of the cycle's specialty. */
export async function listSocietyUsersOfCycle(db: DbExecutor, matchCycleId: number) {
  return db
    .select(userName)
    .from(societyUserSpecialties)
    .innerJoin(matchCycles, eq(matchCycles.specialtyId, societyUserSpecialties.specialtyId))
    .innerJoin(users, eq(users.id, societyUserSpecialties.userId))
    .where(and(eq(matchCycles.id, matchCycleId), eq(users.isActive, true)))
    .orderBy(asc(users.email));
}
