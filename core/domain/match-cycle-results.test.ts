import { describe, expect, it } from 'vitest';
import { matchCycleAccess } from './match-cycle-access.ts';
import { canRunResultSendingManually, resultSendingInfo } from './match-cycle-results.ts';

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
      expect(canRunResultSendingManually({ status, matchDate }, 'NotSent', after)).toBe(true);
      expect(canRunResultSendingManually({ status, matchDate }, 'Failed', after)).toBe(true);
    }
  });

  it('is refused before the match date, for a planned cycle, and once sending or sent', () => {
    expect(canRunResultSendingManually({ status: 'Active', matchDate }, 'NotSent', before)).toBe(false);
    expect(canRunResultSendingManually({ status: 'Planned', matchDate }, 'NotSent', after)).toBe(false);
    expect(canRunResultSendingManually({ status: 'Active', matchDate: null }, 'NotSent', after)).toBe(false);
    expect(canRunResultSendingManually({ status: 'Active', matchDate }, 'Sending', after)).toBe(false);
    expect(canRunResultSendingManually({ status: 'Active', matchDate }, 'Sent', after)).toBe(false);
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
