import { describe, expect, it } from 'vitest';
import {
  checkImpersonation,
  IMPERSONATION_CHECK_INTERVAL_MS,
  type ImpersonationCheck,
  minutesLeft,
} from './impersonation.ts';

const MIN = 60_000;

describe('impersonation session clock', () => {
  it('says N minutes, rounded up', () => {
    expect(minutesLeft(5 * MIN)).toBe(5);
    expect(minutesLeft(4 * MIN + 1)).toBe(5);
    expect(minutesLeft(4 * MIN)).toBe(4);
    expect(minutesLeft(61_000)).toBe(2);
    expect(minutesLeft(60_000)).toBe(1);
  });

  it('waits above 5 minutes, warns at 5 minutes or less, stops below 1 minute', () => {
    expect(checkImpersonation(5 * MIN + 1, false)).toEqual({ kind: 'wait' });
    expect(checkImpersonation(5 * MIN, false)).toEqual({ kind: 'warn', minutes: 5 });
    expect(checkImpersonation(2 * MIN + 30_000, false)).toEqual({ kind: 'warn', minutes: 3 });
    expect(checkImpersonation(60_000, false)).toEqual({ kind: 'warn', minutes: 1 });
    expect(checkImpersonation(59_999, false)).toEqual({ kind: 'stop' });
    expect(checkImpersonation(-1, true)).toEqual({ kind: 'stop' });
  });

  it('warns once over a whole session checked every 10 s, then stops', () => {
    const outcomes: ImpersonationCheck[] = [];
    let warned = false;
    for (let remaining = 60 * MIN; ; remaining -= IMPERSONATION_CHECK_INTERVAL_MS) {
      const check = checkImpersonation(remaining, warned);
      outcomes.push(check);
      if (check.kind === 'warn') warned = true;
      if (check.kind === 'stop') break;
    }
    expect(outcomes.filter((c) => c.kind === 'warn')).toEqual([{ kind: 'warn', minutes: 5 }]);
    expect(outcomes.at(-1)).toEqual({ kind: 'stop' });
    expect(outcomes.filter((c) => c.kind === 'stop')).toHaveLength(1);
  });
});
