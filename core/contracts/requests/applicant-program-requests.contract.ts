/**
 * What an applicant asks a program to which it applied (issue 15, business.md §2.2 program-requests,
 * ADR 0024 decision 8): the applicant edits or cancels while Pending; the program answers or declines.
 */
import { z } from 'zod';
import { applicantProgramRequestKinds, applicantProgramRequestStatuses } from '../../domain/interviews.ts';
import { messages } from '../../domain/messages.ts';
import { defineContract } from '../http.ts';
import { applicantCycleIdParams, applicantCycleParams } from '../interviews/interviews.contract.ts';

const code = z.string().trim().min(1).max(64);
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const applicantProgramRequest = z.object({
  id: z.number().int(),
  matchCycleCode: z.string(),
  programCode: z.string(),
  programName: z.string(),
  applicantCode: z.string(),
  applicantName: z.string(),
  kind: z.enum(applicantProgramRequestKinds),
  subject: z.string(),
  body: z.string(),
  status: z.enum(applicantProgramRequestStatuses),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicantProgramRequest = z.infer<typeof applicantProgramRequest>;

const requestFields = {
  kind: z.enum(applicantProgramRequestKinds, { error: messages.InvalidValue }),
  subject: z.string().trim().min(1, messages.SubjectIsRequired).max(200, messages.ExceededNumberOfCharacters),
  body: z.string().trim().min(1, messages.TextIsRequired).max(4000, messages.ExceededNumberOfCharacters),
};

export const applicantProgramRequestInput = z.strictObject({ programCode: code, ...requestFields });
export type ApplicantProgramRequestInput = z.input<typeof applicantProgramRequestInput>;
export const applicantProgramRequestUpdate = z.strictObject(requestFields);

// ---------- the applicant's side ----------

export const applicantProgramRequests = z.object({
  matchCycleCode: z.string(),
  /** The programs the applicant applied to in the cycle: those it may ask. */
  programs: z.array(z.object({ programCode: z.string(), programName: z.string() })),
  /** Newest first. */
  requests: z.array(applicantProgramRequest),
});
export type ApplicantProgramRequests = z.infer<typeof applicantProgramRequests>;

export const listMyProgramRequests = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/program-requests',
  access: ['Applicant'],
  params: applicantCycleParams,
  response: applicantProgramRequests,
});

export const getMyProgramRequest = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/program-requests/:id',
  access: ['Applicant'],
  params: applicantCycleIdParams,
  response: applicantProgramRequest,
});

export const createProgramRequest = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/program-requests',
  access: ['Applicant'],
  params: applicantCycleParams,
  body: applicantProgramRequestInput,
  response: applicantProgramRequest,
});

/** Only while Pending (409 otherwise). */
export const updateProgramRequest = defineContract({
  method: 'PUT',
  path: '/api/applicant/:matchCycleCode/program-requests/:id',
  access: ['Applicant'],
  params: applicantCycleIdParams,
  body: applicantProgramRequestUpdate,
  response: applicantProgramRequest,
});

export const cancelProgramRequest = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/program-requests/:id/cancel',
  access: ['Applicant'],
  params: applicantCycleIdParams,
  response: applicantProgramRequest,
});

// ---------- the program's side (every cycle; requests-invitations shows them) ----------

export const programRequestsQuery = z.strictObject({
  matchCycleCode: code.optional(),
  status: z.enum(applicantProgramRequestStatuses).optional(),
});

export const programApplicantRequests = z.object({
  programCode: z.string(),
  programName: z.string(),
  /** Pending first (oldest first), then the rest (newest first). */
  requests: z.array(applicantProgramRequest),
});
export type ProgramApplicantRequests = z.infer<typeof programApplicantRequests>;

export const listProgramApplicantRequests = defineContract({
  method: 'GET',
  path: '/api/program-user/:programCode/applicant-requests',
  access: ['ProgramUser'],
  params: z.strictObject({ programCode: code }),
  query: programRequestsQuery,
  response: programApplicantRequests,
});

export const programRequestAnswer = z.strictObject({
  answer: z.string().trim().min(1, messages.TextIsRequired).max(4000, messages.ExceededNumberOfCharacters),
});

const programRequestParams = z.strictObject({ programCode: code, id: idParam });

/** Answers a Pending request (409 otherwise); the applicant is told. */
export const answerProgramRequest = defineContract({
  method: 'POST',
  path: '/api/program-user/:programCode/applicant-requests/:id/answer',
  access: ['ProgramUser'],
  params: programRequestParams,
  body: programRequestAnswer,
  response: applicantProgramRequest,
});

/** Declines a Pending request, with a reason (409 otherwise); the applicant is told. */
export const declineProgramRequest = defineContract({
  method: 'POST',
  path: '/api/program-user/:programCode/applicant-requests/:id/decline',
  access: ['ProgramUser'],
  params: programRequestParams,
  body: programRequestAnswer,
  response: applicantProgramRequest,
});
