/**
 * The impersonation session's clock (platform.md §4, §9): the remaining time is checked every
 * 10 s; at 5 minutes or less a warning shows once ('Less than N minutes are left…'); below one
 * minute the check stops (the session then simply expires).
 */
export const IMPERSONATION_CHECK_INTERVAL_MS = 10_000;
export const IMPERSONATION_WARNING_MS = 5 * 60_000;
export const IMPERSONATION_STOP_MS = 60_000;

/** N of 'Less than N minutes': the remaining time rounded up to whole minutes. */
export function minutesLeft(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 60_000));
}

export type ImpersonationCheck =
  | { kind: 'wait' }
  | { kind: 'warn'; minutes: number }
  /** Under a minute left: check no more. */
  | { kind: 'stop' };

/** What one check does, given the remaining time and whether the warning was shown already. */
export function checkImpersonation(remainingMs: number, warned: boolean): ImpersonationCheck {
  if (remainingMs < IMPERSONATION_STOP_MS) return { kind: 'stop' };
  if (!warned && remainingMs <= IMPERSONATION_WARNING_MS) {
    return { kind: 'warn', minutes: minutesLeft(remainingMs) };
  }
  return { kind: 'wait' };
}
