import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

// Lazy: the video room rides only with the dashboard.
const ProgramMeetingDashboardPage = lazyPage(
  () => import('./meeting-dashboard-page.tsx'),
  'ProgramMeetingDashboardPage',
);

/** The meeting dashboard of an interview time range (issue 17); its tabs and rooms share one key. */
export const meetingsRoutes: ReactElement[] = [
  <Route
    key="meeting-dashboard"
    path="/program-user/:matchCycleCode/:programCode/meetings/dashboard/:timeRangeId/:tab?/:roomId?"
    component={ProgramMeetingDashboardPage}
  />,
];
