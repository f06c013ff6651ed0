import { useCallback, useEffect, useRef, useState } from 'react';
import { handleError } from '../../lib/errors/error-handler.ts';
import { currentUserOf, useSessionStore } from '../../lib/session/session-store.ts';
import { flushFavorites, pendingFavorite, queueFavorite, sendFavorite } from './favorite-sync.ts';
import { isUnreachable } from './unreachable.ts';

/**
 * A program's favorite mark, synced to the server. The mark changes at once; if the server cannot
 * be reached it is kept on the device and sent when the connection is back (favorite-sync.ts); if
 * the server refuses, it goes back.
 */
export function useFavorite(programId: number, initial: boolean) {
  const userId = useSessionStore((state) => currentUserOf(state)?.id ?? null);
  const waiting = userId ? pendingFavorite(userId, programId) : undefined;
  const [isFavorite, setFavorite] = useState(waiting ?? initial);
  // A newer answer from the list replaces ours, unless a mark made offline still waits.
  useEffect(() => {
    setFavorite((userId ? pendingFavorite(userId, programId) : undefined) ?? initial);
  }, [initial, userId, programId]);
  useEffect(() => {
    if (!userId) return;
    const flush = () => void flushFavorites(userId);
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [userId]);
  const latest = useRef(0);

  const toggle = useCallback(
    async (next: boolean) => {
      const request = ++latest.current;
      setFavorite(next);
      try {
        const answer = await sendFavorite(programId, next);
        if (request === latest.current) setFavorite(answer);
      } catch (error) {
        if (isUnreachable(error) && userId) {
          queueFavorite(userId, programId, next);
          return;
        }
        if (request === latest.current) setFavorite(!next);
        handleError(error, { context: 'favorite program' });
      }
    },
    [programId, userId],
  );

  return { isFavorite, toggle };
}
