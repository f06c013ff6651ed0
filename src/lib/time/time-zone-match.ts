import { Temporal } from 'temporal-polyfill';
import type { TimeZone } from '../../../core/contracts/reference-data/reference-data.contract.ts';

export const FALLBACK_TIME_ZONE = 'America/New_York';

/** '-08:00:00', '+05:30', '(GMT-08:00)' → minutes east of UTC; null when unreadable. */
export function parseUtcOffset(text: string): number | null {
  const match = /([+-])?(\d{1,2}):(\d{2})/.exec(text);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export type ZoneFacts = { offsetMinutes: number; dst: boolean };

/** The standard (non-DST) offset of a zone and whether it observes DST, from January and July. */
export function zoneFacts(ianaZone: string, year: number): ZoneFacts {
  const offsetIn = (month: number) =>
    Temporal.ZonedDateTime.from({ timeZone: ianaZone, year, month, day: 1 }).offsetNanoseconds / 60e9;
  const january = offsetIn(1);
  const july = offsetIn(7);
  return { offsetMinutes: Math.min(january, july), dst: january !== july };
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The list entry for a browser zone (platform.md §9): the same zone; else one with the same UTC
 * offset and DST state; else the same offset; else America/New_York; else the first.
 */
export function matchTimeZone(
  zones: readonly TimeZone[],
  browserZone: string,
  year = Temporal.Now.plainDateISO().year,
): TimeZone | null {
  if (zones.length === 0) return null;
  const exact = zones.find((z) => z.ianaTz === browserZone);
  if (exact) return exact;
  let facts: ZoneFacts | null = null;
  try {
    facts = zoneFacts(browserZone, year);
  } catch {
    facts = null;
  }
  if (facts) {
    const sameOffset = zones.filter((z) => parseUtcOffset(z.baseUtcOffset) === facts.offsetMinutes);
    const sameDst = sameOffset.find((z) => z.dst === facts.dst);
    if (sameDst) return sameDst;
    if (sameOffset[0]) return sameOffset[0];
  }
  return zones.find((z) => z.ianaTz === FALLBACK_TIME_ZONE) ?? zones[0] ?? null;
}
