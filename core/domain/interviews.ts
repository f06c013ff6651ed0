/**
 * The interview season's lists (platform.md §3): interview types, invitation statuses, the reasons an
 * invitation cannot be sent or cancelled, the invitation queue's history events, and our own
 * additions (ADR 0024): swap requests, preference windows and their waitlists, the program's
 * decision on an application, open house tours and the applicant's requests to a program.
 * Each list is a column's type and its CHECK constraint (server/db/schema.ts).
 */

/** `{product}VideoConference` with the product's name (platform.md §3). */
export const interviewTypes = ['InPerson', 'MatchlineVideoConference', 'AnotherVideoConference'] as const;
export type InterviewType = (typeof interviewTypes)[number];

/** Interview scheduler invitation (platform.md §3 status sets). */
export const invitationStatuses = ['Pending', 'Declined', 'Canceled', 'Accepted'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** The statuses that hold an application's one live invitation (a second one is AlreadyInvited). */
export const liveInvitationStatuses = ['Pending', 'Accepted'] as const satisfies readonly InvitationStatus[];

/** Reasons an invitation cannot be sent (platform.md §3), None when it can. */
export const invitationSendRefusals = [
  'None',
  'AlreadyInvited',
  'MatchCycleIsNotActive',
  'MatchDateIsPassed',
  'NoPublicTimeRanges',
  'NumberOfInvitationsExceedsNumberOfFreeSlots',
] as const;
export type InvitationSendRefusal = (typeof invitationSendRefusals)[number];

/** Reasons an invitation cannot be cancelled (platform.md §3), None when it can. */
export const invitationCancelRefusals = [
  'None',
  'WasNotInvited',
  'MatchCycleIsNotActive',
  'MatchDateIsPassed',
  'InterviewDayIsPassed',
] as const;
export type InvitationCancelRefusal = (typeof invitationCancelRefusals)[number];

/** The invitation queue's history (platform.md §3 queue history events). */
export const queueHistoryEvents = [
  'QueueStarted',
  'QueueStoppedAutomatically',
  'QueueStoppedManually',
  'PendingInvitationsWereCanceled',
  'SentOutInvitations',
] as const;
export type QueueHistoryEvent = (typeof queueHistoryEvents)[number];

/** An applicant's offer to trade an accepted time range for another of the same program. */
export const swapRequestStatuses = ['Open', 'Accepted', 'Cancelled'] as const;
export type SwapRequestStatus = (typeof swapRequestStatuses)[number];

/** A preference window: invitees rank dates while Open; at its close the dates are assigned in one batch. */
export const preferenceWindowStatuses = ['Open', 'Assigned', 'Cancelled'] as const;
export type PreferenceWindowStatus = (typeof preferenceWindowStatuses)[number];

/** Ordered: a freed seat goes to the first waitlisted invitee who ranked it. Pooled: all are told, first to take it wins. */
export const waitlistModes = ['Ordered', 'Pooled'] as const;
export type WaitlistMode = (typeof waitlistModes)[number];

/** What the program decided about an application before (or instead of) inviting. */
export const programDecisions = ['InterviewList', 'Declined'] as const;
export type ProgramDecision = (typeof programDecisions)[number];

/** A reviewer's score of an application. */
export const MIN_REVIEW_SCORE = 1;
export const MAX_REVIEW_SCORE = 5;

/** What an applicant asks a program for (business.md §2.2 program-requests; ADR 0024). */
export const applicantProgramRequestKinds = [
  'InterviewDateChange',
  'VirtualInterview',
  'ApplicationFeeWaiver',
  'ProgramInformation',
  'Other',
] as const;
export type ApplicantProgramRequestKind = (typeof applicantProgramRequestKinds)[number];

export const applicantProgramRequestStatuses = ['Pending', 'Answered', 'Declined', 'Cancelled'] as const;
export type ApplicantProgramRequestStatus = (typeof applicantProgramRequestStatuses)[number];
