/**
 * Offline-first editing of one server entity (ADR 0012): the latest server copy is kept per user in
 * Dexie (so the page renders offline), typed values go to a draft at once, and a save goes to the
 * outbox with the copy's version as its base; the outbox sends it when it can.
 */
import { liveQuery } from 'dexie';
import { useCallback, useEffect, useRef, useState } from 'react';
import { markHandledOffline } from '../../lib/errors/app-errors.ts';
import { appDb, type OutboxEntry } from '../../lib/offline/app-db.ts';
import {
  cacheServerCopy,
  deleteDraft,
  enqueueWrite,
  entityKey,
  loadDraft,
  saveDraft,
} from '../../lib/offline/outbox.ts';
import { type SyncStatus, useCurrentUserId, useSyncStatus } from './outbox-entries.ts';

export type OfflineEntityOptions<T> = {
  /** The kind of entity ('profile', 'personal-statement', …) and which one. */
  entity: string;
  id: string | number;
  /** False for a form that creates a new entity: nothing to load or cache yet. */
  enabled?: boolean;
  /** Reads the server copy (a GET); while offline the cached copy stands in. */
  load: () => Promise<T>;
  /** Where a save is sent. */
  save: { method: OutboxEntry['method']; path: string };
  /** Entities sharing this one's server version (see OutboxEntry.versionGroup). */
  versionGroup?: string;
};

export type OfflineEntity<T, V> = {
  /** The latest server copy known on this device (undefined until loaded or cached). */
  data: T | undefined;
  /** True while `data` comes from the device because the server could not be reached. */
  fromCache: boolean;
  /** The load failed and nothing was cached. */
  loadError: unknown;
  /** Restored unsaved values, if the user left the form mid-edit. */
  draft: V | undefined;
  /** Keeps typed values on the device (call on change). */
  keepDraft: (value: V) => void;
  /**
   * Queues the save (and clears the draft); the promise resolves once it is on the device. Pass the
   * key of a direct save that got no answer (`sentOnceAs`) so the outbox repeats that request.
   */
  submit: (value: V, options?: { sentOnceAs?: string }) => Promise<void>;
  /** The newest edit not yet accepted by the server (shown instead of the server copy). */
  unsent: V | undefined;
  /** The outbox has been read: `unsent` is known (a form starts from it rather than the server copy). */
  unsentKnown: boolean;
  status: SyncStatus;
  conflict: OutboxEntry | undefined;
  reload: () => Promise<void>;
  /** Keeps a copy the server answered directly (a save made online) as the cached server copy. */
  remember: (copy: T) => Promise<void>;
};

function versionOf(value: unknown): number | null {
  const version = (value as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'number' ? version : null;
}

export function useOfflineEntity<T, V = T>(options: OfflineEntityOptions<T>): OfflineEntity<T, V> {
  const { entity, load, save, versionGroup } = options;
  const entityId = String(options.id);
  const signedInUser = useCurrentUserId();
  const userId = options.enabled === false ? null : signedInUser;
  const [data, setData] = useState<T | undefined>(undefined);
  const [fromCache, setFromCache] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [draft, setDraft] = useState<V | undefined>(undefined);
  const { status, entries, loaded: unsentKnown } = useSyncStatus({ entity, entityId });
  // Forms pass `load` inline; the latest one is used without reloading at every render.
  const loadRef = useRef(load);
  loadRef.current = load;

  // The cached copy is the source of truth on screen: a load and a finished sync both update it.
  useEffect(() => {
    // Another entity: never show the previous one's copy meanwhile.
    setData(undefined);
    setFromCache(false);
    setLoadError(null);
    if (!userId) return;
    const subscription = liveQuery(() =>
      appDb().serverCopies.get(entityKey(userId, entity, entityId)),
    ).subscribe({
      next: (copy) => {
        if (copy) setData(copy.value as T);
      },
    });
    return () => subscription.unsubscribe();
  }, [userId, entity, entityId]);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void loadDraft<V>(userId, `${entity}:${entityId}`).then((kept) => {
      if (current) setDraft(kept);
    });
    return () => {
      current = false;
    };
  }, [userId, entity, entityId]);

  const reload = useCallback(async () => {
    if (!userId) return;
    try {
      const copy = await loadRef.current();
      await cacheServerCopy(appDb(), userId, entity, entityId, copy);
      setData(copy);
      setFromCache(false);
      setLoadError(null);
    } catch (error) {
      const cached = await appDb().serverCopies.get(entityKey(userId, entity, entityId));
      if (cached) {
        // The device copy stands in and the page says so: no 'Could not connect' toast for it.
        markHandledOffline(error);
        setFromCache(true);
      } else setLoadError(error);
    }
  }, [userId, entity, entityId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const keepDraft = useCallback(
    (value: V) => {
      if (userId) void saveDraft(userId, `${entity}:${entityId}`, value);
    },
    [userId, entity, entityId],
  );

  const submit = useCallback(
    async (value: V, submitOptions?: { sentOnceAs?: string }) => {
      if (!userId) return;
      await enqueueWrite({
        userId,
        entity,
        entityId,
        method: save.method,
        path: save.path,
        body: value,
        baseVersion: versionOf(value) ?? versionOf(data),
        versionGroup,
        ...(submitOptions?.sentOnceAs ? { sentOnceAs: submitOptions.sentOnceAs } : {}),
      });
      await deleteDraft(userId, `${entity}:${entityId}`);
      setDraft(undefined);
    },
    [userId, entity, entityId, save.method, save.path, data, versionGroup],
  );

  const remember = useCallback(
    async (copy: T) => {
      if (userId) await cacheServerCopy(appDb(), userId, entity, entityId, copy);
    },
    [userId, entity, entityId],
  );

  const last = entries.at(-1);
  return {
    data,
    fromCache,
    loadError,
    draft,
    keepDraft,
    submit,
    unsent: last && last.state !== 'conflict' ? (last.body as V) : undefined,
    unsentKnown,
    status,
    conflict: entries.find((e) => e.state === 'conflict'),
    reload,
    remember,
  };
}
