import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { SocietyAdditionalInfoPage } from './society-additional-info-page.tsx';
import { SocietyInfoPage } from './society-info-page.tsx';
import { SocietyMatchResultsPage, SocietyProgramMatchResultPage } from './society-match-results-pages.tsx';
import { SocietyProfilePage } from './society-profile-page.tsx';
import { SocietyProgramPage } from './society-program-page.tsx';
import { SocietyProgramsDirectoryPage } from './society-programs-directory-page.tsx';
import { SocietyProgramsPage } from './society-programs-page.tsx';
import { SocietySummaryPage } from './society-summary-page.tsx';

/**
 * The pages that sit beside the area file: summary, programs, match results, society information and profile.
 * Each element is a wouter <Route> with a unique key.
 */
export const societyUserRoutes: ReactElement[] = [
  <Route key="summary" path="/society-user/summary" component={SocietySummaryPage} />,
  <Route key="programs" path="/society-user/programs" component={SocietyProgramsPage} />,
  <Route key="program" path="/society-user/programs/:id/:tab?" component={SocietyProgramPage} />,
  <Route
    key="programs-directory"
    path="/society-user/programs-directory"
    component={SocietyProgramsDirectoryPage}
  />,
  <Route key="match-results" path="/society-user/match-results" component={SocietyMatchResultsPage} />,
  <Route
    key="program-match-result"
    path="/society-user/match-results/:programId"
    component={SocietyProgramMatchResultPage}
  />,
  <Route key="society-info" path="/society-user/society-info" component={SocietyInfoPage} />,
  <Route
    key="additional-info"
    path="/society-user/additional-info/:pageId?"
    component={SocietyAdditionalInfoPage}
  />,
  <Route key="profile" path="/society-user/profile/:action?" component={SocietyProfilePage} />,
];
