/** Invoices and their lines, in integer cents (design.md §4.9; ADR 0025). */
import { and, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Paged, PageQuery } from '../../../core/contracts/paging.ts';
import type { InvoiceKind, InvoiceStatus } from '../../../core/domain/invoices.ts';
import type { DbExecutor } from '../client.ts';
import { invoiceItems, invoices, matchCycles, programs, users } from '../schema.ts';
import { descending, pageOf, type SortDirection, searchAny, sortOrder } from './paging.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = Pick<
  typeof invoiceItems.$inferSelect,
  'description' | 'quantity' | 'unitCents' | 'amountCents'
>;

export type NewInvoice = {
  userId: string;
  programId?: number | null;
  matchCycleId: number | null;
  applicationId?: number | null;
  kind: InvoiceKind;
  description: string;
  dueDate?: string | null;
  payLinkTokenHash?: string | null;
  /** One line of the whole amount when absent. */
  lines?: { description: string; quantity?: number; unitCents: number }[];
  amountCents?: number;
};

/** The invoice and its lines; the amount is the lines' sum. */
export async function insertInvoice(db: DbExecutor, values: NewInvoice): Promise<InvoiceRow> {
  const lines = (
    values.lines ?? [{ description: values.description, unitCents: values.amountCents ?? 0 }]
  ).map((line) => ({ ...line, quantity: line.quantity ?? 1 }));
  const amountCents = lines.reduce((sum, line) => sum + line.quantity * line.unitCents, 0);
  const [row] = await db
    .insert(invoices)
    .values({
      userId: values.userId,
      programId: values.programId ?? null,
      matchCycleId: values.matchCycleId,
      applicationId: values.applicationId ?? null,
      kind: values.kind,
      description: values.description,
      amountCents,
      dueDate: values.dueDate ?? null,
      payLinkTokenHash: values.payLinkTokenHash ?? null,
    })
    .returning();
  const invoice = row!;
  await db.insert(invoiceItems).values(
    lines.map((line) => ({
      invoiceId: invoice.id,
      description: line.description,
      quantity: line.quantity,
      unitCents: line.unitCents,
      amountCents: line.quantity * line.unitCents,
    })),
  );
  return invoice;
}

export async function findInvoice(db: DbExecutor, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row ?? null;
}

/** The invoice, locked for the rest of the transaction: paying and refunding go one at a time. */
export async function lockInvoice(tx: DbExecutor, id: number): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findInvoiceByPayLink(db: DbExecutor, tokenHash: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.payLinkTokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function setPayLink(db: DbExecutor, id: number, tokenHash: string): Promise<void> {
  await db.update(invoices).set({ payLinkTokenHash: tokenHash }).where(eq(invoices.id, id));
}

export async function listInvoiceLines(db: DbExecutor, invoiceId: number): Promise<InvoiceLineRow[]> {
  return db
    .select({
      description: invoiceItems.description,
      quantity: invoiceItems.quantity,
      unitCents: invoiceItems.unitCents,
      amountCents: invoiceItems.amountCents,
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(invoiceItems.id);
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

/** Unpaid → Void once. */
export async function markInvoiceVoid(
  db: DbExecutor,
  id: number,
  voidedAt: Date,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .update(invoices)
    .set({ status: 'Void', voidedAt, payLinkTokenHash: null })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'Unpaid')))
    .returning();
  return row ?? null;
}

/** Adds a refund to the invoice's total; a whole refund makes it Refunded. */
export async function addInvoiceRefund(db: DbExecutor, id: number, cents: number): Promise<InvoiceRow> {
  const [row] = await db
    .update(invoices)
    .set({
      refundedCents: sql`${invoices.refundedCents} + ${cents}`,
      status: sql`case when ${invoices.refundedCents} + ${cents} >= ${invoices.amountCents} then 'Refunded' else ${invoices.status} end`,
    })
    .where(eq(invoices.id, id))
    .returning();
  return row!;
}

/** An application's unpaid fee invoice, if any. */
export async function findUnpaidApplicationInvoice(
  db: DbExecutor,
  applicationId: number,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.applicationId, applicationId), eq(invoices.status, 'Unpaid')))
    .limit(1);
  return row ?? null;
}

/** How many application fee invoices (not void) a user has in a cycle: the next one's tier. */
export async function countApplicationFeeInvoices(
  db: DbExecutor,
  userId: string,
  matchCycleId: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, userId),
        eq(invoices.matchCycleId, matchCycleId),
        eq(invoices.kind, 'ApplicationFee'),
        sql`${invoices.status} <> 'Void'`,
      ),
    );
  return row?.count ?? 0;
}

