/**
 * Idempotency receipts (design.md §4.5): the first answer to a client UUID, per user. A receipt is
 * claimed (status 0) before the handler runs, so a concurrent duplicate finds it instead of running
 * the handler a second time, and completed with the answer once it is known.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { syncReceipts } from '../schema.ts';

/** The status of a receipt whose request is still running (no HTTP status is 0). */
export const RECEIPT_IN_PROGRESS = 0;

export type SyncReceipt = {
  operation: string;
  statusCode: number;
  response: unknown;
  createdAt: Date;
};

/** Claims (userId, clientId) for this request; false when a receipt already exists. */
export async function claimReceipt(
  db: DbExecutor,
  claim: { userId: string; clientId: string; operation: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(syncReceipts)
    .values({ ...claim, statusCode: RECEIPT_IN_PROGRESS, response: null, createdAt: claim.now })
    .onConflictDoNothing()
    .returning({ clientId: syncReceipts.clientId });
  return inserted.length > 0;
}

export async function findReceipt(
  db: DbExecutor,
  userId: string,
  clientId: string,
): Promise<SyncReceipt | null> {
  const [row] = await db
    .select({
      operation: syncReceipts.operation,
      statusCode: syncReceipts.statusCode,
      response: syncReceipts.response,
      createdAt: syncReceipts.createdAt,
    })
    .from(syncReceipts)
    .where(and(eq(syncReceipts.userId, userId), eq(syncReceipts.clientId, clientId)));
  return row ?? null;
}

export async function completeReceipt(
  db: DbExecutor,
  receipt: { userId: string; clientId: string; statusCode: number; response: unknown },
): Promise<void> {
  await db
    .update(syncReceipts)
    .set({ statusCode: receipt.statusCode, response: receipt.response })
    .where(and(eq(syncReceipts.userId, receipt.userId), eq(syncReceipts.clientId, receipt.clientId)));
}

export async function deleteReceipt(db: DbExecutor, userId: string, clientId: string): Promise<void> {
  await db
    .delete(syncReceipts)
    .where(and(eq(syncReceipts.userId, userId), eq(syncReceipts.clientId, clientId)));
}

/** Removes receipts created before `before`; returns how many. */
export async function pruneReceipts(db: DbExecutor, before: Date): Promise<number> {
  const removed = await db
    .delete(syncReceipts)
    .where(lt(syncReceipts.createdAt, before))
    .returning({ clientId: syncReceipts.clientId });
  return removed.length;
}
