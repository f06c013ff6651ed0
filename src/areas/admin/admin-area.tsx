import { Redirect, Route, Switch } from 'wouter';
import { NewItemNotices } from '../../features/messaging/new-item-notices.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { adminRoutes } from './admin-routes.tsx';
import { applicantRoutes } from './applicants/applicants-routes.tsx';
import { billingRoutes } from './billing/billing-routes.tsx';
import { matchCycleCalendarRoutes } from './match-cycle-calendar/match-cycle-calendar-routes.tsx';
import { matchCycleRoutes } from './match-cycles/match-cycles-routes.tsx';
import { matchRunRoutes } from './match-run/match-run-routes.tsx';
import { medicalSchoolRoutes } from './medical-schools/medical-schools-routes.tsx';
import { messagingRoutes } from './messaging/messaging-routes.tsx';
import { programRoutes } from './programs/programs-routes.tsx';
import { qualityAssuranceRoutes } from './quality-assurance/quality-assurance-routes.tsx';
import { rankListRoutes } from './rank-lists/rank-lists-routes.tsx';
import { requestRoutes } from './requests/requests-routes.tsx';
import { specialtyRoutes } from './specialties/specialties-routes.tsx';
import { specialtyPagesRoutes } from './specialty-pages/specialty-pages-routes.tsx';
import { userRoutes } from './users/users-routes.tsx';
import { vacancyRoutes } from './vacancies/vacancies-routes.tsx';

export function AdminArea() {
  return (
    <>
      {/* Live notices of new list items (business.md §6); their texts load with this area. */}
      <NewItemNotices />
      <Switch>
        <Route path="/admin">
          <Redirect to="/admin/match-cycles" replace />
        </Route>
        {/* The first match wins: match-cycles before match-run (`details/:id` before `:id/match-run`), programs before rank-lists. */}
        {matchCycleRoutes}
        {matchRunRoutes}
        {matchCycleCalendarRoutes}
        {adminRoutes}
        {vacancyRoutes}
        {specialtyRoutes}
        {specialtyPagesRoutes}
        {programRoutes}
        {rankListRoutes}
        {medicalSchoolRoutes}
        <Route path="/admin/requests">
          <Redirect to="/admin/requests/programs" replace />
        </Route>
        {requestRoutes}
        {userRoutes}
        {applicantRoutes}
        {messagingRoutes}
        {billingRoutes}
        {qualityAssuranceRoutes}
        <Route component={NotFound} />
      </Switch>
    </>
  );
}
