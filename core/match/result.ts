/** The result of a match run: the command line's output format (see docs/match-engine.md). */
import type { MatchRunStatus } from '../domain/match-runs.ts';

/** The engine's outcome, one of core/domain's match run statuses. */
export type MatchStatus = MatchRunStatus;

export type MatchStats = {
  /** All applicants, single and in couples. */
  applicants: number;
  matched: number;
  couples: number;
  /** Sum of the programs' positions. */
  positions: number;
  filled: number;
  /** Applications to programs (singles) and to program pairs (couples) made by the algorithm. */
  proposals: number;
  /** Steps of the couples phase (0 without couples). */
  coupleSteps: number;
  /** Building the indexes, the algorithm and the result maps; not the hashes or the check. */
  solveMs: number;
  hashMs: number;
  /** The final stability check, run when there are couples (null when not run). */
  checkMs: number | null;
};

/** Why a run with couples ended without a certified stable matching. */
export type MatchProblem = {
  reason: 'cycle' | 'step-limit' | 'check-failed';
  /** Couples-phase steps taken when the run stopped. */
  steps: number;
  message: string;
  /** The checker's findings on the returned matching (a sample). */
  violations: string[];
  violationCount: number;
};

export type MatchResult = {
  /** Every applicant's program, or null when unmatched. */
  assignments: Record<string, string | null>;
  /** Every program's matched applicants, in the program's rank order. */
  programs: Record<string, string[]>;
  /** Programs with positions left, and how many. */
  unfilled: Record<string, number>;
  inputHash: string;
  outputHash: string;
  stats: MatchStats;
  status: MatchStatus;
  /** Present only when status is not 'stable'. */
  problem?: MatchProblem;
};

/** What the checker and explanations read: a result as produced by solve, or read from a file. */
export type MatchOutcome = Pick<MatchResult, 'assignments'> &
  Partial<Pick<MatchResult, 'programs' | 'unfilled'>>;
