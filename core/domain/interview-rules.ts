/**
 * The interview season's refusals (platform.md §3, ADR 0024): why an invitation cannot be sent or
 * cancelled, computed from facts the service loads, in the spec's order (the first reason wins).
 * Pure, so the client can show the same reason before asking.
 */
import type { InvitationCancelRefusal, InvitationSendRefusal, InvitationStatus } from './interviews.ts';
import type { MatchCycleStatus } from './match-cycle-status.ts';
import { type MessageKey, messages } from './messages.ts';

export type InvitationSendFacts = {
  now: Date;
  cycleStatus: MatchCycleStatus;
  matchDate: Date | null;
  /** The application already holds a Pending or Accepted invitation. */
  hasLiveInvitation: boolean;
  /** Public time ranges of the program's interview days still ahead (any seats left or not). */
  publicRangesAhead: number;
  /** Free public seats ahead minus the Pending invitations without a seat, before this one is sent. */
  freeSlots: number;
};

export function isMatchDatePassed(matchDate: Date | null, now: Date): boolean {
  return matchDate !== null && matchDate.getTime() <= now.getTime();
}

/** Why this invitation cannot be sent now, or None. */
export function invitationSendRefusal(facts: InvitationSendFacts): InvitationSendRefusal {
  if (facts.hasLiveInvitation) return 'AlreadyInvited';
  if (facts.cycleStatus !== 'Active') return 'MatchCycleIsNotActive';
  if (isMatchDatePassed(facts.matchDate, facts.now)) return 'MatchDateIsPassed';
  if (facts.publicRangesAhead < 1) return 'NoPublicTimeRanges';
  if (facts.freeSlots < 1) return 'NumberOfInvitationsExceedsNumberOfFreeSlots';
  return 'None';
}

export type InvitationCancelFacts = {
  now: Date;
  /** The invitation's status; null when there is none. */
  status: InvitationStatus | null;
  cycleStatus: MatchCycleStatus;
  matchDate: Date | null;
  /** The accepted interview's day (YYYY-MM-DD in `timeZone`), null while it has none. */
  interviewDate: string | null;
  timeZone: string | null;
};

/** The plain date (YYYY-MM-DD) of an instant in an IANA zone. */
export function dateInZone(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The interview day is over: its date is before today in the day's zone. */
export function isInterviewDayPassed(date: string, timeZone: string, now: Date): boolean {
  return date < dateInZone(now, timeZone);
}

/** The interview day has come (today or before, in its zone): the applicant may no longer give it up. */
export function hasInterviewDayStarted(date: string, timeZone: string, now: Date): boolean {
  return date <= dateInZone(now, timeZone);
}

/** Why the program cannot cancel this invitation now, or None. */
export function invitationCancelRefusal(facts: InvitationCancelFacts): InvitationCancelRefusal {
  if (facts.status !== 'Pending' && facts.status !== 'Accepted') return 'WasNotInvited';
  if (facts.cycleStatus !== 'Active') return 'MatchCycleIsNotActive';
  if (isMatchDatePassed(facts.matchDate, facts.now)) return 'MatchDateIsPassed';
  if (
    facts.status === 'Accepted' &&
    facts.interviewDate !== null &&
    isInterviewDayPassed(facts.interviewDate, facts.timeZone ?? 'UTC', facts.now)
  ) {
    return 'InterviewDayIsPassed';
  }
  return 'None';
}

const sendRefusalKeys: Record<Exclude<InvitationSendRefusal, 'None'>, MessageKey> = {
  AlreadyInvited: 'InvitationRefusal_AlreadyInvited',
  MatchCycleIsNotActive: 'InvitationRefusal_MatchCycleIsNotActive',
  MatchDateIsPassed: 'InvitationRefusal_MatchDateIsPassed',
  NoPublicTimeRanges: 'InvitationRefusal_NoPublicTimeRanges',
  NumberOfInvitationsExceedsNumberOfFreeSlots:
    'InvitationRefusal_NumberOfInvitationsExceedsNumberOfFreeSlots',
};

const cancelRefusalKeys: Record<Exclude<InvitationCancelRefusal, 'None'>, MessageKey> = {
  WasNotInvited: 'InvitationCancelRefusal_WasNotInvited',
  MatchCycleIsNotActive: 'InvitationCancelRefusal_MatchCycleIsNotActive',
  MatchDateIsPassed: 'InvitationCancelRefusal_MatchDateIsPassed',
  InterviewDayIsPassed: 'InvitationCancelRefusal_InterviewDayIsPassed',
};

/** The words of a send refusal (the catalogue's text); empty for None. */
export function sendRefusalText(refusal: InvitationSendRefusal): string {
  return refusal === 'None' ? '' : messages[sendRefusalKeys[refusal]];
}

/** The words of a cancel refusal (the catalogue's text); empty for None. */
export function cancelRefusalText(refusal: InvitationCancelRefusal): string {
  return refusal === 'None' ? '' : messages[cancelRefusalKeys[refusal]];
}
