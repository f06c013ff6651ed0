/**
 * What the calendar page shows of the server's months (business.md §3.2: grouped by year+month, then
 * by day): which month opens first, and the structured data (schema.org Event) of the upcoming events.
 */
import type {
  CalendarEvent,
  CalendarMonth,
} from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { eventDate, pacificDateOf } from '../../../core/domain/match-calendar.ts';

export const monthKey = (month: Pick<CalendarMonth, 'year' | 'month'>) =>
  `${month.year}-${String(month.month).padStart(2, '0')}`;

/** The month to open: the one asked for, else this Pacific month, else the next one with events, else the last. */
export function openingMonthIndex(
  months: readonly CalendarMonth[],
  now: Date,
  wanted?: string | null,
): number {
  if (months.length === 0) return -1;
  if (wanted) {
    const asked = months.findIndex((month) => monthKey(month) === wanted);
    if (asked >= 0) return asked;
  }
  const today = pacificDateOf(now).slice(0, 7);
  const next = months.findIndex((month) => monthKey(month) >= today);
  return next >= 0 ? next : months.length - 1;
}

/** The events from today (Pacific) on, in calendar order, at most `limit`. */
export function upcomingEvents(months: readonly CalendarMonth[], now: Date, limit = 20): CalendarEvent[] {
  const today = pacificDateOf(now);
  return months
    .flatMap((month) => month.days)
    .filter((day) => day.date >= today)
    .flatMap((day) => day.events)
    .slice(0, limit);
}

/** schema.org Event data of the upcoming events (platform.md §2 page metadata: structured data). */
export function calendarStructuredData(
  events: readonly CalendarEvent[],
  pageUrl: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@graph': events.map((event) => ({
      '@type': 'Event',
      name: event.title,
      startDate: event.allDay ? eventDate(event) : event.start,
      ...(event.end ? { endDate: event.end } : {}),
      ...(event.description ? { description: event.description } : {}),
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation', url: pageUrl },
      organizer: { '@type': 'Organization', name: 'Matchline', url: new URL('/', pageUrl).href },
    })),
  };
}

/** The feed address of a specialty (or of every specialty): a subscription follows every season. */
export function feedUrl(origin: string, specialtyId: number | null): string {
  const url = new URL('/api/match-calendar.ics', origin);
  if (specialtyId) url.searchParams.set('specialtyId', String(specialtyId));
  return url.href;
}

/** The same address for calendar apps that subscribe through webcal:. */
export function webcalUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:/, 'webcal:');
}
