import { Temporal } from 'temporal-polyfill';

/** Business time zone (platform.md §9): dates show in Pacific time with ' PT'. */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

export type InstantInput = string | number | Date | Temporal.Instant;

export type DateAlias = 'Today' | 'Yesterday' | 'Tomorrow';

function toInstant(input: InstantInput): Temporal.Instant {
  if (input instanceof Temporal.Instant) return input;
  if (input instanceof Date) return Temporal.Instant.fromEpochMilliseconds(input.getTime());
  if (typeof input === 'number') return Temporal.Instant.fromEpochMilliseconds(input);
  return Temporal.Instant.from(input);
}

export function toPacific(input: InstantInput): Temporal.ZonedDateTime {
  return toInstant(input).toZonedDateTimeISO(BUSINESS_TIME_ZONE);
}

/** 'Today' is computed in Pacific time. */
export function todayInPacific(now: InstantInput = Date.now()): Temporal.PlainDate {
  return toPacific(now).toPlainDate();
}

export function dateAlias(date: Temporal.PlainDate, today: Temporal.PlainDate): DateAlias | null {
  const days = today.until(date, { largestUnit: 'days' }).days;
  if (days === 0) return 'Today';
  if (days === -1) return 'Yesterday';
  if (days === 1) return 'Tomorrow';
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/dd/yyyy. */
export function formatPlainDate(date: Temporal.PlainDate | string): string {
  const d = typeof date === 'string' ? Temporal.PlainDate.from(date.slice(0, 10)) : date;
  return `${pad(d.month)}/${pad(d.day)}/${d.year}`;
}

/** h:mm AM/PM. */
function clock(t: { hour: number; minute: number }): string {
  const hour12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${hour12}:${pad(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

export type DateFormatOptions = { aliases?: boolean; now?: InstantInput };

/** A moment's Pacific date: '06/18/2025', or Today/Yesterday/Tomorrow when aliases are on. */
export function formatDate(input: InstantInput, options: DateFormatOptions = {}): string {
  const date = toPacific(input).toPlainDate();
  if (options.aliases) {
    const alias = dateAlias(date, todayInPacific(options.now));
    if (alias) return alias;
  }
  return formatPlainDate(date);
}

/** '9:05 AM PT'. */
export function formatTime(input: InstantInput): string {
  return `${clock(toPacific(input))} PT`;
}

/** '06/18/2025 9:05 AM PT', or 'Today 9:05 AM PT' with aliases. */
export function formatDateTime(input: InstantInput, options: DateFormatOptions = {}): string {
  return `${formatDate(input, options)} ${formatTime(input)}`;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Month and year only (training start dates): 'July 2027'. */
export function formatMonthYear(date: Temporal.PlainDate | string): string {
  const d = typeof date === 'string' ? Temporal.PlainDate.from(date.slice(0, 10)) : date;
  return `${monthNames[d.month - 1]} ${d.year}`;
}

/** The footer's build stamp: month/day/year - time, in Pacific time ('06/18/2025 - 2:05 PM PT'). */
export function formatBuildDate(input: InstantInput): string {
  const zoned = toPacific(input);
  return `${formatPlainDate(zoned.toPlainDate())} - ${clock(zoned)} PT`;
}
