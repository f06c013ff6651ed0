/**
 * What the server says about the program's season (issue 15, ADR 0024): refusals it answers in words
 * and the titles and bodies of the notifications it sends. The client shows these texts as the server
 * wrote them and never looks them up, so they are not part of the client's catalogue
 * (core/domain/messages.ts), which every visitor's first load carries. Ours, not the spec's.
 */
import { formatMessage } from './messages.ts';

export const seasonMessages = {
  ProgramDirectorsOnly: "Only the program's directors can manage its users.",
  ProgramLastDirector: "The program's last director cannot be removed.",
  RequestAlreadyPending: 'A request of this kind is already pending.',
  ProgramNameUnchanged: 'The new name is the same as the current one.',
  SavedViewNameTaken: 'A view with this name already exists.',
  SavedViewLimitReached: 'You can keep at most {max} views of a list.',
  OpenHouseTourFull: 'This tour is full: every seat is taken.',
  OpenHouseTourClosed: 'This tour was cancelled or has already taken place.',
  OpenHouseCapacityBelowRegistered:
    'The capacity cannot be lower than the {count} applicants already registered.',
  OpenHouseTourCancelledTitle: 'Open house tour cancelled',
  OpenHouseTourCancelledBody: '{program} cancelled the open house tour "{title}" of {when}.',
  OpenHouseReminderTitle: 'Open house tour tomorrow',
  OpenHouseReminderBody: 'Reminder: the open house tour "{title}" of {program} starts {when}.',
  ProgramRequestNotPending: 'This request has already been answered, declined or cancelled.',
  ProgramRequestNotApplied: 'You can ask only a program you applied to in this match cycle.',
  ProgramRequestNewTitle: 'New request from an applicant',
  ProgramRequestNewBody: '{applicant} asks: {subject}',
  ProgramRequestAnsweredTitle: 'Your request to {program} was answered',
  ProgramRequestDeclinedTitle: 'Your request to {program} was declined',
  ProgramRequestAnswerBody: '{subject}: {answer}',
  InterviewInvitationNotPending: 'This invitation is no longer waiting for an answer.',
  InterviewInvitationNotAccepted: 'Only an accepted interview can be cancelled.',
  InterviewRespondByPassed: 'The time to answer this invitation has passed.',
  InterviewInPreferenceWindow: 'Rank the offered dates instead: this invitation is in a preference window.',
  InterviewRangeFull: 'This time slot is full. Please choose another one.',
  InterviewRangeNotOffered: 'This time slot is not offered.',
  InterviewRangePassed: 'This time slot has passed.',
  InterviewAnotherThatDay:
    'You already have another interview on {date}. Only one interview a day is allowed.',
  InterviewMaxPerCycleReached:
    'You already have {max} accepted interviews, the most allowed in this match cycle.',
  InterviewDayStarted: 'The interview day has come: the interview can no longer be cancelled.',
  InterviewDayHasInvitations:
    'This interview day has accepted or pending invitations: cancel them or move the applicants first.',
  InterviewRangeBelowBooked: 'A time slot cannot have fewer seats than its {booked} accepted interviews.',
  InterviewRangeBookedRemoved: 'A time slot with accepted interviews cannot be removed.',
  InterviewDaySeatsExceeded:
    'A program can offer at most {max} interview seats a day; {date} would have {seats}.',
  InterviewRangeOutsideDay: 'Each time slot must start on the interview day ({date}).',
  InterviewerNotProgramUser: 'Interviewers must be users of the program.',
  InterviewUnknownApplication: 'The application is not one sent to this program.',
  InterviewSeasonReadOnly: 'The match cycle is not active: interview days cannot be changed.',
  InterviewInvitedTitle: 'Interview invitation from {program}',
  InterviewInvitedBody: '{program} invites you to an interview. Choose a date in your interview schedule.',
  InterviewInvitedWindowBody:
    '{program} invites you to an interview. Rank the offered dates before {closesAt}.',
  InterviewAcceptedTitle: 'Interview booked with {program}',
  InterviewAcceptedBody: 'Your interview with {program} is booked for {when}.',
  InterviewDeclinedTitle: 'Interview declined',
  InterviewDeclinedBody: 'You declined the interview invitation from {program}.',
  InterviewCancelledByApplicantTitle: 'Interview cancelled',
  InterviewCancelledByApplicantBody: 'You cancelled your interview with {program} on {when}.',
  InterviewCancelledByProgramTitle: 'Interview invitation cancelled by {program}',
  InterviewCancelledByProgramBody: '{program} cancelled your interview invitation.',
  InterviewCalendarName: 'Matchline interviews',
  PreferenceWindowAlreadyOpen:
    'The program already has an open preference window in this match cycle: close or cancel it first.',
  PreferenceWindowNotOpen: 'This preference window is no longer open.',
  PreferenceWindowClosesInPast: 'The preference window must close in the future.',
  PreferenceWindowNotForInvitation: 'This invitation is not in a preference window.',
  PreferenceRangeNotOffered: "Rank only the program's public time slots still ahead.",
  PreferenceWindowAssignedTitle: 'Interview date assigned by {program}',
  PreferenceWindowAssignedBody:
    'The preference window closed: your interview with {program} is booked for {when}.',
  PreferenceWindowWaitlistedTitle: 'On the waitlist of {program}',
  PreferenceWindowWaitlistedOrderedBody:
    'The preference window closed and no date you ranked was free: you are number {position} on the waitlist of {program}. A freed seat you ranked will be given to you automatically.',
  PreferenceWindowWaitlistedPooledBody:
    'The preference window closed and no date you ranked was free: you are on the waitlist of {program}. We will tell you when a seat you ranked frees up.',
  WaitlistSeatGivenTitle: 'A seat freed up at {program}',
  WaitlistSeatGivenBody:
    'A seat you ranked freed up: your interview with {program} is booked for {when}. If it does not suit you, cancel it in your interview schedule.',
  WaitlistSeatFreeTitle: 'A seat is free at {program}',
  WaitlistSeatFreeBody:
    'A seat you ranked is free at {program} ({when}). The first waitlisted applicant to take it in the interview schedule gets it.',
  SwapInvitationNotAccepted: 'Only an accepted interview can be offered for a swap.',
  SwapSameRange: 'Choose another time slot than the one you hold.',
  SwapAlreadyOpen: 'This interview already has an open swap offer: cancel it first.',
  SwapNotOpen: 'This swap offer is no longer open.',
  SwapOwnOffer: 'You cannot take your own swap offer.',
  SwapNotHoldingWanted: 'You do not hold the time slot this offer asks for.',
  SwapOfferSeatChanged: 'The applicant who made this offer no longer holds the offered time slot.',
  SwapDayStarted: 'An interview day of this swap has come: the seats can no longer be swapped.',
  SwapAcceptedTitle: 'Interview swapped with {program}',
  SwapAcceptedBody: 'Your interview with {program} was swapped with another applicant: it is now on {when}.',
} as const;

export type SeasonMessageKey = keyof typeof seasonMessages;

/** A season message with its {placeholders} filled. */
export function seasonMessage(key: SeasonMessageKey, values?: Record<string, string | number>): string {
  return formatMessage(seasonMessages[key], values);
}
