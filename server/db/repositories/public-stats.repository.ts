/** Public match statistics (`/data`): totals per cycle, never a person. */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import type { SpecialtyType } from '../../../core/domain/specialties.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicantMatchCycles,
  matchCycles,
  matchCycleYears,
  programMatchCycles,
  specialties,
} from '../schema.ts';

/** Cycles that have statistics to show: the current season and the past ones. */
const shownStatuses: MatchCycleStatus[] = ['Active', 'Archived'];

export type StatsSpecialtyRow = { id: number; name: string; fullName: string; type: SpecialtyType };

/** Specialties with at least one current or past cycle, by name. */
export async function listStatsSpecialties(db: DbExecutor): Promise<StatsSpecialtyRow[]> {
  return db
    .select({
      id: specialties.id,
      name: specialties.name,
      fullName: specialties.fullName,
      type: specialties.type,
    })
    .from(specialties)
    .where(
      sql`exists (select 1 from ${matchCycles} where ${matchCycles.specialtyId} = ${specialties.id} and ${inArray(matchCycles.status, shownStatuses)})`,
    )
    .orderBy(asc(specialties.name), asc(specialties.id));
}

export type CycleStatsRow = {
  matchCycleId: number;
  name: string;
  yearCode: string;
  status: MatchCycleStatus;
  programsCount: number;
  positionsCount: number;
  applicantsCount: number;
};

/** The specialty's current and past cycles with their totals, newest first, in one statement. */
export async function listCycleStats(db: DbExecutor, specialtyId: number): Promise<CycleStatsRow[]> {
  return db
    .select({
      matchCycleId: matchCycles.id,
      name: matchCycles.matchName,
      yearCode: matchCycleYears.code,
      status: matchCycles.status,
      programsCount: sql<number>`(select count(*)::int from ${programMatchCycles} where ${programMatchCycles.matchCycleId} = ${matchCycles.id})`,
      positionsCount: sql<number>`(select coalesce(sum(${programMatchCycles.positions}), 0)::int from ${programMatchCycles} where ${programMatchCycles.matchCycleId} = ${matchCycles.id})`,
      applicantsCount: sql<number>`(select count(*)::int from ${applicantMatchCycles} where ${applicantMatchCycles.matchCycleId} = ${matchCycles.id})`,
    })
    .from(matchCycles)
    .innerJoin(matchCycleYears, eq(matchCycleYears.id, matchCycles.matchCycleYearId))
    .where(sql`${matchCycles.specialtyId} = ${specialtyId} and ${inArray(matchCycles.status, shownStatuses)}`)
    .orderBy(desc(matchCycleYears.code), asc(matchCycles.id));
}

/**
 * Applications per cycle and matched applicants per cycle. Applications arrive with issue 5 and stored
 * match results with issue 6; until then no cycle has any, and these answer without a query.
 */
export async function countApplicationsByCycle(
  _db: DbExecutor,
  _cycleIds: number[],
): Promise<Map<number, number>> {
  return new Map();
}

export async function countMatchedByCycle(
  _db: DbExecutor,
  _cycleIds: number[],
): Promise<Map<number, number>> {
  return new Map();
}
