import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { SpecialtiesListPage } from './specialties-list-page.tsx';
import { SpecialtyCreatePage } from './specialty-create-page.tsx';
import { SpecialtyUpdatePage } from './specialty-update-page.tsx';

/** SPECIALTIES: the list, create and update. Each element is a wouter <Route> with a unique key. */
export const specialtyRoutes: ReactElement[] = [
  <Route key="specialties" path="/admin/specialties" component={SpecialtiesListPage} />,
  <Route key="specialty-create" path="/admin/specialties/create" component={SpecialtyCreatePage} />,
  <Route key="specialty-update" path="/admin/specialties/update/:id/:tab?">
    {(params) => <SpecialtyUpdatePage key={params.id} id={params.id} tab={params.tab} />}
  </Route>,
];
