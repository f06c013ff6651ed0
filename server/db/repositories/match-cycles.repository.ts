import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { MatchCycleSortColumn } from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import type { MatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import type { DbExecutor } from '../client.ts';
import { matchCycles, matchCycleYears, specialties } from '../schema.ts';
import { unlessUniqueViolation } from '../unique-violation.ts';
import { ascending, pageOf, type SortColumns, searchAny, sortOrder } from './paging.ts';

export type MatchCycleRow = typeof matchCycles.$inferSelect;
export type NewMatchCycleRow = typeof matchCycles.$inferInsert;
export type MatchCycleYearRow = typeof matchCycleYears.$inferSelect;
/** A cycle with what every view of it shows: its specialty and year. */
export type MatchCycleWithNames = MatchCycleRow & {
  specialtyName: string;
  specialtyPrefixUrl: string;
  specialtyType: string;
  color: string;
  yearCode: string;
};

/** Active first, then Planned, then Archived: the running season leads (business.md §4 "first match cycle"). */
export const cycleStatusOrder = sql`case ${matchCycles.status} when 'Active' then 0 when 'Planned' then 1 else 2 end`;

const withNames = {
  ...getTableColumns(matchCycles),
  specialtyName: specialties.name,
  specialtyPrefixUrl: specialties.urlPrefix,
  specialtyType: specialties.type,
  color: specialties.color,
  yearCode: matchCycleYears.code,
};

const selectWithNames = (db: DbExecutor) =>
  db
    .select(withNames)
    .from(matchCycles)
    .innerJoin(specialties, eq(specialties.id, matchCycles.specialtyId))
    .innerJoin(matchCycleYears, eq(matchCycleYears.id, matchCycles.matchCycleYearId));

export async function listYears(db: DbExecutor, ids?: number[]): Promise<MatchCycleYearRow[]> {
  const query = db.select().from(matchCycleYears);
  return (ids ? query.where(inArray(matchCycleYears.id, ids)) : query).orderBy(asc(matchCycleYears.code));
}

/** The new year, or undefined when the code is taken. */
export async function insertYear(db: DbExecutor, code: string): Promise<MatchCycleYearRow | undefined> {
  const [row] = await db.insert(matchCycleYears).values({ code }).onConflictDoNothing().returning();
  return row;
}

export async function yearExists(db: DbExecutor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: matchCycleYears.id })
    .from(matchCycleYears)
    .where(eq(matchCycleYears.id, id));
  return row !== undefined;
}

export async function specialtyExists(db: DbExecutor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: specialties.id }).from(specialties).where(eq(specialties.id, id));
  return row !== undefined;
}

/** (year, specialty) pairs of the cycles with the given status. */
export async function listYearSpecialties(
  db: DbExecutor,
  filter: { status?: MatchCycleStatus; specialtyId?: number } = {},
): Promise<{ yearId: number; specialtyId: number }[]> {
  return db
    .selectDistinct({ yearId: matchCycles.matchCycleYearId, specialtyId: matchCycles.specialtyId })
    .from(matchCycles)
    .where(
      and(
        filter.status ? eq(matchCycles.status, filter.status) : undefined,
        filter.specialtyId ? eq(matchCycles.specialtyId, filter.specialtyId) : undefined,
      ),
    )
    .orderBy(asc(matchCycles.specialtyId));
}

export type MatchCycleListFilter = {
  yearId?: number | undefined;
  specialtyId?: number | undefined;
  /** Part of the specialty's name, the short name or the match name. */
  search?: string | undefined;
  sort?: MatchCycleSortColumn | undefined;
  direction?: 'asc' | 'desc' | undefined;
  page: number;
  pageSize: number;
};

const matchCycleSorts: SortColumns<MatchCycleSortColumn> = {
  specialty: sql`lower(${specialties.name})`,
  shortName: sql`lower(${matchCycles.shortName})`,
  matchName: sql`lower(${matchCycles.matchName})`,
  status: matchCycles.status,
  matchDate: { by: matchCycles.matchDate, nulls: 'last' },
};

