import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const ProgramRequestsPage = lazyPage(() => import('./program-requests-page.tsx'), 'ProgramRequestsPage');
const ProgramRequestFormPage = lazyPage(
  () => import('./program-request-form-page.tsx'),
  'ProgramRequestFormPage',
);

/** The applicant's requests to programs (issue 15, business.md §2.2 program-requests), loaded on first visit. */
export const programRequestRoutes: ReactElement[] = [
  <Route
    key="program-request-create"
    path="/applicant/:matchCycleCode/program-requests/create"
    component={ProgramRequestFormPage}
  />,
  <Route
    key="program-request-update"
    path="/applicant/:matchCycleCode/program-requests/update/:id"
    component={ProgramRequestFormPage}
  />,
  <Route
    key="program-requests"
    path="/applicant/:matchCycleCode/program-requests"
    component={ProgramRequestsPage}
  />,
];
