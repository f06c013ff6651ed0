/**
 * Interview times as every interview screen shows them (ADR 0024 §9): in the viewer's zone (the
 * browser's) and in Pacific time (the spec's server zone), the Pacific line left out when the two
 * read the same. Program and applicant pages use these; nothing else formats an interview's time.
 */
import { Temporal } from 'temporal-polyfill';
import { BUSINESS_TIME_ZONE, formatPlainDate, type InstantInput } from '../../lib/format/dates.ts';
import { type Locale, localeTags, useLocaleStore } from '../../lib/i18n/i18n.ts';
import { browserTimeZone } from '../../lib/time/time-zone-match.ts';

export type InterviewTimeOptions = {
  /** The viewer's IANA zone; the browser's unless given (tests). */
  viewerZone?: string;
  locale?: Locale;
};

/** One moment or range written twice: in the viewer's zone and, unless it reads the same, in PT. */
export type InterviewTimeText = {
  /** '12/01/2026 9:00 AM – 10:00 AM GMT+3' (ru '01.12.2026 09:00–10:00 GMT+3'). */
  viewer: string;
  /** '11/30/2026 10:00 PM – 11:00 PM PT', or null when the viewer is in Pacific time. */
  pacific: string | null;
};

function toInstant(input: InstantInput): Temporal.Instant {
  if (input instanceof Temporal.Instant) return input;
  if (input instanceof Date) return Temporal.Instant.fromEpochMilliseconds(input.getTime());
  if (typeof input === 'number') return Temporal.Instant.fromEpochMilliseconds(input);
  return Temporal.Instant.from(input);
}

const pad = (n: number) => String(n).padStart(2, '0');

function clock(t: { hour: number; minute: number }, locale: Locale): string {
  if (locale === 'ru') return `${pad(t.hour)}:${pad(t.minute)}`;
  const hour12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${hour12}:${pad(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

/** The zone's short name at that moment ('GMT+3', 'EST'), in the locale's words. */
function zoneName(at: Temporal.Instant, zone: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat(localeTags[locale], {
    timeZone: zone,
    timeZoneName: 'short',
  }).formatToParts(at.epochMilliseconds);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

function rangeIn(
  start: Temporal.Instant,
  end: Temporal.Instant | null,
  zone: string,
  locale: Locale,
  suffix: string,
): string {
  const from = start.toZonedDateTimeISO(zone);
  const date = formatPlainDate(from.toPlainDate(), locale);
  if (!end) return `${date} ${clock(from, locale)} ${suffix}`;
  const to = end.toZonedDateTimeISO(zone);
  const sameDay = Temporal.PlainDate.compare(from.toPlainDate(), to.toPlainDate()) === 0;
  const until = sameDay
    ? clock(to, locale)
    : `${formatPlainDate(to.toPlainDate(), locale)} ${clock(to, locale)}`;
  return `${date} ${clock(from, locale)} – ${until} ${suffix}`;
}

/** The viewer's zone: the browser's. */
export function viewerTimeZone(): string {
  return browserTimeZone();
}

function isPacificAlike(zone: string, at: Temporal.Instant): boolean {
  if (zone === BUSINESS_TIME_ZONE) return true;
  return (
    at.toZonedDateTimeISO(zone).offsetNanoseconds ===
    at.toZonedDateTimeISO(BUSINESS_TIME_ZONE).offsetNanoseconds
  );
}

/** A range (or one moment when `endsAt` is null) in the viewer's zone and in PT. */
export function formatInterviewTime(
  startsAt: InstantInput,
  endsAt: InstantInput | null,
  options: InterviewTimeOptions = {},
): InterviewTimeText {
  const locale = options.locale ?? useLocaleStore.getState().locale;
  const zone = options.viewerZone ?? viewerTimeZone();
  const start = toInstant(startsAt);
  const end = endsAt === null ? null : toInstant(endsAt);
  const pacific = rangeIn(start, end, BUSINESS_TIME_ZONE, locale, 'PT');
  if (isPacificAlike(zone, start)) return { viewer: pacific, pacific: null };
  return { viewer: rangeIn(start, end, zone, locale, zoneName(start, zone, locale)), pacific };
}

/** Both lines in one: 'viewer (pacific)'. */
export function formatInterviewTimeInline(
  startsAt: InstantInput,
  endsAt: InstantInput | null,
  options: InterviewTimeOptions = {},
): string {
  const text = formatInterviewTime(startsAt, endsAt, options);
  return text.pacific ? `${text.viewer} (${text.pacific})` : text.viewer;
}

/** The calendar date ('2026-12-01') of a moment in a zone (the viewer's unless given). */
export function interviewDateIn(at: InstantInput, zone: string = viewerTimeZone()): string {
  return toInstant(at).toZonedDateTimeISO(zone).toPlainDate().toString();
}

/** A plain date with its weekday, in the locale's words: 'Tuesday, 12/01/2026' (ru 'вторник, 01.12.2026'). */
export function formatInterviewDate(date: string, locale: Locale = useLocaleStore.getState().locale): string {
  const plain = Temporal.PlainDate.from(date.slice(0, 10));
  const weekday = new Intl.DateTimeFormat(localeTags[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(plain.year, plain.month - 1, plain.day),
  );
  return `${weekday}, ${formatPlainDate(plain, locale)}`;
}
