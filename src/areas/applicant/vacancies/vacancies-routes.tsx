import type { ReactElement } from 'react';
import { Redirect, Route, useParams } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { placesOf, useShellPlaces } from '../../../lib/navigation/shell-places.ts';
import { currentSession } from '../../../lib/session/session-store.ts';

const ApplicantVacanciesPage = lazyPage(
  () => import('./applicant-vacancies-page.tsx'),
  'ApplicantVacanciesPage',
);

function ToAll() {
  const { matchCycleCode } = useParams<{ matchCycleCode: string }>();
  return <Redirect to={`/applicant/${matchCycleCode}/vacancies/all`} replace />;
}

/** /applicant/vacancies/:tab/:vacancyId? (a notification's link, which knows no cycle): the last cycle's page. */
function ToCycleVacancies() {
  const { tab, vacancyId } = useParams<{ tab: string; vacancyId?: string }>();
  const places = placesOf(useShellPlaces.getState(), currentSession()?.user.id ?? null);
  const cycle = places.applicantCycleCode;
  if (!cycle) return <Redirect to="/applicant/landing" replace />;
  return <Redirect to={`/applicant/${cycle}/vacancies/${tab}${vacancyId ? `/${vacancyId}` : ''}`} replace />;
}

/**
 * VACANCIES (issue 16, business.md §2.2): vacancies/:tab/:vacancyId? and the phone's one-section pages
 * under m/ (all, saved, applied, subscriptions, create-application). One key: moving between tabs keeps the page.
 */
export const vacancyRoutes: ReactElement[] = [
  <Route key="vacancies-link" path="/applicant/vacancies/:tab/:vacancyId?" component={ToCycleVacancies} />,
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
