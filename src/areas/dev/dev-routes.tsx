import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { ColorsPage } from './colors-page.tsx';
import { ComponentsPage } from './components-page.tsx';
import { DevDashboardPage } from './dev-dashboard-page.tsx';
import { ErrorTestPage } from './error-test-page.tsx';

/**
 * The dev area's pages. Each element is a wouter <Route> with a unique key, except that the paths of one page
 * share its key (the page stays mounted between them).
 */
export const devRoutes: ReactElement[] = [
  <Route key="dashboard" path="/dev" component={DevDashboardPage} />,
  <Route key="dashboard" path="/dev/dashboard" component={DevDashboardPage} />,
  <Route key="error-test" path="/dev/error-test" component={ErrorTestPage} />,
  <Route key="colors" path="/dev/colors" component={ColorsPage} />,
  <Route key="components" path="/dev/components/:tab?" component={ComponentsPage} />,
];
