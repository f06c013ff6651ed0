/** A user's saved views of a list (saved_list_views, issue 15). */
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { savedListViews } from '../schema.ts';

export type SavedViewRow = typeof savedListViews.$inferSelect;

export async function listSavedViewsOf(
  db: DbExecutor,
  userId: string,
  listKey: string,
): Promise<SavedViewRow[]> {
  return db
    .select()
    .from(savedListViews)
    .where(and(eq(savedListViews.userId, userId), eq(savedListViews.listKey, listKey)))
    .orderBy(asc(savedListViews.name), asc(savedListViews.id));
}

export async function countSavedViews(db: DbExecutor, userId: string, listKey: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedListViews)
    .where(and(eq(savedListViews.userId, userId), eq(savedListViews.listKey, listKey)));
  return Number(row?.n ?? 0);
}

/** Undefined when the user already has a view of that name for the list. */
export async function insertSavedView(
  db: DbExecutor,
  values: { userId: string; listKey: string; name: string; query: string; now: Date },
): Promise<SavedViewRow | undefined> {
  const [row] = await db
    .insert(savedListViews)
    .values({ ...values, createdAt: values.now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteSavedViewOf(db: DbExecutor, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedListViews)
    .where(and(eq(savedListViews.id, id), eq(savedListViews.userId, userId)))
    .returning({ id: savedListViews.id });
  return rows.length > 0;
}
