import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { ProgramMatchResultPage } from './program-match-result-page.tsx';
import { ProgramRankListPage } from './program-rank-list-page.tsx';
import { ProgramUserLandingPage } from './program-user-landing-page.tsx';

/** The program user area's pages. Each element is a wouter <Route> with a unique key. */
export const programUserRoutes: ReactElement[] = [
  <Route key="landing" path="/program-user/landing" component={ProgramUserLandingPage} />,
  <Route
    key="rank-list"
    path="/program-user/:matchCycleCode/:programCode/rank-list"
    component={ProgramRankListPage}
  />,
  <Route
    key="match-result"
    path="/program-user/:matchCycleCode/:programCode/match-result"
    component={ProgramMatchResultPage}
  />,
];
