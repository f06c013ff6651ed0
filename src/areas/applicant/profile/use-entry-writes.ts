import { useEffect, useRef } from 'react';
import { buildPath, type Contract } from '../../../../core/contracts/http.ts';
import { useCurrentUserId, useOutboxEntries } from '../../../features/sync/outbox-entries.ts';
import { ConnectionError } from '../../../lib/errors/app-errors.ts';
import { type CallInput, call } from '../../../lib/http/http-client.ts';
import type { OutboxEntry } from '../../../lib/offline/app-db.ts';
import { enqueueWrite } from '../../../lib/offline/outbox.ts';

/** The create (POST list), update (PUT `:id`) and delete (DELETE `:id`) contracts of a profile list. */
export type EntryContracts = { create: Contract; update: Contract; remove: Contract };

export type EntryWrites = {
  create: (body: object) => Promise<'sent' | 'kept'>;
  /** Sent on the entry's version: the server refuses it (409) when the entry changed meanwhile. */
  update: (entry: { id: number; version: number }, body: object) => Promise<'sent' | 'kept'>;
  remove: (id: number) => Promise<'sent' | 'kept'>;
  /** The outbox entity of this list, and its writes still on the device (oldest first). */
  entity: string;
  waiting: OutboxEntry[];
  /** How many entries added on this device wait for the network. */
  waitingNew: number;
  /** The ids (as strings) of entries whose deletion waits for the network. */
  deleting: ReadonlySet<string>;
};

type Write = { id: number | null; contract: Contract; body?: object; baseVersion?: number };

/**
 * Writes of a profile list (education, employment, publications) with the outbox behind them
 * (ADR 0012): sent at once when the server answers, otherwise kept on this device under the key of
 * the unanswered request. `reload` runs after a direct write and once the outbox delivered some.
 */
export function useEntryWrites(kind: string, contracts: EntryContracts, reload: () => void): EntryWrites {
  const entity = `profile-entry:${kind}`;
  const userId = useCurrentUserId();
  const waiting = useOutboxEntries().filter((e) => e.entity === entity);
  const count = waiting.length;
  const before = useRef(count);
  useEffect(() => {
    if (count < before.current) reload();
    before.current = count;
  }, [count, reload]);

  const write = async ({ id, contract, body, baseVersion }: Write): Promise<'sent' | 'kept'> => {
    const idempotencyKey = globalThis.crypto.randomUUID();
    const params = id === null ? undefined : { id };
    try {
      await call(contract, { params, body, idempotencyKey } as CallInput<Contract>);
      reload();
      return 'sent';
    } catch (error) {
      if (!(error instanceof ConnectionError) || !userId) throw error;
      await enqueueWrite({
        userId,
        entity,
        // A new entry is its own entity: two added offline never replace each other.
        entityId: id === null ? `new:${idempotencyKey}` : String(id),
        method: contract.method as OutboxEntry['method'],
        path: buildPath(contract.path, params),
        body,
        baseVersion: baseVersion ?? null,
        sentOnceAs: idempotencyKey,
      });
      return 'kept';
    }
  };
  return {
    create: (body) => write({ id: null, contract: contracts.create, body }),
    update: ({ id, version }, body) =>
      write({ id, contract: contracts.update, body: { ...body, version }, baseVersion: version }),
    remove: (id) => write({ id, contract: contracts.remove }),
    entity,
    waiting,
    waitingNew: waiting.filter((e) => e.method === 'POST').length,
    deleting: new Set(waiting.filter((e) => e.method === 'DELETE').map((e) => e.entityId)),
  };
}
