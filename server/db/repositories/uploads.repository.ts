/** Upload rows (platform.md §3 Upload): created with the signed link, completed or failed by the PUT. */
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
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

/** Marks uploads as referred to (a document, a letter, an avatar): the clean-up leaves them. */
export async function markUploadsAttached(db: DbExecutor, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(uploads)
    .set({ attachedAt: at })
    .where(and(inArray(uploads.id, [...ids]), isNull(uploads.attachedAt)));
}

/** Who an upload's bytes count against: an account, or (accountless) the storage key prefix of its letter. */
export type UploadOwnerFilter = { userId: string } | { keyPrefix: string };

const ownerCondition = (owner: UploadOwnerFilter) =>
  'userId' in owner
    ? eq(uploads.userId, owner.userId)
    : and(
        isNull(uploads.userId),
        sql`left(${uploads.storageKey}, ${owner.keyPrefix.length}) = ${owner.keyPrefix}`,
      );

/** The bytes an owner keeps: the sizes of its completed uploads (pending and failed ones hold none). */
export async function storedBytesOf(db: DbExecutor, owner: UploadOwnerFilter): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | number | null>`sum(${uploads.fileSize})` })
    .from(uploads)
    .where(and(ownerCondition(owner), eq(uploads.status, 'Completed')));
  return Number(row?.bytes ?? 0);
}

/** Serializes quota checks of one owner until the transaction ends (two PUTs cannot both fit the last room). */
export async function lockUploadOwner(tx: DbExecutor, ownerKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${ownerKey}`}, 0))`);
}

/** Uploads nothing refers to, created before `before`, oldest first. */
export async function findUnattachedUploads(
  db: DbExecutor,
  before: Date,
  limit: number,
): Promise<Pick<UploadRow, 'id' | 'storageKey'>[]> {
  return db
    .select({ id: uploads.id, storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, before)))
    .orderBy(asc(uploads.createdAt))
    .limit(limit);
}

/** Foreign key violation (SQLSTATE 23503), whether the driver throws it directly or Drizzle wraps it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Deletes the row only while still unattached; answers whether it did. A row something refers to
 * without having marked it (its foreign key refuses the delete) is marked attached at `now` and kept.
 */
export async function deleteUnattachedUpload(db: DbExecutor, id: string, now: Date): Promise<boolean> {
  try {
    const deleted = await db
      .delete(uploads)
      .where(and(eq(uploads.id, id), isNull(uploads.attachedAt)))
      .returning({ id: uploads.id });
    return deleted.length > 0;
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await markUploadsAttached(db, [id], now);
    return false;
  }
}
