/**
 * Rank lists (issue 6): what a list may hold and when it may change. Pure, so the server refuses and
 * the screens explain from the same rules.
 */
import { messages } from './messages.ts';

/** The most entries one list may hold, applicant's or program's. */
export const MAX_RANK_LIST_ENTRIES = 300;

/** What is wrong with a list's order (null when it can be saved): too long, or an entry twice. */
export function rankOrderProblem(ids: readonly number[]): string | null {
  if (ids.length > MAX_RANK_LIST_ENTRIES) return messages.RankListTooLong;
  if (new Set(ids).size !== ids.length) return messages.RankListDuplicate;
  return null;
}

/**
 * The deadline is an instant (set as Pacific wall-clock time, business.md §3.1): changes are refused
 * from that instant on. A cycle without a deadline has not closed its lists.
 */
export function isRankListDeadlinePassed(deadline: string | Date | null, now: Date): boolean {
  if (deadline === null) return false;
  const at = new Date(deadline).getTime();
  return !Number.isNaN(at) && now.getTime() >= at;
}
