import { describe, expect, it } from 'vitest';
import {
  isOffer,
  type MatchResultFacts,
  type MatchResultStatus,
  matchResultStatus,
  matchResultStatuses,
} from './match-result-status.ts';

/** A paid applicant who sent two applications, kept them, had a list in the run and was matched. */
const base: MatchResultFacts = {
  matchCanceled: false,
  registrationUnpaid: false,
  sentApplications: 2,
  withdrawnApplications: 0,
  matched: true,
  declaredNoRankList: false,
  listInRun: true,
  listedBy: 2,
  offers: 0,
};
const unmatched = { ...base, matched: false };
const noList = { ...unmatched, listInRun: false };
const withdrawn = { ...unmatched, withdrawnApplications: 2 };

const cases: Array<[MatchResultStatus, Partial<MatchResultFacts>]> = [
  ['MatchCanceled', { matchCanceled: true, registrationUnpaid: true, withdrawnApplications: 2 }],
  ['InquiryOnlyNotPaid', { registrationUnpaid: true, withdrawnApplications: 2 }],
  ['WithdrawnHadOffers', { ...withdrawn, offers: 1 }],
  ['WithdrawnNoOffers', withdrawn],
  ['WithdrawnNotListed', { ...withdrawn, listedBy: 0 }],
  ['Matched', { declaredNoRankList: true }],
  ['NoRankListWillBeSubmitted', { ...noList, declaredNoRankList: true, sentApplications: 0 }],
  ['PaidRegistration', { ...noList, sentApplications: 0, listedBy: 0 }],
  ['HadListNoOffersAccepted', { ...unmatched, offers: 1 }],
  ['HadListNoOffers', unmatched],
  ['HadListNotListed', { ...unmatched, listedBy: 0 }],
  ['NoListHadOffers', { ...noList, offers: 2 }],
  ['NoListListed', noList],
  ['NoListNotListed', { ...noList, listedBy: 0 }],
];

describe('matchResultStatus', () => {
  it('has a case for every status', () => {
    expect(new Set(cases.map(([status]) => status))).toEqual(new Set(matchResultStatuses));
  });

  it.each(cases)('%s', (status, facts) => {
    expect(matchResultStatus({ ...base, ...facts })).toBe(status);
  });

  it('counts as withdrawn only when every sent application was withdrawn', () => {
    expect(matchResultStatus({ ...unmatched, withdrawnApplications: 1 })).toBe('HadListNoOffers');
  });

  it('matched beats a declared "no rank list" and the listing', () => {
    expect(matchResultStatus({ ...base, declaredNoRankList: true, listedBy: 0 })).toBe('Matched');
  });
});

describe('isOffer', () => {
  it('is an offer when the program has room', () => {
    expect(isOffer({ positions: 2, filled: 1, lastMatchedRank: 1 }, 9)).toBe(true);
  });
  it('is an offer when ranked above the last applicant the full program took', () => {
    expect(isOffer({ positions: 2, filled: 2, lastMatchedRank: 5 }, 4)).toBe(true);
    expect(isOffer({ positions: 2, filled: 2, lastMatchedRank: 5 }, 6)).toBe(false);
  });
  it('is never an offer from a program without positions', () => {
    expect(isOffer({ positions: 0, filled: 0, lastMatchedRank: null }, 1)).toBe(false);
  });
});
