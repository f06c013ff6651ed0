/**
 * Releasing a match cycle's results (issue 6, business.md §3.1, §4): why a manual sending is refused,
 * when a cycle may be archived, and the "rank reached" figures of a released result. Pure, so the
 * server (refusing) and the client (explaining) decide the same way.
 */

import type { MatchCycleAccessInput } from './match-cycle-access.ts';
import {
  canRunResultSendingManually,
  isResultReleasedTo,
  type ResultSendingAudience,
  type ResultSendingRecord,
  type ResultSendingStatus,
  resultSendingAudiences,
} from './match-cycle-results.ts';
import { message } from './messages.ts';
import { formatPacificDateTime } from './pacific-time.ts';

/**
 * Why an admin may not start a sending by hand now (the first reason that applies), or null when
 * `canRunResultSendingManually` allows it. Both checks read the same facts, so they never disagree.
 */
export function manualSendingRefusal(
  cycle: MatchCycleAccessInput,
  status: ResultSendingStatus,
  hasFinalRun: boolean,
  now: Date,
): string | null {
  if (canRunResultSendingManually(cycle, status, hasFinalRun, now)) return null;
  if (!hasFinalRun) return message('ResultsNeedFinalRun');
  if (status === 'Sent') return message('ResultsAlreadySent');
  if (status === 'Sending') return message('ResultsBeingSent');
  if (cycle.status !== 'Active' && cycle.status !== 'Archived') return message('ResultsNeedStartedCycle');
  // What is left is the match date: not set, or still ahead.
  return message('ResultsBeforeMatchDate', {
    matchDate: cycle.matchDate === null ? 'not set' : formatPacificDateTime(cycle.matchDate),
  });
}

/**
 * An Active cycle may be archived when it has no final run (a canceled match) or once its results are
 * released to every audience; otherwise archiving would hide a result nobody was told about.
 */
export function canArchiveMatchCycle(
  cycle: { status: string } & Parameters<typeof isResultReleasedTo>[0],
  sendings: readonly ResultSendingRecord[],
  hasFinalRun: boolean,
  now: Date,
): boolean {
  if (cycle.status !== 'Active') return false;
  if (!hasFinalRun) return true;
  return resultSendingAudiences.every((audience: ResultSendingAudience) =>
    isResultReleasedTo(
      cycle,
      audience,
      sendings.find((s) => s.audience === audience),
      true,
      now,
    ),
  );
}

/** How many matched applicants got their n-th choice (choice 1 = first). */
export type ChoiceCount = { choice: number; count: number };

export type RankReached = {
  /** The median matched choice (the lower middle for an even count), or null when nobody matched. */
  medianChoice: number | null;
  /** Percent of matched applicants (0–100, one decimal) matched at their first choice, within their top 3, top 5. */
  firstChoicePercent: number | null;
  topThreePercent: number | null;
  topFivePercent: number | null;
  /** Matched applicants per choice, first choice first; choices past 10 are counted in `choice: 11` ("11 or lower"). */
  distribution: ChoiceCount[];
};

const TOP_CHOICES_SHOWN = 10;

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** The rank reached by matched applicants, from the count per choice (a GROUP BY, not every row). */
export function rankReached(counts: readonly ChoiceCount[]): RankReached {
  const sorted = [...counts].filter((c) => c.count > 0).sort((a, b) => a.choice - b.choice);
  const total = sorted.reduce((sum, c) => sum + c.count, 0);
  if (total === 0) {
    return {
      medianChoice: null,
      firstChoicePercent: null,
      topThreePercent: null,
      topFivePercent: null,
      distribution: [],
    };
  }
  const within = (top: number) => sorted.filter((c) => c.choice <= top).reduce((sum, c) => sum + c.count, 0);
  const middle = Math.ceil(total / 2);
  let seen = 0;
  let medianChoice = sorted[0]!.choice;
  for (const c of sorted) {
    seen += c.count;
    if (seen >= middle) {
      medianChoice = c.choice;
      break;
    }
  }
  const distribution = sorted.filter((c) => c.choice <= TOP_CHOICES_SHOWN);
  const beyond = total - within(TOP_CHOICES_SHOWN);
  if (beyond > 0) distribution.push({ choice: TOP_CHOICES_SHOWN + 1, count: beyond });
  return {
    medianChoice,
    firstChoicePercent: percent(within(1), total),
    topThreePercent: percent(within(3), total),
    topFivePercent: percent(within(5), total),
    distribution,
  };
}
