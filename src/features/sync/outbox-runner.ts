/**
 * Starts the outbox flusher for the app (ADR 0012): flushes for the signed-in user at start and at
 * sign-in, when the browser or the PWA store says the network is back, after each enqueue and
 * when a retry is due; clears the user's cached server copies at sign-out.
 */
import { clearCachedCopies } from '../../lib/offline/outbox.ts';
import { type OutboxSync, startOutboxSync } from '../../lib/offline/outbox-sync.ts';
import { pwaStore } from '../../lib/pwa/pwa-store.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { refreshCurrentSession } from '../auth/auth.service.ts';

function onReconnect(listener: () => void): () => void {
  const unsubscribePwa = pwaStore.subscribe((state, previous) => {
    if (previous.offline && !state.offline) listener();
  });
  globalThis.addEventListener?.('online', listener);
  return () => {
    unsubscribePwa();
    globalThis.removeEventListener?.('online', listener);
  };
}

let running: { sync: OutboxSync; stop: () => void } | null = null;

export function startAppOutbox(): void {
  if (running) return;
  const sync = startOutboxSync({
    session: () => {
      const session = useSessionStore.getState().session;
      return session ? { userId: session.user.id, token: session.idToken } : null;
    },
    onReconnect,
    onUnauthorized: (refusedToken) => {
      // Renewed while the flush was under way (a page's request refreshed it): go on with the new
      // token rather than send a second refresh (issue 13); else the one shared refresh.
      const now = useSessionStore.getState().session?.idToken;
      if (now && now !== refusedToken) void sync.flush().catch(() => undefined);
      else void refreshCurrentSession().catch(() => undefined);
    },
  });
  const unsubscribeSession = useSessionStore.subscribe((state, previous) => {
    const before = previous.session?.user.id;
    const now = state.session?.user.id;
    if (now && now !== before) void sync.flush().catch(() => undefined);
    // Signed out (not merely unreachable): the next person on this phone must not read them.
    if (before && !now && state.status === 'signedOut') void clearCachedCopies(before).catch(() => undefined);
    // A refreshed token: the flush that stopped on a 401 can go on.
    if (now && now === before && state.session?.idToken !== previous.session?.idToken) {
      void sync.flush().catch(() => undefined);
    }
  });
  running = {
    sync,
    stop: () => {
      sync.stop();
      unsubscribeSession();
    },
  };
}

/** Flushes now (e.g. the user pressed the status indicator). */
export function flushAppOutbox(): Promise<void> {
  return running?.sync.flush() ?? Promise.resolve();
}
