/** Upload rows (platform.md §3 Upload): created with the signed link, completed or failed by the PUT. */
import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { uploads } from '../schema.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;

export async function insertUpload(db: DbExecutor, row: NewUploadRow): Promise<UploadRow> {
  const [inserted] = await db.insert(uploads).values(row).returning();
  return inserted!;
}

export async function findUploadById(db: DbExecutor, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

export async function findUploadsByIds(db: DbExecutor, ids: readonly string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
}

/** The row locked for the rest of the transaction: two PUTs to one link finish one after the other. */
export async function lockUploadById(tx: DbExecutor, id: string): Promise<UploadRow | null> {
  const [row] = await tx.select().from(uploads).where(eq(uploads.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findUploadByStateKey(db: DbExecutor, stateKey: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.stateKey, stateKey)).limit(1);
  return row ?? null;
}

export async function updateUpload(
  db: DbExecutor,
  id: string,
  values: Partial<Pick<UploadRow, 'status' | 'failureReason' | 'contentType' | 'fileSize' | 'completedAt'>>,
): Promise<UploadRow | null> {
  const [row] = await db.update(uploads).set(values).where(eq(uploads.id, id)).returning();
  return row ?? null;
}

export async function deleteUploadRow(db: DbExecutor, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}
