import { Temporal } from 'temporal-polyfill';
import type { TranslationKey } from '../i18n/en-gb.ts';
import { type Locale, localeTags, translate, useLocaleStore } from '../i18n/i18n.ts';

/** Business time zone (platform.md §9): dates show in Pacific time with ' PT'. */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

export type InstantInput = string | number | Date | Temporal.Instant;

export type DateAlias = 'Today' | 'Yesterday' | 'Tomorrow';

/** The chosen locale (the formatters' default). */
function currentLocale(): Locale {
  return useLocaleStore.getState().locale;
}

const aliasKeys: Record<DateAlias, TranslationKey> = {
  Today: 'DateToday',
  Yesterday: 'DateYesterday',
  Tomorrow: 'DateTomorrow',
};

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

/** en-gb: MM/dd/yyyy (the spec's format); ru: dd.MM.yyyy. */
export function formatPlainDate(date: Temporal.PlainDate | string, locale: Locale = currentLocale()): string {
  const d = typeof date === 'string' ? Temporal.PlainDate.from(date.slice(0, 10)) : date;
  if (locale === 'ru') return `${pad(d.day)}.${pad(d.month)}.${d.year}`;
  return `${pad(d.month)}/${pad(d.day)}/${d.year}`;
}

/** en-gb: h:mm AM/PM (the spec's format); ru: HH:mm. */
function clock(t: { hour: number; minute: number }, locale: Locale): string {
  if (locale === 'ru') return `${pad(t.hour)}:${pad(t.minute)}`;
  const hour12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${hour12}:${pad(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

/** locale: the chosen one unless given. */
export type DateFormatOptions = { aliases?: boolean; now?: InstantInput; locale?: Locale };

/**
 * A moment's Pacific date: '06/18/2025' (ru '18.06.2025'), or Today/Yesterday/Tomorrow in the
 * locale's words when aliases are on.
 */
export function formatDate(input: InstantInput, options: DateFormatOptions = {}): string {
  const locale = options.locale ?? currentLocale();
  const date = toPacific(input).toPlainDate();
  if (options.aliases) {
    const alias = dateAlias(date, todayInPacific(options.now));
    if (alias) return translate(locale, aliasKeys[alias]);
  }
  return formatPlainDate(date, locale);
}

/** '9:05 AM PT' (ru '09:05 PT'): Pacific time in every locale. */
export function formatTime(input: InstantInput, locale: Locale = currentLocale()): string {
  return `${clock(toPacific(input), locale)} PT`;
}

/** '06/18/2025 9:05 AM PT', or 'Today 9:05 AM PT' with aliases (ru '18.06.2025 09:05 PT'). */
export function formatDateTime(input: InstantInput, options: DateFormatOptions = {}): string {
  const locale = options.locale ?? currentLocale();
  return `${formatDate(input, { ...options, locale })} ${formatTime(input, locale)}`;
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

/** A locale's month name as it stands alone ('Июль'), from Intl; English keeps the list above. */
function monthName(month: number, locale: Locale): string {
  if (locale === 'en-gb') return monthNames[month - 1] ?? '';
  const name = new Intl.DateTimeFormat(localeTags[locale], { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );
  return name.charAt(0).toLocaleUpperCase(localeTags[locale]) + name.slice(1);
}

/** Month and year only (training start dates): 'July 2027' (ru 'Июль 2027'). */
export function formatMonthYear(date: Temporal.PlainDate | string, locale: Locale = currentLocale()): string {
  const d = typeof date === 'string' ? Temporal.PlainDate.from(date.slice(0, 10)) : date;
  return `${monthName(d.month, locale)} ${d.year}`;
}

/**
 * The footer's build stamp: month/day/year - time, in Pacific time ('06/18/2025 - 2:05 PM PT';
 * ru '18.06.2025 - 14:05 PT').
 */
export function formatBuildDate(input: InstantInput, locale: Locale = currentLocale()): string {
  const zoned = toPacific(input);
  return `${formatPlainDate(zoned.toPlainDate(), locale)} - ${clock(zoned, locale)} PT`;
}
