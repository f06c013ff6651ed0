import { cx } from './class-names.ts';
import { type Tone, toneClass } from './tone.ts';

/** Tone (tone.ts) of the statuses of the spec's status sets; others are neutral. */
const statusTones: Record<string, Tone> = {
  Active: 'success',
  Approved: 'success',
  Accepted: 'success',
  Completed: 'success',
  Published: 'success',
  Uploaded: 'success',
  Matched: 'success',
  Paid: 'success',
  Certified: 'success',
  Sent: 'success',
  Verified: 'success',
  NotCertified: 'warning',
  NotMatched: 'warning',
  Pending: 'warning',
  PendingPayment: 'warning',
  Unpaid: 'warning',
  PendingRegistration: 'warning',
  ConfirmationRequired: 'warning',
  Processing: 'info',
  InProgress: 'info',
  Planned: 'info',
  New: 'info',
  QA: 'info',
  Escalated: 'warning',
  Declined: 'danger',
  Rejected: 'danger',
  Failed: 'danger',
  FailedQA: 'danger',
  MatchCanceled: 'danger',
  Archived: 'neutral',
  Inactive: 'neutral',
  Cancelled: 'neutral',
  Canceled: 'neutral',
  Withdrawn: 'neutral',
  Skipped: 'neutral',
  Closed: 'neutral',
  NotInMatch: 'neutral',
};

/** The tone a status means: success, warning, danger, info, or neutral for statuses without one. */
export function statusTone(status: string): Tone {
  return Object.hasOwn(statusTones, status) ? (statusTones[status] as Tone) : 'neutral';
}

/** 'PendingRegistration' → 'Pending registration', 'FailedQA' → 'Failed QA'. */
export function statusLabel(status: string): string {
  const words = status.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [status];
  return words.map((word, i) => (i === 0 || /^[A-Z]+$/.test(word) ? word : word.toLowerCase())).join(' ');
}

export type StatusBadgeProps = {
  status: string;
  /** The text to show (a translation); defaults to the status name in words. */
  label?: string;
  tone?: Tone;
  className?: string;
};

/** A status as a coloured label; the colour only repeats the text (never the sole signal). */
export function StatusBadge({ status, label, tone, className }: StatusBadgeProps) {
  return (
    <span className={cx('status-badge', toneClass(tone ?? statusTone(status)), className)}>
      {label ?? statusLabel(status)}
    </span>
  );
}
