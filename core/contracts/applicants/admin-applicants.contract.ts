/**
 * Admin views of one applicant (business.md §2.6 applicants: `:id/:tab?`, applied-programs,
 * documents and cas-form, each per match cycle). `:id` is the applicant's user id, as in the admin
 * applicants list. Admin only.
 */
import { z } from 'zod';
import { application } from '../applications/applications.contract.ts';
import { defineContract } from '../http.ts';
import { cas } from './cas.contract.ts';

const userParams = z.strictObject({ id: z.uuid() });
const cycleQuery = z.strictObject({ matchCycleId: z.coerce.number().int().positive().max(2_147_483_647) });

export const adminApplicantOverview = z.object({
  userId: z.string(),
  applicantId: z.number().int(),
  applicantCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userStatus: z.string(),
  createdDate: z.string(),
  /** The cycles the applicant registered for, newest first. */
  matchCycles: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      status: z.string(),
      registeredDate: z.string(),
      /** Unpaid | Paid | Void, or null without an invoice. */
      invoiceStatus: z.string().nullable(),
      applicationsCount: z.number().int(),
    }),
  ),
});
export type AdminApplicantOverview = z.infer<typeof adminApplicantOverview>;

export const getAdminApplicant = defineContract({
  method: 'GET',
  path: '/api/admin/applicants/:id',
  access: ['Admin'],
  params: userParams,
  response: adminApplicantOverview,
});

export const listAdminApplicantApplications = defineContract({
  method: 'GET',
  path: '/api/admin/applicants/:id/applied-programs',
  access: ['Admin'],
  params: userParams,
  query: cycleQuery,
  response: z.object({ items: z.array(application) }),
});

export const adminApplicantDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  url: z.string(),
  createdDate: z.string(),
});
export type AdminApplicantDocument = z.infer<typeof adminApplicantDocument>;

export const listAdminApplicantDocuments = defineContract({
  method: 'GET',
  path: '/api/admin/applicants/:id/documents',
  access: ['Admin'],
  params: userParams,
  response: z.object({ items: z.array(adminApplicantDocument) }),
});

export const getAdminApplicantCas = defineContract({
  method: 'GET',
  path: '/api/admin/applicants/:id/cas-form',
  access: ['Admin'],
  params: userParams,
  query: cycleQuery,
  response: cas,
});

export const getAdminApplicantCasPdf = defineContract({
  method: 'GET',
  path: '/api/admin/applicants/:id/cas-form/pdf',
  access: ['Admin'],
  params: userParams,
  query: cycleQuery,
  response: z.unknown(),
});
