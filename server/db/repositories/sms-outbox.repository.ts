/** The SMS outbox (issue 14): like mail's, with sealed texts while the provider still needs them. */
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DeliveryStatus } from '../../../core/domain/messaging.ts';
import type { DbExecutor } from '../client.ts';
import { smsOutbox } from '../schema.ts';

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

export async function insertSms(
  db: DbExecutor,
  values: {
    userId: string | null;
    to: string;
    text: string;
    sealedText: string | null;
    status: DeliveryStatus;
    error?: string | null;
    createdAt: Date;
  },
): Promise<SmsOutboxRow> {
  const [row] = await db.insert(smsOutbox).values(values).returning();
  return row!;
}

export async function smsExists(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.id, id)).limit(1);
  return rows.length > 0;
}

/** Records the outcome of a delivery; the sealed text goes with it. */
export async function updateSmsStatus(
  db: DbExecutor,
  id: string,
  values: { status: DeliveryStatus; error: string | null; sentAt: Date | null },
): Promise<void> {
  await db
    .update(smsOutbox)
    .set({ ...values, sealedText: null })
    .where(eq(smsOutbox.id, id));
}

export async function findSms(db: DbExecutor, id: string): Promise<SmsOutboxRow | null> {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id)).limit(1);
  return row ?? null;
}

/** Deletes delivered SMS (sent or logged) written before `before`; drops old sealed texts. */
export async function pruneSmsBefore(
  db: DbExecutor,
  deliveredBefore: Date,
  sealedBefore: Date,
): Promise<{ deleted: number; unsealed: number }> {
  const deleted = await db
    .delete(smsOutbox)
    .where(and(inArray(smsOutbox.status, ['sent', 'logged']), lt(smsOutbox.createdAt, deliveredBefore)))
    .returning({ id: smsOutbox.id });
  const unsealed = await db
    .update(smsOutbox)
    .set({ sealedText: null })
    .where(and(isNotNull(smsOutbox.sealedText), lt(smsOutbox.createdAt, sealedBefore)))
    .returning({ id: smsOutbox.id });
  return { deleted: deleted.length, unsealed: unsealed.length };
}
