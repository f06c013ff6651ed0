import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const MatchResultPage = lazyPage(() => import('./match-result-page.tsx'), 'MatchResultPage');

/** The applicant's match result of a cycle (issue 6), loaded on first visit. */
export const matchResultRoutes: ReactElement[] = [
  <Route key="match-result" path="/applicant/:matchCycleCode/match-result" component={MatchResultPage} />,
];
