import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { MatchCycleCreatePage } from './match-cycle-create-page.tsx';
import { MatchCycleDetailsPage } from './match-cycle-details-page.tsx';
import { MatchCycleUpdatePage } from './match-cycle-update-page.tsx';
import { MatchCyclesListPage } from './match-cycles-list-page.tsx';

/** MATCH CYCLES: the list, create, update and details. Each element is a wouter <Route> with a unique key. */
export const matchCycleRoutes: ReactElement[] = [
  <Route key="match-cycles" path="/admin/match-cycles" component={MatchCyclesListPage} />,
  <Route key="match-cycle-create" path="/admin/match-cycles/create" component={MatchCycleCreatePage} />,
  <Route key="match-cycle-update" path="/admin/match-cycles/update/:id">
    {(params) => <MatchCycleUpdatePage key={params.id} id={params.id} />}
  </Route>,
  <Route key="match-cycle-details" path="/admin/match-cycles/details/:id/:tab?">
    {(params) => <MatchCycleDetailsPage key={params.id} id={params.id} tab={params.tab} />}
  </Route>,
];
