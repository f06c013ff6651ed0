import { useEffect, useRef } from 'react';
import { useCurrentUserId, useOutboxEntries } from '../../../features/sync/outbox-entries.ts';
import { ConnectionError } from '../../../lib/errors/app-errors.ts';
import type { OutboxEntry } from '../../../lib/offline/app-db.ts';
import { enqueueWrite } from '../../../lib/offline/outbox.ts';

export type EntryWrite = {
  /** The entry written (null: a new one). */
  id: number | null;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** The entry's version an update was made on. */
  baseVersion?: number;
};

export type EntryWrites = {
  /** Sends the write (`send` gets its Idempotency-Key); without a connection it waits in the outbox. */
  write: (write: EntryWrite, send: (idempotencyKey: string) => Promise<unknown>) => Promise<'sent' | 'kept'>;
  /** This list's writes still on the device, oldest first. */
  waiting: OutboxEntry[];
};

/**
 * Writes of a profile list (education, employment) with the outbox behind them (ADR 0012): sent at
 * once when the server answers, otherwise kept on this device under the key of the unanswered
 * request; `reload` runs after a direct write and once the outbox has delivered the waiting ones.
 */
export function useEntryWrites(kind: string, reload: () => void): EntryWrites {
  const entity = `profile-entry:${kind}`;
  const userId = useCurrentUserId();
  const waiting = useOutboxEntries().filter((e) => e.entity === entity);
  const count = waiting.length;
  const before = useRef(count);
  useEffect(() => {
    if (count < before.current) reload();
    before.current = count;
  }, [count, reload]);

  const write: EntryWrites['write'] = async (entry, send) => {
    const idempotencyKey = globalThis.crypto.randomUUID();
    try {
      await send(idempotencyKey);
      reload();
      return 'sent';
    } catch (error) {
      if (!(error instanceof ConnectionError) || !userId) throw error;
      await enqueueWrite({
        userId,
        entity,
        // A new entry is its own entity: two added offline never replace each other.
        entityId: entry.id === null ? `new:${idempotencyKey}` : String(entry.id),
        method: entry.method,
        path: entry.path,
        body: entry.body,
        baseVersion: entry.baseVersion ?? null,
        sentOnceAs: idempotencyKey,
      });
      return 'kept';
    }
  };
  return { write, waiting };
}
