import { Temporal } from 'temporal-polyfill';
import { formatUtc } from '../../../core/domain/icalendar.ts';
import { pacific, seasonOf } from '../../../server/db/seed/match-cycle-calendar.ts';
import type { MatchCycleValues } from '../pages/season-admin.ts';

/** The season the server is in now (registration opens in June): the one the new cycle joins. */
export const currentSeason = (): number => seasonOf(new Date());

/**
 * A full match cycle of `season` in the usual shape (registration in June, interviews from October,
 * rank lists two weeks before a February match, results on match day, vacancies the day after): every
 * date in the order business.md §3.1 asks for.
 */
export function seasonCycle(
  season: number,
  names: { specialty: string; shortName: string; matchName: string },
): MatchCycleValues {
  const next = season + 1;
  const on = (year: number, monthDay: string, time: string) => ({ date: `${year}-${monthDay}`, time });
  const matchDay = on(next, '02-18', '09:00');
  const resultsByEmail = on(next, '02-18', '09:15');
  return {
    specialty: names.specialty,
    year: String(season),
    shortName: names.shortName,
    matchName: names.matchName,
    hasCas: true,
    dates: {
      'Effective date': on(season, '05-01', '00:00'),
      'Applicant registration opens': on(season, '06-01', '08:00'),
      'Application review starts': on(season, '09-08', '08:00'),
      'Earliest application deadline': on(season, '09-01', '17:00'),
      'Interview season starts': on(season, '10-01', '08:00'),
      'Earliest interview invitation': on(season, '09-22', '08:00'),
      'Latest interview day': on(next, '01-15', '17:00'),
      'Programs rank list deadline': on(next, '02-03', '17:00'),
      'Applicants rank list deadline': on(next, '02-04', '17:00'),
      'Match date': matchDay,
      'Vacancies posted': on(next, '02-19', '10:00'),
    },
    casDeadline: `${season}-09-04`,
    trainingStarts: { month: 'July', year: String(next) },
    resultsOnline: {
      Programs: matchDay,
      Applicants: matchDay,
      'Medical schools': on(next, '02-18', '12:00'),
      Society: on(next, '02-19', '09:00'),
    },
    resultsByEmail: {
      Programs: resultsByEmail,
      Applicants: resultsByEmail,
      'Medical schools': on(next, '02-18', '12:15'),
      Society: on(next, '02-19', '09:15'),
    },
    fees: {
      'Applicant registration fee': '85',
      'Program registration fee': '1250.50',
      'Program annual membership fee': '400',
    },
    limits: {
      'Letters of reference': 3,
      'Interviews per day (at most)': 2,
      'Interviews per match cycle (at most)': 12,
      'Programs an applicant may signal (at most)': 5,
    },
    lorInstructions: 'Three letters, one from the program director of your core training.',
    psInstructions: 'One page: why this fellowship, and what you bring to it.',
  };
}

/** The UTC DTSTART an iCalendar feed gives a Pacific wall-clock moment ('20270218T170000Z'). */
export function utcStamp(moment: { date: string; time: string }): string {
  return formatUtc(pacific(Temporal.PlainDate.from(moment.date), moment.time));
}

/** The VEVENTs of an iCalendar text, each as its property lines (unfolded) by name. */
export function parseICalendarEvents(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}
