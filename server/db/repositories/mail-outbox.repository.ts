import { desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { mailOutbox } from '../schema.ts';

export type MailStatus = 'queued' | 'sent' | 'logged' | 'failed';
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

export async function insertMail(
  db: DbExecutor,
  values: { to: string; subject: string; text: string; html: string | null; status: MailStatus },
): Promise<MailOutboxRow> {
  const [row] = await db.insert(mailOutbox).values(values).returning();
  return row!;
}

export async function mailExists(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return rows.length > 0;
}

export async function updateMailStatus(
  db: DbExecutor,
  id: string,
  values: { status: MailStatus; error: string | null; sentAt: Date | null },
): Promise<void> {
  await db.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));
}

/** Newest first; `to` matches the recipient exactly (case-insensitive). */
export async function listMail(
  db: DbExecutor,
  filter: { to?: string; page: number; pageSize: number },
): Promise<{ items: MailOutboxRow[]; total: number }> {
  const where = filter.to ? eq(sql`lower(${mailOutbox.to})`, filter.to.toLowerCase()) : undefined;
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox).where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}
