import { useEffect, useRef } from 'react';
import type { HubEventName, HubName } from '../../../core/realtime/hubs.ts';
import type { HubEventHandler } from './hub-connection.ts';
import { hubConnection } from './hub-registry.ts';

/**
 * Calls `handler` for an event of a hub while the component is mounted (the latest handler: no
 * re-registration on every render). It does not start the hub: the shell's live updates do.
 */
export function useHubEvent<E extends HubEventName>(
  hub: HubName,
  event: E,
  handler: HubEventHandler<E>,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      hubConnection(hub).on(event, ((...args: Parameters<HubEventHandler<E>>) =>
        latest.current(...args)) as HubEventHandler<E>),
    [hub, event],
  );
}
