/**
 * The admin's billing dashboard (business.md §2.6 billing-dashboard/:tab; ADR 0025): invoices,
 * payments, fees and orders with filters and totals, their CSV and Excel exports, and the money an
 * admin moves by hand — manual payments, refunds (through the payment's provider) and voiding — each
 * in the audit trail.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  adminInvoicesQuery,
  adminPaymentsQuery,
  BillingTab,
  exportAdminBilling,
  listAdminFees,
} from '../../../core/contracts/billing/admin-billing.contract.ts';
import type { InvoiceView, PaymentView } from '../../../core/contracts/billing/invoices.contract.ts';
import { billingMessages } from '../../../core/domain/billing-messages.ts';
import { invoiceNumber, type ManualPaymentMethod, refundableCents } from '../../../core/domain/invoices.ts';
import { pacificDateRange } from '../../../core/domain/match-calendar.ts';
import { formatMessage } from '../../../core/domain/messages.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { moveStatus } from '../../db/repositories/applications.repository.ts';
import {
  addInvoiceRefund,
  findInvoiceListRow,
  listFees,
  listInvoices,
  lockInvoice,
  markInvoiceVoid,
} from '../../db/repositories/invoices.repository.ts';
import {
  findPaymentListRow,
  insertRefund,
  listPayments,
  lockPayment,
  type PaymentFilter,
} from '../../db/repositories/payments.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { conflict, notFound, ValidationFailure } from '../../errors.ts';
import type { MailService } from '../mail/mail.service.ts';
import { type Cell, toCsv, toXlsx } from '../platform/spreadsheet-export.ts';
import type { AuditLogService } from '../users/audit-log.service.ts';
import { toInvoiceView, toPaymentView } from './billing-presenters.ts';
import { formatCents } from './money-text.ts';
import type { PaymentProviders } from './payments.service.ts';
import { insertAndSettle, type PaymentsService } from './payments.service.ts';

type InvoicesQuery = z.output<typeof adminInvoicesQuery>;
type PaymentsQuery = z.output<typeof adminPaymentsQuery>;
type FeesQuery = z.output<(typeof listAdminFees)['query'] & z.ZodType>;
type ExportQuery = z.output<(typeof exportAdminBilling)['query'] & z.ZodType>;

/** The most rows one export holds. */
const EXPORT_LIMIT = 10_000;

export type AdminBillingService = ReturnType<typeof createAdminBillingService>;

