/**
 * "Save for later" (business.md §2.2 saved tab): programs the applicant keeps on this device only,
 * each until its expiration (platform.md §9: 'Selected programs are kept only while their expiration
 * is in the future'). Stored per user in localStorage under our prefix, so sign-out clears it with the
 * rest of the user's data (platform.md §9 does not list it among the keys that survive sign-out).
 */
import { Temporal } from 'temporal-polyfill';
import { BUSINESS_TIME_ZONE } from '../../lib/format/dates.ts';
import { readStored, storedName, writeStored } from '../../lib/storage/local-store.ts';

export type SavedProgram = {
  programId: number;
  matchCycleCode: string;
  name: string;
  institutionName: string | null;
  city: string | null;
  stateName: string | null;
  savedAt: string;
  /** ISO instant; the entry is dropped once this is not in the future. */
  expiresAt: string;
};

/** How long a saved program is kept when the cycle's CAS deadline is further away (or unknown). */
export const SAVED_PROGRAM_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * When an entry saved `now` expires: after SAVED_PROGRAM_DAYS, or at the end of the cycle's CAS
 * deadline (a Pacific date) when that comes first and is still ahead.
 */
export function savedProgramExpiry(now: number, casDeadlineDate: string | null): Date {
  const byDays = now + SAVED_PROGRAM_DAYS * DAY_MS;
  if (!casDeadlineDate) return new Date(byDays);
  const endOfDeadline = Temporal.PlainDate.from(casDeadlineDate.slice(0, 10))
    .add({ days: 1 })
    .toZonedDateTime({ timeZone: BUSINESS_TIME_ZONE })
    .toInstant().epochMilliseconds;
  return new Date(endOfDeadline > now && endOfDeadline < byDays ? endOfDeadline : byDays);
}

function isSavedProgram(value: unknown): value is SavedProgram {
  const entry = value as SavedProgram | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.programId === 'number' &&
    typeof entry.matchCycleCode === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.expiresAt === 'string'
  );
}

function readAll(userId: string): SavedProgram[] {
  try {
    const parsed: unknown = JSON.parse(readStored('savedPrograms', userId) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSavedProgram) : [];
  } catch {
    // Unreadable or blocked storage reads as nothing saved.
    return [];
  }
}

function writeAll(userId: string, entries: readonly SavedProgram[]): void {
  // Storage full or blocked: saving for later is a convenience, the page keeps working.
  writeStored('savedPrograms', entries.length === 0 ? null : JSON.stringify(entries), userId);
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

/** Called after every change (this tab) and on storage events of other tabs. */
export function subscribeSavedPrograms(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(storedName('savedPrograms', ''))) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

const isLive = (entry: SavedProgram, now: number) => Date.parse(entry.expiresAt) > now;

/** The user's saved programs still in date, newest first (a pure read: expired ones are skipped). */
export function readSavedPrograms(userId: string, now: number = Date.now()): SavedProgram[] {
  return readAll(userId)
    .filter((entry) => isLive(entry, now))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Removes the user's expired entries from storage; answers how many went. */
export function pruneSavedPrograms(userId: string, now: number = Date.now()): number {
  const all = readAll(userId);
  const live = all.filter((entry) => isLive(entry, now));
  if (live.length !== all.length) writeAll(userId, live);
  return all.length - live.length;
}

const sameProgram = (a: Pick<SavedProgram, 'programId' | 'matchCycleCode'>) => (b: SavedProgram) =>
  a.programId === b.programId && a.matchCycleCode === b.matchCycleCode;

/** Saves (or saves again, renewing the expiration) a program of a cycle. */
export function saveProgram(
  userId: string,
  program: Omit<SavedProgram, 'savedAt' | 'expiresAt'>,
  options: { now?: number; casDeadlineDate: string | null },
): SavedProgram {
  const now = options.now ?? Date.now();
  const entry: SavedProgram = {
    ...program,
    savedAt: new Date(now).toISOString(),
    expiresAt: savedProgramExpiry(now, options.casDeadlineDate).toISOString(),
  };
  const others = readAll(userId).filter((e) => isLive(e, now) && !sameProgram(program)(e));
  writeAll(userId, [...others, entry]);
  return entry;
}

export function removeSavedProgram(
  userId: string,
  program: Pick<SavedProgram, 'programId' | 'matchCycleCode'>,
): void {
  writeAll(
    userId,
    readAll(userId).filter((entry) => !sameProgram(program)(entry)),
  );
}
