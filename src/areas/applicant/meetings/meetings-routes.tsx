import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const ApplicantMeetingDashboardPage = lazyPage(
  () => import('./meeting-dashboard-page.tsx'),
  'ApplicantMeetingDashboardPage',
);

/** The applicant's meeting dashboard of an interview time range (issue 17, business.md §2.2). */
export const meetingRoutes: ReactElement[] = [
  <Route
    key="meeting-dashboard"
    path="/applicant/:matchCycleCode/meetings/dashboard/:timeRangeId/:tab?/:roomId?"
    component={ApplicantMeetingDashboardPage}
  />,
];
