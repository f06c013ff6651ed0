/** A specialty's information pages, in their order (position, then id). */
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { specialtyPages } from '../schema.ts';
import { pageOf } from './paging.ts';

export type SpecialtyPageRow = typeof specialtyPages.$inferSelect;
export type SpecialtyPageListRow = Omit<SpecialtyPageRow, 'body'>;

const { body: _body, ...listColumns } = getTableColumns(specialtyPages);
const inOrder = [asc(specialtyPages.position), asc(specialtyPages.id)];

/** One page of the admin list (without bodies). */
export async function listSpecialtyPageRows(
  db: DbExecutor,
  specialtyId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: SpecialtyPageListRow[]; total: number }> {
  const where = eq(specialtyPages.specialtyId, specialtyId);
  const { limit, offset } = pageOf(page);
  const [items, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(specialtyPages)
      .where(where)
      .orderBy(...inOrder)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(specialtyPages).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** The published pages' titles of the given specialty, in order (the public side navigation). */
export async function listPublishedPageLinks(
  db: DbExecutor,
  specialtyId: number,
): Promise<{ id: number; title: string; position: number }[]> {
  return db
    .select({ id: specialtyPages.id, title: specialtyPages.title, position: specialtyPages.position })
    .from(specialtyPages)
    .where(and(eq(specialtyPages.specialtyId, specialtyId), eq(specialtyPages.isPublished, true)))
    .orderBy(...inOrder)
    .limit(500);
}

export async function findSpecialtyPage(db: DbExecutor, id: number): Promise<SpecialtyPageRow | undefined> {
  const [row] = await db.select().from(specialtyPages).where(eq(specialtyPages.id, id));
  return row;
}

/** Appended after the specialty's last page. */
export async function insertSpecialtyPage(
  db: DbExecutor,
  values: { specialtyId: number; title: string; body: string; isPublished: boolean },
): Promise<number> {
  const [row] = await db
    .insert(specialtyPages)
    .values({
      ...values,
      position: sql`(select coalesce(max(${specialtyPages.position}), -1) + 1 from ${specialtyPages} where ${specialtyPages.specialtyId} = ${values.specialtyId})`,
    })
    .returning({ id: specialtyPages.id });
  return row!.id;
}

export async function updateSpecialtyPageRow(
  db: DbExecutor,
  id: number,
  values: Partial<Pick<SpecialtyPageRow, 'title' | 'body' | 'isPublished'>>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(specialtyPages)
    .set({ ...values, updatedAt: now })
    .where(eq(specialtyPages.id, id))
    .returning({ id: specialtyPages.id });
  return rows.length > 0;
}

export async function listSpecialtyPageIds(db: DbExecutor, specialtyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: specialtyPages.id })
    .from(specialtyPages)
    .where(eq(specialtyPages.specialtyId, specialtyId));
  return rows.map((row) => row.id);
}

/** Positions 0..n-1 in the given order, in one statement. */
export async function setSpecialtyPagePositions(
  db: DbExecutor,
  specialtyId: number,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::int then ${index}::int`),
    sql` `,
  );
  await db
    .update(specialtyPages)
    .set({ position: sql`case ${specialtyPages.id} ${cases} else ${specialtyPages.position} end` })
    .where(eq(specialtyPages.specialtyId, specialtyId));
}

export async function deleteSpecialtyPageRow(db: DbExecutor, id: number): Promise<boolean> {
  const rows = await db
    .delete(specialtyPages)
    .where(eq(specialtyPages.id, id))
    .returning({ id: specialtyPages.id });
  return rows.length > 0;
}
