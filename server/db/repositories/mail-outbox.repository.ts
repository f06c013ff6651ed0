import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { MailStatus } from '../../../core/domain/mail.ts';
import type { DbExecutor } from '../client.ts';
import { mailOutbox } from '../schema.ts';
import { pageOf } from './paging.ts';

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

export async function insertMail(
  db: DbExecutor,
  values: {
    to: string;
    subject: string;
    text: string;
    html: string | null;
    sealedText: string | null;
    status: MailStatus;
    /** Why a mail was not sent (e.g. a blocked address). */
    error?: string | null;
  },
): Promise<MailOutboxRow> {
  const [row] = await db.insert(mailOutbox).values(values).returning();
  return row!;
}

/** Rows per INSERT of a bulk write: well under PostgreSQL's 65,535 bind parameters (6 per row). */
const MAIL_BATCH_ROWS = 1000;

/**
 * Writes many mails with a few multi-row INSERTs (result emails go to tens of thousands at once);
 * answers their ids in the order given.
 */
export async function insertMails(
  db: DbExecutor,
  rows: readonly {
    to: string;
    subject: string;
    text: string;
    sealedText: string | null;
    status: MailStatus;
    error?: string | null;
  }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += MAIL_BATCH_ROWS) {
    const batch = rows.slice(start, start + MAIL_BATCH_ROWS).map((row) => ({ ...row, html: null }));
    const inserted = await db.insert(mailOutbox).values(batch).returning({ id: mailOutbox.id });
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}

export async function mailExists(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return rows.length > 0;
}

/** Records the outcome of a delivery; the sealed body goes with it (sent or failed, it is done). */
export async function updateMailStatus(
  db: DbExecutor,
  id: string,
  values: { status: MailStatus; error: string | null; sentAt: Date | null },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ ...values, sealedText: null })
    .where(eq(mailOutbox.id, id));
}

/** Deletes delivered mail (sent or logged) written before `before`; answers how many. */
export async function deleteDeliveredMailBefore(db: DbExecutor, before: Date): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'logged']), lt(mailOutbox.createdAt, before)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Drops the sealed bodies of mail written before `before`, whatever became of it; answers how many. */
export async function clearSealedTextBefore(db: DbExecutor, before: Date): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ sealedText: null })
    .where(and(isNotNull(mailOutbox.sealedText), lt(mailOutbox.createdAt, before)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Newest first; `to` matches the recipient exactly (case-insensitive). */
export async function listMail(
  db: DbExecutor,
  filter: { to?: string; page: number; pageSize: number },
): Promise<{ items: MailOutboxRow[]; total: number }> {
  const where = filter.to ? eq(sql`lower(${mailOutbox.to})`, filter.to.toLowerCase()) : undefined;
  const { limit, offset } = pageOf(filter);
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox).where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}
