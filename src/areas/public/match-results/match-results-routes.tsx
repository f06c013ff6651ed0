import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const PublicMatchResultsPage = lazyPage(
  () => import('./public-match-results-page.tsx'),
  'PublicMatchResultsPage',
);

/** MATCH RESULTS. Each element is a wouter <Route> with a unique key. */
export const matchResultRoutes: ReactElement[] = [
  <Route key="match-results" path="/match-results" component={PublicMatchResultsPage} />,
];
