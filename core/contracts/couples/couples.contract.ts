/**
 * Couples (issue 6): two applicants registered for one cycle link their registrations and rank pairs
 * of programs together. One applicant proposes (by the partner's email address or applicant code),
 * the partner accepts or declines, the proposer may cancel a pending proposal, and either member may
 * dissolve a linked couple (its joint list goes with it). Everything is told from the reader's side:
 * "my" program and "my partner's" program, whoever proposed.
 */
import { z } from 'zod';
import { coupleStates } from '../../domain/couples.ts';
import { messages } from '../../domain/messages.ts';
import { MAX_RANK_LIST_ENTRIES } from '../../domain/rank-lists.ts';
import { defineContract } from '../http.ts';
import { rankedId, rankListState, rankListVersion } from '../rank-lists/rank-lists.contract.ts';

const cycleParams = z.strictObject({ matchCycleCode: z.string().trim().min(1).max(64) });

export const couplePartner = z.object({ name: z.string(), applicantCode: z.string() });

export const coupleStatus = z.object({
  matchCycleCode: z.string(),
  matchCycleName: z.string(),
  state: z.enum(coupleStates),
  /**
   * The proposer of a proposal received, or the partner once linked; null when `state` is None or
   * ProposalSent (a proposal the applicant sent shows nobody: the partner's name comes only with
   * their acceptance).
   */
  partner: couplePartner.nullable(),
  /**
   * ProposalSent: the email address (lower-cased) or applicant code (upper-cased) the applicant
   * proposed to, as typed; the same whether it belongs to anyone. Null in every other state.
   */
  proposedTo: z.string().nullable(),
  proposedAt: z.string().nullable(),
  linkedAt: z.string().nullable(),
  /** Why the couple cannot be proposed, answered, linked or dissolved now (archived cycle, deadline), or null. */
  declineReason: z.string().nullable(),
});
export type CoupleStatus = z.infer<typeof coupleStatus>;

export const getCoupleStatus = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/couple',
  access: ['Applicant'],
  params: cycleParams,
  response: coupleStatus,
});

export const proposeCoupleInput = z.strictObject({
  /** The partner's email address or applicant code. */
  partner: z
    .string({ error: messages.InvalidValue })
    .trim()
    .min(1, messages.InvalidValue)
    .max(320, messages.ExceededNumberOfCharacters),
});
export type ProposeCoupleInput = z.input<typeof proposeCoupleInput>;

/**
 * Answers the proposer's status (ProposalSent to what was typed), the same whether the address or
 * code belongs to a free applicant of the cycle, to anyone else or to nobody; 400 only for the
 * proposer's own address or code.
 */
export const proposeCouple = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/couple/proposal',
  access: ['Applicant'],
  params: cycleParams,
  body: proposeCoupleInput,
  response: coupleStatus,
});

/**
 * The proposer withdraws a proposal not accepted yet, whether anyone could answer it; answers the
 * same whether there was one (a new proposal also replaces the one sent before).
 */
export const cancelCoupleProposal = defineContract({
  method: 'DELETE',
  path: '/api/applicant/:matchCycleCode/couple/proposal',
  access: ['Applicant'],
  params: cycleParams,
  response: coupleStatus,
});

export const acceptCoupleProposal = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/couple/proposal/accept',
  access: ['Applicant'],
  params: cycleParams,
  response: coupleStatus,
});

export const declineCoupleProposal = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/couple/proposal/decline',
  access: ['Applicant'],
  params: cycleParams,
  response: coupleStatus,
});

/** Either member unlinks the couple; the joint list is deleted with it. */
export const dissolveCouple = defineContract({
  method: 'DELETE',
  path: '/api/applicant/:matchCycleCode/couple',
  access: ['Applicant'],
  params: cycleParams,
  response: coupleStatus,
});

// ---------- the joint list ----------

export const coupleProgram = z.object({
  programId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  city: z.string().nullable(),
  stateName: z.string().nullable(),
});
export type CoupleProgram = z.infer<typeof coupleProgram>;

export const coupleRankListEntry = z.object({
  rank: z.number().int(),
  /** Null: "no match" for me at this rank. */
  myProgram: coupleProgram.nullable(),
  partnerProgram: coupleProgram.nullable(),
});
export type CoupleRankListEntry = z.infer<typeof coupleRankListEntry>;

/** Either member edits and certifies; the certification names who did it. */
export const coupleRankList = z.object({
  ...rankListState,
  partner: couplePartner,
  certifiedByName: z.string().nullable(),
  entries: z.array(coupleRankListEntry),
  /** The programs I sent an application to (what my side of a pair may hold), by name. */
  myPrograms: z.array(coupleProgram),
  partnerPrograms: z.array(coupleProgram),
});
export type CoupleRankList = z.infer<typeof coupleRankList>;

export const getCoupleRankList = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/couple/rank-list',
  access: ['Applicant'],
  params: cycleParams,
  response: coupleRankList,
});

const pairSide = rankedId.nullable();

export const coupleRankListInput = z.strictObject({
  pairs: z
    .array(z.strictObject({ myProgramId: pairSide, partnerProgramId: pairSide }), {
      error: messages.InvalidValue,
    })
    .max(MAX_RANK_LIST_ENTRIES, messages.RankListTooLong),
  version: rankListVersion,
});
export type CoupleRankListInput = z.input<typeof coupleRankListInput>;

export const saveCoupleRankList = defineContract({
  method: 'PUT',
  path: '/api/applicant/:matchCycleCode/couple/rank-list',
  access: ['Applicant'],
  params: cycleParams,
  body: coupleRankListInput,
  response: coupleRankList,
});

/** Certifies the joint list as it is at `version` (needs a connection: it is never queued). */
export const certifyCoupleRankList = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/couple/rank-list/certify',
  access: ['Applicant'],
  params: cycleParams,
  body: z.strictObject({ version: rankListVersion }),
  response: coupleRankList,
});
