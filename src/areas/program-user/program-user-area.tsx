import { Redirect, Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import { ProgramMatchResultPage } from './program-match-result-page.tsx';
import { ProgramRankListPage } from './program-rank-list-page.tsx';
import { ProgramUserLandingPage } from './program-user-landing-page.tsx';

export function ProgramUserArea() {
  return (
    <Switch>
      <Route path="/program-user">
        <Redirect to="/program-user/landing" replace />
      </Route>
      <Route path="/program-user/landing" component={ProgramUserLandingPage} />
      <Route path="/program-user/:matchCycleCode/:programCode/rank-list" component={ProgramRankListPage} />
      <Route
        path="/program-user/:matchCycleCode/:programCode/match-result"
        component={ProgramMatchResultPage}
      />
      <Route component={NotFound} />
    </Switch>
  );
}
