/** Words for the review's lists (issue 15): decisions, invitation statuses and send refusals. */
import type { InvitationSendRefusal, InvitationStatus } from '../../../core/domain/interviews.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';

export const decisionLabelKeys = {
  InterviewList: 'RvDecisionInterviewList',
  Declined: 'RvDecisionDeclined',
  None: 'RvDecisionNone',
} as const satisfies Record<string, TranslationKey>;

export const invitationStatusKeys = {
  Pending: 'RvInvitationPending',
  Accepted: 'RvInvitationAccepted',
  Declined: 'RvInvitationDeclined',
  Canceled: 'RvInvitationCanceled',
} as const satisfies Record<InvitationStatus, TranslationKey>;

/** platform.md §3 send refusals in words (the catalogue's messages). */
export const sendRefusalKeys = {
  AlreadyInvited: 'InvitationRefusal_AlreadyInvited',
  MatchCycleIsNotActive: 'InvitationRefusal_MatchCycleIsNotActive',
  MatchDateIsPassed: 'InvitationRefusal_MatchDateIsPassed',
  NoPublicTimeRanges: 'InvitationRefusal_NoPublicTimeRanges',
  NumberOfInvitationsExceedsNumberOfFreeSlots:
    'InvitationRefusal_NumberOfInvitationsExceedsNumberOfFreeSlots',
} as const satisfies Record<Exclude<InvitationSendRefusal, 'None'>, TranslationKey>;