export function createAdminBillingService(deps: {
  db: DbExecutor;
  clock: Clock;
  mail: MailService;
  audit: AuditLogService;
  payments: PaymentsService;
  providers: PaymentProviders;
}) {
  const { db, clock, mail, audit, payments, providers } = deps;

  function invoiceFilter(query: Omit<Partial<InvoicesQuery>, 'status'> & { status?: string | undefined }) {
    return {
      status: query.status as InvoicesQuery['status'],
      kind: query.kind,
      matchCycleId: query.matchCycleId,
      search: query.search,
      ...pacificDateRange(query.from, query.to),
    };
  }

  function paymentFilter(
    query: Omit<Partial<PaymentsQuery>, 'status'> & { status?: string | undefined },
    succeededOnly: boolean,
  ): PaymentFilter {
    return {
      succeededOnly,
      status: query.status as PaymentsQuery['status'],
      provider: query.provider,
      search: query.search,
      ...pacificDateRange(query.from, query.to),
    };
  }

  async function invoiceView(id: number): Promise<InvoiceView> {
    const row = await findInvoiceListRow(db, id);
    if (!row) throw notFound();
    return toInvoiceView(row);
  }

  async function paymentView(id: number): Promise<PaymentView> {
    const row = await findPaymentListRow(db, id);
    if (!row) throw notFound();
    return toPaymentView(row);
  }

  const money = (cents: number): Cell => ({ cents });

  return {
    async invoices(query: InvoicesQuery) {
      const { items, total, totals } = await listInvoices(db, invoiceFilter(query), query);
      return { items: items.map(toInvoiceView), total, totals };
    },

    async payments(query: PaymentsQuery) {
      const { items, total, totals } = await listPayments(db, paymentFilter(query, true), query);
      return { items: items.map(toPaymentView), total, totals };
    },

    async orders(query: PaymentsQuery) {
      const { items, total, totals } = await listPayments(db, paymentFilter(query, false), query);
      return { items: items.map(toPaymentView), total, totals };
    },

    async fees(query: FeesQuery) {
      return listFees(db, query);
    },

    /** The tab's rows under the same filters, whole (up to 10,000), as a file. */
    async export(
      tab: BillingTab,
      query: ExportQuery,
    ): Promise<{ fileName: string; contentType: string; body: Buffer }> {
      const page = { page: 1, pageSize: EXPORT_LIMIT };
      let header: string[];
      let rows: Cell[][];
      if (tab === 'invoices') {
        const { items } = await listInvoices(db, invoiceFilter(query), {
          ...page,
          sort: 'createdDate',
          direction: 'desc',
        });
        header = [
          'Number',
          'Created',
          'Kind',
          'Description',
          'Billed to',
          'Program',
          'Match cycle',
          'Amount',
          'Refunded',
          'Status',
          'Due',
          'Paid',
        ];
        rows = items.map((row) => [
          invoiceNumber(row.id),
          row.createdAt.toISOString(),
          row.kind,
          row.description,
          row.billedTo,
          row.programName,
          row.matchCycleName,
          money(row.amountCents),
          money(row.refundedCents),
          row.status,
          row.dueDate,
          row.paidAt?.toISOString() ?? null,
        ]);
      } else if (tab === 'fees') {
        const { items } = await listFees(db, {
          ...page,
          search: query.search,
          sort: 'matchCycleName',
          direction: 'asc',
        });
        header = [
          'Match cycle',
          'Code',
          'Registration fee',
          'Application fee',
          'Distribution',
          'Program registration fee',
          'Annual membership fee',
          'Invoiced',
          'Paid',
          'Outstanding',
        ];
        rows = items.map((row) => [
          row.matchCycleName,
          row.matchCycleCode,
          money(row.registrationFeeCents),
          money(row.applicationFeeCents),
          row.applicationFeeDistribution,
          money(row.programRegistrationFeeCents),
          money(row.programAnnualMembershipFeeCents),
          money(row.invoicedCents),
          money(row.paidCents),
          money(row.outstandingCents),
        ]);
      } else {
        const { items } = await listPayments(db, paymentFilter(query, tab === 'payments'), {
          ...page,
          sort: 'createdDate',
          direction: 'desc',
        });
        header = [
          'Payment',
          'Created',
          'Invoice',
          'Description',
          'Provider',
          'Method',
          'Status',
          'Amount',
          'Refunded',
          'Reference',
          'Paid by',
          'Program',
          'Succeeded',
        ];
        rows = items.map((row) => [
          row.id,
          row.createdAt.toISOString(),
          invoiceNumber(row.invoiceId),
          row.invoiceDescription,
          row.provider,
          row.method,
          row.status,
          money(row.amountCents),
          money(row.refundedCents),
          row.providerRef,
          row.userName,
          row.programName,
          row.succeededAt?.toISOString() ?? null,
        ]);
      }
      const stamp = clock.now().toISOString().slice(0, 10);
      const base = `matchline-${tab}-${stamp}`;
      return query.format === 'xlsx'
        ? {
            fileName: `${base}.xlsx`,
            contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            body: toXlsx(tab, header, rows),
          }
        : { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(header, rows) };
    },

    /** A cheque, a wire or a waiver an admin records: the invoice is paid (and unblocks) at once. */
    async recordManualPayment(
      adminUserId: string,
      invoiceId: number,
      input: { method: ManualPaymentMethod; reference: string; note?: string | undefined },
    ): Promise<InvoiceView> {
      const outcome = await withTransaction(db, async (tx) => {
        const invoice = await lockInvoice(tx, invoiceId);
        if (!invoice) throw notFound();
        if (invoice.status !== 'Unpaid')
          throw conflict(
            formatMessage(billingMessages.InvoiceNotPayable, { status: invoice.status.toLowerCase() }),
          );
        const { payment, programId } = await insertAndSettle(tx, payments, invoice, {
          invoiceId,
          provider: 'Manual',
          method: input.method,
          amountCents: invoice.amountCents,
          providerRef: input.reference,
          note: input.note ?? null,
          userId: adminUserId,
          idempotencyKey: `manual-${randomUUID()}`,
        });
        await audit.record(
          {
            actorUserId: adminUserId,
            action: 'ManualPaymentRecorded',
            details: {
              invoiceId,
              paymentId: payment.id,
              amountCents: invoice.amountCents,
              method: input.method,
              reference: input.reference,
            },
          },
          tx,
        );
        return { invoice, programId };
      });
      payments.announceSent(outcome.invoice, outcome.programId);
      return invoiceView(invoiceId);
    },

    /**
     * A full or partial refund: never more than is left, through the payment's provider (Stripe's
     * refunds API) or recorded (Manual, Test); the payment's lock makes two refunds add up correctly.
     */
    async refund(
      adminUserId: string,
      paymentId: number,
      input: { amountCents: number; reason: string },
    ): Promise<PaymentView> {
      await withTransaction(db, async (tx) => {
        const payment = await lockPayment(tx, paymentId);
        if (!payment) throw notFound();
        if (payment.status !== 'Succeeded') throw conflict(billingMessages.RefundNotPossible);
        const left = refundableCents(payment.amountCents, payment.refundedCents);
        if (input.amountCents > left)
          throw new ValidationFailure({
            amountCents: [formatMessage(billingMessages.RefundAmountTooHigh, { amount: formatCents(left) })],
          });
        const invoice = await lockInvoice(tx, payment.invoiceId);
        if (!invoice) throw notFound();
        const idempotencyKey = `refund-${randomUUID()}`;
        const provider = payment.provider === 'Stripe' ? providers.stripe : null;
        if (payment.provider === 'Stripe' && !provider)
          throw conflict(billingMessages.PaymentProviderUnavailable);
        const result = provider
          ? await provider.refund({
              providerRef: payment.providerRef ?? '',
              amountCents: input.amountCents,
              idempotencyKey,
            })
          : { providerRef: null, status: 'Succeeded' as const };
        if (result.status === 'Failed') throw conflict(billingMessages.RefundNotPossible);
        await insertRefund(tx, {
          paymentId,
          amountCents: input.amountCents,
          status: result.status,
          reason: input.reason,
          providerRef: result.providerRef,
          idempotencyKey,
          createdByUserId: adminUserId,
        });
        await addInvoiceRefund(tx, invoice.id, input.amountCents);
        await audit.record(
          {
            actorUserId: adminUserId,
            action: 'PaymentRefunded',
            details: {
              invoiceId: invoice.id,
              paymentId,
              amountCents: input.amountCents,
              reason: input.reason,
            },
          },
          tx,
        );
        const billed = await findUserById(tx, invoice.userId);
        if (billed) {
          const values = {
            number: invoiceNumber(invoice.id),
            description: invoice.description,
            amount: formatCents(input.amountCents),
            reason: input.reason,
          };
          await mail.send(
            {
              to: billed.email,
              subject: formatMessage(billingMessages.RefundIssuedSubject, values),
              text: formatMessage(billingMessages.RefundIssuedBody, values),
            },
            tx,
          );
        }
      });
      return paymentView(paymentId);
    },

    async voidInvoice(adminUserId: string, invoiceId: number): Promise<InvoiceView> {
      await withTransaction(db, async (tx) => {
        const invoice = await lockInvoice(tx, invoiceId);
        if (!invoice) throw notFound();
        if (!(await markInvoiceVoid(tx, invoiceId, clock.now())))
          throw conflict(billingMessages.InvoiceNotVoidable);
        // A voided application fee is no longer owed: its application goes back to the applicant, unsent.
        if (invoice.kind === 'ApplicationFee' && invoice.applicationId !== null)
          await moveStatus(tx, invoice.applicationId, ['PendingPayment'], 'InProgress', clock.now());
        await audit.record({ actorUserId: adminUserId, action: 'InvoiceVoided', details: { invoiceId } }, tx);
      });
      return invoiceView(invoiceId);
    },
  };
}
