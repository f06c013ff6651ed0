import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const RegisterForCyclePage = lazyPage(() => import('./register-for-cycle-page.tsx'), 'RegisterForCyclePage');
const ApplicantHomePage = lazyPage(() => import('./home-page.tsx'), 'ApplicantHomePage');
const ContactInfoPage = lazyPage(() => import('./contact-info-page.tsx'), 'ContactInfoPage');
const GoToSectionPage = lazyPage(() => import('./go-to-section-page.tsx'), 'GoToSectionPage');

/**
 * REG: landing (in applicant-area.tsx), the phone step after sign-up, register-for-match-cycle, a
 * cycle's home and contact info (outside and inside a cycle). Each element is a wouter <Route> with a unique key.
 */
export const registrationRoutes: ReactElement[] = [
  <Route
    key="register-for-cycle"
    path="/applicant/register-for-match-cycle"
    component={RegisterForCyclePage}
  />,
  <Route key="contact-info" path="/applicant/profile/contact-info" component={ContactInfoPage} />,
  <Route key="go-to-section" path="/applicant/go/:section" component={GoToSectionPage} />,
  <Route key="cycle-home" path="/applicant/:matchCycleCode/home" component={ApplicantHomePage} />,
  <Route
    key="cycle-contact-info"
    path="/applicant/:matchCycleCode/personal-info/contact-info"
    component={ContactInfoPage}
  />,
];
