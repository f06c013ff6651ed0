/**
 * Society users' reads (business.md §2.5, §3.3): their context, the summary of a specialty's cycle,
 * and the programs of their specialties. Each function is one or two statements whatever the size.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ResultSendingStatus } from '../../../core/domain/match-cycle-results.ts';
import type { MatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import type { SpecialtyType } from '../../../core/domain/specialties.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicantMatchCycles,
  institutions,
  matchCycleFinalRuns,
  matchCycles,
  matchCycleYears,
  programMatchCycles,
  programs,
  programUsers,
  requests,
  resultSendings,
  societyUserSpecialties,
  specialties,
  states,
  subspecialties,
  users,
} from '../schema.ts';
import { cycleStatusOrder } from './match-cycles.repository.ts';
import { ascending, pageOf, type SortColumns, searchAny, sortOrder } from './paging.ts';

export async function findSocietyUserName(
  db: DbExecutor,
  userId: string,
): Promise<{ email: string; firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function updateSocietyUserName(
  db: DbExecutor,
  userId: string,
  values: { firstName: string; lastName: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ firstName: values.firstName, lastName: values.lastName, updatedAt: values.now })
    .where(eq(users.id, userId));
}

/** The ids of the specialties a society user oversees (for the per-resource policy). */
export async function listSocietySpecialtyIds(db: DbExecutor, userId: string): Promise<number[]> {
  const rows = await db
    .select({ specialtyId: societyUserSpecialties.specialtyId })
    .from(societyUserSpecialties)
    .where(eq(societyUserSpecialties.userId, userId));
  return rows.map((row) => row.specialtyId);
}

export type SocietySpecialtyRow = {
  id: number;
  name: string;
  fullName: string;
  type: SpecialtyType;
  hasCas: boolean;
  hasAllSubspecialties: boolean;
  subspecialtyLabel: string | null;
  canRequestProgramRegistration: boolean;
  canManagePayments: boolean;
};

/** The user's specialties, by name. */
export async function listSocietySpecialties(db: DbExecutor, userId: string): Promise<SocietySpecialtyRow[]> {
  return db
    .select({
      id: specialties.id,
      name: specialties.name,
      fullName: specialties.fullName,
      type: specialties.type,
      hasCas: specialties.hasCas,
      hasAllSubspecialties: specialties.hasAllSubspecialties,
      subspecialtyLabel: specialties.subspecialtyLabel,
      canRequestProgramRegistration: specialties.canRequestProgramRegistration,
      canManagePayments: specialties.canManagePayments,
    })
    .from(societyUserSpecialties)
    .innerJoin(specialties, eq(specialties.id, societyUserSpecialties.specialtyId))
    .where(eq(societyUserSpecialties.userId, userId))
    .orderBy(asc(specialties.name), asc(specialties.id));
}

export async function listSubspecialtiesOf(
  db: DbExecutor,
  specialtyIds: number[],
): Promise<{ id: number; specialtyId: number; name: string }[]> {
  if (specialtyIds.length === 0) return [];
  return db
    .select({ id: subspecialties.id, specialtyId: subspecialties.specialtyId, name: subspecialties.name })
    .from(subspecialties)
    .where(inArray(subspecialties.specialtyId, specialtyIds))
    .orderBy(asc(subspecialties.name), asc(subspecialties.id));
}

/** The Society sending's status of the cycle (null without a row): half of isMatchResultAvailable. */
const societySendingStatus = sql<ResultSendingStatus | null>`(select ${resultSendings.status} from ${resultSendings} where ${resultSendings.matchCycleId} = ${matchCycles.id} and ${resultSendings.audience} = 'Society')`;

export type ContextCycleRow = {
  id: number;
  specialtyId: number;
  name: string;
  status: MatchCycleStatus;
  /** What isResultReleasedTo (core/domain/match-cycle-results.ts) decides hasMatchResults from. */
  hasFinalRun: boolean;
  societySendingStatus: ResultSendingStatus | null;
  applicantResultsOnlineDate: Date | null;
  medicalSchoolResultsOnlineDate: Date | null;
  programResultsOnlineDate: Date | null;
  societyResultsOnlineDate: Date | null;
};

/** The cycles of the given specialties: by status (Active, Planned, Archived), newest season first within each. */
export async function listContextCycles(db: DbExecutor, specialtyIds: number[]): Promise<ContextCycleRow[]> {
  if (specialtyIds.length === 0) return [];
  return db
    .select({
      id: matchCycles.id,
      specialtyId: matchCycles.specialtyId,
      name: matchCycles.matchName,
      status: matchCycles.status,
      hasFinalRun: sql<boolean>`exists (select 1 from ${matchCycleFinalRuns} where ${matchCycleFinalRuns.matchCycleId} = ${matchCycles.id})`,
      societySendingStatus,
      applicantResultsOnlineDate: matchCycles.applicantResultsOnlineDate,
      medicalSchoolResultsOnlineDate: matchCycles.medicalSchoolResultsOnlineDate,
      programResultsOnlineDate: matchCycles.programResultsOnlineDate,
      societyResultsOnlineDate: matchCycles.societyResultsOnlineDate,
    })
    .from(matchCycles)
    .innerJoin(matchCycleYears, eq(matchCycleYears.id, matchCycles.matchCycleYearId))
    .where(inArray(matchCycles.specialtyId, specialtyIds))
    .orderBy(cycleStatusOrder, desc(matchCycleYears.code), asc(matchCycles.id));
}

