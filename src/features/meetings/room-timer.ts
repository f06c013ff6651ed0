/**
 * A room's shared timer on this device (issue 17): the server sends the timer with its own clock
 * (`serverNow`), so a device whose clock is off still shows the same time left as everyone else.
 * Pure functions; the view ticks them once a second.
 */
import type { RoomTimer } from '../../../core/contracts/meetings/meetings.contract.ts';

/** How far the server's clock is ahead of this device's (ms; negative: behind). */
export function clockOffsetMs(serverNow: string, localNow: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - localNow : 0;
}

/** Milliseconds the timer has run at a local instant (the current run included while Running). */
export function timerElapsedMs(timer: RoomTimer, localNow: number, offsetMs: number): number {
  if (timer.status !== 'Running') return timer.elapsedMs;
  const sent = Date.parse(timer.serverNow);
  if (!Number.isFinite(sent)) return timer.elapsedMs;
  // The run goes on from where the server measured it; never backwards (a late clock sample).
  return timer.elapsedMs + Math.max(0, localNow + offsetMs - sent);
}

/** Milliseconds left at a local instant; negative once the time is up (overtime). */
export function timerRemainingMs(timer: RoomTimer, localNow: number, offsetMs: number): number {
  return timer.durationSeconds * 1000 - timerElapsedMs(timer, localNow, offsetMs);
}

/**
 * mm:ss of a countdown: seconds rounded up while time is left (10:00 until a full second has gone),
 * so 00:00 is shown at the end and overtime starts at -00:01. Minutes are not capped at 59.
 */
export function formatTimer(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const total = Math.abs(seconds);
  const mm = String(Math.floor(total / 60)).padStart(2, '0');
  const ss = String(total % 60).padStart(2, '0');
  return `${seconds < 0 ? '-' : ''}${mm}:${ss}`;
}
