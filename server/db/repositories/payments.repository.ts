/** Payments (orders until confirmed), refunds, and the provider events already applied (ADR 0025). */
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Paged, PageQuery } from '../../../core/contracts/paging.ts';
import type {
  PaymentMethod,
  PaymentProvider,
  PaymentStatus,
  RefundStatus,
} from '../../../core/domain/invoices.ts';
import type { DbExecutor } from '../client.ts';
import { invoices, payments, programs, providerEvents, refunds, users } from '../schema.ts';
import type { InvoiceTotals } from './invoices.repository.ts';
import { descending, pageOf, type SortDirection, searchAny, sortOrder } from './paging.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export async function insertPayment(
  db: DbExecutor,
  values: {
    invoiceId: number;
    provider: PaymentProvider;
    method: PaymentMethod;
    amountCents: number;
    idempotencyKey: string;
    status?: PaymentStatus;
    providerRef?: string | null;
    note?: string | null;
    userId?: string | null;
    succeededAt?: Date | null;
  },
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPayment(db: DbExecutor, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function lockPayment(tx: DbExecutor, id: number): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findPaymentByProviderRef(
  db: DbExecutor,
  provider: PaymentProvider,
  providerRef: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
    .limit(1);
  return row ?? null;
}

/** The invoice's open order with this provider, to reuse instead of starting another. */
export async function findPendingOrder(
  db: DbExecutor,
  invoiceId: number,
  provider: PaymentProvider,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.invoiceId, invoiceId), eq(payments.provider, provider), eq(payments.status, 'Pending')),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function setPaymentProviderRef(db: DbExecutor, id: number, providerRef: string): Promise<void> {
  await db.update(payments).set({ providerRef }).where(eq(payments.id, id));
}

/** Pending → Succeeded once; null when it was not Pending. */
export async function markPaymentSucceeded(db: DbExecutor, id: number, at: Date): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ status: 'Succeeded', succeededAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, 'Pending')))
    .returning();
  return row ?? null;
}

export async function markPaymentFailed(
  db: DbExecutor,
  id: number,
  status: 'Failed' | 'Cancelled',
  failureMessage: string | null,
): Promise<void> {
  await db
    .update(payments)
    .set({ status, failureMessage })
    .where(and(eq(payments.id, id), eq(payments.status, 'Pending')));
}

/** The other orders of a paid invoice will never be paid: cancelled. */
export async function cancelPendingOrders(db: DbExecutor, invoiceId: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'Cancelled', failureMessage: 'The invoice was paid another way.' })
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'Pending')));
}

export async function findSucceededPayment(db: DbExecutor, invoiceId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'Succeeded')))
    .limit(1);
  return row ?? null;
}

export async function insertRefund(
  db: DbExecutor,
  values: {
    paymentId: number;
    amountCents: number;
    status: RefundStatus;
    reason: string;
    providerRef: string | null;
    idempotencyKey: string;
    createdByUserId: string;
  },
): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  await db
    .update(payments)
    .set({ refundedCents: sql`${payments.refundedCents} + ${values.amountCents}` })
    .where(eq(payments.id, values.paymentId));
  return row!;
}

