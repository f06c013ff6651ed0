import { Redirect, Route, Switch } from 'wouter';
import { SignedInSummary } from '../../features/account/signed-in-summary.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { NotFound } from '../../ui/not-found.tsx';
import { Page } from '../../ui/page.tsx';

function SocietySummaryPage() {
  const t = useT();
  return (
    <Page title={t('SocietySummaryTitle')}>
      <SignedInSummary willHold="HoldSocietyUser" />
    </Page>
  );
}

export function SocietyUserArea() {
  return (
    <Switch>
      <Route path="/society-user">
        <Redirect to="/society-user/summary" replace />
      </Route>
      <Route path="/society-user/summary" component={SocietySummaryPage} />
      <Route component={NotFound} />
    </Switch>
  );
}
