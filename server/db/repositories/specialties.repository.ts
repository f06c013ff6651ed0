/**
 * Specialties, their subspecialties and the society users attached to them. Lists are one statement
 * per page (counts as correlated subqueries) plus one count; the public list is two statements.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  SpecialtyListQuery,
  SpecialtySortColumn,
} from '../../../core/contracts/specialties/specialties.contract.ts';
import type { UserStatus } from '../../../core/domain/roles.ts';
import type { DbExecutor } from '../client.ts';
import {
  matchCycles,
  programs,
  societyUserSpecialties,
  specialties,
  specialtyPages,
  subspecialties,
  users,
} from '../schema.ts';
import { unlessUniqueViolation } from '../unique-violation.ts';
import { pageOf, type SortColumns, searchAny, sortOrder } from './paging.ts';

export type SpecialtyRow = typeof specialties.$inferSelect;
export type NewSpecialtyRow = typeof specialties.$inferInsert;
export type SubspecialtyRow = typeof subspecialties.$inferSelect;

/**
 * A column with its table name. Drizzle leaves columns bare in the select list of a one-table query,
 * which inside a correlated subquery would bind to the subquery's own table.
 */
const q = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const hasActiveCycle = sql<boolean>`exists (select 1 from ${matchCycles} where ${q(matchCycles.specialtyId)} = ${q(specialties.id)} and ${q(matchCycles.status)} = 'Active')`;

export type SpecialtyWithFlags = SpecialtyRow & { hasActiveCycle: boolean };

/** Every specialty (or those with an Active cycle), by name. */
export async function listSpecialtyRows(
  db: DbExecutor,
  filter: { activeOnly?: boolean } = {},
): Promise<SpecialtyWithFlags[]> {
  return db
    .select({ ...getTableColumns(specialties), hasActiveCycle })
    .from(specialties)
    .where(filter.activeOnly ? hasActiveCycle : undefined)
    .orderBy(asc(sql`lower(${specialties.name})`), asc(specialties.id));
}

/** By URL prefix or name, in any case; a URL prefix match wins over a name match. */
export async function findSpecialtyByName(
  db: DbExecutor,
  name: string,
): Promise<SpecialtyWithFlags | undefined> {
  const lowered = name.toLowerCase();
  const [row] = await db
    .select({ ...getTableColumns(specialties), hasActiveCycle })
    .from(specialties)
    .where(or(eq(specialties.urlPrefix, lowered), eq(sql`lower(${specialties.name})`, lowered)))
    .orderBy(desc(eq(specialties.urlPrefix, lowered)))
    .limit(1);
  return row;
}

export async function findSpecialty(db: DbExecutor, id: number): Promise<SpecialtyRow | undefined> {
  const [row] = await db.select().from(specialties).where(eq(specialties.id, id));
  return row;
}

/** The subspecialties of the given specialties, by name (one statement for any number of them). */
export async function listSubspecialtiesOf(
  db: DbExecutor,
  specialtyIds: number[],
): Promise<SubspecialtyRow[]> {
  if (specialtyIds.length === 0) return [];
  return db
    .select()
    .from(subspecialties)
    .where(inArray(subspecialties.specialtyId, specialtyIds))
    .orderBy(asc(sql`lower(${subspecialties.name})`), asc(subspecialties.id));
}

/** A specialty's subspecialties with the number of programs in each. */
export async function listSubspecialtiesWithUse(
  db: DbExecutor,
  specialtyId: number,
): Promise<{ id: number; name: string; programCount: number }[]> {
  return db
    .select({
      id: subspecialties.id,
      name: subspecialties.name,
      programCount: sql<number>`(select count(*)::int from ${programs} where ${q(programs.subspecialtyId)} = ${q(subspecialties.id)})`,
    })
    .from(subspecialties)
    .where(eq(subspecialties.specialtyId, specialtyId))
    .orderBy(asc(sql`lower(${subspecialties.name})`), asc(subspecialties.id));
}

const countOf = (table: SQL) => sql<number>`(select count(*)::int from ${table})`;

export type AdminSpecialtyRow = SpecialtyWithFlags & {
  subspecialtyCount: number;
  societyUserCount: number;
  pageCount: number;
};

/** Ties go by name, then id, so pages are stable. */
const byName = sql`lower(${specialties.name})`;
const specialtySorts: SortColumns<SpecialtySortColumn> = {
  name: byName,
  fullName: [sql`lower(${specialties.fullName})`, byName],
  type: [specialties.type, byName],
  urlPrefix: specialties.urlPrefix,
  createdAt: specialties.createdAt,
};

