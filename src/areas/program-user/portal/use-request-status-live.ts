import { useEffect, useRef } from 'react';
import type { HubName } from '../../../../core/realtime/hubs.ts';
import { hubConnection, startHub } from '../../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';

/**
 * Calls `reload` (the latest one) whenever an admin decides one of the user's requests of these
 * queues (StatusChanged on each queue's hub, sent to the requester), starting the hubs while the page
 * is open.
 */
export function useRequestStatusLive(hubs: readonly HubName[], reload: () => void): void {
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  const latest = useRef(reload);
  latest.current = reload;
  const key = hubs.join(',');
  useEffect(() => {
    if (!signedIn) return;
    const names = key.split(',') as HubName[];
    const removals = names.map((hub) => hubConnection(hub).on('StatusChanged', () => latest.current()));
    // Each start handles its own failures (retries, then the browser's online event).
    for (const hub of names) void startHub(hub);
    return () => {
      for (const remove of removals) remove();
    };
  }, [signedIn, key]);
}
