import { type ComponentType, lazy, type ReactElement } from 'react';
import { Route } from 'wouter';

const MatchResultPage = lazy(async () => ({
  default: (await import('./match-result-page.tsx')).MatchResultPage as ComponentType,
}));

/** The applicant's match result of a cycle (issue 6), loaded on first visit. */
export const matchResultRoutes: ReactElement[] = [
  <Route key="match-result" path="/applicant/:matchCycleCode/match-result" component={MatchResultPage} />,
];
