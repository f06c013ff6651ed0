import type { ReactElement } from 'react';
import { Redirect, Route, useParams } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const ApplicantVacanciesPage = lazyPage(
  () => import('./applicant-vacancies-page.tsx'),
  'ApplicantVacanciesPage',
);

function ToAll() {
  const { matchCycleCode } = useParams<{ matchCycleCode: string }>();
  return <Redirect to={`/applicant/${matchCycleCode}/vacancies/all`} replace />;
}

/**
 * VACANCIES (issue 16, business.md §2.2): vacancies/:tab/:vacancyId? and the phone's one-section pages
 * under m/ (all, saved, applied, subscriptions, create-application). One key: moving between tabs keeps the page.
 */
export const vacancyRoutes: ReactElement[] = [
  <Route
    key="vacancies"
    path="/applicant/:matchCycleCode/vacancies/m/:tab/:vacancyId?"
    component={ApplicantVacanciesPage}
  />,
  <Route
    key="vacancies"
    path="/applicant/:matchCycleCode/vacancies/:tab/:vacancyId?"
    component={ApplicantVacanciesPage}
  />,
  <Route key="vacancies-root" path="/applicant/:matchCycleCode/vacancies" component={ToAll} />,
];
