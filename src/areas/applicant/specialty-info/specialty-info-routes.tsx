import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const ApplicantSpecialtyInfoPage = lazyPage(
  () => import('./specialty-info-page.tsx'),
  'ApplicantSpecialtyInfoPage',
);

/** GAPS: the cycle's specialty information pages. Each element is a wouter <Route> with a unique key. */
export const specialtyInfoRoutes: ReactElement[] = [
  <Route
    key="specialty-info"
    path="/applicant/:matchCycleCode/specialty-info/:pageId?"
    component={ApplicantSpecialtyInfoPage}
  />,
];
