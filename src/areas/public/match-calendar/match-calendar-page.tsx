import { useMemo } from 'react';
import { calendarStructuredData, upcomingEvents } from '../../../features/match-calendar/calendar-months.ts';
import { FilteredMatchCalendar } from '../../../features/match-calendar/match-calendar-filters.tsx';
import { SubscribeBlock } from '../../../features/match-calendar/subscribe-block.tsx';
import { useMatchCalendar } from '../../../features/match-calendar/use-match-calendar.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';

const calendarKeywords = ['match calendar', 'Match Day', 'rank list deadline', 'residency', 'fellowship'];

/** The public match calendar (business.md §2.1 /match-calendar): every specialty's season dates. */
export function MatchCalendarPage() {
  const t = useT();
  const state = useMatchCalendar();
  // Structured data of the upcoming events, for search engines (platform.md §2 page metadata).
  const structuredData = useMemo(() => {
    const upcoming = upcomingEvents(state.months, new Date());
    if (upcoming.length === 0) return undefined;
    return calendarStructuredData(upcoming, new URL('/match-calendar', window.location.origin).href);
  }, [state.months]);
  return (
    <Page
      title={t('PageMatchCalendar')}
      description={t('CalDescription')}
      keywords={calendarKeywords}
      structuredData={structuredData}
    >
      <p className="lead">{t('CalDescription')}</p>
      <FilteredMatchCalendar state={state} />
      <SubscribeBlock specialtyId={state.specialtyId} />
    </Page>
  );
}
