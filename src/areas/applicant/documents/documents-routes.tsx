import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

/** Loaded on first visit: the upload client and the preview stay out of the applicant's first load. */
const FileCabinetPage = lazyPage(() => import('./file-cabinet-page.tsx'), 'FileCabinetPage');

/**
 * UPLOADS: documents and the file cabinet: `/applicant/profile/file-cabinet/:id?` (outside a cycle)
 * and `/applicant/:matchCycleCode/documents/:id?` (the same documents; writes there obey the cycle's
 * restrictions). Each element is a wouter <Route> with a unique key.
 */
export const documentRoutes: ReactElement[] = [
  <Route key="file-cabinet" path="/applicant/profile/file-cabinet/:id?" component={FileCabinetPage} />,
  <Route
    key="cycle-documents"
    path="/applicant/:matchCycleCode/documents/:id?"
    component={FileCabinetPage}
  />,
];
