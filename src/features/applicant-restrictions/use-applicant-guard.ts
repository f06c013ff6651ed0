import { useCallback, useEffect } from 'react';
import { ServerError } from '../../lib/errors/app-errors.ts';
import { registerErrorInterceptor } from '../../lib/errors/error-handler.ts';
import { type ApplicantAction, useApplicantCycle } from '../applicant-context/use-applicant-cycle.ts';
import { showDenied } from './denied-dialog.tsx';

/** The server's refusal of platform.md §6 (409 ApplicantActionDenied), whose message is the reason. */
export function isApplicantActionDenied(error: unknown): error is ServerError {
  return error instanceof ServerError && error.code === 'ApplicantActionDenied';
}

/**
 * Shows the 'Denied' popup for a server refusal and answers true; false for any other error (the
 * caller handles it as usual). For calls made outside `guard`.
 */
export function showDeniedIfRefused(error: unknown): boolean {
  if (!isApplicantActionDenied(error)) return false;
  showDenied(error.message);
  return true;
}

export type ApplicantGuard = <T>(
  run: () => T | Promise<T>,
  action?: ApplicantAction,
) => Promise<T | undefined>;

/**
 * `guard(run, action?)`: runs `run` only when the current cycle allows the action, else opens the
 * 'Denied' popup with the reason and answers undefined. A refusal by the server while running
 * (the cycle changed meanwhile) opens the same popup instead of an error toast.
 */
export function useApplicantGuard(): { guard: ApplicantGuard } {
  const { declineReason } = useApplicantCycle();
  const guard = useCallback<ApplicantGuard>(
    async (run, action) => {
      const reason = declineReason(action);
      if (reason) {
        showDenied(reason);
        return undefined;
      }
      try {
        return await run();
      } catch (error) {
        if (showDeniedIfRefused(error)) return undefined;
        throw error;
      }
    },
    [declineReason],
  );
  return { guard };
}

/**
 * While mounted, a refusal of platform.md §6 that reaches the shared `handleError` (a page that
 * does not use `guard`) opens the 'Denied' popup instead of an error toast.
 */
export function useDeniedOnRefusal(): void {
  useEffect(() => registerErrorInterceptor(showDeniedIfRefused), []);
}
