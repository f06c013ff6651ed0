import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

// Registration forms carry the form kit (fields, captcha): loaded only when a form is opened.
const ProgramRequestPage = lazyPage(() => import('./program-request-page.tsx'), 'ProgramRequestPage');
const ProgramUserRequestPage = lazyPage(
  () => import('./program-user-request-page.tsx'),
  'ProgramUserRequestPage',
);
const ProgramUserSearchPage = lazyPage(
  () => import('./program-user-search-page.tsx'),
  'ProgramUserSearchPage',
);
const MedicalSchoolRequestPage = lazyPage(
  () => import('./medical-school-request-page.tsx'),
  'MedicalSchoolRequestPage',
);
const MedicalSchoolUserRequestPage = lazyPage(
  () => import('./medical-school-user-request-page.tsx'),
  'MedicalSchoolUserRequestPage',
);

/**
 * REGISTRATION REQUESTS: programs, program users, medical schools and their users, in the site and standalone.
 * Each element is a wouter <Route> with a unique key, except that the paths of one page share its key
 * (the page stays mounted between them).
 */
export const registrationRequestRoutes: ReactElement[] = [
  <Route key="program-user-request" path="/registration/program/:id" component={ProgramUserRequestPage} />,
  <Route key="program-user-search" path="/registration/program" component={ProgramUserSearchPage} />,
  <Route key="program-request" path="/registration/program-request" component={ProgramRequestPage} />,
  <Route
    key="program-request"
    path="/standalone/registration/program-request"
    component={ProgramRequestPage}
  />,
  <Route
    key="medical-school-request"
    path="/registration/medical-school-request"
    component={MedicalSchoolRequestPage}
  />,
  <Route
    key="medical-school-request"
    path="/standalone/registration/medical-school-request"
    component={MedicalSchoolRequestPage}
  />,
  <Route
    key="medical-school-user-request"
    path="/registration/medical-school-user-request/:id?"
    component={MedicalSchoolUserRequestPage}
  />,
];
