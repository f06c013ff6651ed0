/**
 * The program's review of the applications it received (issue 15, ADR 0024 §11): the paged list
 * (server-side search, filters, sort), the applicants view, the assembled application (the CAS
 * as sent, documents, the letters and statement assigned to this program, signal, decision,
 * scores, invitation), its PDF, private notes shared inside the program, one score per reviewer
 * and bulk decisions. Only users of the program see any of it; an application still in progress
 * is never shown.
 */
import { z } from 'zod';
import { applicationStatuses } from '../../domain/applicant-restrictions.ts';
import {
  invitationStatuses,
  MAX_REVIEW_SCORE,
  MIN_REVIEW_SCORE,
  programDecisions,
} from '../../domain/interviews.ts';
import { messages } from '../../domain/messages.ts';
import { cas } from '../applicants/cas.contract.ts';
import { defineContract, okResponse } from '../http.ts';
import { listQuery, paged } from '../paging.ts';

const matchCycleCode = z.string().trim().min(1).max(64);
const programCode = z.string().trim().min(1).max(64);
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const programApplicationsParams = z.strictObject({ matchCycleCode, programCode });
const applicationParams = z.strictObject({ matchCycleCode, programCode, applicationId: idParam });
const noteParams = z.strictObject({ matchCycleCode, programCode, applicationId: idParam, noteId: idParam });

/** The statuses a program sees (an application in progress was never sent). */
export const reviewedApplicationStatuses = applicationStatuses.filter((s) => s !== 'InProgress') as [
  'Published',
  'PendingPayment',
  'Withdrawn',
  'MatchCanceled',
];

/** The exam scores a list filters and sorts on (the applicant's academic information). */
export const reviewExamScores = ['usmleStep1', 'usmleStep2', 'comlexLevel1', 'comlexLevel2'] as const;
export type ReviewExamScore = (typeof reviewExamScores)[number];

export const programApplicationSortColumns = [
  'name',
  'sentDate',
  'scoreMean',
  'myScore',
  ...reviewExamScores,
] as const;
export type ProgramApplicationSort = (typeof programApplicationSortColumns)[number];

const scoreBound = z.coerce.number().int().min(0).max(999).optional();
const flag = z.enum(['true', 'false']).optional();

/** The decision filter: one of the program's decisions, or none taken yet. */
export const decisionFilters = [...programDecisions, 'None'] as const;

export const programApplicationsQuery = z.strictObject({
  ...listQuery(programApplicationSortColumns),
  usmleStep1Min: scoreBound,
  usmleStep1Max: scoreBound,
  usmleStep2Min: scoreBound,
  usmleStep2Max: scoreBound,
  comlexLevel1Min: scoreBound,
  comlexLevel1Max: scoreBound,
  comlexLevel2Min: scoreBound,
  comlexLevel2Max: scoreBound,
  medicalSchoolId: idParam.optional(),
  /** The state of the applicant's current address. */
  stateId: idParam.optional(),
  signaled: flag,
  lettersComplete: flag,
  status: z.enum(reviewedApplicationStatuses).optional(),
  /** 'true': the application holds a live (Pending or Accepted) invitation. */
  invited: flag,
  decision: z.enum(decisionFilters).optional(),
});
export type ProgramApplicationsQuery = z.input<typeof programApplicationsQuery>;

export const examScores = z.object({
  usmleStep1: z.number().int().nullable(),
  usmleStep2: z.number().int().nullable(),
  comlexLevel1: z.number().int().nullable(),
  comlexLevel2: z.number().int().nullable(),
});

export const programApplicationRow = z.object({
  applicationId: z.number().int(),
  applicantId: z.number().int(),
  applicantCode: z.string(),
  name: z.string(),
  email: z.string(),
  medicalSchoolName: z.string().nullable(),
  stateName: z.string().nullable(),
  status: z.enum(applicationStatuses),
  sentDate: z.string().nullable(),
  isSignaled: z.boolean(),
  /** Every letter assigned to this program has arrived (and at least one is assigned). */
  lettersComplete: z.boolean(),
  lettersAssigned: z.number().int(),
  lettersReceived: z.number().int(),
  exams: examScores,
  /** The mean of the reviewers' scores (two decimals), null before the first. */
  scoreMean: z.number().nullable(),
  scoreCount: z.number().int(),
  myScore: z.number().int().nullable(),
  decision: z.enum(programDecisions).nullable(),
  /** The application's latest invitation's status, null when never invited. */
  invitationStatus: z.enum(invitationStatuses).nullable(),
  noteCount: z.number().int(),
});
export type ProgramApplicationRow = z.infer<typeof programApplicationRow>;

export const listProgramApplications = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/applications',
  access: ['ProgramUser'],
  params: programApplicationsParams,
  query: programApplicationsQuery,
  response: paged(programApplicationRow),
});

/** The applicants view: one row per applicant (a program gets one application per applicant and cycle). */
export const listProgramApplicationApplicants = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/applicants',
  access: ['ProgramUser'],
  params: programApplicationsParams,
  query: programApplicationsQuery,
  response: paged(programApplicationRow),
});

// ---------- one application ----------

export const applicationNote = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  authorUserId: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  /** The caller wrote it: they alone edit and delete it. */
  isMine: z.boolean(),
});
export type ApplicationNote = z.infer<typeof applicationNote>;

