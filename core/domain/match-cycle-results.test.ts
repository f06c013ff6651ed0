import { describe, expect, it } from 'vitest';
import { matchCycleAccess } from './match-cycle-access.ts';
import { canRunResultSendingManually, isResultReleasedTo, resultSendingInfo } from './match-cycle-results.ts';

const matchDate = '2027-01-28T17:00:00.000Z';
const before = new Date('2027-01-28T16:59:59Z');
const after = new Date('2027-01-28T17:00:00Z');

describe('match cycle access', () => {
  it('makes an archived cycle read-only, and only an archived one', () => {
    expect(matchCycleAccess({ status: 'Archived', matchDate }, before)).toEqual({
      isArchived: true,
      isReadOnly: true,
      isMatchDatePassed: false,
    });
    for (const status of ['Planned', 'Active']) {
      expect(matchCycleAccess({ status, matchDate }, after)).toEqual({
        isArchived: false,
        isReadOnly: false,
        isMatchDatePassed: true,
      });
    }
  });

  it('knows no passed match without a match date', () => {
    expect(matchCycleAccess({ status: 'Active', matchDate: null }, after).isMatchDatePassed).toBe(false);
  });
});

describe('manual result sending', () => {
  it('is allowed after the match date of an active or archived cycle, when not sent or failed', () => {
    for (const status of ['Active', 'Archived']) {
      expect(canRunResultSendingManually({ status, matchDate }, 'NotSent', true, after)).toBe(true);
      expect(canRunResultSendingManually({ status, matchDate }, 'Failed', true, after)).toBe(true);
    }
  });

  it('is refused without a final run', () => {
    expect(canRunResultSendingManually({ status: 'Active', matchDate }, 'NotSent', false, after)).toBe(false);
  });

  it('is refused before the match date, for a planned cycle, and once sending or sent', () => {
    expect(canRunResultSendingManually({ status: 'Active', matchDate }, 'NotSent', true, before)).toBe(false);
    expect(canRunResultSendingManually({ status: 'Planned', matchDate }, 'NotSent', true, after)).toBe(false);
    expect(canRunResultSendingManually({ status: 'Active', matchDate: null }, 'NotSent', true, after)).toBe(
      false,
    );
    expect(canRunResultSendingManually({ status: 'Active', matchDate }, 'Sending', true, after)).toBe(false);
    expect(canRunResultSendingManually({ status: 'Active', matchDate }, 'Sent', true, after)).toBe(false);
  });

  it('lists every audience: planned from the email result date, absent record = NotSent', () => {
    const cycle = {
      status: 'Active',
      matchDate,
      applicantResultsEmailDate: '2027-01-28T18:00:00.000Z',
      medicalSchoolResultsEmailDate: null,
      programResultsEmailDate: new Date('2027-01-29T18:00:00Z'),
      societyResultsEmailDate: null,
    };
    const info = resultSendingInfo(
      cycle,
      [{ audience: 'Program', status: 'Sent', sentAt: new Date('2027-01-29T18:01:00Z') }],
      true,
      after,
    );
    expect(info).toEqual([
      {
        audience: 'Applicant',
        canRunManually: true,
        plannedDate: '2027-01-28T18:00:00.000Z',
        sentDate: null,
        status: 'NotSent',
      },
      {
        audience: 'MedicalSchool',
        canRunManually: true,
        plannedDate: null,
        sentDate: null,
        status: 'NotSent',
      },
      {
        audience: 'Program',
        canRunManually: false,
        plannedDate: '2027-01-29T18:00:00.000Z',
        sentDate: '2027-01-29T18:01:00.000Z',
        status: 'Sent',
      },
      { audience: 'Society', canRunManually: true, plannedDate: null, sentDate: null, status: 'NotSent' },
    ]);
  });
});

describe('result release to an audience', () => {
  const online = {
    applicantResultsOnlineDate: '2027-02-01T18:00:00.000Z',
    medicalSchoolResultsOnlineDate: null,
    programResultsOnlineDate: '2027-02-01T18:00:00.000Z',
    societyResultsOnlineDate: null,
  };
  const beforeOnline = new Date('2027-02-01T17:59:59Z');
  const atOnline = new Date('2027-02-01T18:00:00Z');

  it('never happens without a final run, whatever the dates and sendings say', () => {
    expect(isResultReleasedTo(online, 'Applicant', { status: 'Sent' }, false, atOnline)).toBe(false);
  });

  it('happens at the online result date', () => {
    expect(isResultReleasedTo(online, 'Applicant', undefined, true, beforeOnline)).toBe(false);
    expect(isResultReleasedTo(online, 'Applicant', undefined, true, atOnline)).toBe(true);
  });

  it('happens when the sending was made, even before the online date or without one', () => {
    expect(isResultReleasedTo(online, 'Program', { status: 'Sent' }, true, beforeOnline)).toBe(true);
    expect(isResultReleasedTo(online, 'Society', { status: 'Sent' }, true, beforeOnline)).toBe(true);
    expect(isResultReleasedTo(online, 'Society', { status: 'Failed' }, true, atOnline)).toBe(false);
    expect(isResultReleasedTo(online, 'MedicalSchool', { status: 'Sending' }, true, atOnline)).toBe(false);
  });
});
