import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { ProgramApplicationPage } from './application-page.tsx';
import { ProgramApplicantsPage, ProgramApplicationsPage } from './applications-list-page.tsx';

/** The program's review (issue 15): the applications and applicants lists, one application and its CAS history. */
export const reviewRoutes: ReactElement[] = [
  <Route
    key="review-application"
    path="/program-user/:matchCycleCode/:programCode/applications/:applicationId/:tab?"
    component={ProgramApplicationPage}
  />,
  <Route
    key="review-applications"
    path="/program-user/:matchCycleCode/:programCode/applications"
    component={ProgramApplicationsPage}
  />,
  <Route
    key="review-applicants"
    path="/program-user/:matchCycleCode/:programCode/applicants"
    component={ProgramApplicantsPage}
  />,
];
