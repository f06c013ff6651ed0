import { Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import { aboutRoutes } from './about/about-routes.tsx';
import { invoicePaymentRoutes } from './invoice-payment/invoice-payment-routes.tsx';
import { letterUploadRoutes } from './letter-upload/letter-upload-routes.tsx';
import { matchCalendarRoutes } from './match-calendar/match-calendar-routes.tsx';
import { matchDataRoutes } from './match-data/match-data-routes.tsx';
import { matchResultRoutes } from './match-results/match-results-routes.tsx';
import { programCompareRoutes } from './program-compare/program-compare-routes.tsx';
import { plannedPageRoutes, publicRoutes } from './public-routes.tsx';
import { registrationApplicantRoutes } from './registration-applicant/registration-applicant-routes.tsx';
import { registrationRequestRoutes } from './registration-requests/registration-requests-routes.tsx';
import { roleInvitationRoutes } from './role-invitation/role-invitation-routes.tsx';
import { specialtyRoutes } from './specialties/specialties-routes.tsx';
import { vacancyRoutes } from './vacancies/vacancies-routes.tsx';

/** Public routes of business.md §2.1 (standalone variants included). */
export function PublicArea() {
  return (
    <Switch>
      {publicRoutes}
      {matchCalendarRoutes}
      {matchResultRoutes}
      {vacancyRoutes}
      {programCompareRoutes}
      {specialtyRoutes}
      {aboutRoutes}
      {matchDataRoutes}
      {registrationApplicantRoutes}
      {registrationRequestRoutes}
      {letterUploadRoutes}
      {roleInvitationRoutes}
      {invoicePaymentRoutes}
      {/* Planned pages last: the compare page above wins over its planned twin. */}
      {plannedPageRoutes}
      <Route component={NotFound} />
    </Switch>
  );
}
