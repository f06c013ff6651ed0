import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { AdminRequestReviewPage } from './admin-request-review-page.tsx';
import { AdminRequestsPage } from './admin-requests-page.tsx';

/**
 * REQUESTS: one list per request kind and the review pages (the `/admin/requests` redirect is in the area file).
 * Each element is a wouter <Route> with a unique key, except that the paths of one page share its key: moving
 * between them (its tabs) keeps the page mounted, as it did when the routes were inline.
 */
export const requestRoutes: ReactElement[] = [
  <Route key="request-queue" path="/admin/requests/programs">
    <AdminRequestsPage kind="ProgramRegistration" />
  </Route>,
  <Route key="request-review" path="/admin/requests/programs/update/:id">
    {(params) => <AdminRequestReviewPage key={params.id} kind="ProgramRegistration" />}
  </Route>,
  <Route key="request-queue" path="/admin/requests/programs-users">
    <AdminRequestsPage kind="ProgramUserRegistration" />
  </Route>,
  <Route key="request-queue" path="/admin/requests/program-rename-requests">
    <AdminRequestsPage kind="ProgramRename" />
  </Route>,
  <Route key="request-queue" path="/admin/requests/program-listing-change-requests">
    <AdminRequestsPage kind="ProgramListingChange" />
  </Route>,
  <Route key="request-queue" path="/admin/requests/medical-school-registration">
    <AdminRequestsPage kind="MedicalSchoolRegistration" />
  </Route>,
  <Route key="request-review" path="/admin/requests/medical-school-registration/update/:id">
    {(params) => <AdminRequestReviewPage key={params.id} kind="MedicalSchoolRegistration" />}
  </Route>,
  <Route key="request-queue" path="/admin/requests/medical-school-user-registration">
    <AdminRequestsPage kind="MedicalSchoolUserRegistration" />
  </Route>,
];
