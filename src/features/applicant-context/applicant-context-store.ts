import { create } from 'zustand';
import {
  type ApplicantContext,
  type ApplicantCycleRegistration,
  getApplicantContext,
} from '../../../core/contracts/applicant-context.contract.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

/**
 * The cycle an applicant works in: the one the URL names when registered for it, otherwise the
 * first registration (the server lists Active first, newest first), null without registrations.
 */
export function pickCycle(
  context: ApplicantContext | null,
  matchCycleCode: string | null,
): ApplicantCycleRegistration | null {
  if (!context) return null;
  if (matchCycleCode) {
    const named = context.registrations.find((r) => r.matchCycleCode === matchCycleCode);
    if (named) return named;
  }
  return context.registrations[0] ?? null;
}

type ApplicantContextState = {
  context: ApplicantContext | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: unknown;
  /** Loads the context once (again with force, e.g. after registering for a cycle). */
  load: (options?: { force?: boolean }) => Promise<void>;
  /** Puts a loaded context in place (tests, a refetch). */
  setContext: (context: ApplicantContext) => void;
  /** Forgets everything (sign-out). */
  reset: () => void;
};

export const useApplicantContextStore = create<ApplicantContextState>((set, get) => ({
  context: null,
  status: 'idle',
  error: null,

  async load(options = {}) {
    const { status } = get();
    if (!options.force && (status === 'loading' || status === 'ready')) return;
    set({ status: 'loading', error: null });
    try {
      get().setContext(await call(getApplicantContext, {}));
    } catch (error) {
      set({ status: 'error', error });
      handleError(error, { context: 'applicant context' });
    }
  },

  setContext(context) {
    set({ context, status: 'ready', error: null });
  },

  reset() {
    set({ context: null, status: 'idle', error: null });
  },
}));

// Another user (or none) signed in: the context loaded for the previous one must not show.
let signedInUserId = useSessionStore.getState().session?.user.id ?? null;
useSessionStore.subscribe((state) => {
  const userId = state.session?.user.id ?? null;
  if (userId === signedInUserId) return;
  signedInUserId = userId;
  useApplicantContextStore.getState().reset();
});
