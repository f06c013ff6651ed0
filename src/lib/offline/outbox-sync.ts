/**
 * Runs the outbox flusher: at start, when the browser comes back online, when the PWA store says
 * the network is back, after each enqueue, and when the earliest retry is due. Sends only the
 * signed-in user's entries, with that user's token.
 */
import { type AppDb, appDb, type OutboxEntry } from './app-db.ts';
import { bodyToSend, flushOutbox, type OutboxTransport, onOutboxEnqueue } from './outbox.ts';
import { type OutboxLock, outboxLock } from './outbox-lock.ts';

/** fetch with the entry id as Idempotency-Key; a thrown error means the request got no answer. */
export const fetchTransport: OutboxTransport = async (entry: OutboxEntry, token: string) => {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const body = bodyToSend(entry);
  const response = await fetch(new URL(entry.path, origin), {
    method: entry.method,
    credentials: 'same-origin',
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': entry.id,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed };
};

export type OutboxSyncOptions = {
  /** The signed-in user and their token, read at each flush (null: nobody to send for). */
  session: () => { userId: string; token: string } | null;
  transport?: OutboxTransport;
  db?: AppDb;
  lock?: OutboxLock;
  /** Subscribes to "the network is back" signals; returns the unsubscribe function. */
  onReconnect?: (listener: () => void) => () => void;
  /** Told when a flush stops on a refused token, with that token (the app refreshes the session). */
  onUnauthorized?: (refusedToken: string) => void;
};

export type OutboxSync = { flush(): Promise<void>; stop(): void };

export function startOutboxSync(options: OutboxSyncOptions): OutboxSync {
  const transport = options.transport ?? fetchTransport;
  const db = options.db ?? appDb();
  const lock = options.lock ?? outboxLock();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function flush(): Promise<void> {
    if (stopped) return;
    const session = options.session();
    if (!session) return;
    const result = await lock.run(() => flushOutbox({ ...session, transport, db }));
    if (result.unauthorized) options.onUnauthorized?.(session.token);
    clearTimeout(timer);
    if (result.nextAttemptAt !== null && !stopped) {
      timer = setTimeout(() => void flush(), Math.max(0, result.nextAttemptAt - Date.now()));
    }
  }

  const kick = () => {
    flush().catch(() => undefined);
  };
  const unsubscribes = [onOutboxEnqueue(kick), options.onReconnect?.(kick) ?? (() => {})];
  kick();
  return {
    flush,
    stop() {
      stopped = true;
      clearTimeout(timer);
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
}
