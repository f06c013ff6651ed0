import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const ApplicationsPage = lazyPage(() => import('./applications-page.tsx'), 'ApplicationsPage');
const CasPage = lazyPage(() => import('./cas-page.tsx'), 'CasPage');
const SummaryPage = lazyPage(() => import('./cas-page.tsx'), 'SummaryPage');
const RankListPage = lazyPage(() => import('./rank-list-page.tsx'), 'RankListPage');

/**
 * APPLY: applications, the CAS page, the summary and the rank list, inside a match cycle.
 * Each element is a wouter <Route> with a unique key.
 */
export const applicationRoutes: ReactElement[] = [
  <Route key="applications" path="/applicant/:matchCycleCode/applications" component={ApplicationsPage} />,
  <Route key="cas" path="/applicant/:matchCycleCode/cas" component={CasPage} />,
  <Route key="summary" path="/applicant/:matchCycleCode/summary" component={SummaryPage} />,
  <Route key="rank-list" path="/applicant/:matchCycleCode/rank-list" component={RankListPage} />,
];
