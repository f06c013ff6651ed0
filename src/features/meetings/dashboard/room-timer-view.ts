/**
 * A room timer as the dashboard holds it: the server's timer with the device time its answer
 * arrived, so the shared computation of ../room-timer.ts runs it on the server's clock.
 */
import type { RoomTimer } from '../../../../core/contracts/meetings/meetings.contract.ts';
import { clockOffsetMs, timerRemainingMs } from '../room-timer.ts';

/** A timer with the device time its answer arrived at. */
export type ReceivedTimer = RoomTimer & { receivedAt: number };

export function receivedTimer(timer: RoomTimer, receivedAt: number): ReceivedTimer {
  return { ...timer, receivedAt };
}

/** Milliseconds left at the device time `now`; negative once the time is up. */
export function remainingMsAt(timer: ReceivedTimer, now: number): number {
  return timerRemainingMs(timer, now, clockOffsetMs(timer.serverNow, timer.receivedAt));
}
