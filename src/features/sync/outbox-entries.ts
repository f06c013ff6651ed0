/** React access to the signed-in user's outbox: entries live from Dexie, and the overall sync status. */
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { OutboxEntry } from '../../lib/offline/app-db.ts';
import { appDb } from '../../lib/offline/app-db.ts';
import { useConnectionOnline } from '../../lib/realtime/connection-status.ts';
import { currentUserOf, useSessionStore } from '../../lib/session/session-store.ts';

export type SyncStatus = 'savedOnDevice' | 'syncing' | 'synced' | 'conflict' | 'failed';

/** One status for a set of entries: what needs the user first, then what is still on its way. */
export function syncStatusOf(entries: readonly OutboxEntry[], offline: boolean): SyncStatus {
  if (entries.some((e) => e.state === 'conflict')) return 'conflict';
  if (entries.some((e) => e.state === 'failed')) return 'failed';
  if (entries.length === 0) return 'synced';
  // Waiting entries while offline (or between retries) are safe on this device.
  if (offline || entries.every((e) => e.state === 'pending' && e.attempts > 0)) return 'savedOnDevice';
  return 'syncing';
}

export function useCurrentUserId(): string | null {
  return useSessionStore((s) => currentUserOf(s)?.id ?? null);
}

/** The user's entries, oldest first, optionally of one entity; updates as the outbox changes. */
export function useOutboxEntries(filter?: { entity: string; entityId: string }): OutboxEntry[] {
  return useOutboxEntryList(filter).entries;
}

/** As useOutboxEntries, and whether they have been read yet (a form waits for its unsent edit). */
function useOutboxEntryList(filter?: { entity: string; entityId: string }): {
  entries: OutboxEntry[];
  loaded: boolean;
} {
  const userId = useCurrentUserId();
  const entity = filter?.entity;
  const entityId = filter?.entityId;
  const source = `${userId}:${entity}:${entityId}`;
  const [read, setRead] = useState<{ source: string; entries: OutboxEntry[] } | null>(null);
  useEffect(() => {
    if (!userId) {
      setRead({ source, entries: [] });
      return;
    }
    const subscription = liveQuery(() =>
      entity === undefined || entityId === undefined
        ? appDb().outbox.where('userId').equals(userId).sortBy('seq')
        : appDb().outbox.where('[userId+entity+entityId]').equals([userId, entity, entityId]).sortBy('seq'),
    ).subscribe({
      next: (entries) => setRead({ source, entries }),
      error: () => setRead({ source, entries: [] }),
    });
    return () => subscription.unsubscribe();
  }, [userId, entity, entityId, source]);
  // Entries read for another user or entity are not these.
  const current = read?.source === source ? read : null;
  return { entries: current?.entries ?? [], loaded: current !== null };
}

export function useSyncStatus(filter?: { entity: string; entityId: string }): {
  status: SyncStatus;
  entries: OutboxEntry[];
  loaded: boolean;
} {
  const { entries, loaded } = useOutboxEntryList(filter);
  // The connection status of platform.md §4: the browser's network and the real-time hubs.
  const offline = !useConnectionOnline();
  return { status: syncStatusOf(entries, offline), entries, loaded };
}
