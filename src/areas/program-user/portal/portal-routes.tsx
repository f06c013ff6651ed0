import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { JoinToProgramPage } from './join-to-program-page.tsx';
import { MyProgramPage } from './my-program-page.tsx';
import { ProgramHomePage } from './program-home-page.tsx';
import { ProgramProfilePage } from './program-profile-page.tsx';
import { ProgramSpecialtyInfoPage } from './program-specialty-info-page.tsx';
import { ProgramSummaryPage } from './program-summary-page.tsx';
import { ProgramsDirectoryPage } from './programs-directory-page.tsx';
import { RequestsInvitationsPage } from './requests-invitations-page.tsx';

/**
 * The program portal (issue 15, business.md §2.3): home, profile, summary, directory, joining another
 * program, specialty information; the program's own pages (my-program) and its requests. The
 * notification settings page is the message centre's (messaging-routes.tsx).
 */
export const portalRoutes: ReactElement[] = [
  <Route key="home" path="/program-user/:matchCycleCode/:programCode/home" component={ProgramHomePage} />,
  <Route
    key="programs-directory"
    path="/program-user/:matchCycleCode/:programCode/programs-directory"
    component={ProgramsDirectoryPage}
  />,
  <Route
    key="profile"
    path="/program-user/:matchCycleCode/:programCode/profile/:action?"
    component={ProgramProfilePage}
  />,
  <Route
    key="summary"
    path="/program-user/:matchCycleCode/:programCode/summary"
    component={ProgramSummaryPage}
  />,
  <Route
    key="join-to-program"
    path="/program-user/:matchCycleCode/:programCode/join-to-program"
    component={JoinToProgramPage}
  />,
  <Route
    key="specialty-info"
    path="/program-user/:matchCycleCode/:programCode/specialty-info/:pageId?"
    component={ProgramSpecialtyInfoPage}
  />,
  <Route key="my-program" path="/program-user/:programCode/my-program/:id/:tab?" component={MyProgramPage} />,
  <Route
    key="requests-invitations"
    path="/program-user/:programCode/requests-invitations/:tab?"
    component={RequestsInvitationsPage}
  />,
];
