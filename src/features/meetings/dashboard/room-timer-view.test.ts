import { describe, expect, it } from 'vitest';
import type { RoomTimer } from '../../../../core/contracts/meetings/meetings.contract.ts';
import { receivedTimer, remainingMsAt } from './room-timer-view.ts';

const timer = (more: Partial<RoomTimer> = {}): RoomTimer => ({
  roomId: 1,
  status: 'Running',
  durationSeconds: 600,
  elapsedMs: 60_000,
  startedAt: '2026-11-26T10:00:00.000Z',
  serverNow: '2026-11-26T10:01:00.000Z',
  ...more,
});

describe('room timer view', () => {
  it('a running timer counts down from the answer, whatever the device clock says', () => {
    // The device clock is far from the server's: only the time since the answer counts.
    const t = receivedTimer(timer(), 1_000);
    expect(remainingMsAt(t, 1_000)).toBe(540_000);
    expect(remainingMsAt(t, 31_000)).toBe(510_000);
  });

  it('a paused or initial timer stands still', () => {
    expect(remainingMsAt(receivedTimer(timer({ status: 'Paused' }), 0), 99_000)).toBe(540_000);
    expect(remainingMsAt(receivedTimer(timer({ status: 'Initial', elapsedMs: 0 }), 0), 5_000)).toBe(600_000);
  });
});
