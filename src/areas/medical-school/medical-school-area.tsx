import { Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import {
  MedicalSchoolLandingPage,
  MedicalSchoolMatchArchivePage,
  MedicalSchoolMatchResultsPage,
} from './medical-school-results-pages.tsx';

/** The medical school area (business.md §2.4, prefix /medical-school/:medicalSchoolCode). */
export function MedicalSchoolArea() {
  return (
    <Switch>
      <Route path="/medical-school" component={MedicalSchoolLandingPage} />
      <Route path="/medical-school/:medicalSchoolCode/match-results">
        {(params) => (
          <MedicalSchoolMatchResultsPage key={params.medicalSchoolCode} code={params.medicalSchoolCode} />
        )}
      </Route>
      <Route path="/medical-school/:medicalSchoolCode/match-archive">
        {(params) => (
          <MedicalSchoolMatchArchivePage key={params.medicalSchoolCode} code={params.medicalSchoolCode} />
        )}
      </Route>
      <Route component={NotFound} />
    </Switch>
  );
}
