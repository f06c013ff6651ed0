import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const ExaminationsPage = lazyPage(() => import('./examinations-page.tsx'), 'ExaminationsPage');
const PublicationsPage = lazyPage(() => import('./publications-page.tsx'), 'PublicationsPage');

/**
 * ACADEMIC: examinations and publications.
 * Routes of both shapes where the spec has them: `/applicant/profile/...` (outside a cycle) and
 * `/applicant/:matchCycleCode/...`. Each element is a wouter <Route> with a unique key.
 */
export const academicRoutes: ReactElement[] = [
  <Route key="ac-exams" path="/applicant/profile/examinations" component={ExaminationsPage} />,
  <Route key="ac-publications" path="/applicant/profile/publications" component={PublicationsPage} />,
  <Route
    key="ac-cycle-exams"
    path="/applicant/:matchCycleCode/personal-info/examinations"
    component={ExaminationsPage}
  />,
  <Route
    key="ac-cycle-publications"
    path="/applicant/:matchCycleCode/personal-info/publications"
    component={PublicationsPage}
  />,
];
