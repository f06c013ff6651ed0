import '../../../features/interviews/applicant-interviews.css';
import type { ApplicantInvitation } from '../../../../core/contracts/interviews/interviews.contract.ts';
import {
  formatInterviewTime,
  formatInterviewTimeInline,
} from '../../../features/interviews/interview-time.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import type { Tone } from '../../../ui/tone.ts';

export const interviewPath = (matchCycleCode: string, tail: string) =>
  `/applicant/${encodeURIComponent(matchCycleCode)}/${tail}`;

export const invitationDetailsPath = (matchCycleCode: string, id: number) =>
  interviewPath(matchCycleCode, `interview-schedule/invitation-details/${id}`);

/** A range or a moment: the viewer's zone first, Pacific time beside it when it differs. */
export function InterviewWhen({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }) {
  const text = formatInterviewTime(startsAt, endsAt);
  return (
    <span className="interview-when">
      <span>{text.viewer}</span>
      {text.pacific ? <span className="muted"> ({text.pacific})</span> : null}
    </span>
  );
}

type Text = { key: TranslationKey; values?: Record<string, string | number> };

/** Where an invitation stands, in a badge, and what the applicant does next, in words. */
export type InvitationState = {
  badge: TranslationKey;
  status: string;
  tone: Tone;
  next: Text;
  /** The applicant has something to do (answer, rank). */
  isToDo: boolean;
};

export function isWindowOpen(invitation: ApplicantInvitation, now: number): boolean {
  const window = invitation.preferenceWindow;
  return window !== null && window.status === 'Open' && Date.parse(window.closesAt) > now;
}

export function invitationState(invitation: ApplicantInvitation, now: number): InvitationState {
  switch (invitation.status) {
    case 'Accepted':
      return {
        badge: 'IvStatusAccepted',
        status: 'Accepted',
        tone: 'success',
        next:
          invitation.startsAt !== null
            ? {
                key: 'IvNextAccepted',
                values: { when: formatInterviewTimeInline(invitation.startsAt, invitation.endsAt) },
              }
            : { key: 'IvNextAcceptedNoDate' },
        isToDo: false,
      };
    case 'Declined':
      return {
        badge: 'IvStatusDeclined',
        status: 'Declined',
        tone: 'danger',
        next: { key: 'IvNextDeclined' },
        isToDo: false,
      };
    case 'Canceled':
      return {
        badge: 'IvStatusCanceled',
        status: 'Canceled',
        tone: 'neutral',
        next: { key: 'IvNextCanceled' },
        isToDo: false,
      };
    default:
      break;
  }
  if (invitation.isWaitlisted) {
    return {
      badge: 'IvStatusWaitlisted',
      status: 'Waitlisted',
      tone: 'info',
      next: { key: 'IvNextWaitlisted' },
      isToDo: false,
    };
  }
  const window = invitation.preferenceWindow?.status === 'Cancelled' ? null : invitation.preferenceWindow;
  if (window && isWindowOpen(invitation, now)) {
    return {
      badge: 'IvStatusRankDates',
      status: 'RankDates',
      tone: 'warning',
      next: { key: 'IvNextRankUntil', values: { date: formatInterviewTimeInline(window.closesAt, null) } },
      isToDo: true,
    };
  }
  if (window) {
    return {
      badge: 'IvStatusPending',
      status: 'Pending',
      tone: 'info',
      next: { key: 'IvNextWindowClosed' },
      isToDo: false,
    };
  }
  return {
    badge: 'IvStatusPending',
    status: 'Pending',
    tone: 'warning',
    next: invitation.respondBy
      ? { key: 'IvNextAnswerBy', values: { date: formatInterviewTimeInline(invitation.respondBy, null) } }
      : { key: 'IvNextAnswer' },
    isToDo: true,
  };
}

export function InvitationBadge({ state }: { state: InvitationState }) {
  const t = useT();
  return <StatusBadge status={state.status} label={t(state.badge)} tone={state.tone} />;
}

/** The interview type in words. */
export function interviewTypeKey(type: ApplicantInvitation['interviewType']): TranslationKey | null {
  if (type === null) return null;
  return `IvType_${type}`;
}

/** Pending first (what to do), then upcoming accepted by date, then the rest newest first. */
export function byWhatToDoFirst(now: number) {
  const rank = (i: ApplicantInvitation) =>
    i.status === 'Pending'
      ? 0
      : i.status === 'Accepted' && i.startsAt && Date.parse(i.startsAt) > now
        ? 1
        : 2;
  return (a: ApplicantInvitation, b: ApplicantInvitation) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (rank(a) === 1) return Date.parse(a.startsAt ?? '') - Date.parse(b.startsAt ?? '');
    return Date.parse(b.createdAt) - Date.parse(a.createdAt);
  };
}
