import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { SpecialtyPagesPage } from './specialty-pages-page.tsx';

/** SPECIALTY PAGES: the pages editor of a specialty. Each element is a wouter <Route> with a unique key. */
export const specialtyPagesRoutes: ReactElement[] = [
  <Route key="specialty-pages" path="/admin/specialty-pages/:specialtyId?/:pageId?">
    {(params) => <SpecialtyPagesPage specialtyId={params.specialtyId} pageId={params.pageId} />}
  </Route>,
];
