/**
 * Couples (issue 6): two applicants of one cycle who link their registrations and rank pairs of
 * programs together. Pure, so the server refuses and the screens explain from the same rules.
 */
import { messages } from './messages.ts';
import { MAX_RANK_LIST_ENTRIES } from './rank-lists.ts';

/**
 * Where the signed-in applicant stands, seen from their side. A proposal the applicant sent
 * (`ProposalSent`) shows only what they typed, alike whether it belongs to anyone (issue 11,
 * ADR 0015): the partner's name comes with their acceptance.
 */
export const coupleStates = ['None', 'ProposalSent', 'ProposalReceived', 'Linked'] as const;
export type CoupleState = (typeof coupleStates)[number];

/** A couple row as stored: proposed (waiting for the partner) or linked (a couple the match reads). */
export const coupleStatuses = ['Proposed', 'Linked'] as const;
export type CoupleRowStatus = (typeof coupleStatuses)[number];

/**
 * A partner's email address or applicant code as typed, the way a proposal keeps it: trimmed, an
 * address (it has an @) lower-cased, a code upper-cased.
 */
export function normalizeProposedTo(typed: string): string {
  const trimmed = typed.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.toUpperCase();
}

/** One rank of a joint list: a program for each member, null meaning "no match" for that member. */
export type ProgramPair = readonly [number | null, number | null];

/** What is wrong with a joint list's order (null when it can be saved): too long, an empty pair, a pair twice. */
export function pairOrderProblem(pairs: readonly ProgramPair[]): string | null {
  if (pairs.length > MAX_RANK_LIST_ENTRIES) return messages.RankListTooLong;
  if (pairs.some(([first, second]) => first === null && second === null)) return messages.CouplePairEmpty;
  const keys = new Set(pairs.map(([first, second]) => `${first}:${second}`));
  if (keys.size !== pairs.length) return messages.CouplePairDuplicate;
  return null;
}
