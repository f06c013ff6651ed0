/** The time source of every expiry rule, injectable so tests move time instead of sleeping. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
