import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { ManagedVacancyPage, VacancyEditPage } from '../../../features/vacancies/vacancy-manager-pages.tsx';

const base = '/admin';
const AdminVacancyEditPage = () => <VacancyEditPage base={base} />;
const AdminVacancyPage = () => <ManagedVacancyPage base={base} packets />;

/** VACANCIES (issue 16, business.md §2.6 vacancies): the list, one vacancy with its candidates, the edit form. */
export const vacancyRoutes: ReactElement[] = [
  <Route key="vacancy-edit" path="/admin/vacancies/edit/:id?" component={AdminVacancyEditPage} />,
  <Route key="vacancies" path="/admin/vacancies/:vacancyId?" component={AdminVacancyPage} />,
];
