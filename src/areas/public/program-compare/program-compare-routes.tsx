import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

/** Loaded on first visit so the public chunk stays small on a phone. */
const ProgramComparePage = lazyPage(() => import('./program-compare-page.tsx'), 'ProgramComparePage');

/** PROGRAM COMPARE. Each element is a wouter <Route> with a unique key. */
export const programCompareRoutes: ReactElement[] = [
  <Route key="program-compare" path="/specialty-programs-compare/:id" component={ProgramComparePage} />,
];
