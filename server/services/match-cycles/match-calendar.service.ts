import type {
  CalendarFilter,
  CalendarMonth,
} from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { writeICalendar } from '../../../core/domain/icalendar.ts';
import {
  customEvent,
  cycleEvents,
  groupCalendar,
  seasonWindow,
  withPublicHolidays,
} from '../../../core/domain/match-calendar.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import { listCalendarCustomEvents } from '../../db/repositories/match-calendar-events.repository.ts';
import { listCalendarCycles } from '../../db/repositories/match-cycles.repository.ts';

export type MatchCalendarService = ReturnType<typeof createMatchCalendarService>;

export const calendarName = 'Matchline match calendar';

/** The public match calendar (business.md §3.2) and its iCalendar feed. */
export function createMatchCalendarService(deps: { db: DbExecutor; clock: Clock; publicUrl: string }) {
  const { db } = deps;

  /** The cycles' dates, the custom events (of the specialty plus those for all) and the public holidays. */
  async function events(filter: CalendarFilter) {
    const cycles = (await listCalendarCycles(db, filter)).flatMap(cycleEvents);
    // A season shows the custom events of the months its dates cover.
    const window = filter.year ? seasonWindow(cycles, filter.year) : {};
    const custom = await listCalendarCustomEvents(db, { specialtyId: filter.specialtyId, ...window });
    return withPublicHolidays([...cycles, ...custom.map(customEvent)]);
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
          ...(event.description ? { description: event.description } : {}),
          url: `${base}/match-calendar`,
          start: event.allDay ? { date: event.start } : { instant: new Date(event.start) },
          ...(event.end ? { end: new Date(event.end) } : {}),
        })),
      });
    },
  };
}