/** Newest year first, then by the sort column (specialty name by default); paged; two statements. */
export async function listMatchCycles(
  db: DbExecutor,
  filter: MatchCycleListFilter,
): Promise<{ items: MatchCycleWithNames[]; total: number }> {
  const where = and(
    filter.yearId ? eq(matchCycles.matchCycleYearId, filter.yearId) : undefined,
    filter.specialtyId ? eq(matchCycles.specialtyId, filter.specialtyId) : undefined,
    searchAny(filter.search, [specialties.name, matchCycles.shortName, matchCycles.matchName]),
  );
  const { limit, offset } = pageOf(filter);
  const order = sortOrder(
    matchCycleSorts,
    filter.sort ?? 'specialty',
    filter.direction ?? 'asc',
    ascending(matchCycles.id),
  );
  const [items, [count]] = await Promise.all([
    selectWithNames(db)
      .where(where)
      .orderBy(desc(matchCycleYears.code), ...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(matchCycles)
      .innerJoin(specialties, eq(specialties.id, matchCycles.specialtyId))
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function findMatchCycle(db: DbExecutor, id: number): Promise<MatchCycleWithNames | undefined> {
  const [row] = await selectWithNames(db).where(eq(matchCycles.id, id)).limit(1);
  return row;
}

/** The cycles of a year (by code) and of a specialty, each when given, for the calendar. */
export async function listCalendarCycles(
  db: DbExecutor,
  filter: { year?: string | undefined; specialtyId?: number | undefined },
): Promise<MatchCycleWithNames[]> {
  return selectWithNames(db)
    .where(
      and(
        filter.year ? eq(matchCycleYears.code, filter.year) : undefined,
        filter.specialtyId ? eq(matchCycles.specialtyId, filter.specialtyId) : undefined,
      ),
    )
    .orderBy(asc(matchCycles.id));
}

/** Other cycles that would clash with the unique keys (specialty+year, short name). */
export async function findClashingCycles(
  db: DbExecutor,
  values: { specialtyId: number; matchCycleYearId: number; shortName: string },
): Promise<Pick<MatchCycleRow, 'id' | 'specialtyId' | 'matchCycleYearId' | 'shortName'>[]> {
  return db
    .select({
      id: matchCycles.id,
      specialtyId: matchCycles.specialtyId,
      matchCycleYearId: matchCycles.matchCycleYearId,
      shortName: matchCycles.shortName,
    })
    .from(matchCycles)
    .where(
      sql`(${matchCycles.specialtyId} = ${values.specialtyId} and ${matchCycles.matchCycleYearId} = ${values.matchCycleYearId}) or ${matchCycles.shortName} = ${values.shortName}`,
    );
}

/** The new id, or undefined when another cycle took the same specialty+year or short name meanwhile. */
export async function insertMatchCycle(
  db: DbExecutor,
  values: NewMatchCycleRow,
): Promise<number | undefined> {
  return unlessUniqueViolation(async () => {
    const [row] = await db.insert(matchCycles).values(values).returning({ id: matchCycles.id });
    return row!.id;
  });
}

/** False when another cycle took the same specialty+year or short name meanwhile. */
export async function updateMatchCycle(
  db: DbExecutor,
  id: number,
  values: Partial<NewMatchCycleRow>,
): Promise<boolean> {
  const updated = await unlessUniqueViolation(async () => {
    await db.update(matchCycles).set(values).where(eq(matchCycles.id, id));
    return true;
  });
  return updated ?? false;
}

/** Changes the status only from the expected one, so two admins cannot both move it. */
export async function updateMatchCycleStatus(
  db: DbExecutor,
  id: number,
  from: MatchCycleStatus,
  to: MatchCycleStatus,
): Promise<boolean> {
  const rows = await db
    .update(matchCycles)
    .set({ status: to })
    .where(and(eq(matchCycles.id, id), eq(matchCycles.status, from)))
    .returning({ id: matchCycles.id });
  return rows.length > 0;
}

/** A cycle's program fees and its year, for billing a program that joins it (ADR 0025). */
export async function findCycleFees(db: DbExecutor, matchCycleId: number) {
  const [row] = await db
    .select({
      name: matchCycles.matchName,
      matchCycleYearId: matchCycles.matchCycleYearId,
      yearCode: matchCycleYears.code,
      programRegistrationFeeCents: matchCycles.programRegistrationFeeCents,
      programAnnualMembershipFeeCents: matchCycles.programAnnualMembershipFeeCents,
    })
    .from(matchCycles)
    .innerJoin(matchCycleYears, eq(matchCycleYears.id, matchCycles.matchCycleYearId))
    .where(eq(matchCycles.id, matchCycleId))
    .limit(1);
  return row ?? null;
}
