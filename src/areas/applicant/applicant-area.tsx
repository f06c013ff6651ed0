import { Redirect, Route, Switch } from 'wouter';
import { SignedInSummary } from '../../features/account/signed-in-summary.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { NotFound } from '../../ui/not-found.tsx';
import { Page } from '../../ui/page.tsx';

function ApplicantLandingPage() {
  const t = useT();
  return (
    <Page title={t('ApplicantLandingTitle')}>
      <SignedInSummary willHold="HoldApplicant" />
    </Page>
  );
}

export function ApplicantArea() {
  return (
    <Switch>
      <Route path="/applicant">
        <Redirect to="/applicant/landing" replace />
      </Route>
      <Route path="/applicant/landing" component={ApplicantLandingPage} />
      <Route component={NotFound} />
    </Switch>
  );
}
