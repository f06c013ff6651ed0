import { Redirect, Route, Switch } from 'wouter';
import { SignedInSummary } from '../../features/account/signed-in-summary.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { NotFound } from '../../ui/not-found.tsx';
import { Page } from '../../ui/page.tsx';

function ProgramUserLandingPage() {
  const t = useT();
  return (
    <Page title={t('ProgramUserLandingTitle')}>
      <SignedInSummary willHold="HoldProgramUser" />
    </Page>
  );
}

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
