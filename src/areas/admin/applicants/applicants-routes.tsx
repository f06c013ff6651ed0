import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { ApplicantDetailsPage } from './applicant-details-page.tsx';

/**
 * APPLICANTS: an applicant's details, with a cycle (the longer path first) or without.
 * Each element is a wouter <Route>; both share one key: moving between them (its tabs, its cycles) keeps the page
 * mounted, as it did when the routes were inline.
 */
export const applicantRoutes: ReactElement[] = [
  <Route key="applicant-details" path="/admin/applicants/:id/:tab/:matchCycleId">
    {(params) => (
      <ApplicantDetailsPage
        key={params.id}
        id={params.id}
        tab={params.tab}
        matchCycleId={params.matchCycleId}
      />
    )}
  </Route>,
  <Route key="applicant-details" path="/admin/applicants/:id/:tab?">
    {(params) => <ApplicantDetailsPage key={params.id} id={params.id} tab={params.tab} />}
  </Route>,
];
