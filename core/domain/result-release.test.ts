import { describe, expect, it } from 'vitest';
import type { ResultSendingAudience, ResultSendingRecord } from './match-cycle-results.ts';
import { message } from './messages.ts';
import { canArchiveMatchCycle, manualSendingRefusal, rankReached } from './result-release.ts';

const now = new Date('2026-03-20T17:00:00Z');
const past = '2026-03-19T17:00:00Z';
const future = '2026-03-21T17:00:00Z';
const noOnlineDates = {
  applicantResultsOnlineDate: null,
  medicalSchoolResultsOnlineDate: null,
  programResultsOnlineDate: null,
  societyResultsOnlineDate: null,
};

describe('manualSendingRefusal', () => {
  const active = { status: 'Active', matchDate: past };

  it('allows a sending not made yet, or failed, after the match date with a final run', () => {
    expect(manualSendingRefusal(active, 'NotSent', true, now)).toBeNull();
    expect(manualSendingRefusal({ ...active, status: 'Archived' }, 'Failed', true, now)).toBeNull();
  });

  it('says why otherwise, the first reason first', () => {
    expect(manualSendingRefusal(active, 'Sent', false, now)).toBe(message('ResultsNeedFinalRun'));
    expect(manualSendingRefusal(active, 'Sent', true, now)).toBe(message('ResultsAlreadySent'));
    expect(manualSendingRefusal(active, 'Sending', true, now)).toBe(message('ResultsBeingSent'));
    expect(manualSendingRefusal({ ...active, status: 'Planned' }, 'NotSent', true, now)).toBe(
      message('ResultsNeedStartedCycle'),
    );
    expect(manualSendingRefusal({ ...active, matchDate: future }, 'NotSent', true, now)).toMatch(
      /^Results can be sent by hand only after the match date \(.+ PT\)\.$/,
    );
    expect(manualSendingRefusal({ ...active, matchDate: null }, 'NotSent', true, now)).toBe(
      message('ResultsBeforeMatchDate', { matchDate: 'not set' }),
    );
  });
});

describe('canArchiveMatchCycle', () => {
  const cycle = { status: 'Active', ...noOnlineDates };
  const sent = (audience: ResultSendingAudience): ResultSendingRecord => ({
    audience,
    status: 'Sent',
    sentAt: past,
  });

  it('archives a canceled match (no final run) at once, and never a cycle that is not Active', () => {
    expect(canArchiveMatchCycle(cycle, [], false, now)).toBe(true);
    expect(canArchiveMatchCycle({ ...cycle, status: 'Planned' }, [], false, now)).toBe(false);
  });

  it('archives a cycle with a final run once every audience has its results', () => {
    const three = (['Applicant', 'MedicalSchool', 'Program'] as const).map(sent);
    expect(canArchiveMatchCycle(cycle, three, true, now)).toBe(false);
    expect(canArchiveMatchCycle(cycle, [...three, sent('Society')], true, now)).toBe(true);
    // An online date that has passed releases too.
    expect(canArchiveMatchCycle({ ...cycle, societyResultsOnlineDate: past }, three, true, now)).toBe(true);
  });
});

describe('rankReached', () => {
  it('answers nothing when nobody matched', () => {
    expect(rankReached([])).toEqual({
      medianChoice: null,
      firstChoicePercent: null,
      topThreePercent: null,
      topFivePercent: null,
      distribution: [],
    });
  });

  it('gives the median choice, the top-choice shares and the distribution, folding choices past 10', () => {
    const result = rankReached([
      { choice: 3, count: 1 },
      { choice: 1, count: 5 },
      { choice: 2, count: 2 },
      { choice: 12, count: 1 },
      { choice: 15, count: 1 },
    ]);
    expect(result).toEqual({
      medianChoice: 1,
      firstChoicePercent: 50,
      topThreePercent: 80,
      topFivePercent: 80,
      distribution: [
        { choice: 1, count: 5 },
        { choice: 2, count: 2 },
        { choice: 3, count: 1 },
        { choice: 11, count: 2 },
      ],
    });
    expect(
      rankReached([
        { choice: 1, count: 1 },
        { choice: 4, count: 2 },
      ]).medianChoice,
    ).toBe(4);
  });
});
