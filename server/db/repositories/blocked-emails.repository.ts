/** Addresses no mail goes to (issue 14: notification history, blocked emails). */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { EmailBlockReason } from '../../../core/domain/messaging.ts';
import type { DbExecutor } from '../client.ts';
import { blockedEmails } from '../schema.ts';
import { pageOf, searchAny } from './paging.ts';

export type BlockedEmailRow = typeof blockedEmails.$inferSelect;

const normal = (email: string) => email.trim().toLowerCase();

export async function listBlockedEmails(
  db: DbExecutor,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ items: BlockedEmailRow[]; total: number }> {
  const { limit, offset } = pageOf(query);
  const rows = await db
    .select({ row: blockedEmails, total: sql<number>`(count(*) over ())::int` })
    .from(blockedEmails)
    .where(searchAny(query.search, [blockedEmails.email, blockedEmails.detail]))
    .orderBy(asc(blockedEmails.email))
    .limit(limit)
    .offset(offset);
  return { items: rows.map((r) => r.row), total: Number(rows[0]?.total ?? 0) };
}

export async function upsertBlockedEmail(
  db: DbExecutor,
  values: { email: string; reason: EmailBlockReason; detail: string | null; createdAt: Date },
): Promise<BlockedEmailRow> {
  const row = { ...values, email: normal(values.email) };
  const [saved] = await db
    .insert(blockedEmails)
    .values(row)
    .onConflictDoUpdate({
      target: blockedEmails.email,
      set: { reason: row.reason, detail: row.detail, createdAt: row.createdAt },
    })
    .returning();
  return saved!;
}

export async function deleteBlockedEmail(db: DbExecutor, email: string): Promise<boolean> {
  const rows = await db
    .delete(blockedEmails)
    .where(eq(blockedEmails.email, normal(email)))
    .returning({ email: blockedEmails.email });
  return rows.length > 0;
}

/** Addresses per statement when looking blocks up (well under PostgreSQL's bind parameter limit). */
const LOOKUP_BATCH = 5000;

/** The blocks among these addresses (lower-cased address → reason), one statement per 5,000 addresses. */
export async function findBlockedAmong(
  db: DbExecutor,
  emails: readonly string[],
): Promise<Map<string, EmailBlockReason>> {
  const blocks = new Map<string, EmailBlockReason>();
  const distinct = [...new Set(emails.map(normal))];
  for (let start = 0; start < distinct.length; start += LOOKUP_BATCH) {
    const rows = await db
      .select({ email: blockedEmails.email, reason: blockedEmails.reason })
      .from(blockedEmails)
      .where(inArray(blockedEmails.email, distinct.slice(start, start + LOOKUP_BATCH)));
    for (const row of rows) blocks.set(row.email, row.reason);
  }
  return blocks;
}
