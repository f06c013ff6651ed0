/**
 * The admin's billing dashboard (business.md §2.6 billing-dashboard/:tab: invoices, payments, fees,
 * orders; platform.md §9 sort keys for fees, invoices, orders and payments; ADR 0025): lists with
 * filters and totals, CSV and Excel export, manual payments, refunds and voiding.
 */
import { z } from 'zod';
import { billingMessages } from '../../domain/billing-messages.ts';
import {
  feeDistributionTypes,
  invoiceKinds,
  invoiceStatuses,
  manualPaymentMethods,
  paymentProviders,
  paymentStatuses,
} from '../../domain/invoices.ts';
import { idParam } from '../catalogue-fields.ts';
import { defineContract } from '../http.ts';
import { listQuery, paged } from '../paging.ts';
import { invoiceView, paymentView } from './invoices.contract.ts';

export const billingTabs = ['invoices', 'payments', 'fees', 'orders'] as const;
export type BillingTab = (typeof billingTabs)[number];

const dateFilter = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

export const adminInvoiceFilters = {
  status: z.enum(invoiceStatuses).optional(),
  kind: z.enum(invoiceKinds).optional(),
  matchCycleId: z.coerce.number().int().positive().optional(),
  /** Created on or after / before (inclusive), Pacific dates. */
  from: dateFilter,
  to: dateFilter,
};

export const adminInvoicesQuery = z.strictObject({
  ...listQuery(['createdDate', 'amount', 'status', 'dueDate', 'number']),
  direction: z.enum(['asc', 'desc']).default('desc'),
  ...adminInvoiceFilters,
});

export const adminPaymentFilters = {
  status: z.enum(paymentStatuses).optional(),
  provider: z.enum(paymentProviders).optional(),
  from: dateFilter,
  to: dateFilter,
};

export const adminPaymentsQuery = z.strictObject({
  ...listQuery(['createdDate', 'amount', 'status']),
  direction: z.enum(['asc', 'desc']).default('desc'),
  ...adminPaymentFilters,
});

const totals = z.object({
  count: z.number().int(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  outstandingCents: z.number().int(),
});
export type BillingTotals = z.infer<typeof totals>;

export const listAdminInvoices = defineContract({
  method: 'GET',
  path: '/api/admin/billing/invoices',
  access: ['Admin'],
  query: adminInvoicesQuery,
  response: paged(invoiceView).extend({ totals }),
});

/** Payments: money that came in (Succeeded), with their refunds. */
export const listAdminPayments = defineContract({
  method: 'GET',
  path: '/api/admin/billing/payments',
  access: ['Admin'],
  query: adminPaymentsQuery,
  response: paged(paymentView).extend({ totals }),
});

/** Orders: every payment attempt, whatever became of it (Pending, Failed, Cancelled too). */
export const listAdminOrders = defineContract({
  method: 'GET',
  path: '/api/admin/billing/orders',
  access: ['Admin'],
  query: adminPaymentsQuery,
  response: paged(paymentView).extend({ totals }),
});

export const feeRow = z.object({
  matchCycleId: z.number().int(),
  matchCycleCode: z.string(),
  matchCycleName: z.string(),
  registrationFeeCents: z.number().int(),
  applicationFeeCents: z.number().int(),
  applicationFeeDistribution: z.enum(feeDistributionTypes),
  programRegistrationFeeCents: z.number().int(),
  programAnnualMembershipFeeCents: z.number().int(),
  invoicedCents: z.number().int(),
  paidCents: z.number().int(),
  outstandingCents: z.number().int(),
});
export type FeeRow = z.infer<typeof feeRow>;

export const listAdminFees = defineContract({
  method: 'GET',
  path: '/api/admin/billing/fees',
  access: ['Admin'],
  query: z.strictObject({
    ...listQuery(['matchCycleName', 'invoiced', 'outstanding']),
  }),
  response: paged(feeRow).extend({ totals }),
});

/** The tab's rows with the same filters, whole (up to 10,000), as CSV or Excel. */
export const exportAdminBilling = defineContract({
  method: 'GET',
  path: '/api/admin/billing/:tab/export',
  access: ['Admin'],
  params: z.strictObject({ tab: z.enum(billingTabs) }),
  query: z.strictObject({
    format: z.enum(['csv', 'xlsx']).default('csv'),
    search: z.string().trim().max(200).optional(),
    status: z.string().max(40).optional(),
    kind: z.enum(invoiceKinds).optional(),
    provider: z.enum(paymentProviders).optional(),
    matchCycleId: z.coerce.number().int().positive().optional(),
    from: dateFilter,
    to: dateFilter,
  }),
  response: z.unknown(),
});

const positiveCents = z
  .number({ error: billingMessages.AmountRequired })
  .int(billingMessages.AmountRequired)
  .positive(billingMessages.AmountRequired)
  .max(100_000_000, billingMessages.AmountRequired);

export const recordManualPayment = defineContract({
  method: 'POST',
  path: '/api/admin/invoices/:id/manual-payment',
  access: ['Admin'],
  params: z.strictObject({ id: idParam }),
  body: z.strictObject({
    method: z.enum(manualPaymentMethods),
    reference: z
      .string({ error: billingMessages.ManualPaymentReferenceRequired })
      .trim()
      .min(1, billingMessages.ManualPaymentReferenceRequired)
      .max(200),
    note: z.string().trim().max(2000).optional(),
  }),
  response: invoiceView,
});

export const refundPayment = defineContract({
  method: 'POST',
  path: '/api/admin/payments/:id/refund',
  access: ['Admin'],
  params: z.strictObject({ id: idParam }),
  body: z.strictObject({
    amountCents: positiveCents,
    reason: z
      .string({ error: billingMessages.RefundReasonRequired })
      .trim()
      .min(1, billingMessages.RefundReasonRequired)
      .max(500),
  }),
  response: paymentView,
});

export const voidInvoice = defineContract({
  method: 'POST',
  path: '/api/admin/invoices/:id/void',
  access: ['Admin'],
  params: z.strictObject({ id: idParam }),
  response: invoiceView,
});
