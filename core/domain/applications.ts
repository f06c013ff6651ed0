/**
 * Applications to programs (platform.md §3 statuses) and program signals: which moves are allowed,
 * whether the CAS deadline has passed (a plain Pacific date: sending stays open through the end of
 * that day), and the signal limit. Pure, so the server decides and the client hides the same actions.
 */
import { Temporal } from 'temporal-polyfill';
import type { ApplicationStatus } from './applicant-restrictions.ts';
import { businessTimeZone } from './match-calendar.ts';
import { message } from './messages.ts';

export type ApplicationMove = 'send' | 'withdraw' | 'cancelMatch';

/** Where each move may start and where it leads (ADR 0011: sending needs the fee paid, so no PendingPayment stop). */
const moves: Record<ApplicationMove, { from: readonly ApplicationStatus[]; to: ApplicationStatus }> = {
  send: { from: ['InProgress'], to: 'Published' },
  withdraw: { from: ['InProgress', 'Published', 'PendingPayment'], to: 'Withdrawn' },
  cancelMatch: { from: ['InProgress', 'Published', 'PendingPayment'], to: 'MatchCanceled' },
};

export function canMoveApplication(status: ApplicationStatus, move: ApplicationMove): boolean {
  return moves[move].from.includes(status);
}

export function statusAfter(move: ApplicationMove): ApplicationStatus {
  return moves[move].to;
}

/** Withdrawn and match-canceled applications are final: nothing about them changes any more. */
export function isApplicationFinal(status: ApplicationStatus): boolean {
  return status === 'Withdrawn' || status === 'MatchCanceled';
}

/**
 * True once the CAS deadline day is over in Pacific time. A cycle without a deadline never closes
 * sending by date (the cycle status still does).
 */
export function isCasDeadlinePassed(casDeadlineDate: string | null, now: Date): boolean {
  if (!casDeadlineDate) return false;
  const endOfDay = Temporal.PlainDate.from(casDeadlineDate)
    .add({ days: 1 })
    .toZonedDateTime({ timeZone: businessTimeZone }).epochMilliseconds;
  return now.getTime() >= endOfDay;
}

/** Why one more signal is refused, or null while the applicant stays within the cycle's limit. */
export function signalLimitProblem(signaledCount: number, maxSignalingPrograms: number): string | null {
  return signaledCount >= maxSignalingPrograms
    ? message('SignalLimitReached', { count: maxSignalingPrograms })
    : null;
}
