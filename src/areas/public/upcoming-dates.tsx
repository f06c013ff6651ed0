import type {
  CalendarEvent,
  CalendarMonth,
} from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { formatDateTime, formatPlainDate, todayInPacific } from '../../lib/format/dates.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Link } from '../../ui/link.tsx';

const UPCOMING_COUNT = 6;

/** The next season dates of every specialty (public holidays left out: they are not match dates). */
export function upcomingEvents(months: readonly CalendarMonth[], now: Date): CalendarEvent[] {
  const today = todayInPacific(now).toString();
  return months
    .flatMap((month) => month.days.flatMap((day) => day.events))
    .filter((event) => event.type !== 'PublicHoliday')
    .filter((event) =>
      event.allDay ? event.start.slice(0, 10) >= today : Date.parse(event.start) >= now.getTime(),
    )
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
    .slice(0, UPCOMING_COUNT);
}

/** The home's next season dates, from the calendar the home page fetched. */
export function UpcomingDates({ months }: { months: readonly CalendarMonth[] }) {
  const t = useT();
  const events = upcomingEvents(months, new Date());
  return (
    <section className="card stack" aria-labelledby="home-upcoming">
      <h2 id="home-upcoming">{t('HomeUpcomingDates')}</h2>
      {events.length === 0 ? (
        <p>{t('HomeUpcomingNone')}</p>
      ) : (
        <ul className="upcoming-dates">
          {events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.start}>
                {event.allDay ? formatPlainDate(event.start) : formatDateTime(event.start)}
              </time>{' '}
              <span className="upcoming-swatch" style={{ background: event.color }} aria-hidden="true" />
              <span>
                {event.specialtyName ? `${event.specialtyName}: ` : ''}
                {event.title}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/match-calendar">{t('HomeFullCalendar')}</Link>
      </p>
    </section>
  );
}