export const assembledApplication = z.object({
  applicationId: z.number().int(),
  applicantId: z.number().int(),
  applicantCode: z.string(),
  name: z.string(),
  programCode: z.string(),
  programName: z.string(),
  matchCycleCode: z.string(),
  status: z.enum(applicationStatuses),
  sentDate: z.string().nullable(),
  isSignaled: z.boolean(),
  /** The CAS as it was when sent (its photo only when the photo policy allows); null for an old application. */
  cas: cas.nullable(),
  /** `url`: the file (GET with the bearer token; the program's users may read its applicants' files). */
  documents: z.array(
    z.object({ title: z.string(), documentType: z.string(), fileName: z.string(), url: z.string() }),
  ),
  letters: z.array(
    z.object({
      id: z.number().int(),
      writerName: z.string(),
      status: z.string(),
      receivedDate: z.string().nullable(),
      /** The received letter's file, null until it arrives. */
      url: z.string().nullable(),
    }),
  ),
  personalStatement: z.object({ title: z.string(), body: z.string() }).nullable(),
  exams: examScores,
  decision: z.enum(programDecisions).nullable(),
  decidedDate: z.string().nullable(),
  scoreMean: z.number().nullable(),
  scoreCount: z.number().int(),
  myScore: z.number().int().nullable(),
  invitation: z
    .object({
      id: z.number().int(),
      status: z.enum(invitationStatuses),
      interviewDate: z.string().nullable(),
    })
    .nullable(),
  /**
   * The CAS history: the sent date and the changes after it. The CAS is sent once (ADR 0009) and
   * the program reads that copy, so today the history is the sending alone.
   */
  casHistory: z.array(z.object({ date: z.string(), event: z.enum(['Sent', 'Withdrawn']) })),
});
export type AssembledApplication = z.infer<typeof assembledApplication>;

export const getProgramApplication = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/applications/:applicationId',
  access: ['ProgramUser'],
  params: applicationParams,
  response: assembledApplication,
});

/** The application's CAS as a PDF (application/pdf, not JSON). */
export const getProgramApplicationPdf = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/applications/:applicationId/pdf',
  access: ['ProgramUser'],
  params: applicationParams,
  response: z.unknown(),
});

/** Where the browser fetches the PDF (the route needs the bearer token: fetched, not linked). */
export function programApplicationPdfPath(matchCycleCode: string, programCode: string, id: number): string {
  return `/api/program-user/${encodeURIComponent(matchCycleCode)}/${encodeURIComponent(programCode)}/applications/${id}/pdf`;
}

// ---------- notes ----------

export const MAX_NOTE_LENGTH = 4000;

export const noteInput = z.strictObject({
  body: z
    .string({ error: messages.TextIsRequired })
    .trim()
    .min(1, messages.TextIsRequired)
    .max(MAX_NOTE_LENGTH, messages.ExceededNumberOfCharacters)
    .refine((v) => !v.includes('\u0000'), messages.InvalidValue),
});
export type NoteInput = z.input<typeof noteInput>;

export const listApplicationNotes = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/applications/:applicationId/notes',
  access: ['ProgramUser'],
  params: applicationParams,
  response: z.object({ items: z.array(applicationNote) }),
});

export const createApplicationNote = defineContract({
  method: 'POST',
  path: '/api/program-user/:matchCycleCode/:programCode/applications/:applicationId/notes',
  access: ['ProgramUser'],
  params: applicationParams,
  body: noteInput,
  response: applicationNote,
});

export const updateApplicationNote = defineContract({
  method: 'PUT',
  path: '/api/program-user/:matchCycleCode/:programCode/applications/:applicationId/notes/:noteId',
  access: ['ProgramUser'],
  params: noteParams,
  body: noteInput,
  response: applicationNote,
});

export const deleteApplicationNote = defineContract({
  method: 'DELETE',
  path: '/api/program-user/:matchCycleCode/:programCode/applications/:applicationId/notes/:noteId',
  access: ['ProgramUser'],
  params: noteParams,
  response: okResponse,
});

// ---------- scores and bulk decisions ----------

export const scoreInput = z.strictObject({
  score: z
    .number({ error: messages.InvalidValue })
    .int(messages.InvalidValue)
    .min(MIN_REVIEW_SCORE, messages.InvalidValue)
    .max(MAX_REVIEW_SCORE, messages.InvalidValue),
});

export const setApplicationScore = defineContract({
  method: 'PUT',
  path: '/api/program-user/:matchCycleCode/:programCode/applications/:applicationId/score',
  access: ['ProgramUser'],
  params: applicationParams,
  body: scoreInput,
  response: z.object({
    myScore: z.number().int(),
    scoreMean: z.number().nullable(),
    scoreCount: z.number().int(),
  }),
});

export const bulkApplicationActions = [
  'AddToInterviewList',
  'RemoveFromInterviewList',
  'Decline',
  'Undecline',
] as const;
export type BulkApplicationAction = (typeof bulkApplicationActions)[number];

export const bulkApplicationsInput = z.strictObject({
  applicationIds: z
    .array(z.number({ error: messages.InvalidValue }).int().positive().max(2_147_483_647))
    .min(1)
    .max(500),
  action: z.enum(bulkApplicationActions, { error: messages.InvalidValue }),
});
export type BulkApplicationsInput = z.input<typeof bulkApplicationsInput>;

export const bulkApplications = defineContract({
  method: 'POST',
  path: '/api/program-user/:matchCycleCode/:programCode/applications/bulk',
  access: ['ProgramUser'],
  params: programApplicationsParams,
  body: bulkApplicationsInput,
  /** `changed`: the applications whose decision moved; the others already were there (or are not the program's). */
  response: z.object({ changed: z.array(z.number().int()), unchanged: z.array(z.number().int()) }),
});

/** The medical schools of the program's applicants (the school filter's choices), by name. */
export const listProgramApplicantSchools = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/applicant-medical-schools',
  access: ['ProgramUser'],
  params: programApplicationsParams,
  response: z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});
