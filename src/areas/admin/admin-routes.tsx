import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { VersionPage } from './version-page.tsx';

/** Pages that sit beside the area file, outside any section folder. Each element is a wouter <Route> with a unique key. */
export const adminRoutes: ReactElement[] = [
  <Route key="version" path="/admin/version" component={VersionPage} />,
];