/** Whether the program was already billed its annual membership for the cycle's year. */
export async function hasMembershipInvoice(db: DbExecutor, programId: number, matchCycleYearId: number) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(matchCycles, eq(matchCycles.id, invoices.matchCycleId))
    .innerJoin(invoiceItems, eq(invoiceItems.invoiceId, invoices.id))
    .where(
      and(
        eq(invoices.programId, programId),
        eq(matchCycles.matchCycleYearId, matchCycleYearId),
        sql`${invoices.status} <> 'Void'`,
        sql`${invoiceItems.description} like 'Annual membership%'`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type InvoiceListRow = InvoiceRow & {
  matchCycleCode: string | null;
  matchCycleName: string | null;
  programName: string | null;
  billedTo: string;
};

export type InvoiceFilter = {
  userId?: string;
  /** A program's invoices; null for personal invoices only (no program). */
  programId?: number | null | undefined;
  /** A society's programs: those of these specialties. */
  specialtyIds?: number[];
  status?: InvoiceStatus | undefined;
  kind?: InvoiceKind | undefined;
  matchCycleId?: number | undefined;
  /** Created at or after / before (instants). */
  from?: Date | undefined;
  before?: Date | undefined;
  search?: string | undefined;
};

export type InvoiceSort = 'createdDate' | 'amount' | 'status' | 'dueDate' | 'number';

const invoiceSorts = {
  createdDate: invoices.createdAt,
  amount: invoices.amountCents,
  status: invoices.status,
  dueDate: { by: invoices.dueDate, nulls: 'last' },
  number: invoices.id,
} as const;

const billedToName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

function invoiceWhere(filter: InvoiceFilter): SQL | undefined {
  if (filter.specialtyIds && filter.specialtyIds.length === 0) return sql`false`;
  return and(
    filter.userId ? eq(invoices.userId, filter.userId) : undefined,
    filter.programId === null
      ? isNull(invoices.programId)
      : filter.programId !== undefined
        ? eq(invoices.programId, filter.programId)
        : undefined,
    filter.specialtyIds ? inArray(programs.specialtyId, filter.specialtyIds) : undefined,
    filter.status ? eq(invoices.status, filter.status) : undefined,
    filter.kind ? eq(invoices.kind, filter.kind) : undefined,
    filter.matchCycleId ? eq(invoices.matchCycleId, filter.matchCycleId) : undefined,
    filter.from ? gte(invoices.createdAt, filter.from) : undefined,
    filter.before ? lt(invoices.createdAt, filter.before) : undefined,
    searchAny(filter.search, [
      invoices.description,
      users.email,
      billedToName,
      sql`coalesce(${programs.name}, '')`,
      sql`'INV-' || lpad(${invoices.id}::text, 6, '0')`,
    ]),
  );
}

const invoiceListColumns = {
  invoice: invoices,
  matchCycleCode: matchCycles.shortName,
  matchCycleName: matchCycles.matchName,
  programName: programs.name,
  billedTo: billedToName,
};

function invoiceListFrom(db: DbExecutor) {
  return db
    .select(invoiceListColumns)
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(matchCycles, eq(matchCycles.id, invoices.matchCycleId))
    .leftJoin(programs, eq(programs.id, invoices.programId));
}

function toListRow(row: { invoice: InvoiceRow } & Omit<InvoiceListRow, keyof InvoiceRow>): InvoiceListRow {
  return {
    ...row.invoice,
    matchCycleCode: row.matchCycleCode,
    matchCycleName: row.matchCycleName,
    programName: row.programName,
    billedTo: row.billedTo,
  };
}

/** One invoice as lists show it. */
export async function findInvoiceListRow(db: DbExecutor, id: number): Promise<InvoiceListRow | null> {
  const [row] = await invoiceListFrom(db).where(eq(invoices.id, id)).limit(1);
  return row ? toListRow(row) : null;
}

export type InvoiceTotals = {
  count: number;
  amountCents: number;
  paidCents: number;
  refundedCents: number;
  outstandingCents: number;
};

/** A page of invoices with the filter's totals: two statements. */
export async function listInvoices(
  db: DbExecutor,
  filter: InvoiceFilter,
  page: PageQuery & { sort?: InvoiceSort; direction?: SortDirection },
): Promise<Paged<InvoiceListRow> & { totals: InvoiceTotals }> {
  const { limit, offset } = pageOf(page);
  const where = invoiceWhere(filter);
  const [items, [totals]] = await Promise.all([
    invoiceListFrom(db)
      .where(where)
      .orderBy(
        ...sortOrder(
          invoiceSorts,
          page.sort ?? 'createdDate',
          page.direction ?? 'desc',
          descending(invoices.id),
        ),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({
        count: sql<number>`count(*)::int`,
        amountCents:
          sql<number>`coalesce(sum(${invoices.amountCents}) filter (where ${invoices.status} <> 'Void'), 0)::bigint`.mapWith(
            Number,
          ),
        paidCents:
          sql<number>`coalesce(sum(${invoices.amountCents}) filter (where ${invoices.status} in ('Paid', 'Refunded')), 0)::bigint`.mapWith(
            Number,
          ),
        refundedCents: sql<number>`coalesce(sum(${invoices.refundedCents}), 0)::bigint`.mapWith(Number),
        outstandingCents:
          sql<number>`coalesce(sum(${invoices.amountCents}) filter (where ${invoices.status} = 'Unpaid'), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .leftJoin(programs, eq(programs.id, invoices.programId))
      .where(where),
  ]);
  const sums = totals ?? { count: 0, amountCents: 0, paidCents: 0, refundedCents: 0, outstandingCents: 0 };
  return { items: items.map(toListRow), total: sums.count, totals: sums };
}

export type FeeListRow = {
  matchCycleId: number;
  matchCycleCode: string;
  matchCycleName: string;
  registrationFeeCents: number;
  applicationFeeCents: number;
  applicationFeeDistribution: 'Flat' | 'Incremental';
  programRegistrationFeeCents: number;
  programAnnualMembershipFeeCents: number;
  invoicedCents: number;
  paidCents: number;
  outstandingCents: number;
};

/** Each cycle's fees with what was billed against it: one statement a page, one for the totals. */
export async function listFees(
  db: DbExecutor,
  query: PageQuery & {
    search?: string | undefined;
    sort: 'matchCycleName' | 'invoiced' | 'outstanding';
    direction: SortDirection;
  },
): Promise<Paged<FeeListRow> & { totals: InvoiceTotals }> {
  const { limit, offset } = pageOf(query);
  const billed = db
    .select({
      matchCycleId: invoices.matchCycleId,
      invoicedCents: sql<number>`sum(${invoices.amountCents}) filter (where ${invoices.status} <> 'Void')`.as(
        'invoiced_cents',
      ),
      paidCents:
        sql<number>`sum(${invoices.amountCents}) filter (where ${invoices.status} in ('Paid', 'Refunded'))`.as(
          'paid_cents',
        ),
      refundedCents: sql<number>`sum(${invoices.refundedCents})`.as('refunded_cents'),
      outstandingCents:
        sql<number>`sum(${invoices.amountCents}) filter (where ${invoices.status} = 'Unpaid')`.as(
          'outstanding_cents',
        ),
      count: sql<number>`count(*)`.as('invoice_count'),
    })
    .from(invoices)
    .groupBy(invoices.matchCycleId)
    .as('billed');
  const invoiced = sql<number>`coalesce(${billed.invoicedCents}, 0)::bigint`.mapWith(Number);
  const outstanding = sql<number>`coalesce(${billed.outstandingCents}, 0)::bigint`.mapWith(Number);
  const where = searchAny(query.search, [matchCycles.matchName, matchCycles.shortName]);
  const sorts = { matchCycleName: matchCycles.matchName, invoiced, outstanding } as const;
  const [items, [totals]] = await Promise.all([
    db
      .select({
        matchCycleId: matchCycles.id,
        matchCycleCode: matchCycles.shortName,
        matchCycleName: matchCycles.matchName,
        registrationFeeCents: matchCycles.registrationFeeCents,
        applicationFeeCents: matchCycles.applicationFeeCents,
        applicationFeeDistribution: matchCycles.applicationFeeDistribution,
        programRegistrationFeeCents: matchCycles.programRegistrationFeeCents,
        programAnnualMembershipFeeCents: matchCycles.programAnnualMembershipFeeCents,
        invoicedCents: invoiced,
        paidCents: sql<number>`coalesce(${billed.paidCents}, 0)::bigint`.mapWith(Number),
        outstandingCents: outstanding,
      })
      .from(matchCycles)
      .leftJoin(billed, eq(billed.matchCycleId, matchCycles.id))
      .where(where)
      .orderBy(...sortOrder(sorts, query.sort, query.direction, descending(matchCycles.id)))
      .limit(limit)
      .offset(offset),
    db
      .select({
        count: sql<number>`count(*)::int`,
        amountCents: sql<number>`coalesce(sum(${billed.invoicedCents}), 0)::bigint`.mapWith(Number),
        paidCents: sql<number>`coalesce(sum(${billed.paidCents}), 0)::bigint`.mapWith(Number),
        refundedCents: sql<number>`coalesce(sum(${billed.refundedCents}), 0)::bigint`.mapWith(Number),
        outstandingCents: sql<number>`coalesce(sum(${billed.outstandingCents}), 0)::bigint`.mapWith(Number),
      })
      .from(matchCycles)
      .leftJoin(billed, eq(billed.matchCycleId, matchCycles.id))
      .where(where),
  ]);
  const sums = totals ?? { count: 0, amountCents: 0, paidCents: 0, refundedCents: 0, outstandingCents: 0 };
  return { items, total: sums.count, totals: sums };
}
