import { useEffect } from 'react';
import { handleError } from '../../lib/errors/error-handler.ts';
import { currentUserOf, useSessionStore } from '../../lib/session/session-store.ts';
import { useSocietyContextStore } from './society-context-store.ts';

/** Loads the society user context for the signed-in user (again when another user signs in). */
export function useSocietyContextLoader(): void {
  const userId = useSessionStore((s) => currentUserOf(s)?.id ?? null);
  useEffect(() => {
    if (!userId) return;
    const store = useSocietyContextStore.getState();
    store.reset();
    store.load().catch((error: unknown) => handleError(error, { context: 'society user context' }));
  }, [userId]);
}
