import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { ManagedVacancyPage, VacancyEditPage } from '../../../features/vacancies/vacancy-manager-pages.tsx';

const base = '/society-user';
const SocietyVacancyEditPage = () => <VacancyEditPage base={base} />;
const SocietyVacancyPage = () => <ManagedVacancyPage base={base} />;

/** VACANCIES (issue 16, business.md §2.5 vacancies, vacancies/edit/:id?): the list, one vacancy with its candidates, the edit form. */
export const vacancyRoutes: ReactElement[] = [
  <Route key="vacancy-edit" path="/society-user/vacancies/edit/:id?" component={SocietyVacancyEditPage} />,
  <Route key="vacancies" path="/society-user/vacancies/:vacancyId?" component={SocietyVacancyPage} />,
];
