/**
 * How services raise the real-time events of platform.md §7 without knowing about sockets: a
 * service calls `hubEvents.send(...)` after its transaction committed; server/realtime delivers
 * it to the connections of the audience on this node and, with REDIS_URL, on every node.
 * Events are notifications (ids, counts), not a second data path (design.md §5.6): clients
 * refetch through the HTTP API.
 */
import type { HubEventName, HubName } from '../../../core/realtime/hubs.ts';

export type HubAudience =
  | { kind: 'all' }
  | { kind: 'user'; userId: string }
  | { kind: 'users'; userIds: readonly string[] }
  | { kind: 'role'; role: string }
  | { kind: 'group'; group: string };

export type HubEvent = {
  hub: HubName;
  audience: HubAudience;
  target: HubEventName;
  args: readonly unknown[];
};

export type HubEvents = {
  /** Fire and forget: delivery failures are logged, never thrown at the caller. */
  send(event: HubEvent): void;
};

/** For services built without a hub server (CLI, some tests): events go nowhere. */
export const noHubEvents: HubEvents = { send() {} };

/** Keeps what was sent, for tests of the services that raise events. */
export function recordingHubEvents(): HubEvents & { sent: HubEvent[] } {
  const sent: HubEvent[] = [];
  return {
    sent,
    send(event) {
      sent.push(event);
    },
  };
}
