import {
  ManagedVacanciesPage,
  ManagedVacancyPage,
  VacancyEditPage,
} from '../../../features/vacancies/vacancy-manager-pages.tsx';

const base = '/program-user';

/** /program-user/vacancies (business.md §2.3): the vacancies of the user's programs. */
export const ProgramVacanciesPage = () => <ManagedVacanciesPage base={base} />;
/** /program-user/vacancies/:vacancyId?: one vacancy, its candidates and offers. */
export const ProgramVacancyPage = () => <ManagedVacancyPage base={base} packets />;
/** /program-user/vacancies/edit/:id?: a new vacancy or an edit. */
export const ProgramVacancyEditPage = () => <VacancyEditPage base={base} />;
