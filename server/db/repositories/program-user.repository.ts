/** The program user's reads: the programs they belong to and the cycles of those programs. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicants,
  applications,
  matchCycles,
  matchCycleYears,
  programMatchCycles,
  programs,
  programUsers,
  specialties,
  users,
} from '../schema.ts';
import { cycleStatusOrder } from './match-cycles.repository.ts';

export type ProgramOfUserRow = {
  id: number;
  code: string;
  name: string;
  specialtyId: number;
  specialtyName: string;
  isActive: boolean;
  isDirector: boolean;
};

/** The programs the user is attached to, by name. */
export async function listProgramsOfUser(db: DbExecutor, userId: string): Promise<ProgramOfUserRow[]> {
  return db
    .select({
      id: programs.id,
      code: programs.code,
      name: programs.name,
      specialtyId: specialties.id,
      specialtyName: specialties.name,
      isActive: programs.isActive,
      isDirector: programUsers.isDirector,
    })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .innerJoin(specialties, eq(specialties.id, programs.specialtyId))
    .where(eq(programUsers.userId, userId))
    .orderBy(asc(programs.name), asc(programs.id));
}

export type ProgramCycleRow = {
  programId: number;
  matchCycleId: number;
  matchCycleCode: string;
  name: string;
  status: MatchCycleStatus;
  positions: number;
  matchDate: Date | null;
};

/** The cycles the given programs take part in: Active, Planned, Archived, newest season first within each. */
export async function listCyclesOfPrograms(db: DbExecutor, programIds: number[]): Promise<ProgramCycleRow[]> {
  if (programIds.length === 0) return [];
  return db
    .select({
      programId: programMatchCycles.programId,
      matchCycleId: matchCycles.id,
      matchCycleCode: matchCycles.shortName,
      name: matchCycles.matchName,
      status: matchCycles.status,
      positions: programMatchCycles.positions,
      matchDate: matchCycles.matchDate,
    })
    .from(programMatchCycles)
    .innerJoin(matchCycles, eq(matchCycles.id, programMatchCycles.matchCycleId))
    .innerJoin(matchCycleYears, eq(matchCycleYears.id, matchCycles.matchCycleYearId))
    .where(inArray(programMatchCycles.programId, programIds))
    .orderBy(cycleStatusOrder, desc(matchCycleYears.code), asc(matchCycles.id));
}

export type ProgramInCycle = {
  programId: number;
  programCode: string;
  programName: string;
  isDirector: boolean;
  cycleId: number;
  cycleCode: string;
  cycleName: string;
  cycleStatus: MatchCycleStatus;
  programsRankListDeadlineDate: Date | null;
  /** The program has positions in the cycle. */
  takesPart: boolean;
};

/**
 * The program (by code) of a program user in a cycle (by code): undefined when the user does not
 * belong to the program or either does not exist (nobody learns which).
 */
export async function findProgramInCycle(
  db: DbExecutor,
  userId: string,
  programCode: string,
  matchCycleCode: string,
): Promise<ProgramInCycle | undefined> {
  const [row] = await db
    .select({
      programId: programs.id,
      programCode: programs.code,
      programName: programs.name,
      isDirector: programUsers.isDirector,
      cycleId: matchCycles.id,
      cycleCode: matchCycles.shortName,
      cycleName: matchCycles.matchName,
      cycleStatus: matchCycles.status,
      programsRankListDeadlineDate: matchCycles.programsRankListDeadlineDate,
      takesPart: sql<boolean>`exists (select 1 from ${programMatchCycles} where ${programMatchCycles.programId} = ${programs.id} and ${programMatchCycles.matchCycleId} = ${matchCycles.id})`,
    })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .innerJoin(matchCycles, eq(matchCycles.shortName, matchCycleCode))
    .where(and(eq(programUsers.userId, userId), eq(programs.code, programCode)))
    .limit(1);
  return row;
}

export type ProgramApplicant = { applicantId: number; applicantCode: string; name: string };

/** The applicants who sent the program an application in the cycle (Published or awaiting payment), by name. */
export async function listProgramApplicants(
  db: DbExecutor,
  programId: number,
  matchCycleId: number,
): Promise<ProgramApplicant[]> {
  const rows = await db
    .select({
      applicantId: applicants.id,
      applicantCode: applicants.code,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(
      and(
        eq(applications.programId, programId),
        eq(applications.matchCycleId, matchCycleId),
        inArray(applications.status, ['Published', 'PendingPayment']),
      ),
    )
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(applicants.id));
  return rows.map((r) => ({
    applicantId: r.applicantId,
    applicantCode: r.applicantCode,
    name: `${r.firstName} ${r.lastName}`.trim(),
  }));
}
