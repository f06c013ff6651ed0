/**
 * The applicant's match cycle context: every cycle they registered for, with what the client needs to
 * pick the current one, show it read-only or awaiting payment, and list what is due next.
 */
import { z } from 'zod';
import { matchCycleStatuses } from '../../domain/match-cycle-status.ts';
import { defineContract } from '../http.ts';

/** The cycle's short name as routes carry it (e.g. `OPH-2026`). */
const matchCycleCode = z.string().trim().min(1).max(64);

export const applicantCycleDates = z.object({
  registrationDate: z.string().nullable(),
  /** A plain date (YYYY-MM-DD), as business.md §3.1 says. */
  casDeadlineDate: z.string().nullable(),
  earliestApplicationDeadlineDate: z.string().nullable(),
  applicantsRankListDeadlineDate: z.string().nullable(),
  matchDate: z.string().nullable(),
});
export type ApplicantCycleDates = z.infer<typeof applicantCycleDates>;

export const applicantCycleRegistration = z.object({
  matchCycleId: z.number().int(),
  matchCycleCode: z.string(),
  name: z.string(),
  specialtyId: z.number().int(),
  specialtyName: z.string(),
  status: z.enum(matchCycleStatuses),
  hasCas: z.boolean(),
  /** Archived cycles are read-only (matchCycleAccess). */
  isReadOnly: z.boolean(),
  /** The registration fee invoice is unpaid. */
  isPaymentPending: z.boolean(),
  invoiceId: z.number().int().nullable(),
  /** What is still owed, in cents (0 when paid or free). */
  amountDueCents: z.number().int(),
  registeredAt: z.string(),
  dates: applicantCycleDates,
});
export type ApplicantCycleRegistration = z.infer<typeof applicantCycleRegistration>;

export const applicantContext = z.object({
  applicantId: z.number().int(),
  applicantCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Active first, then Planned, then Archived; newest registration first within each. */
  registrations: z.array(applicantCycleRegistration),
});
export type ApplicantContext = z.infer<typeof applicantContext>;

export const getApplicantContext = defineContract({
  method: 'GET',
  path: '/api/applicant/context',
  access: ['Applicant'],
  response: applicantContext,
});

/** One registered cycle: 404 for an unknown code, resource 403 when the applicant is not registered. */
export const getApplicantCycle = defineContract({
  method: 'GET',
  path: '/api/applicant/cycles/:matchCycleCode',
  access: ['Applicant'],
  params: z.strictObject({ matchCycleCode }),
  response: applicantCycleRegistration,
});
