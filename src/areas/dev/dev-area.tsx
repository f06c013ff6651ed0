import { Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import { ColorsPage } from './colors-page.tsx';
import { ComponentsPage } from './components-page.tsx';
import { DevDashboardPage } from './dev-dashboard-page.tsx';
import { ErrorTestPage } from './error-test-page.tsx';

export function DevArea() {
  return (
    <Switch>
      <Route path="/dev" component={DevDashboardPage} />
      <Route path="/dev/dashboard" component={DevDashboardPage} />
      <Route path="/dev/error-test" component={ErrorTestPage} />
      <Route path="/dev/colors" component={ColorsPage} />
      <Route path="/dev/components/:tab?" component={ComponentsPage} />
      <Route component={NotFound} />
    </Switch>
  );
}
