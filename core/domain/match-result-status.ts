/**
 * The applicant's match result status (business.md §3.8), computed from the data by one pure
 * function (ADR 0016). The words mean:
 *
 * - **Listed**: at least one program ranked the applicant on a certified list used by the final run.
 * - **Offer**: a program that ranked the applicant and, in the final matching, either has an unfilled
 *   position or ranked the applicant above the last applicant it matched (the program would have
 *   taken them). By stability an unmatched applicant with a list never has an offer from a program on
 *   its own list, so the offers of such an applicant come from programs it did not rank.
 * - **Withdrawn**: the applicant sent applications and withdrew every one of them.
 *
 * Precedence, first that applies: MatchCanceled (the cycle was archived without a final run) >
 * InquiryOnlyNotPaid (registration fee unpaid) > Withdrawn* > Matched > NoRankListWillBeSubmitted
 * (declared) > PaidRegistration (paid, never sent an application) > HadList* (its list, or its
 * couple's joint list, was in the run and it is unmatched) > NoList* (no list in the run). The
 * suffixes: HadOffers / NoOffers (listed, no offer) / NotListed; for HadList the offer case is
 * HadListNoOffersAccepted (offers it could not accept: the programs were not on its list).
 */

export const matchResultStatuses = [
  'InquiryOnlyNotPaid',
  'WithdrawnHadOffers',
  'WithdrawnNoOffers',
  'WithdrawnNotListed',
  'Matched',
  'HadListNoOffersAccepted',
  'HadListNoOffers',
  'HadListNotListed',
  'NoListHadOffers',
  'NoListListed',
  'NoListNotListed',
  'NoRankListWillBeSubmitted',
  'PaidRegistration',
  'MatchCanceled',
] as const;
export type MatchResultStatus = (typeof matchResultStatuses)[number];

/** What the status is computed from, for one applicant in one cycle. */
export type MatchResultFacts = {
  /** The cycle was archived without a final run: the match did not take place. */
  matchCanceled: boolean;
  /** The registration fee invoice is still unpaid. */
  registrationUnpaid: boolean;
  /** Applications the applicant sent (whatever became of them since). */
  sentApplications: number;
  /** Of the sent applications, those withdrawn. */
  withdrawnApplications: number;
  /** The final run matched the applicant. */
  matched: boolean;
  /** The applicant said it will not submit a rank list. */
  declaredNoRankList: boolean;
  /** Its certified list, or its couple's certified joint list, was in the final run. */
  listInRun: boolean;
  /** Programs that ranked the applicant on certified lists used by the final run. */
  listedBy: number;
  /** Of those, the programs that would have taken the applicant (see `isOffer`). */
  offers: number;
};

/** How a program that ranked the applicant came out of the final matching. */
export type RankingProgramOutcome = {
  positions: number;
  filled: number;
  /** The program's rank of the last applicant it matched; null when it matched nobody. */
  lastMatchedRank: number | null;
};

/** A program would have taken an applicant it ranked at `rank` (1-based) when it has room or ranked them above its last match. */
export function isOffer(program: RankingProgramOutcome, rank: number): boolean {
  if (program.filled < program.positions) return true;
  return program.lastMatchedRank !== null && rank < program.lastMatchedRank;
}

export function matchResultStatus(facts: MatchResultFacts): MatchResultStatus {
  if (facts.matchCanceled) return 'MatchCanceled';
  if (facts.registrationUnpaid) return 'InquiryOnlyNotPaid';
  const listing = facts.offers > 0 ? 'HadOffers' : facts.listedBy > 0 ? 'NoOffers' : ('NotListed' as const);
  if (facts.sentApplications > 0 && facts.withdrawnApplications >= facts.sentApplications) {
    return `Withdrawn${listing}`;
  }
  if (facts.matched) return 'Matched';
  if (facts.declaredNoRankList) return 'NoRankListWillBeSubmitted';
  if (facts.sentApplications === 0) return 'PaidRegistration';
  if (facts.listInRun) {
    return listing === 'HadOffers' ? 'HadListNoOffersAccepted' : `HadList${listing}`;
  }
  return listing === 'HadOffers'
    ? 'NoListHadOffers'
    : listing === 'NoOffers'
      ? 'NoListListed'
      : 'NoListNotListed';
}
