/**
 * The match calendar of business.md §3.2: events derived from match cycles, grouped by year+month and
 * then by day. Days are Pacific dates, since every match cycle instant is a Pacific wall-clock time.
 */
import { Temporal } from 'temporal-polyfill';
import type {
  CalendarEvent,
  CalendarEventType,
  CalendarMonth,
} from '../contracts/match-cycles/match-cycles.contract.ts';
import { usPublicHolidays } from './public-holidays.ts';

export const businessTimeZone = 'America/Los_Angeles';

export type CalendarCycle = {
  id: number;
  yearCode: string;
  specialtyId: number;
  specialtyName: string;
  specialtyPrefixUrl: string;
  specialtyType: string;
  color: string;
  casDeadlineDate: string | null;
  registrationDate: Date | null;
  programsRankListDeadlineDate: Date | null;
  applicantsRankListDeadlineDate: Date | null;
  matchDate: Date | null;
  vacanciesPostedDate: Date | null;
};

export const calendarEventLabels: Record<CalendarEventType, string> = {
  Custom: 'Event',
  ApplicantRegistrationStart: 'Applicant registration opens',
  CasTarget: 'CAS target date',
  ProgramsRankListDeadline: 'Programs rank list deadline',
  ApplicantsRankListDeadline: 'Applicants rank list deadline',
  MatchDate: 'Match Day',
  VacanciesPosted: 'Vacancies posted',
  PublicHoliday: 'Public holiday',
};

const pacificDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Pacific calendar date (YYYY-MM-DD) of an instant. */
export function pacificDateOf(instant: Date): string {
  return pacificDate.format(instant);
}

/** The events of one cycle, in the order of the season. */
export function cycleEvents(cycle: CalendarCycle): CalendarEvent[] {
  const instants: [CalendarEventType, Date | null][] = [
    ['ApplicantRegistrationStart', cycle.registrationDate],
    ['ProgramsRankListDeadline', cycle.programsRankListDeadlineDate],
    ['ApplicantsRankListDeadline', cycle.applicantsRankListDeadlineDate],
    ['MatchDate', cycle.matchDate],
    ['VacanciesPosted', cycle.vacanciesPostedDate],
  ];
  const base = {
    matchCycleId: cycle.id,
    specialtyId: cycle.specialtyId,
    specialtyName: cycle.specialtyName,
    specialtyPrefixUrl: cycle.specialtyPrefixUrl,
    specialtyType: cycle.specialtyType,
    color: cycle.color,
  };
  const event = (type: CalendarEventType, start: string, allDay: boolean): CalendarEvent => ({
    id: `${cycle.id}-${type}`,
    customEventId: null,
    type,
    title: `${cycle.specialtyName} ${cycle.yearCode}: ${calendarEventLabels[type]}`,
    description: null,
    start,
    end: null,
    allDay,
    ...base,
  });
  const events = instants.flatMap(([type, date]) => (date ? [event(type, date.toISOString(), false)] : []));
  if (cycle.casDeadlineDate) events.push(event('CasTarget', cycle.casDeadlineDate, true));
  return events;
}

/** The Pacific date an event falls on. */
export function eventDate(event: CalendarEvent): string {
  return event.allDay ? event.start : pacificDateOf(new Date(event.start));
}

export const publicHolidayColor = '#E0E0E0';

/** The events plus the public holidays of the months they fall in (a calendar shows whole months). */
export function withPublicHolidays(events: readonly CalendarEvent[]): CalendarEvent[] {
  const months = new Set(events.map((event) => eventDate(event).slice(0, 7)));
  const years = new Set([...months].map((month) => Number(month.slice(0, 4))));
  const holidays = [...years]
    .flatMap(usPublicHolidays)
    .filter((holiday) => months.has(holiday.date.slice(0, 7)))
    .map(
      (holiday): CalendarEvent => ({
        id: `holiday-${holiday.date}`,
        matchCycleId: null,
        customEventId: null,
        type: 'PublicHoliday',
        title: holiday.name,
        description: null,
        start: holiday.date,
        end: null,
        allDay: true,
        specialtyId: null,
        specialtyName: null,
        specialtyPrefixUrl: null,
        specialtyType: null,
        color: publicHolidayColor,
      }),
    );
  return [...events, ...holidays];
}

/** A custom event as stored, with its specialty when it has one (business.md §3.2, event type Custom). */
export type CalendarCustomEvent = {
  id: number;
  title: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date | null;
  specialtyId: number | null;
  specialtyName: string | null;
  specialtyPrefixUrl: string | null;
  specialtyType: string | null;
  color: string | null;
};

/** The colour of a custom event meant for every specialty (a specialty's own events take its colour). */
export const allSpecialtiesColor = '#FFD180';

export function customEvent(row: CalendarCustomEvent): CalendarEvent {
  return {
    id: `custom-${row.id}`,
    matchCycleId: null,
    customEventId: row.id,
    type: 'Custom',
    title: row.title,
    description: row.description,
    start: row.startsAt.toISOString(),
    end: row.endsAt ? row.endsAt.toISOString() : null,
    allDay: false,
    specialtyId: row.specialtyId,
    specialtyName: row.specialtyName,
    specialtyPrefixUrl: row.specialtyPrefixUrl,
    specialtyType: row.specialtyType,
    color: row.color ?? allSpecialtiesColor,
  };
}

/** Pacific midnight of a plain date, as an instant. */
function pacificMidnight(date: Temporal.PlainDate): Date {
  return new Date(date.toZonedDateTime({ timeZone: businessTimeZone }).epochMilliseconds);
}

/** The instants [from, before) of an inclusive range of Pacific dates ('2026-11-01'…'2026-11-30'); either end open. */
export function pacificDateRange(from?: string, to?: string): { from?: Date; before?: Date } {
  return {
    ...(from ? { from: pacificMidnight(Temporal.PlainDate.from(from)) } : {}),
    ...(to ? { before: pacificMidnight(Temporal.PlainDate.from(to).add({ days: 1 })) } : {}),
  };
}

/**
 * The instants [from, to) of the whole Pacific months a season's events fall in: a season's calendar
 * shows the custom events of those months. A season without events covers its calendar year.
 */
export function seasonWindow(events: readonly CalendarEvent[], yearCode: string): { from: Date; to: Date } {
  const months = events.map((event) => eventDate(event).slice(0, 7)).sort();
  const first = months[0] ?? `${yearCode}-01`;
  const last = months.at(-1) ?? `${yearCode}-12`;
  const start = Temporal.PlainDate.from(`${first}-01`);
  const end = Temporal.PlainDate.from(`${last}-01`).add({ months: 1 });
  return { from: pacificMidnight(start), to: pacificMidnight(end) };
}

/** Months in order, each with its days in order; events of a day by time, then specialty. */
export function groupCalendar(events: readonly CalendarEvent[]): CalendarMonth[] {
  const sorted = events
    .map((event) => ({ event, date: eventDate(event) }))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        Number(b.event.allDay) - Number(a.event.allDay) ||
        a.event.start.localeCompare(b.event.start) ||
        (a.event.specialtyName ?? '').localeCompare(b.event.specialtyName ?? '') ||
        a.event.id.localeCompare(b.event.id),
    );
  const months: CalendarMonth[] = [];
  for (const { event, date } of sorted) {
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    let current = months.at(-1);
    if (!current || current.year !== year || current.month !== month) {
      current = { year, month, days: [] };
      months.push(current);
    }
    let day = current.days.at(-1);
    if (!day || day.date !== date) {
      day = { date, events: [] };
      current.days.push(day);
    }
    day.events.push(event);
  }
  return months;
}
