/** Invoices in integer cents (design.md §4.9). */
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Paged, PageQuery } from '../../../core/contracts/paging.ts';
import type { InvoiceKind } from '../../../core/domain/invoices.ts';
import type { DbExecutor } from '../client.ts';
import { invoices, matchCycles } from '../schema.ts';
import { pageOf } from './paging.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

export async function insertInvoice(
  db: DbExecutor,
  values: {
    userId: string;
    matchCycleId: number | null;
    kind: InvoiceKind;
    description: string;
    amountCents: number;
  },
): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

export async function findInvoice(db: DbExecutor, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row ?? null;
}

/** Unpaid → Paid once; null when the invoice is not unpaid (already paid or void). */
export async function markInvoicePaid(db: DbExecutor, id: number, paidAt: Date): Promise<InvoiceRow | null> {
  const [row] = await db
    .update(invoices)
    .set({ status: 'Paid', paidAt })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'Unpaid')))
    .returning();
  return row ?? null;
}

export type InvoiceOfUser = InvoiceRow & { matchCycleCode: string | null; matchCycleName: string | null };

/** A page of a user's invoices, newest first, with the cycle's code and name: two statements. */
export async function listInvoicesOfUser(
  db: DbExecutor,
  userId: string,
  page: PageQuery,
): Promise<Paged<InvoiceOfUser>> {
  const { limit, offset } = pageOf(page);
  const [items, [count]] = await Promise.all([
    db
      .select({
        ...getTableColumns(invoices),
        matchCycleCode: matchCycles.shortName,
        matchCycleName: matchCycles.matchName,
      })
      .from(invoices)
      .leftJoin(matchCycles, eq(matchCycles.id, invoices.matchCycleId))
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.userId, userId)),
  ]);
  return { items, total: count?.total ?? 0 };
}
