import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { MatchCycleCalendarPage } from './match-cycle-calendar-page.tsx';

/** MATCH CYCLE CALENDAR. Each element is a wouter <Route> with a unique key. */
export const matchCycleCalendarRoutes: ReactElement[] = [
  <Route key="match-cycle-calendar" path="/admin/match-cycle-calendar" component={MatchCycleCalendarPage} />,
];
