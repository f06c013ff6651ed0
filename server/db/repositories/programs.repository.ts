import { and, asc, desc, eq, getTableColumns, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type {
  ProgramListQuery,
  ProgramSortColumn,
} from '../../../core/contracts/programs/programs.contract.ts';
import type { MatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import type { UserStatus } from '../../../core/domain/roles.ts';
import type { DbExecutor } from '../client.ts';
import {
  countries,
  institutions,
  matchCycles,
  matchCycleYears,
  programMatchCycles,
  programs,
  programUsers,
  specialties,
  states,
  subspecialties,
  users,
} from '../schema.ts';
import { unlessUniqueViolation } from '../unique-violation.ts';
import { pageOf, type SortColumns, searchAny, sortOrder } from './paging.ts';

export type ProgramRow = typeof programs.$inferSelect;
export type NewProgramRow = typeof programs.$inferInsert;

/** A program with the names every view of it shows. */
export type ProgramWithNames = ProgramRow & {
  specialtyName: string;
  subspecialtyName: string | null;
  institutionName: string | null;
  stateName: string | null;
  stateShortName: string | null;
  countryName: string | null;
};

const withNames = {
  ...getTableColumns(programs),
  specialtyName: specialties.name,
  subspecialtyName: subspecialties.name,
  institutionName: institutions.name,
  stateName: states.name,
  stateShortName: states.shortName,
  countryName: countries.name,
};

/** One statement: the program (plus `extra` columns) and its names through joins on primary keys. */
function selectWithNamesAnd<E extends Record<string, SQL.Aliased | SQL>>(db: DbExecutor, extra: E) {
  return db
    .select({ ...withNames, ...extra })
    .from(programs)
    .innerJoin(specialties, eq(specialties.id, programs.specialtyId))
    .leftJoin(subspecialties, eq(subspecialties.id, programs.subspecialtyId))
    .leftJoin(institutions, eq(institutions.id, programs.institutionId))
    .leftJoin(states, eq(states.id, programs.stateId))
    .leftJoin(countries, eq(countries.id, programs.countryId));
}

const selectWithNames = (db: DbExecutor) => selectWithNamesAnd(db, {});

/**
 * Orders by the chosen column, then by lower(name) and id so that pages are stable. The default
 * (name) matches programs_name_idx exactly, which lets PostgreSQL read a page off the index.
 */
const byName = sql`lower(${programs.name})`;
const programSorts: SortColumns<ProgramSortColumn> = {
  name: byName,
  code: programs.code,
  specialty: [specialties.name, byName],
  state: [{ by: states.name, nulls: 'last' }, byName],
  createdAt: programs.createdAt,
};

type ProgramFilter = Omit<ProgramListQuery, 'page' | 'pageSize' | 'sort' | 'direction'>;

function programWhere(filter: ProgramFilter): SQL | undefined {
  return and(
    searchAny(filter.search, [programs.code, programs.name, programs.city, institutions.name]),
    filter.specialtyId ? eq(programs.specialtyId, filter.specialtyId) : undefined,
    filter.subspecialtyId ? eq(programs.subspecialtyId, filter.subspecialtyId) : undefined,
    filter.stateId ? eq(programs.stateId, filter.stateId) : undefined,
    filter.isActive === undefined ? undefined : eq(programs.isActive, filter.isActive),
    filter.matchCycleId
      ? sql`exists (select 1 from ${programMatchCycles} where ${programMatchCycles.programId} = ${programs.id} and ${programMatchCycles.matchCycleId} = ${filter.matchCycleId})`
      : undefined,
  );
}

/** A list row: the program, and its positions in the cycle the list is filtered by (else null). */
export type ProgramListRow = ProgramWithNames & { positions: number | null };

/** A page of programs and the total: two statements whatever the page size. */
export async function listPrograms(
  db: DbExecutor,
  query: ProgramListQuery,
): Promise<{ items: ProgramListRow[]; total: number }> {
  const where = programWhere(query);
  const cycleId = query.matchCycleId;
  // Filtered by a cycle, the page joins that cycle's positions row in the same statement.
  const page = selectWithNamesAnd(db, {
    positions: cycleId ? sql<number | null>`${programMatchCycles.positions}` : sql<number | null>`null`,
  }).$dynamic();
  const joined = cycleId
    ? page.leftJoin(
        programMatchCycles,
        and(eq(programMatchCycles.programId, programs.id), eq(programMatchCycles.matchCycleId, cycleId)),
      )
    : page;
  // The count joins institutions only when the search needs its name.
  const countQuery = db.select({ total: sql<number>`count(*)::int` }).from(programs);
  const { limit, offset } = pageOf(query);
  const [items, [count]] = await Promise.all([
    joined
      .where(where)
      .orderBy(...sortOrder(programSorts, query.sort, query.direction, programs.id))
      .limit(limit)
      .offset(offset),
    (query.search
      ? countQuery.leftJoin(institutions, eq(institutions.id, programs.institutionId))
      : countQuery
    ).where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function findProgram(db: DbExecutor, id: number): Promise<ProgramWithNames | undefined> {
  const [row] = await selectWithNames(db).where(eq(programs.id, id)).limit(1);
  return row;
}

/** The new id, or undefined when the code is taken. */
export async function insertProgram(db: DbExecutor, values: NewProgramRow): Promise<number | undefined> {
  return unlessUniqueViolation(async () => {
    const [row] = await db.insert(programs).values(values).returning({ id: programs.id });
    return row!.id;
  });
}

/** False when another program has the code. */
export async function updateProgramRow(
  db: DbExecutor,
  id: number,
  values: Partial<NewProgramRow>,
): Promise<boolean> {
  const done = await unlessUniqueViolation(async () => {
    await db.update(programs).set(values).where(eq(programs.id, id));
    return true;
  });
  return done ?? false;
}

export async function programCodeTaken(db: DbExecutor, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.code, code), exceptId ? ne(programs.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function findSubspecialty(
  db: DbExecutor,
  id: number,
): Promise<{ id: number; specialtyId: number } | undefined> {
  const [row] = await db
    .select({ id: subspecialties.id, specialtyId: subspecialties.specialtyId })
    .from(subspecialties)
    .where(eq(subspecialties.id, id));
  return row;
}

// ---------- positions per cycle ----------

export type ProgramPositionRow = {
  matchCycleId: number;
  shortName: string;
  matchName: string;
  yearCode: string;
  status: MatchCycleStatus;
  positions: number;
};

/** The cycles the program takes part in, newest year first. */
export async function listPositions(db: DbExecutor, programId: number): Promise<ProgramPositionRow[]> {
  return db
    .select({
      matchCycleId: matchCycles.id,
      shortName: matchCycles.shortName,
      matchName: matchCycles.matchName,
      yearCode: matchCycleYears.code,
      status: matchCycles.status,
      positions: programMatchCycles.positions,
    })
    .from(programMatchCycles)
    .innerJoin(matchCycles, eq(matchCycles.id, programMatchCycles.matchCycleId))
    .innerJoin(matchCycleYears, eq(matchCycleYears.id, matchCycles.matchCycleYearId))
    .where(eq(programMatchCycles.programId, programId))
    .orderBy(desc(matchCycleYears.code), asc(matchCycles.id));
}

/** Cycles of the specialty that are not archived and that the program has not joined. */
export async function listJoinableCycles(
  db: DbExecutor,
  programId: number,
  specialtyId: number,
): Promise<{ id: number; shortName: string; matchName: string; yearCode: string }[]> {
  return db
    .select({
      id: matchCycles.id,
      shortName: matchCycles.shortName,
      matchName: matchCycles.matchName,
      yearCode: matchCycleYears.code,
    })
    .from(matchCycles)
    .innerJoin(matchCycleYears, eq(matchCycleYears.id, matchCycles.matchCycleYearId))
    .leftJoin(
      programMatchCycles,
      and(eq(programMatchCycles.matchCycleId, matchCycles.id), eq(programMatchCycles.programId, programId)),
    )
    .where(
      and(
        eq(matchCycles.specialtyId, specialtyId),
        ne(matchCycles.status, 'Archived'),
        isNull(programMatchCycles.programId),
      ),
    )
    .orderBy(desc(matchCycleYears.code), asc(matchCycles.id));
}

/** Sets the program's positions in the cycle; true when the program joined the cycle (a new row). */
export async function upsertPositions(
  db: DbExecutor,
  values: { programId: number; matchCycleId: number; positions: number },
): Promise<boolean> {
  const [row] = await db
    .insert(programMatchCycles)
    .values(values)
    .onConflictDoUpdate({
      target: [programMatchCycles.programId, programMatchCycles.matchCycleId],
      set: { positions: values.positions },
    })
    // xmax is 0 on a row this statement inserted, not on one it updated.
    .returning({ joined: sql<boolean>`(xmax = 0)` });
  return row?.joined ?? false;
}

/** The program's directors (and, when it has none, its other users), earliest first: who its invoices name. */
export async function listProgramBillingUsers(
  db: DbExecutor,
  programId: number,
): Promise<{ userId: string; email: string }[]> {
  return db
    .select({ userId: users.id, email: users.email })
    .from(programUsers)
    .innerJoin(users, eq(users.id, programUsers.userId))
    .where(eq(programUsers.programId, programId))
    .orderBy(desc(programUsers.isDirector), asc(users.createdAt));
}

export async function deletePositions(
  db: DbExecutor,
  programId: number,
  matchCycleId: number,
): Promise<boolean> {
  const rows = await db
    .delete(programMatchCycles)
    .where(
      and(eq(programMatchCycles.programId, programId), eq(programMatchCycles.matchCycleId, matchCycleId)),
    )
    .returning({ programId: programMatchCycles.programId });
  return rows.length > 0;
}

// ---------- program users ----------

export type ProgramUserRow = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  isDirector: boolean;
  isActive: boolean;
  status: UserStatus;
};

const programUserColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isDirector: programUsers.isDirector,
  isActive: users.isActive,
  status: users.status,
};

const programUserSorts: SortColumns<'name' | 'email'> = {
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: users.email,
};

export async function listProgramUsers(
  db: DbExecutor,
  programId: number,
  query: {
    search?: string | undefined;
    sort: 'name' | 'email';
    direction: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
): Promise<{ items: ProgramUserRow[]; total: number }> {
  const where = and(
    eq(programUsers.programId, programId),
    searchAny(query.search, [users.email, users.firstName, users.lastName]),
  );
  const order = sortOrder(programUserSorts, query.sort, query.direction, users.id);
  const { limit, offset } = pageOf(query);
  const [items, [count]] = await Promise.all([
    db
      .select(programUserColumns)
      .from(programUsers)
      .innerJoin(users, eq(users.id, programUsers.userId))
      .where(where)
      .orderBy(desc(programUsers.isDirector), ...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(programUsers)
      .innerJoin(users, eq(users.id, programUsers.userId))
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function findProgramUser(
  db: DbExecutor,
  programId: number,
  userId: string,
): Promise<ProgramUserRow | undefined> {
  const [row] = await db
    .select(programUserColumns)
    .from(programUsers)
    .innerJoin(users, eq(users.id, programUsers.userId))
    .where(and(eq(programUsers.programId, programId), eq(programUsers.userId, userId)));
  return row;
}

/** False when the user already belongs to the program. */
export async function insertProgramUser(
  db: DbExecutor,
  values: { programId: number; userId: string; isDirector: boolean },
): Promise<boolean> {
  const rows = await db
    .insert(programUsers)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: programUsers.userId });
  return rows.length > 0;
}

export async function setProgramDirector(
  db: DbExecutor,
  programId: number,
  userId: string,
  isDirector: boolean,
): Promise<boolean> {
  const rows = await db
    .update(programUsers)
    .set({ isDirector })
    .where(and(eq(programUsers.programId, programId), eq(programUsers.userId, userId)))
    .returning({ userId: programUsers.userId });
  return rows.length > 0;
}

/** Detaches the user; one who belongs to no other program loses the ProgramUser role. */
export async function deleteProgramUser(db: DbExecutor, programId: number, userId: string): Promise<boolean> {
  const rows = await db
    .delete(programUsers)
    .where(and(eq(programUsers.programId, programId), eq(programUsers.userId, userId)))
    .returning({ userId: programUsers.userId });
  if (rows.length === 0) return false;
  await db
    .update(users)
    .set({ roles: sql`array_remove(${users.roles}, 'ProgramUser')`, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        sql`not exists (select 1 from ${programUsers} where ${programUsers.userId} = ${userId})`,
      ),
    );
  return true;
}

// ---------- public ----------

/**
 * The programs with their positions in their specialty's current cycle (the newest Active one):
 * one statement for any number of ids.
 */
export async function findProgramsWithCurrentPositions(
  db: DbExecutor,
  ids: number[],
): Promise<(ProgramWithNames & { positions: number | null; currentCycleName: string | null })[]> {
  const current = sql`(
    select ${matchCycles.id} from ${matchCycles}
    inner join ${matchCycleYears} on ${matchCycleYears.id} = ${matchCycles.matchCycleYearId}
    where ${matchCycles.specialtyId} = ${programs.specialtyId} and ${matchCycles.status} = 'Active'
    order by ${matchCycleYears.code} desc, ${matchCycles.id} desc limit 1)`;
  return selectWithNamesAnd(db, {
    positions: sql<number | null>`(select ${programMatchCycles.positions} from ${programMatchCycles}
      where ${programMatchCycles.programId} = ${programs.id} and ${programMatchCycles.matchCycleId} = ${current})`,
    currentCycleName: sql<
      string | null
    >`(select ${matchCycles.matchName} from ${matchCycles} where ${matchCycles.id} = ${current})`,
  }).where(inArray(programs.id, ids));
}
