import { describe, expect, it } from 'vitest';
import type { RoomTimer } from '../../../core/contracts/meetings/meetings.contract.ts';
import { clockOffsetMs, formatTimer, timerElapsedMs, timerRemainingMs } from './room-timer.ts';

const serverNow = '2026-11-26T10:00:00.000Z';
const serverMs = Date.parse(serverNow);

const timer = (extra: Partial<RoomTimer> = {}): RoomTimer => ({
  roomId: 3,
  status: 'Running',
  durationSeconds: 600,
  elapsedMs: 60_000,
  startedAt: '2026-11-26T09:59:00.000Z',
  serverNow,
  ...extra,
});

describe('the clock offset', () => {
  it('is how far the server is ahead of the device', () => {
    expect(clockOffsetMs(serverNow, serverMs - 5000)).toBe(5000);
    expect(clockOffsetMs(serverNow, serverMs + 2000)).toBe(-2000);
  });
  it('is zero for a time it cannot read', () => {
    expect(clockOffsetMs('not a date', 123)).toBe(0);
  });
});

describe('elapsed and remaining time', () => {
  it('a running timer goes on from the server’s measure, on the server’s clock', () => {
    // The device is 30 s behind the server; 10 s of its own time later, 70 s have run.
    const offset = clockOffsetMs(serverNow, serverMs - 30_000);
    const local = serverMs - 30_000 + 10_000;
    expect(timerElapsedMs(timer(), local, offset)).toBe(70_000);
    expect(timerRemainingMs(timer(), local, offset)).toBe(530_000);
  });

  it('a paused, initial or stopped timer stands still', () => {
    for (const status of ['Paused', 'Initial', 'Stopped'] as const) {
      const t = timer({ status, startedAt: null });
      expect(timerElapsedMs(t, serverMs + 50_000, 0)).toBe(60_000);
    }
    expect(timerRemainingMs(timer({ status: 'Initial', elapsedMs: 0 }), serverMs + 9_000, 0)).toBe(600_000);
  });

  it('never runs backwards when the device’s instant is before the server’s', () => {
    expect(timerElapsedMs(timer(), serverMs - 1000, 0)).toBe(60_000);
  });

  it('goes negative in overtime', () => {
    expect(timerRemainingMs(timer({ elapsedMs: 599_000 }), serverMs + 3000, 0)).toBe(-2000);
  });
});

describe('mm:ss', () => {
  it('rounds a countdown up to whole seconds', () => {
    expect(formatTimer(600_000)).toBe('10:00');
    expect(formatTimer(599_001)).toBe('10:00');
    expect(formatTimer(599_000)).toBe('09:59');
    expect(formatTimer(61_000)).toBe('01:01');
    expect(formatTimer(400)).toBe('00:01');
    expect(formatTimer(0)).toBe('00:00');
  });
  it('shows overtime with a leading minus', () => {
    expect(formatTimer(-500)).toBe('00:00');
    expect(formatTimer(-1000)).toBe('-00:01');
    expect(formatTimer(-61_000)).toBe('-01:01');
  });
  it('does not cap the minutes', () => {
    expect(formatTimer(125 * 60_000)).toBe('125:00');
  });
});