/** True the first time an event id is seen: a webhook delivered twice is applied once. */
export async function recordProviderEvent(db: DbExecutor, provider: PaymentProvider, eventId: string) {
  const rows = await db
    .insert(providerEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning();
  return rows.length > 0;
}

export type PaymentListRow = PaymentRow & {
  invoiceDescription: string;
  userName: string | null;
  programName: string | null;
  refunds: Pick<RefundRow, 'id' | 'amountCents' | 'status' | 'reason' | 'createdAt'>[];
};

export type PaymentFilter = {
  /** Payments of the invoices of this user or this program. */
  invoiceUserId?: string;
  programId?: number;
  /** Only money that came in (the payments tab), or every attempt (orders). */
  succeededOnly?: boolean;
  status?: PaymentStatus | undefined;
  provider?: PaymentProvider | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
  search?: string | undefined;
};

const payerName = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

function paymentWhere(filter: PaymentFilter): SQL | undefined {
  return and(
    filter.invoiceUserId ? eq(invoices.userId, filter.invoiceUserId) : undefined,
    filter.programId !== undefined ? eq(invoices.programId, filter.programId) : undefined,
    filter.succeededOnly ? eq(payments.status, 'Succeeded') : undefined,
    filter.status ? eq(payments.status, filter.status) : undefined,
    filter.provider ? eq(payments.provider, filter.provider) : undefined,
    filter.from ? gte(payments.createdAt, filter.from) : undefined,
    filter.before ? lt(payments.createdAt, filter.before) : undefined,
    searchAny(filter.search, [
      invoices.description,
      sql`coalesce(${payments.providerRef}, '')`,
      sql`coalesce(${payerName}, '')`,
      sql`coalesce(${programs.name}, '')`,
      sql`'INV-' || lpad(${invoices.id}::text, 6, '0')`,
    ]),
  );
}

const paymentListColumns = {
  payment: payments,
  invoiceDescription: invoices.description,
  userName: payerName,
  programName: programs.name,
};

const paymentSorts = {
  createdDate: payments.createdAt,
  amount: payments.amountCents,
  status: payments.status,
} as const;

/** A page of payments with their refunds and the filter's totals: three statements. */
export async function listPayments(
  db: DbExecutor,
  filter: PaymentFilter,
  page: PageQuery & { sort?: keyof typeof paymentSorts; direction?: SortDirection },
): Promise<Paged<PaymentListRow> & { totals: InvoiceTotals }> {
  const { limit, offset } = pageOf(page);
  const where = paymentWhere(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select(paymentListColumns)
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .leftJoin(users, eq(users.id, payments.userId))
      .leftJoin(programs, eq(programs.id, invoices.programId))
      .where(where)
      .orderBy(
        ...sortOrder(
          paymentSorts,
          page.sort ?? 'createdDate',
          page.direction ?? 'desc',
          descending(payments.id),
        ),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({
        count: sql<number>`count(*)::int`,
        amountCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::bigint`.mapWith(Number),
        paidCents:
          sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.status} = 'Succeeded'), 0)::bigint`.mapWith(
            Number,
          ),
        refundedCents: sql<number>`coalesce(sum(${payments.refundedCents}), 0)::bigint`.mapWith(Number),
        outstandingCents:
          sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.status} = 'Pending'), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .leftJoin(users, eq(users.id, payments.userId))
      .leftJoin(programs, eq(programs.id, invoices.programId))
      .where(where),
  ]);
  const ids = rows.map((row) => row.payment.id);
  const refundRows = ids.length
    ? await db
        .select({
          id: refunds.id,
          paymentId: refunds.paymentId,
          amountCents: refunds.amountCents,
          status: refunds.status,
          reason: refunds.reason,
          createdAt: refunds.createdAt,
        })
        .from(refunds)
        .where(inArray(refunds.paymentId, ids))
        .orderBy(refunds.id)
    : [];
  const items = rows.map((row) => ({
    ...row.payment,
    invoiceDescription: row.invoiceDescription,
    userName: row.userName,
    programName: row.programName,
    refunds: refundRows.filter((refund) => refund.paymentId === row.payment.id),
  }));
  const sums = totals ?? { count: 0, amountCents: 0, paidCents: 0, refundedCents: 0, outstandingCents: 0 };
  return { items, total: sums.count, totals: sums };
}

/** One payment as lists show it. */
export async function findPaymentListRow(db: DbExecutor, id: number): Promise<PaymentListRow | null> {
  const [row] = await db
    .select(paymentListColumns)
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(programs, eq(programs.id, invoices.programId))
    .where(eq(payments.id, id))
    .limit(1);
  if (!row) return null;
  const refundRows = await db
    .select({
      id: refunds.id,
      amountCents: refunds.amountCents,
      status: refunds.status,
      reason: refunds.reason,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .where(eq(refunds.paymentId, id))
    .orderBy(refunds.id);
  return {
    ...row.payment,
    invoiceDescription: row.invoiceDescription,
    userName: row.userName,
    programName: row.programName,
    refunds: refundRows,
  };
}
