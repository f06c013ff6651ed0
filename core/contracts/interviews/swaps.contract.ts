/**
 * Swaps (issue 15, ADR 0024 decision 6): an applicant holding an accepted interview offers it for
 * another range of the same program; an applicant holding a seat in the wanted range may accept,
 * which exchanges both seats in one transaction. Offers are anonymous.
 */
import { z } from 'zod';
import { interviewTypes, swapRequestStatuses } from '../../domain/interviews.ts';
import { defineContract } from '../http.ts';
import { applicantCycleIdParams, applicantCycleParams, interviewId } from './interviews.contract.ts';

export const swapRange = z.object({
  id: z.number().int(),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  interviewType: z.enum(interviewTypes),
});
export type SwapRange = z.infer<typeof swapRange>;

/** The caller's own offer: its seat (`offeredRange`) for `wantedRange`. */
export const ownSwapRequest = z.object({
  id: z.number().int(),
  status: z.enum(swapRequestStatuses),
  invitationId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  /** The seat offered (null once the invitation holds no seat, e.g. cancelled). */
  offeredRange: swapRange.nullable(),
  wantedRange: swapRange,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OwnSwapRequest = z.infer<typeof ownSwapRequest>;

/** Another applicant's open offer the caller may take: the caller gives `yourRange` and gets `offeredRange`. */
export const availableSwapOffer = z.object({
  id: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  /** The caller's accepted invitation holding the wanted range. */
  yourInvitationId: z.number().int(),
  yourRange: swapRange,
  offeredRange: swapRange,
  createdAt: z.string(),
  /** Why the caller cannot take it (another interview that day), or null. */
  conflict: z.string().nullable(),
});
export type AvailableSwapOffer = z.infer<typeof availableSwapOffer>;

/** For each accepted invitation: the program's other public ranges ahead it may ask for. */
export const swapTargets = z.object({
  invitationId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  currentRange: swapRange,
  ranges: z.array(swapRange),
});

export const applicantSwaps = z.object({
  mine: z.array(ownSwapRequest),
  available: z.array(availableSwapOffer),
  targets: z.array(swapTargets),
});
export type ApplicantSwaps = z.infer<typeof applicantSwaps>;

export const listMySwaps = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/swap-requests',
  access: ['Applicant'],
  params: applicantCycleParams,
  response: applicantSwaps,
});

export const createSwapRequestInput = z.strictObject({
  invitationId: interviewId,
  wantedTimeRangeId: interviewId,
});
export type CreateSwapRequestInput = z.input<typeof createSwapRequestInput>;

/** Offers the caller's accepted seat for a public range ahead of the same program (one open offer per invitation). */
export const createSwapRequest = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/swap-requests',
  access: ['Applicant'],
  params: applicantCycleParams,
  body: createSwapRequestInput,
  response: ownSwapRequest,
});

/** Takes another applicant's offer: both seats are exchanged, or 409 in words. */
export const acceptSwapRequest = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/swap-requests/:id/accept',
  access: ['Applicant'],
  params: applicantCycleIdParams,
  body: z.strictObject({}),
  response: z.object({ ok: z.literal(true) }),
});

export const cancelSwapRequest = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/swap-requests/:id/cancel',
  access: ['Applicant'],
  params: applicantCycleIdParams,
  body: z.strictObject({}),
  response: ownSwapRequest,
});
