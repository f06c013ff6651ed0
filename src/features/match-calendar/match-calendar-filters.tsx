import type { ReactNode } from 'react';
import type { CalendarEvent } from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { MatchCalendarView } from './match-calendar-view.tsx';
import type { MatchCalendarState } from './use-match-calendar.ts';

const ALL = 'all';

/** Season and specialty of the calendar; the specialty list starts with 'All' (business.md §9). */
export function MatchCalendarFilters({ state }: { state: MatchCalendarState }) {
  const t = useT();
  return (
    <>
      <SelectField
        label={t('CalSeason')}
        options={state.seasonOptions}
        value={state.year}
        onChange={(value) => state.setYear(value)}
      />
      <SelectField
        label={t('CalSpecialty')}
        options={[{ value: ALL, label: t('CalAll') }, ...state.specialties.options]}
        value={state.specialtyId ? String(state.specialtyId) : ALL}
        onChange={(value) => state.setSpecialtyId(value && value !== ALL ? Number(value) : null)}
      />
    </>
  );
}

/** The calendar of the URL's season, specialty and month, with its filters (public and admin pages). */
export function FilteredMatchCalendar({
  state,
  eventActions,
}: {
  state: MatchCalendarState;
  eventActions?: (event: CalendarEvent) => ReactNode;
}) {
  return (
    <MatchCalendarView
      months={state.months}
      monthIndex={state.monthIndex}
      onMonthChange={state.setMonthIndex}
      isLoading={state.isLoading}
      filters={<MatchCalendarFilters state={state} />}
      {...(eventActions ? { eventActions } : {})}
    />
  );
}
