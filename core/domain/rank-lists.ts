/**
 * Rank lists (issue 6): what a list may hold and when it may change. Pure, so the server refuses and
 * the screens explain from the same rules.
 */
import { applicantDeclineReason } from './applicant-restrictions.ts';
import { type MessageKey, message, messages } from './messages.ts';
import { formatPacificDateTime } from './pacific-time.ts';

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

/**
 * Why an applicant's ranking (their list, their couple and its joint list) cannot change now: the
 * cycle's restriction (platform.md §6) first, then the applicants' rank list deadline, told with
 * `deadlineMessage` ({deadline} in Pacific time). Null when it can.
 */
export function applicantRankingClosedReason(
  cycle: { name: string; status: string; applicantsRankListDeadlineDate: Date | null },
  now: Date,
  deadlineMessage: MessageKey = 'RankListDeadlinePassed',
): string | null {
  const restriction = applicantDeclineReason({
    cycle: { name: cycle.name, status: cycle.status },
    application: null,
    isPaymentPending: false,
  });
  if (restriction) return restriction;
  const deadline = cycle.applicantsRankListDeadlineDate;
  return deadline && isRankListDeadlinePassed(deadline, now)
    ? message(deadlineMessage, { deadline: formatPacificDateTime(deadline) })
    : null;
}
