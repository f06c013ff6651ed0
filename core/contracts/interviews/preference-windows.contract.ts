/**
 * Preference windows (issue 15, ADR 0024 decision 5): instead of a slot race, the program opens a
 * window; invitees sent into it rank the offered ranges until it closes, then one batch assigns the
 * seats (a stable assignment) and waitlists the rest (Ordered or Pooled).
 */
import { z } from 'zod';
import { preferenceWindowStatuses, waitlistModes } from '../../domain/interviews.ts';
import { messages } from '../../domain/messages.ts';
import { defineContract } from '../http.ts';
import {
  applicantCycleIdParams,
  interviewId,
  interviewInstant,
  invitationSummary,
  offeredTimeRange,
  programCycleIdParams,
  programCycleParams,
} from './interviews.contract.ts';

export const preferenceWindowCounts = z.object({
  /** Invitations sent into the window (Pending or Accepted). */
  invited: z.number().int(),
  /** Invitees who ranked at least one range. */
  ranked: z.number().int(),
  /** Invitations holding a seat (Accepted). */
  assigned: z.number().int(),
  /** Pending invitations waiting for a freed seat. */
  waitlisted: z.number().int(),
});

export const preferenceWindow = z.object({
  id: z.number().int(),
  status: z.enum(preferenceWindowStatuses),
  waitlistMode: z.enum(waitlistModes),
  opensAt: z.string(),
  closesAt: z.string(),
  assignedAt: z.string().nullable(),
  counts: preferenceWindowCounts,
});
export type PreferenceWindow = z.infer<typeof preferenceWindow>;

/** One invitee of the window as the program sees it (waitlist position once assigned). */
export const preferenceWindowInvitee = invitationSummary.extend({
  rankedCount: z.number().int(),
  waitlistPosition: z.number().int().nullable(),
});

export const preferenceWindowDetails = z.object({
  window: preferenceWindow,
  invitees: z.array(preferenceWindowInvitee),
});
export type PreferenceWindowDetails = z.infer<typeof preferenceWindowDetails>;

export const createPreferenceWindowInput = z.strictObject({
  /** When ranking ends and the seats are assigned (in the future). */
  closesAt: interviewInstant,
  waitlistMode: z.enum(waitlistModes).default('Ordered'),
});
export type CreatePreferenceWindowInput = z.input<typeof createPreferenceWindowInput>;

/** Opens a window; refused (409) while the program has another Open one in the cycle. */
export const createPreferenceWindow = defineContract({
  method: 'POST',
  path: '/api/program-user/:matchCycleCode/:programCode/preference-windows',
  access: ['ProgramUser'],
  params: programCycleParams,
  body: createPreferenceWindowInput,
  response: preferenceWindow,
});

export const listPreferenceWindows = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/preference-windows',
  access: ['ProgramUser', 'Admin'],
  params: programCycleParams,
  response: z.object({ windows: z.array(preferenceWindow) }),
});

export const getPreferenceWindow = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/preference-windows/:id',
  access: ['ProgramUser', 'Admin'],
  params: programCycleIdParams,
  response: preferenceWindowDetails,
});

/** Closes an Open window now and assigns its seats in one batch; refused (409) once it is not Open. */
export const closePreferenceWindow = defineContract({
  method: 'POST',
  path: '/api/program-user/:matchCycleCode/:programCode/preference-windows/:id/close',
  access: ['ProgramUser'],
  params: programCycleIdParams,
  body: z.strictObject({}),
  response: preferenceWindow,
});

/** Cancels an Open window: its invitees pick a seat as any invitee does (first come, first served). */
export const cancelPreferenceWindow = defineContract({
  method: 'POST',
  path: '/api/program-user/:matchCycleCode/:programCode/preference-windows/:id/cancel',
  access: ['ProgramUser'],
  params: programCycleIdParams,
  body: z.strictObject({}),
  response: preferenceWindow,
});

// ---------- the applicant's ranking ----------

export const applicantDatePreferences = z.object({
  invitationId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  window: z.object({
    id: z.number().int(),
    status: z.enum(preferenceWindowStatuses),
    waitlistMode: z.enum(waitlistModes),
    closesAt: z.string(),
  }),
  /** The program's public ranges ahead (freeSeats as of now; `conflict` when the applicant has an interview that day). */
  offeredTimeRanges: z.array(offeredTimeRange),
  /** The applicant's ranking, best first (range ids). */
  ranking: z.array(z.number().int()),
  /** Open window and Pending invitation: the ranking may still change. */
  isEditable: z.boolean(),
  /** After the close: the place on the waitlist (Ordered), null otherwise. */
  waitlistPosition: z.number().int().nullable(),
  isWaitlisted: z.boolean(),
});
export type ApplicantDatePreferences = z.infer<typeof applicantDatePreferences>;

export const getMyDatePreferences = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/interviews/:id/preferences',
  access: ['Applicant'],
  params: applicantCycleIdParams,
  response: applicantDatePreferences,
});

export const saveDatePreferencesInput = z.strictObject({
  /** Range ids, best first; only the program's public ranges ahead; each once. */
  timeRangeIds: z
    .array(interviewId)
    .max(200, messages.InvalidValue)
    .refine((ids) => new Set(ids).size === ids.length, { message: messages.InvalidValue }),
});
export type SaveDatePreferencesInput = z.input<typeof saveDatePreferencesInput>;

/** Replaces the ranking while the window is Open (409 once it closed). */
export const saveMyDatePreferences = defineContract({
  method: 'PUT',
  path: '/api/applicant/:matchCycleCode/interviews/:id/preferences',
  access: ['Applicant'],
  params: applicantCycleIdParams,
  body: saveDatePreferencesInput,
  response: applicantDatePreferences,
});
