/**
 * The applicant's transactions (business.md §2.2 transactions/:tab?): for now the invoices of
 * registration fees, newest first. Amounts in integer cents (design.md §4.9).
 */
import { z } from 'zod';
import { invoiceStatuses } from '../../domain/invoices.ts';
import { defineContract } from '../http.ts';
import { paged, pageQueryFields } from '../paging.ts';

export const applicantInvoice = z.object({
  id: z.number().int(),
  description: z.string(),
  /** The cycle the fee is for; null for an invoice of no cycle. */
  matchCycleCode: z.string().nullable(),
  matchCycleName: z.string().nullable(),
  amountCents: z.number().int(),
  status: z.enum(invoiceStatuses),
  createdDate: z.string(),
  paidDate: z.string().nullable(),
});
export type ApplicantInvoice = z.infer<typeof applicantInvoice>;

export const listApplicantInvoices = defineContract({
  method: 'GET',
  path: '/api/applicant/invoices',
  access: ['Applicant'],
  query: z.strictObject(pageQueryFields),
  response: paged(applicantInvoice),
});
