import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const PublicVacanciesPage = lazyPage(() => import('./public-vacancies-page.tsx'), 'PublicVacanciesPage');

/** VACANCIES (issue 16): the open vacancies; one opened at /vacancies/:id. */
export const vacancyRoutes: ReactElement[] = [
  <Route key="vacancies" path="/vacancies/:vacancyId?" component={PublicVacanciesPage} />,
];
