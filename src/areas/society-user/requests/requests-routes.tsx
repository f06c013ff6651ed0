import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { SocietyProgramRequestCreatePage } from './society-program-request-create-page.tsx';
import { SocietyRequestsPage } from './society-requests-page.tsx';

/**
 * REQUESTS: one list per request kind and a new program registration request
 * (the `/society-user/requests` redirect is in the area file).
 * Each element is a wouter <Route> with a unique key, except that the paths of one page share its key: moving
 * between them (its tabs) keeps the page mounted, as it did when the routes were inline.
 */
export const requestRoutes: ReactElement[] = [
  <Route key="request-queue" path="/society-user/requests/program-registration-requests">
    <SocietyRequestsPage kind="ProgramRegistration" />
  </Route>,
  <Route
    key="request-program-registration-create"
    path="/society-user/requests/program-registration-requests/create"
    component={SocietyProgramRequestCreatePage}
  />,
  <Route key="request-queue" path="/society-user/requests/program-name-change-requests">
    <SocietyRequestsPage kind="ProgramRename" />
  </Route>,
  <Route key="request-queue" path="/society-user/requests/program-positions-count-change-requests">
    <SocietyRequestsPage kind="ProgramListingChange" />
  </Route>,
];
