import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const CouplePage = lazyPage(() => import('./couple-page.tsx'), 'CouplePage');

/** Couples (issue 6): the couple page of a cycle, loaded on first visit. */
export const coupleRoutes: ReactElement[] = [
  <Route key="couple" path="/applicant/:matchCycleCode/couple" component={CouplePage} />,
];
