import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { MedicalSchoolCreatePage, MedicalSchoolUpdatePage } from './medical-school-pages.tsx';
import { MedicalSchoolsListPage } from './medical-schools-list-page.tsx';

/** MEDICAL SCHOOLS: the list, create and update. Each element is a wouter <Route> with a unique key. */
export const medicalSchoolRoutes: ReactElement[] = [
  <Route key="medical-schools" path="/admin/medical-schools" component={MedicalSchoolsListPage} />,
  <Route
    key="medical-school-create"
    path="/admin/medical-schools/create"
    component={MedicalSchoolCreatePage}
  />,
  <Route key="medical-school-update" path="/admin/medical-schools/update/:id">
    {(params) => <MedicalSchoolUpdatePage key={params.id} id={params.id} />}
  </Route>,
];
