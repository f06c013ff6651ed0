import { describe, expect, it } from 'vitest';
import {
  canMoveApplication,
  isApplicationFinal,
  isCasDeadlinePassed,
  signalLimitProblem,
  statusAfter,
} from './applications.ts';
import { message } from './messages.ts';

describe('application status moves', () => {
  it('sends only an application in progress, to Published', () => {
    expect(canMoveApplication('InProgress', 'send')).toBe(true);
    for (const status of ['Published', 'PendingPayment', 'Withdrawn', 'MatchCanceled'] as const) {
      expect(canMoveApplication(status, 'send')).toBe(false);
    }
    expect(statusAfter('send')).toBe('Published');
  });

  it('withdraws or cancels anything not final; Withdrawn and MatchCanceled are final', () => {
    for (const status of ['InProgress', 'Published', 'PendingPayment'] as const) {
      expect(canMoveApplication(status, 'withdraw')).toBe(true);
      expect(canMoveApplication(status, 'cancelMatch')).toBe(true);
      expect(isApplicationFinal(status)).toBe(false);
    }
    for (const status of ['Withdrawn', 'MatchCanceled'] as const) {
      expect(canMoveApplication(status, 'withdraw')).toBe(false);
      expect(isApplicationFinal(status)).toBe(true);
    }
    expect(statusAfter('withdraw')).toBe('Withdrawn');
    expect(statusAfter('cancelMatch')).toBe('MatchCanceled');
  });
});

describe('CAS deadline (a Pacific date, open through its end)', () => {
  it('is open at 23:59:59 PT and passed at 00:00 PT the next day, in summer and winter', () => {
    // 2026-07-15 ends at 07:00 UTC on the 16th (PDT, UTC-7).
    expect(isCasDeadlinePassed('2026-07-15', new Date('2026-07-16T06:59:59Z'))).toBe(false);
    expect(isCasDeadlinePassed('2026-07-15', new Date('2026-07-16T07:00:00Z'))).toBe(true);
    // 2026-12-01 ends at 08:00 UTC on the 2nd (PST, UTC-8).
    expect(isCasDeadlinePassed('2026-12-01', new Date('2026-12-02T07:59:59Z'))).toBe(false);
    expect(isCasDeadlinePassed('2026-12-01', new Date('2026-12-02T08:00:00Z'))).toBe(true);
  });

  it('never passes without a deadline', () => {
    expect(isCasDeadlinePassed(null, new Date('2100-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('signal limit', () => {
  it('allows signals below the limit and names the limit when it is reached', () => {
    expect(signalLimitProblem(0, 2)).toBeNull();
    expect(signalLimitProblem(1, 2)).toBeNull();
    expect(signalLimitProblem(2, 2)).toBe(message('SignalLimitReached', { count: 2 }));
    expect(signalLimitProblem(0, 0)).toBe('You can signal at most 0 programs in this match cycle.');
  });
});
