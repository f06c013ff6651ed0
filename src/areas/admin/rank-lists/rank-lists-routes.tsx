import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { ProgramListingPage } from './admin-rank-list-views.tsx';

/**
 * RANK LISTS: a program's listing in a cycle (after the programs section: `/admin/programs/update/:id/:tab?` wins).
 * Each element is a wouter <Route> with a unique key.
 */
export const rankListRoutes: ReactElement[] = [
  <Route key="program-listing" path="/admin/programs/:id/listings/:matchCycleId">
    {(params) => (
      <ProgramListingPage
        key={`${params.id}/${params.matchCycleId}`}
        id={params.id}
        matchCycleId={params.matchCycleId}
      />
    )}
  </Route>,
];
