import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const DataPage = lazyPage(() => import('./data-page.tsx'), 'DataPage');

/** MATCH DATA: statistics per specialty. Each element is a wouter <Route> with a unique key. */
export const matchDataRoutes: ReactElement[] = [
  <Route key="data" path="/data/:specialtyId?/:tab?" component={DataPage} />,
];
