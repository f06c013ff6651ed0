import { Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import { medicalSchoolRoutes } from './medical-school-routes.tsx';
import { messagingRoutes } from './messaging/messaging-routes.tsx';

/** The medical school area (business.md §2.4, prefix /medical-school/:medicalSchoolCode). */
export function MedicalSchoolArea() {
  return (
    <Switch>
      {medicalSchoolRoutes}
      {messagingRoutes}
      <Route component={NotFound} />
    </Switch>
  );
}
