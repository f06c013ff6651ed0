/**
 * How an event raised on one node reaches the connections of every node. Local: straight to this
 * process's lifetime manager. Redis (REDIS_URL): the sending node delivers to its own connections
 * and publishes on one pub/sub channel every node subscribes to; the others deliver to theirs (a
 * node skips its own events coming back).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { hubNames } from '../../core/realtime/hubs.ts';
import type { Logger } from '../logger.ts';
import type { HubEvent } from '../services/realtime/hub-events.ts';

export type Backplane = {
  readonly kind: 'local' | 'redis';
  /**
   * Hands the event to the other nodes (this node delivers its own at once, so its clients get
   * events even while Redis is away). Fire and forget; failures are logged.
   */
  publish(event: HubEvent): void;
  /** Registers the receiver of other nodes' events and resolves once they will reach it. */
  start(receive: (event: HubEvent) => void): Promise<void>;
  close(): Promise<void>;
};

/** One process alone: there are no other nodes. */
export function localBackplane(): Backplane {
  return {
    kind: 'local',
    publish() {},
    async start() {},
    async close() {},
  };
}

/** An event as it travels between nodes: checked on arrival (another node's bug must not crash this one). */
function parseEvent(text: string, ownNode: string): HubEvent | null {
  try {
    const { node, event } = JSON.parse(text) as { node?: unknown; event?: Partial<HubEvent> };
    // Our own event came back: already delivered here.
    if (node === ownNode) return null;
    const value = event as Partial<HubEvent>;
    if (
      typeof value !== 'object' ||
      value === null ||
      !(hubNames as readonly string[]).includes(value.hub as string) ||
      typeof value.target !== 'string' ||
      !Array.isArray(value.args) ||
      typeof value.audience !== 'object' ||
      value.audience === null
    ) {
      return null;
    }
    return value as HubEvent;
  } catch {
    return null;
  }
}

export function redisBackplane(options: { url: string; channelPrefix: string; log: Logger }): Backplane {
  const channel = `${options.channelPrefix}hub-events`;
  const nodeId = randomUUID();
  const redisOptions = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(options.url, redisOptions);
  const subscriber = new Redis(options.url, redisOptions);
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => options.log.warn({ err: error }, 'hub backplane: redis error'));
  }
  let closed = false;
  return {
    kind: 'redis',
    publish(event) {
      if (closed) return;
      publisher.publish(channel, JSON.stringify({ node: nodeId, event })).catch((error: unknown) => {
        options.log.error(
          { err: error, hub: event.hub, target: event.target },
          'hub backplane: publish failed',
        );
      });
    },
    async start(receive) {
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel || text.includes(`"node":"${nodeId}"`)) return;
        const event = parseEvent(text, nodeId);
        if (event) receive(event);
        else options.log.warn({ channel }, 'hub backplane: malformed event ignored');
      });
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(channel);
    },
    async close() {
      if (closed) return;
      closed = true;
      // No QUIT round trip: a Redis that went away must not hold the shutdown.
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
