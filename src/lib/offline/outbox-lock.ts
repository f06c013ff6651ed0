/**
 * One outbox flusher across the tabs of a browser: two tabs sending the same queue would send
 * entries out of order. Web Locks where the browser has them; elsewhere a small BroadcastChannel
 * mutex (priority by request time, then tab id). No React, no window: usable in the service worker.
 */
export const OUTBOX_LOCK = 'matchline-outbox';

type LockMessage =
  | { type: 'request'; tab: string; at: number }
  | { type: 'busy'; to: string }
  | { type: 'released' };

const ANSWER_WINDOW_MS = 60;

export type OutboxLock = {
  /** Runs `work` while no other tab runs its own; waits for the other tab to finish. */
  run<T>(work: () => Promise<T>): Promise<T>;
  close(): void;
};

/** The BroadcastChannel mutex (exported for tests, which open two "tabs" in one process). */
export function broadcastLock(tab: string = globalThis.crypto.randomUUID()): OutboxLock {
  const channel = new BroadcastChannel(OUTBOX_LOCK);
  let holding = false;
  let requestedAt: number | null = null;
  let refusedBy = 0;
  const waiters = new Set<() => void>();
  let local: Promise<unknown> = Promise.resolve();

  const outranks = (at: number, other: { at: number; tab: string }) =>
    at < other.at || (at === other.at && tab < other.tab);

  channel.onmessage = (event: MessageEvent<LockMessage>) => {
    const message = event.data;
    if (message.type === 'request' && message.tab !== tab) {
      if (holding || (requestedAt !== null && outranks(requestedAt, message))) {
        channel.postMessage({ type: 'busy', to: message.tab } satisfies LockMessage);
      }
    } else if (message.type === 'busy' && message.to === tab) {
      refusedBy += 1;
    } else if (message.type === 'released') {
      for (const wake of waiters) wake();
    }
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      waiters.add(wake);
    });

  async function acquire(): Promise<void> {
    for (;;) {
      requestedAt = Date.now();
      refusedBy = 0;
      channel.postMessage({ type: 'request', tab, at: requestedAt } satisfies LockMessage);
      await sleep(ANSWER_WINDOW_MS);
      if (refusedBy === 0) {
        holding = true;
        requestedAt = null;
        return;
      }
      requestedAt = null;
      // Another tab holds it: try again when it says it is done (or a while later, if it closed).
      await sleep(1000 + Math.random() * 200);
    }
  }

  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      // Within one tab the runs queue up; across tabs the channel decides.
      const result = local.then(async () => {
        await acquire();
        try {
          return await work();
        } finally {
          holding = false;
          channel.postMessage({ type: 'released' } satisfies LockMessage);
        }
      });
      local = result.catch(() => undefined);
      return result;
    },
    close: () => channel.close(),
  };
}

type LockManagerLike = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

/** Web Locks when present (browsers, the service worker), else the BroadcastChannel mutex. */
export function outboxLock(): OutboxLock {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (locks) return { run: (work) => locks.request(OUTBOX_LOCK, work), close: () => {} };
  return broadcastLock();
}