/** One page of the admin list: searched by name, full name and URL prefix. */
export async function listAdminSpecialtyRows(
  db: DbExecutor,
  query: SpecialtyListQuery,
): Promise<{ items: AdminSpecialtyRow[]; total: number }> {
  const where = searchAny(query.search, [specialties.name, specialties.fullName, specialties.urlPrefix]);
  const { limit, offset } = pageOf(query);
  const [items, [total]] = await Promise.all([
    db
      .select({
        ...getTableColumns(specialties),
        hasActiveCycle,
        subspecialtyCount: countOf(
          sql`${subspecialties} where ${q(subspecialties.specialtyId)} = ${q(specialties.id)}`,
        ),
        societyUserCount: countOf(
          sql`${societyUserSpecialties} where ${q(societyUserSpecialties.specialtyId)} = ${q(specialties.id)}`,
        ),
        pageCount: countOf(
          sql`${specialtyPages} where ${q(specialtyPages.specialtyId)} = ${q(specialties.id)}`,
        ),
      })
      .from(specialties)
      .where(where)
      .orderBy(...sortOrder(specialtySorts, query.sort, query.direction, specialties.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(specialties).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** Which unique values another specialty already holds (names compared in any case). */
export async function findSpecialtyClashes(
  db: DbExecutor,
  values: { name: string; urlPrefix: string },
  exceptId?: number,
): Promise<{ name: boolean; urlPrefix: boolean }> {
  const rows = await db
    .select({ name: specialties.name, urlPrefix: specialties.urlPrefix })
    .from(specialties)
    .where(
      and(
        or(
          eq(sql`lower(${specialties.name})`, values.name.toLowerCase()),
          eq(specialties.urlPrefix, values.urlPrefix),
        ),
        exceptId === undefined ? undefined : ne(specialties.id, exceptId),
      ),
    );
  return {
    name: rows.some((row) => row.name.toLowerCase() === values.name.toLowerCase()),
    urlPrefix: rows.some((row) => row.urlPrefix === values.urlPrefix),
  };
}

/** The new id, or undefined when a unique key (name, URL prefix) was taken meanwhile. */
export async function insertSpecialty(db: DbExecutor, values: NewSpecialtyRow): Promise<number | undefined> {
  return unlessUniqueViolation(async () => {
    const [row] = await db.insert(specialties).values(values).returning({ id: specialties.id });
    return row!.id;
  });
}

/** False when a unique key (name, URL prefix) was taken meanwhile. */
export async function updateSpecialtyRow(
  db: DbExecutor,
  id: number,
  values: Partial<NewSpecialtyRow>,
): Promise<boolean> {
  const done = await unlessUniqueViolation(async () => {
    await db.update(specialties).set(values).where(eq(specialties.id, id));
    return true;
  });
  return done === true;
}

// ---------- subspecialties ----------

export async function findSubspecialtyOf(
  db: DbExecutor,
  specialtyId: number,
  id: number,
): Promise<SubspecialtyRow | undefined> {
  const [row] = await db
    .select()
    .from(subspecialties)
    .where(and(eq(subspecialties.id, id), eq(subspecialties.specialtyId, specialtyId)));
  return row;
}

/** Another subspecialty of the specialty with this name, in any case. */
export async function subspecialtyNameTaken(
  db: DbExecutor,
  specialtyId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: subspecialties.id })
    .from(subspecialties)
    .where(
      and(
        eq(subspecialties.specialtyId, specialtyId),
        eq(sql`lower(${subspecialties.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(subspecialties.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The new id, or undefined when the name was taken meanwhile. */
export async function insertSubspecialty(
  db: DbExecutor,
  specialtyId: number,
  name: string,
): Promise<number | undefined> {
  return unlessUniqueViolation(async () => {
    const [row] = await db
      .insert(subspecialties)
      .values({ specialtyId, name })
      .returning({ id: subspecialties.id });
    return row!.id;
  });
}

export async function renameSubspecialtyRow(db: DbExecutor, id: number, name: string): Promise<boolean> {
  const done = await unlessUniqueViolation(async () => {
    await db.update(subspecialties).set({ name }).where(eq(subspecialties.id, id));
    return true;
  });
  return done === true;
}

export async function countProgramsOfSubspecialty(db: DbExecutor, id: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(programs).where(eq(programs.subspecialtyId, id));
  return row?.total ?? 0;
}

/**
 * Deletes the subspecialty only while no program uses it (checked in the same statement, so a program
 * added meanwhile is not orphaned; the foreign key backs this up). False when one does.
 */
export async function deleteUnusedSubspecialty(db: DbExecutor, id: number): Promise<boolean> {
  const rows = await db
    .delete(subspecialties)
    .where(
      and(
        eq(subspecialties.id, id),
        sql`not exists (select 1 from ${programs} where ${programs.subspecialtyId} = ${id})`,
      ),
    )
    .returning({ id: subspecialties.id });
  return rows.length > 0;
}

// ---------- society users ----------

const societyUserColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  isActive: users.isActive,
  status: users.status,
};

export type SocietyUserRow = {
  userId: string;
  email: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  isActive: boolean;
  status: UserStatus;
};

/** One page of a specialty's society users, by name. */
export async function listSocietyUsersOfSpecialty(
  db: DbExecutor,
  specialtyId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: SocietyUserRow[]; total: number }> {
  const where = eq(societyUserSpecialties.specialtyId, specialtyId);
  const { limit, offset } = pageOf(page);
  const [items, [total]] = await Promise.all([
    db
      .select(societyUserColumns)
      .from(societyUserSpecialties)
      .innerJoin(users, eq(users.id, societyUserSpecialties.userId))
      .where(where)
      .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(societyUserSpecialties).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** False when the user was already attached. */
export async function attachSocietyUserRow(
  db: DbExecutor,
  specialtyId: number,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .insert(societyUserSpecialties)
    .values({ specialtyId, userId })
    .onConflictDoNothing()
    .returning({ userId: societyUserSpecialties.userId });
  return rows.length > 0;
}

/** False when the user was not attached. */
export async function detachSocietyUserRow(
  db: DbExecutor,
  specialtyId: number,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(societyUserSpecialties)
    .where(
      and(eq(societyUserSpecialties.specialtyId, specialtyId), eq(societyUserSpecialties.userId, userId)),
    )
    .returning({ userId: societyUserSpecialties.userId });
  return rows.length > 0;
}
