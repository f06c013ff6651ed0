import { Redirect, Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import { MatchCyclesPage } from './match-cycles-page.tsx';
import { VersionPage } from './version-page.tsx';

export function AdminArea() {
  return (
    <Switch>
      <Route path="/admin">
        <Redirect to="/admin/match-cycles" replace />
      </Route>
      <Route path="/admin/match-cycles" component={MatchCyclesPage} />
      <Route path="/admin/version" component={VersionPage} />
      <Route component={NotFound} />
    </Switch>
  );
}
