/**
 * The message centre state of platform.md §3 (unread messages and threads, unread notifications)
 * that the menus' badges show. Loaded over HTTP; the hubs' events only say that it changed
 * (design.md §5.6: events are notifications, not data), so each one asks for it again.
 */
import { create } from 'zustand';
import {
  getMessageCenterState,
  type MessageCenterState,
} from '../../../core/contracts/messaging/message-threads.contract.ts';
import type { HubEventName, HubName } from '../../../core/realtime/hubs.ts';
import { call } from '../../lib/http/http-client.ts';
import { placesInPath, placesOf, useShellPlaces } from '../../lib/navigation/shell-places.ts';
import { hubConnection } from '../../lib/realtime/hub-registry.ts';
import { currentSession, useSessionStore } from '../../lib/session/session-store.ts';
import { MESSAGE_CENTRE_CHANGED } from './unread-counts.ts';

type MessageCentreStore = {
  state: MessageCenterState | null;
  /** Asks the server now; a request already on its way is followed by one more, never two at once. */
  refetch: () => Promise<void>;
  /** Sign-out: nothing of the last user stays. */
  clear: () => void;
};

/**
 * The place the user works in, so the state's messages and notifications addresses point into it:
 * the address names it, else the one last worked in (shell-places.ts).
 */
export function messageCentreQuery(path = globalThis.location?.pathname ?? '/'): {
  matchCycleCode?: string;
  programCode?: string;
  medicalSchoolCode?: string;
} {
  const named = placesInPath(path);
  const remembered = placesOf(useShellPlaces.getState(), currentSession()?.user.id ?? null);
  const cycle = named.applicantCycleCode ?? remembered.applicantCycleCode;
  const program = named.program ?? remembered.program;
  const school = named.medicalSchoolCode ?? remembered.medicalSchoolCode;
  if (path.startsWith('/medical-school') && school) return { medicalSchoolCode: school };
  if (path.startsWith('/program-user') && program) {
    return { matchCycleCode: program.matchCycleCode, programCode: program.programCode };
  }
  if (path.startsWith('/applicant') && cycle) return { matchCycleCode: cycle };
  return {};
}

let inFlight: Promise<void> | null = null;
let again = false;
/** Bumped by clear(): an answer for the previous user is dropped. */
let generation = 0;

async function fetchState(set: (partial: Partial<MessageCentreStore>) => void): Promise<void> {
  do {
    again = false;
    const asked = generation;
    if (!currentSession()) return;
    try {
      const state = await call(getMessageCenterState, { query: messageCentreQuery() });
      if (asked === generation) set({ state });
    } catch (error) {
      // A badge is a hint: a failed count keeps the last one rather than raising a toast.
      console.warn('The message centre state could not be loaded.', error);
    }
  } while (again);
}

export const useMessageCentreStore = create<MessageCentreStore>((set) => ({
  state: null,
  refetch: () => {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = fetchState(set).finally(() => {
      inFlight = null;
    });
    return inFlight;
  },
  clear: () => {
    generation += 1;
    again = false;
    set({ state: null });
  },
}));

// Another user (sign-out, impersonation): nothing of the last one's counts stays.
useSessionStore.subscribe((state, previous) => {
  if ((state.session?.user.id ?? null) !== (previous.session?.user.id ?? null)) {
    useMessageCentreStore.getState().clear();
  }
});

/** The events after which the counts may have changed, and the hubs that raise them (platform.md §7). */
export const messageCentreEvents: readonly { hub: HubName; events: readonly HubEventName[] }[] = [
  { hub: 'MenuCounts', events: ['MenuCountersChanged'] },
  { hub: 'MessageCenter', events: ['UpdateMessageHistory'] },
  { hub: 'Notification', events: ['NewInternalMessage', 'NewNotification', 'NewBroadcastMessage'] },
];

/**
 * Asks for the state now and again on every event that says it changed, and when a page of this
 * client reads or sends something (unread-counts.ts). Answers the removal.
 */
export function followMessageCentre(): () => void {
  const { refetch } = useMessageCentreStore.getState();
  const refresh = () => void refetch(); // refetch never rejects
  const removals = messageCentreEvents.flatMap(({ hub, events }) =>
    events.map((event) => hubConnection(hub).on(event, refresh)),
  );
  globalThis.addEventListener?.(MESSAGE_CENTRE_CHANGED, refresh);
  refresh();
  return () => {
    for (const remove of removals) remove();
    globalThis.removeEventListener?.(MESSAGE_CENTRE_CHANGED, refresh);
  };
}
