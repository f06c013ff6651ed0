import { Redirect, Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import { messagingRoutes } from './messaging/messaging-routes.tsx';
import { programUserRoutes } from './program-user-routes.tsx';

export function ProgramUserArea() {
  return (
    <Switch>
      <Route path="/program-user">
        <Redirect to="/program-user/landing" replace />
      </Route>
      {programUserRoutes}
      {messagingRoutes}
      <Route component={NotFound} />
    </Switch>
  );
}
