import { Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import { devRoutes } from './dev-routes.tsx';

export function DevArea() {
  return (
    <Switch>
      {devRoutes}
      <Route component={NotFound} />
    </Switch>
  );
}
