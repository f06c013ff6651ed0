import { Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import { medicalSchoolRoutes } from './medical-school-routes.tsx';

/** The medical school area (business.md §2.4, prefix /medical-school/:medicalSchoolCode). */
export function MedicalSchoolArea() {
  return (
    <Switch>
      {medicalSchoolRoutes}
      <Route component={NotFound} />
    </Switch>
  );
}
