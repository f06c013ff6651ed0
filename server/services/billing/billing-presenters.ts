/** Invoices and payments as the contracts carry them (one shape for every role's list). */
import type { InvoiceView, PaymentView } from '../../../core/contracts/billing/invoices.contract.ts';
import { invoiceNumber } from '../../../core/domain/invoices.ts';
import type { InvoiceListRow } from '../../db/repositories/invoices.repository.ts';
import type { PaymentListRow } from '../../db/repositories/payments.repository.ts';

export function toInvoiceView(row: InvoiceListRow): InvoiceView {
  return {
    id: row.id,
    number: invoiceNumber(row.id),
    kind: row.kind,
    description: row.description,
    matchCycleCode: row.matchCycleCode,
    matchCycleName: row.matchCycleName,
    programId: row.programId,
    programName: row.programName,
    billedTo: row.billedTo,
    amountCents: row.amountCents,
    refundedCents: row.refundedCents,
    status: row.status,
    dueDate: row.dueDate,
    createdDate: row.createdAt.toISOString(),
    paidDate: row.paidAt?.toISOString() ?? null,
  };
}

export function toPaymentView(row: PaymentListRow): PaymentView {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber: invoiceNumber(row.invoiceId),
    invoiceDescription: row.invoiceDescription,
    provider: row.provider,
    method: row.method,
    status: row.status,
    amountCents: row.amountCents,
    refundedCents: row.refundedCents,
    providerRef: row.providerRef,
    note: row.note,
    userName: row.userName,
    programName: row.programName,
    createdDate: row.createdAt.toISOString(),
    succeededDate: row.succeededAt?.toISOString() ?? null,
    refunds: row.refunds.map((refund) => ({
      id: refund.id,
      amountCents: refund.amountCents,
      status: refund.status,
      reason: refund.reason,
      createdDate: refund.createdAt.toISOString(),
    })),
  };
}
