import { describe, expect, it } from 'vitest';
import { checkMatchCycleDateOrder } from './match-cycle-dates.ts';
import { messages } from './messages.ts';

const ordered = {
  registrationDate: '2026-06-01T09:00:00-07:00',
  programsRankListDeadlineDate: '2027-01-10T21:00:00-08:00',
  applicantsRankListDeadlineDate: '2027-01-14T21:00:00-08:00',
  matchDate: '2027-01-28T09:00:00-08:00',
  vacanciesPostedDate: '2027-01-29T09:00:00-08:00',
  applicantResultsOnlineDate: '2027-01-28T09:00:00-08:00',
};

describe('match cycle date order', () => {
  it('accepts dates in order, and absent dates', () => {
    expect(checkMatchCycleDateOrder(ordered)).toEqual([]);
    expect(checkMatchCycleDateOrder({})).toEqual([]);
  });

  it('names the field and the message of each broken rule', () => {
    expect(checkMatchCycleDateOrder({ ...ordered, registrationDate: '2027-01-12T09:00:00-08:00' })).toEqual([
      { field: 'programsRankListDeadlineDate', message: messages.RankListDeadlineAfterRegistration },
    ]);
    expect(
      checkMatchCycleDateOrder({ ...ordered, programsRankListDeadlineDate: '2027-01-15T21:00:00-08:00' }),
    ).toEqual([
      { field: 'programsRankListDeadlineDate', message: messages.ProgramsDeadlineNotAfterApplicantsDeadline },
    ]);
    expect(checkMatchCycleDateOrder({ ...ordered, matchDate: '2027-01-14T21:00:00-08:00' })).toEqual([
      { field: 'matchDate', message: messages.MatchDateAfterRankListDeadlines },
    ]);
    expect(checkMatchCycleDateOrder({ ...ordered, vacanciesPostedDate: ordered.matchDate })).toEqual([
      { field: 'vacanciesPostedDate', message: messages.VacanciesPostedAfterMatchDate },
    ]);
    expect(
      checkMatchCycleDateOrder({ ...ordered, societyResultsEmailDate: '2027-01-27T09:00:00-08:00' }),
    ).toEqual([{ field: 'societyResultsEmailDate', message: messages.ResultsDateOnOrAfterMatchDate }]);
  });

  it('compares instants, not their written offsets', () => {
    // 09:00 in Los Angeles is 17:00 UTC: the same instant is not "after".
    expect(
      checkMatchCycleDateOrder({
        matchDate: '2027-01-28T09:00:00-08:00',
        vacanciesPostedDate: '2027-01-28T17:00:00Z',
      }),
    ).toEqual([{ field: 'vacanciesPostedDate', message: messages.VacanciesPostedAfterMatchDate }]);
  });
});
