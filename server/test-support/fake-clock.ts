import type { Clock } from '../clock.ts';

/**
 * A clock tests move by hand: expiry rules (codes after 1 h, tokens after 15 min, sessions after
 * 12 h idle) are tested without sleeping. Starts at the real time, because a few checks made by
 * libraries (ALTCHA challenge expiry) read the system clock.
 */
export class FakeClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(date: Date): void {
    this.current = date.getTime();
  }
}
