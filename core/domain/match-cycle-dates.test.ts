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

  const season = {
    ...ordered,
    effectiveDate: '2026-05-01T00:00:00-07:00',
    earliestApplicationDeadlineDate: '2026-08-31T17:00:00-07:00',
    casDeadlineDate: '2026-09-04',
    applicationReviewStartDate: '2026-09-07T08:00:00-07:00',
    earliestInterviewInviteDate: '2026-09-21T08:00:00-07:00',
    interviewSeasonStartDate: '2026-10-01T08:00:00-07:00',
    latestInterviewDayDate: '2027-01-07T17:00:00-08:00',
    trainingStartDate: '2027-07',
  };

  it('accepts a whole season in order', () => {
    expect(checkMatchCycleDateOrder(season)).toEqual([]);
  });

  it('keeps the season in order from the effective date to the interviews, naming both dates', () => {
    expect(checkMatchCycleDateOrder({ ...season, effectiveDate: '2026-06-02T00:00:00-07:00' })).toEqual([
      { field: 'registrationDate', message: 'The registration date must not be before the effective date.' },
    ]);
    expect(
      checkMatchCycleDateOrder({ ...season, earliestApplicationDeadlineDate: season.registrationDate }),
    ).toEqual([
      {
        field: 'earliestApplicationDeadlineDate',
        message: 'The earliest application deadline must be after the registration date.',
      },
    ]);
    expect(
      checkMatchCycleDateOrder({ ...season, earliestInterviewInviteDate: '2026-10-02T08:00:00-07:00' }),
    ).toEqual([
      {
        field: 'interviewSeasonStartDate',
        message: 'The interview season start date must not be before the earliest interview invite date.',
      },
    ]);
    expect(
      checkMatchCycleDateOrder({ ...season, latestInterviewDayDate: '2027-01-12T08:00:00-08:00' }),
    ).toEqual([
      {
        field: 'programsRankListDeadlineDate',
        message: 'The programs rank list deadline must be after the latest interview day.',
      },
    ]);
    // The same instant is allowed where the rule says "not before".
    expect(
      checkMatchCycleDateOrder({ ...season, earliestInterviewInviteDate: season.applicationReviewStartDate }),
    ).toEqual([]);
  });

  it('compares the CAS deadline and the training start month with Pacific days', () => {
    // Registration opens 2026-06-01 09:00 PT; a CAS deadline that same day is allowed, the day before is not.
    expect(checkMatchCycleDateOrder({ ...season, casDeadlineDate: '2026-06-01' })).toEqual([]);
    expect(checkMatchCycleDateOrder({ ...season, casDeadlineDate: '2026-05-31' })).toEqual([
      { field: 'casDeadlineDate', message: messages.CasDeadlineNotBeforeRegistration },
    ]);
    // 2027-01-28 23:30 PT is already the 29th in UTC: the Pacific day decides.
    const lateMatch = {
      ...season,
      matchDate: '2027-01-28T23:30:00-08:00',
      applicantResultsOnlineDate: '2027-01-28T23:30:00-08:00',
    };
    expect(checkMatchCycleDateOrder({ ...lateMatch, casDeadlineDate: '2027-01-28' })).toEqual([
      { field: 'casDeadlineDate', message: messages.CasDeadlineBeforeMatchDate },
    ]);
    expect(checkMatchCycleDateOrder({ ...season, trainingStartDate: '2027-01' })).toEqual([
      { field: 'trainingStartDate', message: messages.TrainingStartAfterMatchMonth },
    ]);
    expect(checkMatchCycleDateOrder({ ...season, trainingStartDate: '2027-02-01' })).toEqual([]);
  });
});
