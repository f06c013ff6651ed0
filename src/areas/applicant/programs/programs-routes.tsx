import type { ReactElement } from 'react';
import { Redirect, Route, useParams } from 'wouter';
import { programsTabHref } from '../../../features/program-directory/program-links.ts';
import { lazyPage } from '../../../lib/lazy-page.ts';

const ProgramsPage = lazyPage(() => import('./programs-page.tsx'), 'ProgramsPage');
const ProgramDetailsPage = lazyPage(() => import('./program-details-page.tsx'), 'ProgramDetailsPage');

function ToDirectory() {
  const { matchCycleCode } = useParams<{ matchCycleCode: string }>();
  return <Redirect to={programsTabHref(matchCycleCode)} replace />;
}

/**
 * DIRECTORY: programs directory tabs and program pages (business.md §2.2 programs/:tab).
 * Each element is a wouter <Route> with a unique key.
 */
export const programRoutes: ReactElement[] = [
  <Route
    key="programs-details"
    path="/applicant/:matchCycleCode/programs/directory/:programId"
    component={ProgramDetailsPage}
  />,
  <Route key="programs-tab" path="/applicant/:matchCycleCode/programs/:tab" component={ProgramsPage} />,
  <Route key="programs" path="/applicant/:matchCycleCode/programs" component={ToDirectory} />,
];
