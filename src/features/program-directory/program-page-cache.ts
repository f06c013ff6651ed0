/**
 * Program pages the applicant has opened (and the map's counts), kept so they stay readable offline (issue 5: "previously
 * viewed programs are readable offline"). In memory and in localStorage per user, newest first,
 * bounded; under our prefix, so sign-out clears it with the rest of the user's data.
 */
import type {
  DirectoryProgramDetails,
  DirectoryStateCount,
} from '../../../core/contracts/programs/program-directory.contract.ts';
import { readStored, writeStored } from '../../lib/storage/local-store.ts';

export const PROGRAM_PAGE_CACHE_SIZE = 50;

export type CachedProgramPage = { details: DirectoryProgramDetails; fetchedAt: string };

const pageKey = (matchCycleCode: string, programId: number) => `${matchCycleCode}/${programId}`;

const memory = new Map<string, CachedProgramPage[]>();

function load(userId: string): CachedProgramPage[] {
  const known = memory.get(userId);
  if (known) return known;
  let pages: CachedProgramPage[] = [];
  try {
    const parsed: unknown = JSON.parse(readStored('programPages', userId) ?? '[]');
    if (Array.isArray(parsed)) {
      pages = parsed.filter(
        (entry): entry is CachedProgramPage =>
          typeof entry?.fetchedAt === 'string' &&
          typeof entry?.details?.id === 'number' &&
          typeof entry?.details?.matchCycleCode === 'string',
      );
    }
  } catch {
    // Unreadable storage: start empty.
  }
  memory.set(userId, pages);
  return pages;
}

/** Keeps the answer of a program page (the newest first; the oldest beyond the bound are dropped). */
export function rememberProgramPage(
  userId: string,
  details: DirectoryProgramDetails,
  now: number = Date.now(),
): void {
  const key = pageKey(details.matchCycleCode, details.id);
  const pages = [
    { details, fetchedAt: new Date(now).toISOString() },
    ...load(userId).filter((page) => pageKey(page.details.matchCycleCode, page.details.id) !== key),
  ].slice(0, PROGRAM_PAGE_CACHE_SIZE);
  memory.set(userId, pages);
  // Storage full or blocked: the copy lives in memory for this page.
  writeStored('programPages', JSON.stringify(pages), userId);
}

/** The kept copy of a program page, if the user opened it before. */
export function cachedProgramPage(
  userId: string,
  matchCycleCode: string,
  programId: number,
): CachedProgramPage | null {
  const key = pageKey(matchCycleCode, programId);
  return load(userId).find((page) => pageKey(page.details.matchCycleCode, page.details.id) === key) ?? null;
}

/** Tests and sign-out of a long-lived page: forget what memory holds (storage is cleared elsewhere). */
export function forgetProgramPagesInMemory(): void {
  memory.clear();
}

/** The map's per-state counts of a cycle, last answer only, so the map tab shows them offline too. */
export type CachedStateCounts = { items: DirectoryStateCount[]; fetchedAt: string };

export function rememberStateCounts(
  userId: string,
  matchCycleCode: string,
  items: DirectoryStateCount[],
  now: number = Date.now(),
): void {
  // Storage full or blocked: the map needs the server next time.
  writeStored(
    'programStates',
    JSON.stringify({ items, fetchedAt: new Date(now).toISOString() }),
    `${userId}.${matchCycleCode}`,
  );
}

export function cachedStateCounts(userId: string, matchCycleCode: string): CachedStateCounts | null {
  try {
    const parsed = JSON.parse(readStored('programStates', `${userId}.${matchCycleCode}`) ?? 'null');
    return parsed && Array.isArray(parsed.items) && typeof parsed.fetchedAt === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
