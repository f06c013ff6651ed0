import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const ProgramVacancyEditPage = lazyPage(
  () => import('./program-vacancies-pages.tsx'),
  'ProgramVacancyEditPage',
);
const ProgramVacancyPage = lazyPage(() => import('./program-vacancies-pages.tsx'), 'ProgramVacancyPage');
const RetinaSurveyPage = lazyPage(() => import('../surveys/retina-survey-page.tsx'), 'RetinaSurveyPage');

/** VACANCIES and the Retina survey (issue 16, business.md §2.3). The edit path comes before :vacancyId. */
export const vacancyRoutes: ReactElement[] = [
  <Route key="vacancy-edit" path="/program-user/vacancies/edit/:id?" component={ProgramVacancyEditPage} />,
  <Route key="vacancies" path="/program-user/vacancies/:vacancyId?" component={ProgramVacancyPage} />,
  <Route key="retina-survey" path="/program-user/retina/survey" component={RetinaSurveyPage} />,
];
