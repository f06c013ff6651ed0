import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { MatchRunHistoryPage } from './match-run-history-page.tsx';
import { MatchRunPage } from './match-run-page.tsx';

/**
 * MATCH RUN of a cycle and its history (the history before the run page, as the longer path).
 * Each element is a wouter <Route> with a unique key.
 */
export const matchRunRoutes: ReactElement[] = [
  <Route key="match-run-history" path="/admin/match-cycles/:id/match-run/history">
    {(params) => <MatchRunHistoryPage id={params.id} />}
  </Route>,
  <Route key="match-run" path="/admin/match-cycles/:id/match-run">
    {(params) => <MatchRunPage id={params.id} />}
  </Route>,
];
