/** The program user's reads: the programs they belong to and the cycles of those programs. */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import {
  matchCycles,
  matchCycleYears,
  programMatchCycles,
  programs,
  programUsers,
  specialties,
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
  status: string;
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
