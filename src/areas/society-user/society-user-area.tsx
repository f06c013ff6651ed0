import { Redirect, Route, Switch } from 'wouter';
import { SocietyContextPicker } from '../../features/society-context/society-context-picker.tsx';
import { useSocietyContextLoader } from '../../features/society-context/use-society-context.ts';
import { NotFound } from '../../ui/not-found.tsx';
import { SocietyProgramRequestCreatePage } from './requests/society-program-request-create-page.tsx';
import { SocietyRequestsPage } from './requests/society-requests-page.tsx';
import { SocietyAdditionalInfoPage } from './society-additional-info-page.tsx';
import { SocietyInfoPage } from './society-info-page.tsx';
import { SocietyMatchResultsPage, SocietyProgramMatchResultPage } from './society-match-results-pages.tsx';
import { SocietyProfilePage } from './society-profile-page.tsx';
import { SocietyProgramPage } from './society-program-page.tsx';
import { SocietyProgramsDirectoryPage } from './society-programs-directory-page.tsx';
import { SocietyProgramsPage } from './society-programs-page.tsx';
import { SocietySummaryPage } from './society-summary-page.tsx';

/** The society user area (business.md §2.5): every page works in the specialty and cycle chosen above it. */
export function SocietyUserArea() {
  useSocietyContextLoader();
  return (
    <>
      <SocietyContextPicker />
      <Switch>
        <Route path="/society-user">
          <Redirect to="/society-user/summary" replace />
        </Route>
        <Route path="/society-user/summary" component={SocietySummaryPage} />
        <Route path="/society-user/programs" component={SocietyProgramsPage} />
        <Route path="/society-user/programs/:id/:tab?" component={SocietyProgramPage} />
        <Route path="/society-user/programs-directory" component={SocietyProgramsDirectoryPage} />
        <Route path="/society-user/match-results" component={SocietyMatchResultsPage} />
        <Route path="/society-user/match-results/:programId" component={SocietyProgramMatchResultPage} />
        <Route path="/society-user/society-info" component={SocietyInfoPage} />
        <Route path="/society-user/additional-info/:pageId?" component={SocietyAdditionalInfoPage} />
        <Route path="/society-user/profile/:action?" component={SocietyProfilePage} />
        <Route path="/society-user/requests">
          <Redirect to="/society-user/requests/program-registration-requests" replace />
        </Route>
        <Route path="/society-user/requests/program-registration-requests">
          <SocietyRequestsPage kind="ProgramRegistration" />
        </Route>
        <Route
          path="/society-user/requests/program-registration-requests/create"
          component={SocietyProgramRequestCreatePage}
        />
        <Route path="/society-user/requests/program-name-change-requests">
          <SocietyRequestsPage kind="ProgramRename" />
        </Route>
        <Route path="/society-user/requests/program-positions-count-change-requests">
          <SocietyRequestsPage kind="ProgramListingChange" />
        </Route>
        <Route component={NotFound} />
      </Switch>
    </>
  );
}
