import { useEffect } from 'react';
import { currentUserOf, useSessionStore } from '../../../lib/session/session-store.ts';
import { keptFeedback, sendKeptFeedback } from './video-feedback-store.ts';

/**
 * Sends the user's feedback still kept on this device (written offline, or before a sign-out) when a
 * meetings page opens and whenever the browser is back online.
 */
export function useSendKeptFeedback(): void {
  const userId = useSessionStore((s) => currentUserOf(s)?.id ?? null);
  useEffect(() => {
    if (!userId) return;
    const send = () => {
      // sendKeptFeedback handles its own failures: what is not sent stays for the next time.
      if (keptFeedback(userId).length > 0) void sendKeptFeedback(userId);
    };
    if (globalThis.navigator?.onLine !== false) send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [userId]);
}
