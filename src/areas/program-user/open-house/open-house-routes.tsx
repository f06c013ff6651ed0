import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { OpenHouseSchedulerPage } from './open-house-scheduler-page.tsx';

/** The program's open house scheduler (issue 15): its tours, a tour's form and who registered. */
export const openHouseRoutes: ReactElement[] = [
  <Route
    key="open-house-scheduler"
    path="/program-user/:matchCycleCode/:programCode/open-house-scheduler/:id?"
    component={OpenHouseSchedulerPage}
  />,
];
