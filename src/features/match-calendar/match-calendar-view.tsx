import type { ReactNode } from 'react';
import type {
  CalendarEvent,
  CalendarEventType,
  CalendarMonth,
} from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { formatMonthYear, formatTime } from '../../lib/format/dates.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { monthKey } from './calendar-months.ts';
import './match-calendar.css';

export const eventTypeLabels: Record<CalendarEventType, TranslationKey> = {
  Custom: 'CalTypeCustom',
  ApplicantRegistrationStart: 'CalTypeApplicantRegistrationStart',
  CasTarget: 'CalTypeCasTarget',
  ProgramsRankListDeadline: 'CalTypeProgramsRankListDeadline',
  ApplicantsRankListDeadline: 'CalTypeApplicantsRankListDeadline',
  MatchDate: 'CalTypeMatchDate',
  VacanciesPosted: 'CalTypeVacanciesPosted',
  PublicHoliday: 'CalTypePublicHoliday',
};

const dayHeading = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Tuesday, September 15' of a plain date (read at UTC noon, so no zone moves the day). */
export function formatDayHeading(date: string): string {
  return dayHeading.format(new Date(`${date}T12:00:00Z`));
}

/** '9:00 AM PT', '9:00 AM PT – 10:30 AM PT', or 'All day'. */
function eventTime(event: CalendarEvent, allDay: string): string {
  if (event.allDay) return allDay;
  return event.end ? `${formatTime(event.start)} – ${formatTime(event.end)}` : formatTime(event.start);
}

export type MatchCalendarViewProps = {
  months: readonly CalendarMonth[];
  /** The index of the month shown (-1 when there is none). */
  monthIndex: number;
  onMonthChange: (index: number) => void;
  isLoading?: boolean;
  /** Filters above the month (season, specialty). */
  filters?: ReactNode;
  /** Extra controls of an event (the admin's edit and delete of custom events). */
  eventActions?: (event: CalendarEvent) => ReactNode;
};

/** One month of the match calendar at a time, by day; each event with its specialty colour and type. */
export function MatchCalendarView({
  months,
  monthIndex,
  onMonthChange,
  isLoading = false,
  filters,
  eventActions,
}: MatchCalendarViewProps) {
  const t = useT();
  const month = months[monthIndex];
  return (
    <section className="match-calendar" aria-busy={isLoading || undefined}>
      {filters ? <div className="calendar-filters">{filters}</div> : null}
      <nav className="calendar-month-nav" aria-label={t('CalMonthNav')}>
        <Button
          variant="secondary"
          isDisabled={monthIndex <= 0}
          onPress={() => onMonthChange(monthIndex - 1)}
          aria-label={t('CalPreviousMonth')}
        >
          ‹
        </Button>
        <h2 className="calendar-month-title" aria-live="polite">
          {month ? formatMonthYear(`${monthKey(month)}-01`) : ''}
        </h2>
        <Button
          variant="secondary"
          isDisabled={monthIndex < 0 || monthIndex >= months.length - 1}
          onPress={() => onMonthChange(monthIndex + 1)}
          aria-label={t('CalNextMonth')}
        >
          ›
        </Button>
      </nav>
      {month ? (
        <ol className="calendar-days">
          {month.days.map((day) => (
            <li key={day.date} className="calendar-day">
              <h3 className="calendar-day-title">
                <time dateTime={day.date}>{formatDayHeading(day.date)}</time>
              </h3>
              <ul className="calendar-events">
                {day.events.map((event) => (
                  <li
                    key={event.id}
                    className={`calendar-event calendar-event-${event.type}`}
                    style={{ borderInlineStartColor: event.color }}
                  >
                    <span className="calendar-event-time">{eventTime(event, t('CalAllDay'))}</span>
                    <span className="calendar-event-type">{t(eventTypeLabels[event.type])}</span>
                    <span className="calendar-event-title">{event.title}</span>
                    {event.type === 'Custom' ? (
                      <span className="calendar-event-specialty">
                        <span
                          className="calendar-swatch"
                          style={{ background: event.color }}
                          aria-hidden="true"
                        />
                        {event.specialtyName ?? t('CalAllSpecialties')}
                      </span>
                    ) : null}
                    {event.description ? (
                      <p className="calendar-event-description">{event.description}</p>
                    ) : null}
                    {eventActions ? eventActions(event) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : (
        <p className="calendar-empty">{isLoading ? t('Loading') : t('CalNoEvents')}</p>
      )}
    </section>
  );
}
