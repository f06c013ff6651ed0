/**
 * What a match cycle's status means for the contexts that work inside it (business.md §4): an archived
 * cycle makes the applicant and program user contexts read-only. Pure, so the server (refusing writes)
 * and the client (hiding actions) decide the same way.
 */

export type MatchCycleAccessInput = {
  status: string;
  /** The match date as an ISO instant (or a Date); null when not set yet. */
  matchDate: string | Date | null;
};

export type MatchCycleAccess = {
  isArchived: boolean;
  /** Nothing in the cycle may change: applicants and program users only read. */
  isReadOnly: boolean;
  /** The match has run (its date has passed): results may be released. */
  isMatchDatePassed: boolean;
};

export function matchCycleAccess(cycle: MatchCycleAccessInput, now: Date): MatchCycleAccess {
  const isArchived = cycle.status === 'Archived';
  const match = cycle.matchDate === null ? null : new Date(cycle.matchDate).getTime();
  return {
    isArchived,
    isReadOnly: isArchived,
    isMatchDatePassed: match !== null && !Number.isNaN(match) && match <= now.getTime(),
  };
}
