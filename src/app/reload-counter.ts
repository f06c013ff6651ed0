/**
 * Counts crashes that ended in a reload, so a crash right after a reload does not reload again
 * (a loop); cleared once the app has run 3000 ms without an error (platform.md §9).
 */
export const RELOAD_COUNTER_RESET_MS = 3000;
const KEY = 'matchline.reloadCounter';

function read(storage: Storage | null): number {
  try {
    return Number(storage?.getItem(KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function reloadCount(storage: Storage | null = sessionStorageOrNull()): number {
  return read(storage);
}

export function incrementReloadCount(storage: Storage | null = sessionStorageOrNull()): number {
  const next = read(storage) + 1;
  try {
    storage?.setItem(KEY, String(next));
  } catch {
    // Without storage every crash shows the error page, which is safe.
  }
  return next;
}

export function clearReloadCount(storage: Storage | null = sessionStorageOrNull()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Starts the 3000 ms timer; call the returned function when an error happens first. */
export function scheduleReloadCountReset(storage: Storage | null = sessionStorageOrNull()): () => void {
  const timer = setTimeout(() => clearReloadCount(storage), RELOAD_COUNTER_RESET_MS);
  return () => clearTimeout(timer);
}

function sessionStorageOrNull(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** A lazy chunk that failed to load (usually a deploy replaced it): one reload fixes it. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(
    text,
  );
}
