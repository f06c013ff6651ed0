import type { ReactElement } from 'react';
import { Route } from 'wouter';
import {
  MedicalSchoolLandingPage,
  MedicalSchoolMatchArchivePage,
  MedicalSchoolMatchResultsPage,
} from './medical-school-results-pages.tsx';

/** The medical school area's pages. Each element is a wouter <Route> with a unique key. */
export const medicalSchoolRoutes: ReactElement[] = [
  <Route key="landing" path="/medical-school" component={MedicalSchoolLandingPage} />,
  <Route key="match-results" path="/medical-school/:medicalSchoolCode/match-results">
    {(params) => (
      <MedicalSchoolMatchResultsPage key={params.medicalSchoolCode} code={params.medicalSchoolCode} />
    )}
  </Route>,
  <Route key="match-archive" path="/medical-school/:medicalSchoolCode/match-archive">
    {(params) => (
      <MedicalSchoolMatchArchivePage key={params.medicalSchoolCode} code={params.medicalSchoolCode} />
    )}
  </Route>,
];