/** The specialty of a cycle, or undefined when there is no such cycle. */
export async function findCycleSpecialtyId(
  db: DbExecutor,
  matchCycleId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ specialtyId: matchCycles.specialtyId })
    .from(matchCycles)
    .where(eq(matchCycles.id, matchCycleId))
    .limit(1);
  return row?.specialtyId;
}

export type SocietySummaryCounts = {
  programsCount: number;
  activeProgramsCount: number;
  participatingProgramsCount: number;
  totalPositions: number;
  registeredApplicantsCount: number;
  pendingRequestsCount: number;
};

/** Every count of the summary in one statement; the cycle counts are 0 without a cycle. */
export async function summaryCounts(
  db: DbExecutor,
  filter: { specialtyId: number; matchCycleId: number | null },
): Promise<SocietySummaryCounts> {
  const cycle = filter.matchCycleId ?? 0;
  const [row] = await db
    .select({
      programsCount: sql<number>`(select count(*)::int from ${programs} where ${programs.specialtyId} = ${filter.specialtyId})`,
      activeProgramsCount: sql<number>`(select count(*)::int from ${programs} where ${programs.specialtyId} = ${filter.specialtyId} and ${programs.isActive})`,
      participatingProgramsCount: sql<number>`(select count(*)::int from ${programMatchCycles} where ${programMatchCycles.matchCycleId} = ${cycle})`,
      totalPositions: sql<number>`(select coalesce(sum(${programMatchCycles.positions}), 0)::int from ${programMatchCycles} where ${programMatchCycles.matchCycleId} = ${cycle})`,
      registeredApplicantsCount: sql<number>`(select count(*)::int from ${applicantMatchCycles} where ${applicantMatchCycles.matchCycleId} = ${cycle})`,
      pendingRequestsCount: sql<number>`(select count(*)::int from ${requests} where ${requests.specialtyId} = ${filter.specialtyId} and ${requests.status} = 'Pending')`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export type SocietyProgramSort = 'name' | 'code' | 'city' | 'positions' | 'isActive';

export type SocietyProgramFilter = {
  specialtyId: number;
  matchCycleId: number | null;
  participatingOnly: boolean;
  search?: string | undefined;
  sort: SocietyProgramSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
};

export type SocietyProgramRow = {
  id: number;
  code: string;
  name: string;
  subspecialtyName: string | null;
  institutionName: string | null;
  city: string | null;
  stateName: string | null;
  isActive: boolean;
  positions: number | null;
  directorNames: string[];
};

/** Directors' names of the row's program: a correlated subquery, so a page stays one statement. */
const directorNames = sql<
  string[]
>`coalesce((select array_agg(trim(u.first_name || ' ' || u.last_name) order by u.last_name, u.first_name) from ${programUsers} pu join ${users} u on u.id = pu.user_id where pu.program_id = ${programs.id} and pu.is_director), '{}'::text[])`;

/** The programs of a specialty, with their positions in a cycle; one page and its total (two statements). */
export async function listSocietyPrograms(
  db: DbExecutor,
  filter: SocietyProgramFilter,
): Promise<{ items: SocietyProgramRow[]; total: number }> {
  const cycleJoin = and(
    eq(programMatchCycles.programId, programs.id),
    eq(programMatchCycles.matchCycleId, filter.matchCycleId ?? 0),
  );
  const where = and(
    eq(programs.specialtyId, filter.specialtyId),
    filter.participatingOnly ? sql`${programMatchCycles.programId} is not null` : undefined,
    searchAny(filter.search, [programs.name, programs.code, programs.city]),
  );
  const sorts: SortColumns<SocietyProgramSort> = {
    name: sql`lower(${programs.name})`,
    code: programs.code,
    city: { by: sql`lower(${programs.city})`, nulls: 'last' },
    positions: { by: programMatchCycles.positions, nulls: 'last' },
    isActive: programs.isActive,
  };
  const { limit, offset } = pageOf(filter);
  const [items, [count]] = await Promise.all([
    db
      .select({
        id: programs.id,
        code: programs.code,
        name: programs.name,
        subspecialtyName: subspecialties.name,
        institutionName: institutions.name,
        city: programs.city,
        stateName: states.name,
        isActive: programs.isActive,
        positions: programMatchCycles.positions,
        directorNames,
      })
      .from(programs)
      .leftJoin(programMatchCycles, cycleJoin)
      .leftJoin(subspecialties, eq(subspecialties.id, programs.subspecialtyId))
      .leftJoin(institutions, eq(institutions.id, programs.institutionId))
      .leftJoin(states, eq(states.id, programs.stateId))
      .where(where)
      .orderBy(
        ...sortOrder(sorts, filter.sort, filter.direction, [
          ascending(sql`lower(${programs.name})`),
          ascending(programs.id),
        ]),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(programs)
      .leftJoin(programMatchCycles, cycleJoin)
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}
