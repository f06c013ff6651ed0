/**
 * The match calendar of business.md §3.2: events derived from match cycles, grouped by year+month and
 * then by day. Days are Pacific dates, since every match cycle instant is a Pacific wall-clock time.
 */
import type { CalendarEvent, CalendarEventType, CalendarMonth } from '../contracts/match-cycles.contract.ts';
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
    type,
    title: `${cycle.specialtyName} ${cycle.yearCode}: ${calendarEventLabels[type]}`,
    start,
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
        type: 'PublicHoliday',
        title: holiday.name,
        start: holiday.date,
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
