import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { institutions, states } from '../schema.ts';
import { unlessUniqueViolation } from '../unique-violation.ts';
import { pageOf, searchAny } from './paging.ts';

export type InstitutionRow = typeof institutions.$inferSelect;
export type InstitutionWithState = InstitutionRow & {
  stateName: string | null;
  stateShortName: string | null;
};

export async function findInstitution(db: DbExecutor, id: number): Promise<InstitutionRow | undefined> {
  const [row] = await db.select().from(institutions).where(eq(institutions.id, id)).limit(1);
  return row;
}

/** The new institution, or undefined when the name is taken. */
export async function insertInstitution(
  db: DbExecutor,
  values: typeof institutions.$inferInsert,
): Promise<InstitutionRow | undefined> {
  return unlessUniqueViolation(async () => {
    const [row] = await db.insert(institutions).values(values).returning();
    return row!;
  });
}

/** A page of institutions whose name or city contains the search, by name; two statements. */
export async function searchInstitutions(
  db: DbExecutor,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ items: InstitutionWithState[]; total: number }> {
  const where = searchAny(query.search, [institutions.name, institutions.city]);
  const { limit, offset } = pageOf(query);
  const [items, [count]] = await Promise.all([
    db
      .select({ ...getTableColumns(institutions), stateName: states.name, stateShortName: states.shortName })
      .from(institutions)
      .leftJoin(states, eq(states.id, institutions.stateId))
      .where(where)
      .orderBy(asc(institutions.name), asc(institutions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(institutions).where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}
