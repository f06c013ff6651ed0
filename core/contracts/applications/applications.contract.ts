/**
 * The applicant's applications of a match cycle (platform.md §3 statuses; issue 5 "Apply"): the list
 * with what may be done to each, creating applications to programs (InProgress), assigning a personal
 * statement and letters per program, sending (→ Published, only through the CAS deadline day in
 * Pacific time and with the registration fee paid; ADR 0011), withdrawing, and program signals (at
 * most the cycle's maxSignalingPrograms). Every route is the applicant's own.
 */
import { z } from 'zod';
import { applicationStatuses } from '../../domain/applicant-restrictions.ts';
import { messages } from '../../domain/messages.ts';
import { defineContract } from '../http.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const matchCycleCode = z.string().trim().min(1).max(64);
const cycleParams = z.strictObject({ matchCycleCode });
const applicationParams = z.strictObject({ matchCycleCode, applicationId: id });

const bodyId = z
  .number({ error: messages.InvalidValue })
  .int(messages.InvalidValue)
  .positive(messages.InvalidValue)
  .max(2_147_483_647, messages.InvalidValue);

export const applicationLetter = z.object({
  id: z.number().int(),
  writerName: z.string(),
  /** Pending, Canceled, Uploaded, FailedQA, QA (platform.md §3). */
  status: z.string(),
});
export type ApplicationLetter = z.infer<typeof applicationLetter>;

/** What the applicant may do to an application now (the server refuses the rest with the reason). */
export const applicationActions = z.object({
  canEdit: z.boolean(),
  canSend: z.boolean(),
  canWithdraw: z.boolean(),
  canSignal: z.boolean(),
});

export const application = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  institutionName: z.string().nullable(),
  city: z.string().nullable(),
  stateName: z.string().nullable(),
  status: z.enum(applicationStatuses),
  personalStatementId: z.number().int().nullable(),
  personalStatementTitle: z.string().nullable(),
  letters: z.array(applicationLetter),
  /** The ids of `letters`: with personalStatementId, the assignment a PUT writes. */
  letterIds: z.array(z.number().int()),
  /** The assignment's version: a PUT that names an older one answers 409 with this application. */
  version: z.number().int(),
  isSignaled: z.boolean(),
  publishedDate: z.string().nullable(),
  withdrawnDate: z.string().nullable(),
  updatedDate: z.string(),
  actions: applicationActions,
});
export type Application = z.infer<typeof application>;

export const applicationsOverview = z.object({
  matchCycleCode: z.string(),
  matchCycleName: z.string(),
  /** Date only; sending is open through the end of this day in Pacific time. */
  casDeadlineDate: z.string().nullable(),
  isCasDeadlinePassed: z.boolean(),
  lorsCount: z.number().int(),
  maxSignalingPrograms: z.number().int(),
  signaledCount: z.number().int(),
  /** The registration fee invoice is unpaid: sending waits for it. */
  isPaymentPending: z.boolean(),
  /** Why no application of the cycle can be changed or sent now (platform.md §6), or null. */
  declineReason: z.string().nullable(),
  items: z.array(application),
  /** The applicant's personal statements and letters (not canceled), for the per-program pickers. */
  personalStatements: z.array(z.object({ id: z.number().int(), title: z.string() })),
  letters: z.array(applicationLetter),
});
export type ApplicationsOverview = z.infer<typeof applicationsOverview>;

export const listApplications = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/applications',
  access: ['Applicant'],
  params: cycleParams,
  response: applicationsOverview,
});

const assignment = {
  personalStatementId: bodyId.nullable().optional(),
  letterIds: z.array(bodyId).max(20, messages.InvalidValue).optional(),
};

export const createApplicationsInput = z.strictObject({
  programIds: z
    .array(bodyId, { error: messages.InvalidValue })
    .min(1, messages.InvalidValue)
    .max(100, messages.InvalidValue),
  ...assignment,
});
export type CreateApplicationsInput = z.input<typeof createApplicationsInput>;

/** Applies to programs of the cycle (InProgress); a program already applied to is left as it is. */
export const createApplications = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/applications',
  access: ['Applicant'],
  params: cycleParams,
  body: createApplicationsInput,
  response: z.object({ items: z.array(application) }),
});

export const applicationAssignmentInput = z.strictObject({
  personalStatementId: bodyId.nullable(),
  letterIds: z.array(bodyId).max(20, messages.InvalidValue),
  /** The version the edit was made on (compare-and-set); without it the write always applies. */
  version: z.number({ error: messages.InvalidValue }).int().positive().max(2_147_483_647).optional(),
});
export type ApplicationAssignmentInput = z.input<typeof applicationAssignmentInput>;

/** The personal statement and letters that go to this program. */
export const updateApplication = defineContract({
  method: 'PUT',
  path: '/api/applicant/:matchCycleCode/applications/:applicationId',
  access: ['Applicant'],
  params: applicationParams,
  body: applicationAssignmentInput,
  response: application,
});

/** InProgress → Published. */
export const sendApplication = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/applications/:applicationId/send',
  access: ['Applicant'],
  params: applicationParams,
  response: application,
});

/** → Withdrawn (final). */
export const withdrawApplication = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/applications/:applicationId/withdraw',
  access: ['Applicant'],
  params: applicationParams,
  response: application,
});

/** Marks or unmarks the program signal; idempotent, limited to the cycle's maxSignalingPrograms. */
export const signalApplication = defineContract({
  method: 'PUT',
  path: '/api/applicant/:matchCycleCode/applications/:applicationId/signal',
  access: ['Applicant'],
  params: applicationParams,
  body: z.strictObject({ isSignaled: z.boolean({ error: messages.InvalidValue }) }),
  response: application,
});
