/**
 * Invoices as every role reads them (business.md §2.2, §2.3, §2.5 transactions; ADR 0025): the
 * applicant's own, a program's (its users), a society's programs'. Amounts in integer cents
 * (design.md §4.9).
 */
import { z } from 'zod';
import {
  invoiceKinds,
  invoiceStatuses,
  paymentMethods,
  paymentProviders,
  paymentStatuses,
  refundStatuses,
} from '../../domain/invoices.ts';
import { idParam } from '../catalogue-fields.ts';
import { defineContract } from '../http.ts';
import { listQuery, paged, pageQueryFields } from '../paging.ts';

export const invoiceLine = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  amountCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoiceView = z.object({
  id: z.number().int(),
  /** INV-000123 */
  number: z.string(),
  kind: z.enum(invoiceKinds),
  description: z.string(),
  /** The cycle the fee is for; null for an invoice of no cycle. */
  matchCycleCode: z.string().nullable(),
  matchCycleName: z.string().nullable(),
  programId: z.number().int().nullable(),
  programName: z.string().nullable(),
  /** Who is billed: the applicant's or the director's name. */
  billedTo: z.string(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  status: z.enum(invoiceStatuses),
  dueDate: z.string().nullable(),
  createdDate: z.string(),
  paidDate: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceView>;

/** The applicant's invoices keep their old name for their callers. */
export const applicantInvoice = invoiceView;
export type ApplicantInvoice = InvoiceView;

export const paymentView = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  invoiceDescription: z.string(),
  provider: z.enum(paymentProviders),
  method: z.enum(paymentMethods),
  status: z.enum(paymentStatuses),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  providerRef: z.string().nullable(),
  note: z.string().nullable(),
  /** Who paid, or the admin who recorded it. */
  userName: z.string().nullable(),
  programName: z.string().nullable(),
  createdDate: z.string(),
  succeededDate: z.string().nullable(),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      amountCents: z.number().int(),
      status: z.enum(refundStatuses),
      reason: z.string(),
      createdDate: z.string(),
    }),
  ),
});
export type PaymentView = z.infer<typeof paymentView>;

const invoiceListQuery = z.strictObject({
  ...listQuery(['createdDate', 'amount', 'status', 'dueDate']),
  direction: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(invoiceStatuses).optional(),
});

export const listApplicantInvoices = defineContract({
  method: 'GET',
  path: '/api/applicant/invoices',
  access: ['Applicant'],
  query: z.strictObject(pageQueryFields),
  response: paged(invoiceView),
});

export const listApplicantPayments = defineContract({
  method: 'GET',
  path: '/api/applicant/payments',
  access: ['Applicant'],
  query: z.strictObject(pageQueryFields),
  response: paged(paymentView),
});

/** A program's invoices, for its users (the program user's transactions and my-program's tab). */
export const listProgramInvoices = defineContract({
  method: 'GET',
  path: '/api/program-user/programs/:programId/invoices',
  access: ['ProgramUser'],
  params: z.strictObject({ programId: idParam }),
  query: invoiceListQuery,
  response: paged(invoiceView),
});

export const listProgramPayments = defineContract({
  method: 'GET',
  path: '/api/program-user/programs/:programId/payments',
  access: ['ProgramUser'],
  params: z.strictObject({ programId: idParam }),
  query: z.strictObject(pageQueryFields),
  response: paged(paymentView),
});

/** The invoices of the programs in the society's specialties (business.md §2.5 transactions). */
export const listSocietyInvoices = defineContract({
  method: 'GET',
  path: '/api/society/invoices',
  access: ['SocietyUser'],
  query: invoiceListQuery,
  response: paged(invoiceView),
});
