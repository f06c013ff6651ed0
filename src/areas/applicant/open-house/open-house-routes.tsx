import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const OpenHouseToursPage = lazyPage(() => import('./open-house-tours-page.tsx'), 'OpenHouseToursPage');

/** The applicant's open house tours of a cycle (issue 15), loaded on first visit. */
export const openHouseRoutes: ReactElement[] = [
  <Route
    key="open-house-tours"
    path="/applicant/:matchCycleCode/open-house-tours/:programCode?"
    component={OpenHouseToursPage}
  />,
];
