import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const SpecialtiesPage = lazyPage(() => import('./specialties-page.tsx'), 'SpecialtiesPage');
const SpecialtyPage = lazyPage(() => import('./specialty-page.tsx'), 'SpecialtyPage');

/** SPECIALTIES: the list and a specialty's pages. Each element is a wouter <Route> with a unique key. */
export const specialtyRoutes: ReactElement[] = [
  <Route key="specialties" path="/specialties" component={SpecialtiesPage} />,
  <Route key="specialty" path="/specialty/:name/:pageId?">
    {(params) => <SpecialtyPage key={params.name} name={params.name} pageId={params.pageId} />}
  </Route>,
];
