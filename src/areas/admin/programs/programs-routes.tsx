import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { ProgramCreatePage } from './program-create-page.tsx';
import { ProgramUpdatePage } from './program-update-page.tsx';
import { ProgramsListPage } from './programs-list-page.tsx';

/** PROGRAMS: the list, create and update. Each element is a wouter <Route> with a unique key. */
export const programRoutes: ReactElement[] = [
  <Route key="programs" path="/admin/programs" component={ProgramsListPage} />,
  <Route key="program-create" path="/admin/programs/create" component={ProgramCreatePage} />,
  <Route key="program-update" path="/admin/programs/update/:id/:tab?">
    {(params) => <ProgramUpdatePage key={params.id} id={params.id} tab={params.tab} />}
  </Route>,
];
