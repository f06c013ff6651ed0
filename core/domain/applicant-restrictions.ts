/**
 * Applicant action restrictions (platform.md §6): what may stop an applicant from acting inside a
 * match cycle, and the reason shown in the 'Denied' popup. Pure, so the client (the popup) and the
 * server (refusing the same request with the same reason) decide identically. Other roles are never
 * blocked by these rules.
 */
import { formatMessage, messages } from './messages.ts';

export const applicationStatuses = [
  'InProgress',
  'Published',
  'PendingPayment',
  'Withdrawn',
  'MatchCanceled',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export type RestrictionCycle = {
  name: string;
  status: string;
  /** False when the cycle is Active but locked for updates (for example past its CAS deadline). */
  isEditable?: boolean;
};

export type RestrictionApplication = { name: string; status: ApplicationStatus | string };

export type RestrictionInput = {
  cycle: RestrictionCycle | null;
  application?: RestrictionApplication | null;
  /** The registration (or application) fee is still unpaid. */
  isPaymentPending?: boolean;
};

export type RestrictionOptions = {
  /** The optional rule of platform.md §6: also block while payment is pending. */
  blockWhilePaymentPending?: boolean;
};

/** The decline reason, or null when the action is allowed. Checked in the spec's order. */
export function applicantDeclineReason(
  input: RestrictionInput,
  options: RestrictionOptions = {},
): string | null {
  const { cycle, application } = input;
  if (!cycle) return messages.DeclineMatchCycleNotSelected;
  if (cycle.status === 'Archived')
    return formatMessage(messages.DeclineMatchCycleArchived, { name: cycle.name });
  if (cycle.status !== 'Active') {
    return formatMessage(messages.DeclineMatchCycleStatus, { name: cycle.name, status: cycle.status });
  }
  if (cycle.isEditable === false)
    return formatMessage(messages.DeclineMatchCycleLocked, { name: cycle.name });
  if (application?.status === 'Withdrawn') {
    return formatMessage(messages.DeclineApplicationWithdrawn, { name: application.name });
  }
  if (application?.status === 'MatchCanceled') {
    return formatMessage(messages.DeclineApplicationCanceled, { name: application.name });
  }
  if (options.blockWhilePaymentPending && input.isPaymentPending) {
    return formatMessage(messages.DeclineAwaitingPayment, { name: application?.name ?? cycle.name });
  }
  return null;
}
