import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ApplicantCycleRegistration } from '../../../core/contracts/applicants/applicant-context.contract.ts';
import {
  applicantDeclineReason,
  type RestrictionApplication,
  type RestrictionOptions,
} from '../../../core/domain/applicant-restrictions.ts';
import { placesInPath } from '../../lib/navigation/shell-places.ts';
import { pickCycle, useApplicantContextStore } from './applicant-context-store.ts';

/** The `:matchCycleCode` of an applicant path (`/applicant/OPH-2026/home` → 'OPH-2026'), else null. */
export function matchCycleCodeOf(path: string): string | null {
  return placesInPath(path).applicantCycleCode ?? null;
}

export type ApplicantAction = RestrictionOptions & { application?: RestrictionApplication | null };

export type ApplicantCycleState = {
  cycle: ApplicantCycleRegistration | null;
  isLoading: boolean;
  /** Archived cycles are read-only: hide or disable changes. */
  isReadOnly: boolean;
  /** The spec's decline reason (platform.md §6) for an action in the current cycle; null when allowed. */
  declineReason: (action?: ApplicantAction) => string | null;
  /** Loads the context again (after registering, paying). */
  reload: () => Promise<void>;
};

/**
 * The current applicant cycle for any applicant page: the URL's `:matchCycleCode`, falling back to
 * the first Active registration. Loads the context on first use.
 */
export function useApplicantCycle(): ApplicantCycleState {
  const [path] = useLocation();
  const { context, status, load } = useApplicantContextStore();
  useEffect(() => {
    void load();
  }, [load]);
  const cycle = pickCycle(context, matchCycleCodeOf(path));
  return {
    cycle,
    isLoading: status === 'idle' || status === 'loading',
    isReadOnly: cycle?.isReadOnly ?? false,
    declineReason: (action = {}) =>
      applicantDeclineReason(
        {
          cycle: cycle ? { name: cycle.name, status: cycle.status } : null,
          application: action.application ?? null,
          isPaymentPending: cycle?.isPaymentPending ?? false,
        },
        action,
      ),
    reload: () => load({ force: true }),
  };
}
