import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const InterviewListPage = lazyPage(() => import('./interview-list-page.tsx'), 'InterviewListPage');
const InterviewSchedulePage = lazyPage(
  () => import('./interview-schedule-page.tsx'),
  'InterviewSchedulePage',
);
const InvitationDetailsPage = lazyPage(
  () => import('./invitation-details-page.tsx'),
  'InvitationDetailsPage',
);

/**
 * INTERVIEWS (issue 15, business.md §2.2): the interview list, the interview schedule with its
 * sections (the phone's one-section pages under m/), and an invitation's details. The schedule's
 * addresses share one key, so moving between sections keeps the page (and its data) mounted.
 */
export const interviewRoutes: ReactElement[] = [
  <Route
    key="interview-list"
    path="/applicant/:matchCycleCode/interview-list"
    component={InterviewListPage}
  />,
  <Route
    key="invitation-details"
    path="/applicant/:matchCycleCode/interview-schedule/invitation-details/:id"
    component={InvitationDetailsPage}
  />,
  <Route
    key="interview-schedule"
    path="/applicant/:matchCycleCode/interview-schedule/m/:section"
    component={InterviewSchedulePage}
  />,
  <Route
    key="interview-schedule"
    path="/applicant/:matchCycleCode/interview-schedule/:section?"
    component={InterviewSchedulePage}
  />,
];
