import { Redirect, Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import { ProgramUserLandingPage } from './program-user-landing-page.tsx';

export function ProgramUserArea() {
  return (
    <Switch>
      <Route path="/program-user">
        <Redirect to="/program-user/landing" replace />
      </Route>
      <Route path="/program-user/landing" component={ProgramUserLandingPage} />
      <Route component={NotFound} />
    </Switch>
  );
}
