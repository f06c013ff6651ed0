import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { Temporal } from 'temporal-polyfill';
import { BUSINESS_TIME_ZONE } from '../lib/format/dates.ts';
import { parseMoneyToCents } from '../lib/format/money.ts';

/*
 * Conversions between what the kit's fields show and what forms hold: integer cents, ISO
 * instants edited in Pacific time, plain dates and month-year values.
 */

/** The money mask of platform.md §5 while typing: no thousands separator, '.', up to 2 decimals, no leading zeros. */
export function isMoneyKeystrokeAllowed(text: string, allowNegative: boolean): boolean {
  const pattern = allowNegative ? /^-?(0|[1-9]\d*)?(\.\d{0,2})?$/ : /^(0|[1-9]\d*)?(\.\d{0,2})?$/;
  return pattern.test(text);
}

/** 1250 → '12.50'; null → ''. */
export function centsToMoneyText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return (Math.round(cents) / 100).toFixed(2);
}

/** Typed text → cents; null for an empty field; 'invalid' for text that is not an amount. */
export function moneyTextToCents(text: string, allowNegative = false): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // '12.' and '.5' are half-typed amounts, read as 12.00 and 0.50.
  const completed = trimmed.replace(/\.$/, '').replace(/^(-?)\./, '$10.');
  const cents = parseMoneyToCents(completed);
  if (cents === null || (!allowNegative && cents < 0)) return 'invalid';
  return cents;
}

/** An instant ('2026-03-08T10:00:00Z' or with an offset) as the Pacific wall-clock date and time. */
export function isoToPacificDateTime(iso: string | null | undefined): CalendarDateTime | null {
  if (!iso) return null;
  try {
    const zoned = Temporal.Instant.from(iso).toZonedDateTimeISO(BUSINESS_TIME_ZONE);
    return new CalendarDateTime(zoned.year, zoned.month, zoned.day, zoned.hour, zoned.minute);
  } catch {
    return null;
  }
}

/**
 * A Pacific wall-clock date and time as an ISO instant with its offset ('2026-03-08T03:30:00-07:00').
 * A time skipped by the spring change moves forward; a repeated autumn time takes the earlier one.
 */
export function pacificDateTimeToIso(value: CalendarDateTime | null | undefined): string | null {
  if (!value) return null;
  const zoned = Temporal.PlainDateTime.from({
    year: value.year,
    month: value.month,
    day: value.day,
    hour: value.hour,
    minute: value.minute,
  }).toZonedDateTime(BUSINESS_TIME_ZONE, { disambiguation: 'compatible' });
  return zoned.toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

/** 'YYYY-MM-DD' (or a longer ISO text) → CalendarDate; null when unreadable. */
export function isoToCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    const date = Temporal.PlainDate.from(iso.slice(0, 10));
    return new CalendarDate(date.year, date.month, date.day);
  } catch {
    return null;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** CalendarDate → 'YYYY-MM-DD'. */
export function calendarDateToIso(value: { year: number; month: number; day: number } | null): string | null {
  return value ? `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}` : null;
}

export type MonthYear = { year: number; month: number };

/** 'YYYY-MM' or 'YYYY-MM-DD' → year and month; null when unreadable. */
export function parseMonthYear(value: string | null | undefined): MonthYear | null {
  const match = value ? /^(\d{4})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

/** How a month-year value is written: 'YYYY-MM-01' (a date) or 'YYYY-MM'. */
export type MonthYearFormat = 'first-day' | 'month';

export function formatMonthYearValue(value: MonthYear, format: MonthYearFormat = 'first-day'): string {
  const month = `${pad(value.year, 4)}-${pad(value.month)}`;
  return format === 'month' ? month : `${month}-01`;
}

/** The date pickers' default range (platform.md §5): 1 Jan 1900 to 31 Dec of the year 100 years ahead. */
export function defaultDateRange(now: Date = new Date()): { minYear: number; maxYear: number } {
  return { minYear: 1900, maxYear: now.getFullYear() + 100 };
}
