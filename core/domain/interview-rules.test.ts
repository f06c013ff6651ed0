import { describe, expect, it } from 'vitest';
import {
  cancelRefusalText,
  dateInZone,
  hasInterviewDayStarted,
  type InvitationCancelFacts,
  type InvitationSendFacts,
  invitationCancelRefusal,
  invitationSendRefusal,
  isInterviewDayPassed,
  sendRefusalText,
} from './interview-rules.ts';
import { invitationCancelRefusals, invitationSendRefusals } from './interviews.ts';

const now = new Date('2026-11-26T12:00:00Z');
const canSend: InvitationSendFacts = {
  now,
  cycleStatus: 'Active',
  matchDate: new Date('2027-03-20T16:00:00Z'),
  hasLiveInvitation: false,
  publicRangesAhead: 2,
  freeSlots: 1,
};
const canCancel: InvitationCancelFacts = {
  now,
  status: 'Accepted',
  cycleStatus: 'Active',
  matchDate: new Date('2027-03-20T16:00:00Z'),
  interviewDate: '2026-11-26',
  timeZone: 'America/Los_Angeles',
};

describe('invitation send refusal', () => {
  it('is None when everything allows it', () => {
    expect(invitationSendRefusal(canSend)).toBe('None');
  });

  it('gives each reason, the first of platform.md §3 winning', () => {
    expect(invitationSendRefusal({ ...canSend, freeSlots: 0 })).toBe(
      'NumberOfInvitationsExceedsNumberOfFreeSlots',
    );
    expect(invitationSendRefusal({ ...canSend, publicRangesAhead: 0, freeSlots: 0 })).toBe(
      'NoPublicTimeRanges',
    );
    expect(invitationSendRefusal({ ...canSend, matchDate: now, publicRangesAhead: 0 })).toBe(
      'MatchDateIsPassed',
    );
    expect(invitationSendRefusal({ ...canSend, cycleStatus: 'Planned', matchDate: now })).toBe(
      'MatchCycleIsNotActive',
    );
    expect(invitationSendRefusal({ ...canSend, cycleStatus: 'Archived', hasLiveInvitation: true })).toBe(
      'AlreadyInvited',
    );
    expect(invitationSendRefusal({ ...canSend, matchDate: null })).toBe('None');
  });

  it('has words for every reason', () => {
    expect(sendRefusalText('None')).toBe('');
    for (const reason of invitationSendRefusals.filter((r) => r !== 'None')) {
      expect(sendRefusalText(reason)).toMatch(/\.$/);
    }
    expect(sendRefusalText('AlreadyInvited')).toBe('The applicant is already invited.');
  });
});

describe('invitation cancel refusal', () => {
  it('is None for a live invitation whose day has not passed (the day itself included)', () => {
    expect(invitationCancelRefusal(canCancel)).toBe('None');
    expect(invitationCancelRefusal({ ...canCancel, status: 'Pending', interviewDate: null })).toBe('None');
  });

  it('gives each reason in order', () => {
    expect(invitationCancelRefusal({ ...canCancel, interviewDate: '2026-11-25' })).toBe(
      'InterviewDayIsPassed',
    );
    expect(invitationCancelRefusal({ ...canCancel, matchDate: now, interviewDate: '2026-11-25' })).toBe(
      'MatchDateIsPassed',
    );
    expect(invitationCancelRefusal({ ...canCancel, cycleStatus: 'Archived', matchDate: now })).toBe(
      'MatchCycleIsNotActive',
    );
    for (const status of ['Declined', 'Canceled', null] as const) {
      expect(invitationCancelRefusal({ ...canCancel, status, cycleStatus: 'Archived' })).toBe(
        'WasNotInvited',
      );
    }
  });

  it('has words for every reason', () => {
    for (const reason of invitationCancelRefusals.filter((r) => r !== 'None')) {
      expect(cancelRefusalText(reason)).toMatch(/\.$/);
    }
  });
});

describe('interview days in their zone', () => {
  it('reads the date in the day’s zone', () => {
    // 02:00 UTC on the 26th is still the 25th in California.
    const early = new Date('2026-11-26T02:00:00Z');
    expect(dateInZone(early, 'America/Los_Angeles')).toBe('2026-11-25');
    expect(dateInZone(early, 'Europe/London')).toBe('2026-11-26');
    expect(isInterviewDayPassed('2026-11-25', 'America/Los_Angeles', early)).toBe(false);
    expect(isInterviewDayPassed('2026-11-25', 'Europe/London', early)).toBe(true);
    expect(hasInterviewDayStarted('2026-11-25', 'America/Los_Angeles', early)).toBe(true);
    expect(hasInterviewDayStarted('2026-11-26', 'America/Los_Angeles', early)).toBe(false);
  });
});
