import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const MatchCalendarPage = lazyPage(() => import('./match-calendar-page.tsx'), 'MatchCalendarPage');

/** MATCH CALENDAR. Each element is a wouter <Route> with a unique key. */
export const matchCalendarRoutes: ReactElement[] = [
  <Route key="match-calendar" path="/match-calendar" component={MatchCalendarPage} />,
];
