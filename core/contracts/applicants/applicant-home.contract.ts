/**
 * What the applicant's cycle home needs to say what to do next (issue 13): whether the application is
 * complete, letters still awaited, applications sent, the rank list's state and when the result comes.
 */
import { z } from 'zod';
import { defineContract } from '../http.ts';

const matchCycleCode = z.string().trim().min(1).max(64);

/** NotStarted: no list or an empty one; Saved: ranked but not certified; Certified. */
export const applicantRankListStates = ['NotStarted', 'Saved', 'Certified'] as const;

export const applicantHomeSummary = z.object({
  matchCycleCode: z.string(),
  application: z.object({
    isComplete: z.boolean(),
    /** How many items of the CAS completeness check are still missing. */
    missingCount: z.number().int(),
  }),
  letters: z.object({
    /** Requests not canceled. */
    requested: z.number().int(),
    /** Requested but not uploaded yet (Pending) or to upload again (FailedQA). */
    pending: z.number().int(),
  }),
  applications: z.object({
    /** Sent to the program (Published or PendingPayment). */
    sent: z.number().int(),
    inProgress: z.number().int(),
  }),
  rankList: z.object({
    state: z.enum(applicantRankListStates),
    entries: z.number().int(),
    certifiedAt: z.string().nullable(),
    /** The applicants' rank list deadline (ISO instant) or null when the cycle has not set it. */
    deadline: z.string().nullable(),
    isDeadlinePassed: z.boolean(),
    /** The applicant declared they will not submit a rank list. */
    isDeclined: z.boolean(),
  }),
  matchResult: z.object({
    released: z.boolean(),
    /** When the result is due online, while not released (null when not set). */
    releaseDate: z.string().nullable(),
  }),
});
export type ApplicantHomeSummary = z.infer<typeof applicantHomeSummary>;

/** The home summary of one registered cycle: 404 for an unknown code, resource 403 when not registered. */
export const getApplicantHomeSummary = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/home-summary',
  access: ['Applicant'],
  params: z.strictObject({ matchCycleCode }),
  response: applicantHomeSummary,
});
