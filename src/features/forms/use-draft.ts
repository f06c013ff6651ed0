import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { currentUserOf, useSessionStore } from '../../lib/session/session-store.ts';
import { readStored, storageKeys, writeStored } from '../../lib/storage/local-store.ts';

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 300;

const storageKey = (key: string) => `draft:${key}`;

function readDraft<T>(key: string | null, initial: T): T | null {
  if (key === null) return null;
  try {
    const text = sessionStorage.getItem(storageKey(key));
    if (text === null) return null;
    const stored = JSON.parse(text) as unknown;
    // Fields added since the draft was written keep their initial values.
    if (isPlainObject(initial) && isPlainObject(stored)) return { ...initial, ...stored } as T;
    return stored as T;
  } catch {
    return null;
  }
}

/** The signed-in user's drafts also go to Dexie (ADR 0012), which outlives a killed app or tab. */
const deviceUserId = () => currentUserOf(useSessionStore.getState())?.id ?? null;
const deviceKey = (key: string) => `form:${key}`;
// Loaded on first use: Dexie stays out of the first load.
const deviceDrafts = () => import('../../lib/offline/outbox.ts');

/**
 * Who kept each draft on the device: a clear still reaches it when the session's user is briefly
 * unknown (offline, between a failed refresh and the device user), or a stale draft would come back.
 */
const deviceDraftOwners = new Map<string, string>();

/**
 * When each device draft was cleared, written at once to localStorage: removing the draft from Dexie
 * takes a moment, and a reload or a killed app in that moment would otherwise bring the draft back
 * over the edit just saved. A device draft written before its clear is never restored.
 */
type ClearedDrafts = Record<string, number>;
const clearedId = (userId: string, key: string) => `${userId}:${deviceKey(key)}`;

function readClearedDrafts(): ClearedDrafts {
  try {
    const parsed = JSON.parse(readStored(storageKeys.clearedDrafts) ?? '{}') as unknown;
    return isPlainObject(parsed) ? (parsed as ClearedDrafts) : {};
  } catch {
    return {};
  }
}

function setClearedAt(userId: string, key: string, at: number | null): void {
  const cleared = readClearedDrafts();
  if (at === null) delete cleared[clearedId(userId, key)];
  else cleared[clearedId(userId, key)] = at;
  writeStored(storageKeys.clearedDrafts, Object.keys(cleared).length ? JSON.stringify(cleared) : null);
}

function writeDraft(key: string | null, values: unknown): void {
  if (key === null) return;
  try {
    sessionStorage.setItem(storageKey(key), JSON.stringify(values));
  } catch {
    // Storage full or unavailable (private mode): the form still works, only without a draft.
  }
  const userId = deviceUserId();
  if (userId) {
    deviceDraftOwners.set(key, userId);
    deviceDrafts()
      .then((m) => m.saveDraft(userId, deviceKey(key), values))
      .catch((error) => console.warn('The draft was not kept on the device.', error));
  }
}

function removeDraft(key: string | null): void {
  if (key === null) return;
  try {
    sessionStorage.removeItem(storageKey(key));
  } catch {
    // Unavailable storage holds no draft.
  }
  const userId = deviceUserId() ?? deviceDraftOwners.get(key);
  deviceDraftOwners.delete(key);
  if (userId) {
    const clearedAt = Date.now();
    setClearedAt(userId, key, clearedAt);
    deviceDrafts()
      .then((m) => m.deleteDraft(userId, deviceKey(key)))
      // Gone from Dexie: the mark has done its work (unless a newer clear replaced it).
      .then(() => {
        if (readClearedDrafts()[clearedId(userId, key)] === clearedAt) setClearedAt(userId, key, null);
      })
      .catch((error) => console.warn('The draft could not be removed from the device.', error));
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type DraftInfo = {
  /** The values came from a draft left before a reload. */
  isRestored: boolean;
};

/**
 * A form's values kept in sessionStorage (`draft:<key>`) as the user types, so a reload does
 * not lose a half-filled form; for a signed-in user also in Dexie, so a closed tab or a killed app
 * does not either (restored when the tab has no draft of its own and nothing was typed yet). Call clearDraft() after a successful save; a failed save keeps
 * both the values and the draft (the hook never clears by itself). The key should name the
 * record being edited ('specialty:12', 'specialty:new'), and the form should mount once the
 * record's values are known, since `initial` is read on mount only. A null key keeps nothing (secrets).
 */
export function useDraft<T>(
  key: string | null,
  initial: T,
): [values: T, setValues: Dispatch<SetStateAction<T>>, clearDraft: () => void, info: DraftInfo] {
  const [restored] = useState(() => readDraft(key, initial));
  const [values, setValuesState] = useState<T>(() => restored ?? initial);
  const [restoredFromDevice, setRestoredFromDevice] = useState(false);
  // Only what the user changed is saved: an untouched form leaves no draft behind.
  const dirty = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per form, like `initial`
  useEffect(() => {
    const userId = deviceUserId();
    if (key === null || restored !== null || !userId) return;
    let current = true;
    deviceDrafts()
      .then(async (m) => {
        const entry = await m.loadDraftEntry<unknown>(userId, deviceKey(key));
        const clearedAt = readClearedDrafts()[clearedId(userId, key)];
        if (entry && clearedAt !== undefined && entry.updatedAt <= clearedAt) {
          // Saved before the reload that interrupted its removal: finish the removal instead.
          await m.deleteDraft(userId, deviceKey(key));
          setClearedAt(userId, key, null);
          return undefined;
        }
        return entry;
      })
      .then((entry) => {
        if (!current || entry === undefined || dirty.current) return;
        const kept = entry.value;
        setValuesState(
          isPlainObject(initial) && isPlainObject(kept) ? ({ ...initial, ...kept } as T) : (kept as T),
        );
        setRestoredFromDevice(true);
      })
      .catch(() => {
        // No Dexie here (private mode): the tab's own draft is all there is.
      });
    return () => {
      current = false;
    };
  }, [key]);
  const latest = useRef(values);
  latest.current = values;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (dirty.current) writeDraft(key, latest.current);
  }, [key]);

  const setValues = useCallback<Dispatch<SetStateAction<T>>>((next) => {
    dirty.current = true;
    setValuesState(next);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the values restarts the delay
  useEffect(() => {
    if (!dirty.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  }, [values, flush]);

  // A reload or a navigation away within the delay still keeps the last keystrokes.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const clearDraft = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    dirty.current = false;
    removeDraft(key);
  }, [key]);

  return [values, setValues, clearDraft, { isRestored: restored !== null || restoredFromDevice }];
}
