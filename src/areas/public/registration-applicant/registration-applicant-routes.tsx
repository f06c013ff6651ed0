import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

// Registration forms carry the form kit (fields, captcha): loaded only when a form is opened.
const ApplicantSignUpPage = lazyPage(() => import('./applicant-sign-up-page.tsx'), 'ApplicantSignUpPage');

/**
 * APPLICANT SIGN-UP, in the site and standalone. Each element is a wouter <Route> with a unique key, except that
 * the paths of one page share its key (the page stays mounted between them).
 */
export const registrationApplicantRoutes: ReactElement[] = [
  <Route key="applicant-sign-up" path="/registration/applicant" component={ApplicantSignUpPage} />,
  <Route key="applicant-sign-up" path="/standalone/registration/applicant" component={ApplicantSignUpPage} />,
];
