import { create } from 'zustand';
import {
  type ApplicantContext,
  type ApplicantCycleRegistration,
  getApplicantContext,
} from '../../../core/contracts/applicants/applicant-context.contract.ts';
import { ConnectionError } from '../../lib/errors/app-errors.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { placesOf, useShellPlaces } from '../../lib/navigation/shell-places.ts';
import { keepOfflineCopy, readOfflineCopy } from '../../lib/offline/offline-copies.ts';
import { currentUserOf, useSessionStore } from '../../lib/session/session-store.ts';

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

const OFFLINE_COPY_KEY = 'applicant-context';

/**
 * The shell links the season's destinations to the cycle the applicant last worked in; one they are no
 * longer registered for (or none yet) gives way to the cycle pickCycle chooses.
 */
function rememberCycleForShell(context: ApplicantContext): void {
  const userId = currentUserOf(useSessionStore.getState())?.id;
  if (!userId) return;
  const places = useShellPlaces.getState();
  const remembered = placesOf(places, userId).applicantCycleCode;
  if (remembered && context.registrations.some((r) => r.matchCycleCode === remembered)) return;
  places.remember(userId, { applicantCycleCode: pickCycle(context, null)?.matchCycleCode ?? null });
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
    const userId = currentUserOf(useSessionStore.getState())?.id ?? null;
    try {
      const context = await call(getApplicantContext, {});
      get().setContext(context);
      if (userId) {
        keepOfflineCopy(userId, OFFLINE_COPY_KEY, context).catch((e) =>
          console.warn('Offline copy not kept.', e),
        );
      }
    } catch (error) {
      // Offline: the context last seen on this device keeps the applicant's pages readable.
      const copy =
        userId && error instanceof ConnectionError
          ? await readOfflineCopy<ApplicantContext>(userId, OFFLINE_COPY_KEY).catch(() => undefined)
          : undefined;
      if (copy) {
        get().setContext(copy.value);
        return;
      }
      set({ status: 'error', error });
      handleError(error, { context: 'applicant context' });
    }
  },

  setContext(context) {
    set({ context, status: 'ready', error: null });
    rememberCycleForShell(context);
  },

  reset() {
    set({ context: null, status: 'idle', error: null });
  },
}));

// Another user (or none) signed in: the context loaded for the previous one must not show.
let signedInUserId = currentUserOf(useSessionStore.getState())?.id ?? null;
useSessionStore.subscribe((state, previous) => {
  const userId = currentUserOf(state)?.id ?? null;
  if (userId !== signedInUserId) {
    signedInUserId = userId;
    useApplicantContextStore.getState().reset();
    return;
  }
  // Started offline from this device's copy: read the server's once the session is back.
  if (previous.status === 'unreachable' && state.status === 'signedIn') {
    const contextStore = useApplicantContextStore.getState();
    if (contextStore.status !== 'idle') void contextStore.load({ force: true });
  }
});
