import type { CalendarFilter, CalendarMonth } from '../../../core/contracts/match-cycles.contract.ts';
import { writeICalendar } from '../../../core/domain/icalendar.ts';
import { cycleEvents, groupCalendar, withPublicHolidays } from '../../../core/domain/match-calendar.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import { listCalendarCycles } from '../../db/repositories/match-cycles.repository.ts';

export type MatchCalendarService = ReturnType<typeof createMatchCalendarService>;

export const calendarName = 'Matchline match calendar';

/** The public match calendar (business.md §3.2) and its iCalendar feed. */
export function createMatchCalendarService(deps: { db: DbExecutor; clock: Clock; publicUrl: string }) {
  const { db } = deps;

  async function events(filter: CalendarFilter) {
    return withPublicHolidays((await listCalendarCycles(db, filter)).flatMap(cycleEvents));
  }

  return {
    async calendar(filter: CalendarFilter): Promise<CalendarMonth[]> {
      return groupCalendar(await events(filter));
    },

    async feed(filter: CalendarFilter): Promise<string> {
      const base = deps.publicUrl.replace(/\/+$/, '');
      return writeICalendar({
        name: calendarName,
        prodId: '-//Matchline//Match calendar//EN',
        stamp: deps.clock.now(),
        events: (await events(filter)).map((event) => ({
          uid: `${event.id}@matchline`,
          summary: event.title,
          url: `${base}/match-calendar`,
          start: event.allDay ? { date: event.start } : { instant: new Date(event.start) },
        })),
      });
    },
  };
}
