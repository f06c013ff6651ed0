import { Route, Switch } from 'wouter';
import { SignedInSummary } from '../../features/account/signed-in-summary.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { NotFound } from '../../ui/not-found.tsx';
import { Page } from '../../ui/page.tsx';

function MedicalSchoolLandingPage() {
  const t = useT();
  return (
    <Page title={t('MedicalSchoolLandingTitle')}>
      <SignedInSummary willHold="HoldMedicalSchool" />
    </Page>
  );
}

export function MedicalSchoolArea() {
  return (
    <Switch>
      <Route path="/medical-school" component={MedicalSchoolLandingPage} />
      <Route component={NotFound} />
    </Switch>
  );
}
