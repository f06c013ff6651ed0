import { type ComponentType, lazy, type ReactElement } from 'react';
import { Route } from 'wouter';

const CouplePage = lazy(async () => ({
  default: (await import('./couple-page.tsx')).CouplePage as ComponentType,
}));

/** Couples (issue 6): the couple page of a cycle, loaded on first visit. */
export const coupleRoutes: ReactElement[] = [
  <Route key="couple" path="/applicant/:matchCycleCode/couple" component={CouplePage} />,
];
