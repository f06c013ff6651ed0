import { lazy, type ReactElement } from 'react';
import { Route } from 'wouter';

const ApplicantSpecialtyInfoPage = lazy(async () => ({
  default: (await import('./specialty-info-page.tsx')).ApplicantSpecialtyInfoPage,
}));

/** GAPS: the cycle's specialty information pages. Each element is a wouter <Route> with a unique key. */
export const specialtyInfoRoutes: ReactElement[] = [
  <Route
    key="specialty-info"
    path="/applicant/:matchCycleCode/specialty-info/:pageId?"
    component={ApplicantSpecialtyInfoPage}
  />,
];
