/**
 * How an event raised on one node reaches the connections of every node. Local: straight to this
 * process's lifetime manager. Redis (REDIS_URL): published on one pub/sub channel that every node
 * (this one included) subscribes to, so each delivers to its own connections.
 */
import { Redis } from 'ioredis';
import { hubNames } from '../../core/realtime/hubs.ts';
import type { Logger } from '../logger.ts';
import type { HubEvent } from '../services/realtime/hub-events.ts';

export type Backplane = {
  readonly kind: 'local' | 'redis';
  /** Fire and forget; failures are logged. */
  publish(event: HubEvent): void;
  /** Registers the one receiver and resolves once events will reach it. */
  start(receive: (event: HubEvent) => void): Promise<void>;
  close(): Promise<void>;
};

export function localBackplane(): Backplane {
  let receiver: ((event: HubEvent) => void) | null = null;
  return {
    kind: 'local',
    publish(event) {
      receiver?.(event);
    },
    async start(receive) {
      receiver = receive;
    },
    async close() {
      receiver = null;
    },
  };
}

/** An event as it travels between nodes: checked on arrival (another node's bug must not crash this one). */
function parseEvent(text: string): HubEvent | null {
  try {
    const value = JSON.parse(text) as Partial<HubEvent>;
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
      publisher.publish(channel, JSON.stringify(event)).catch((error: unknown) => {
        options.log.error(
          { err: error, hub: event.hub, target: event.target },
          'hub backplane: publish failed',
        );
      });
    },
    async start(receive) {
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        const event = parseEvent(text);
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
