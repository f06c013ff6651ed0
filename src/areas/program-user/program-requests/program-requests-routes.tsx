import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { ProgramRequestsPage } from './program-requests-page.tsx';

/** The requests applicants sent the program (issue 15). */
export const programRequestRoutes: ReactElement[] = [
  <Route
    key="program-requests"
    path="/program-user/:matchCycleCode/:programCode/program-requests"
    component={ProgramRequestsPage}
  />,
];
